import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_MESSAGES as M } from './messages';

/** Change password: field names are those `reset_password` takes, so values go straight to the call. */
export const resetPasswordSchema = v.pipe(
  v.object({
    old_password: v.pipe(v.string(M.oldPasswordRequired), v.nonEmpty(M.oldPasswordRequired)),
    new_password: v.pipe(
      v.string(M.newPasswordRequired),
      v.nonEmpty(M.newPasswordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, M.newPasswordTooShort),
    ),
    confirm_password: v.pipe(v.string(M.confirmPasswordRequired), v.nonEmpty(M.confirmPasswordRequired)),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      M.passwordsDiffer,
    ),
    ['confirm_password'],
  ),
);

export type ResetPasswordFormInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordFormValues = v.InferOutput<typeof resetPasswordSchema>;
