import * as v from 'valibot';
import { FORGOT_PASSWORD_MESSAGES } from './messages';

export const forgotPasswordSchema = v.object({
  email: v.pipe(
    v.string(FORGOT_PASSWORD_MESSAGES.emailInvalid),
    v.trim(),
    v.email(FORGOT_PASSWORD_MESSAGES.emailInvalid),
  ),
});

export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;
