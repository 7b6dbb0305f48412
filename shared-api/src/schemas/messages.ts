/** The exact texts of SPEC §5 (and the reset-password texts we chose), shared by client and server. */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Email or phone number is required',
  usernameInvalid: 'Email or phone number is not valid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be atleast 6 characters long',
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  emailInvalid: 'Please enter valid email',
} as const;

export const RESET_PASSWORD_MESSAGES = {
  oldPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Password must be atleast 6 characters long',
  confirmPasswordRequired: 'Please confirm the new password',
  passwordsDiffer: 'Passwords do not match',
} as const;

/** SPEC §9: password minimum 6. */
export const PASSWORD_MIN_LENGTH = 6;
