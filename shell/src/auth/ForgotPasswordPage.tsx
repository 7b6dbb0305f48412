import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField, notify } from 'shared-ui';
import { errorMessage, forgetPassword, forgotPasswordSchema, valibotResolver } from 'shared-api';
import { AuthFrame } from './AuthFrame';

/** SPEC §2 Forgot password: one field, the email is checked first, then the server mails a password. */
export function ForgotPasswordPage() {
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
      notify.success('Password has been sent to your email');
      navigate('/login');
    } catch (error) {
      notify.error(errorMessage(error, 'We could not send the password. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthFrame title="Forgot password" subtitle="Enter your email and we'll send you a password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            label="Email or username"
            placeholder="Email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={submitting} fullWidth size="md">
            Submit
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to login
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
