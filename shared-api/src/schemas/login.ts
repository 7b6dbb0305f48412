import * as v from 'valibot';
import { LOGIN_MESSAGES, PASSWORD_MIN_LENGTH } from './messages';

/** Login: email or phone number, and password (SPEC §5). The username comes out trimmed. */
export const loginSchema = v.object({
  username: v.pipe(
    v.string(LOGIN_MESSAGES.usernameRequired),
    v.check((value) => value.trim().length > 0, LOGIN_MESSAGES.usernameRequired),
    v.check((value) => !/^\s/.test(value), LOGIN_MESSAGES.usernameInvalid),
    v.trim(),
  ),
  // Passwords are compared as typed: a space can be part of one.
  password: v.pipe(
    v.string(LOGIN_MESSAGES.passwordRequired),
    v.nonEmpty(LOGIN_MESSAGES.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, LOGIN_MESSAGES.passwordTooShort),
  ),
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;
