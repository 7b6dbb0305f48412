import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PasswordField, notify, schemaMessages } from 'shared-ui';
import {
  RESET_PASSWORD_MESSAGES,
  errorMessage,
  resetPassword,
  resetPasswordSchema,
  useSessionStore,
  valibotResolver,
  type ResetPasswordFormInput,
} from 'shared-api';
import { useTranslation } from './i18n';

/** The schema's messages through the account catalogue. */
const withMessage = schemaMessages(RESET_PASSWORD_MESSAGES, (key) => `account.reset.message.${key}`);

/** Change password for the logged-in user (SPEC §5: old, new and confirm password). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const email = useSessionStore((state) => state.email) ?? '';
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<ResetPasswordFormInput>({
    mode: 'controlled',
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validate: valibotResolver(resetPasswordSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await resetPassword({ email, ...values });
      notify.success(t('account.reset.done'));
      form.reset();
    } catch (error) {
      notify.error(errorMessage(error, t('account.reset.failed')));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('account.reset.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('account.reset.hint')}
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField label={t('account.reset.old')} autoComplete="current-password" required {...withMessage(t, form.getInputProps('old_password'))} />
            <PasswordField label={t('account.reset.new')} autoComplete="new-password" required {...withMessage(t, form.getInputProps('new_password'))} />
            <PasswordField
              label={t('account.reset.confirm')}
              autoComplete="new-password"
              required
              {...withMessage(t, form.getInputProps('confirm_password'))}
            />
            <Button type="submit" loading={submitting}>
              {t('account.reset.save')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
