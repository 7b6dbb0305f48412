import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PasswordField, TextField, notify, schemaMessages } from 'shared-ui';
import {
  LOGIN_MESSAGES,
  fetchUserRegistration,
  homePathFor,
  isFrappeError,
  login,
  loginSchema,
  primaryRole,
  useSessionStore,
  valibotResolver,
} from 'shared-api';
import { useTranslation } from '../i18n';
import { AuthFrame } from './AuthFrame';

interface LoginValues {
  username: string;
  password: string;
}

/** The schema's messages (SPEC §5's words) through the login catalogue. */
const withMessage = schemaMessages(LOGIN_MESSAGES, (key) => `signIn.message.${key}`);

/** SPEC §2 Login and §5 rules: email or phone and password; Mediators land on their own dashboard. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSessionStore((state) => state.email);
  const role = useSessionStore((state) => state.role);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: valibotResolver(loginSchema),
    validateInputOnBlur: true,
  });

  if (email) return <Navigate to={homePathFor(role)} replace />;

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const reply = await login(values.username.trim(), values.password.trim());
      // The profile is read before the session starts: starting it re-renders this page into a
      // redirect home, and nothing may navigate after that (a page opened meanwhile would be left).
      const details = await fetchUserRegistration(reply.user).catch(() => null);
      const store = useSessionStore.getState();
      store.startSession({
        email: reply.user,
        fullName: reply.full_name,
        roles: reply.roles,
        csrfToken: reply.csrf_token,
        status: details?.status ?? null,
      });
      store.setUserDetails(details);
      notify.success(t('signIn.success'));
      navigate(homePathFor(primaryRole(reply.roles)), { replace: true });
    } catch (error) {
      if (isFrappeError(error) && error.status === 429) {
        notify.error(error.messages[0] ?? error.message);
      } else if (isFrappeError(error) && error.status === 0) {
        notify.error(t('signIn.error.unreachable'));
      } else {
        notify.error(t('signIn.error.invalid'));
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthFrame title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            label={t('signIn.username')}
            placeholder={t('signIn.usernamePlaceholder')}
            autoComplete="username"
            required
            {...withMessage(t, form.getInputProps('username'))}
          />
          <PasswordField
            label={t('signIn.password')}
            placeholder={t('signIn.password')}
            autoComplete="current-password"
            required
            {...withMessage(t, form.getInputProps('password'))}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgotPassword" size="sm">
              {t('signIn.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth size="md">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signIn.newHere')}{' '}
        <Anchor component={Link} to="/signup" underline="always">
          {t('signIn.signUp')}
        </Anchor>
      </Text>
      <Divider label={t('signIn.or')} />
      <Button component={Link} to="/Respondentlogin" variant="light" fullWidth>
        {t('signIn.respondent')}
      </Button>
    </AuthFrame>
  );
}
