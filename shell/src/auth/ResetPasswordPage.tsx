import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PasswordField, notify } from 'shared-ui';
import {
  errorMessage,
  resetPassword,
  resetPasswordSchema,
  useSessionStore,
  valibotResolver,
  type ResetPasswordFormInput,
} from 'shared-api';

/** Change password for the logged-in user (SPEC §5: old, new and confirm password). */
export function ResetPasswordPage() {
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
      notify.success('Reset Password successfully');
      form.reset();
    } catch (error) {
      notify.error(errorMessage(error, 'The password could not be changed. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Change password
          </Title>
          <Text c="dimmed" size="sm">
            Use at least 6 characters. You stay signed in on this device.
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField label="Old Password" autoComplete="current-password" required {...form.getInputProps('old_password')} />
            <PasswordField label="New Password" autoComplete="new-password" required {...form.getInputProps('new_password')} />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirm_password')}
            />
            <Button type="submit" loading={submitting}>
              Save password
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
