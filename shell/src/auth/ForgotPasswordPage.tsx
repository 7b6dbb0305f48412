import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField, notify, schemaMessages } from 'shared-ui';
import { FORGOT_PASSWORD_MESSAGES, errorMessage, forgetPassword, forgotPasswordSchema, valibotResolver } from 'shared-api';
import { AuthFrame } from './AuthFrame';
import { useTranslation } from './i18n';

/** The schema's message (SPEC §5's words) through the account catalogue. */
const withMessage = schemaMessages(FORGOT_PASSWORD_MESSAGES, (key) => `account.forgot.message.${key}`);

/** SPEC §2 Forgot password: one field, the email is checked first, then the server mails a password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: valibotResolver(forgotPasswordSchema),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      await forgetPassword(email.trim());
      notify.success(t('account.forgot.sent'));
      navigate('/login');
    } catch (error) {
      notify.error(errorMessage(error, t('account.forgot.failed')));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthFrame title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            label={t('account.forgot.email')}
            placeholder={t('account.forgot.emailPlaceholder')}
            autoComplete="email"
            required
            {...withMessage(t, form.getInputProps('email'))}
          />
          <Button type="submit" loading={submitting} fullWidth size="md">
            {t('account.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('account.forgot.back')}
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
