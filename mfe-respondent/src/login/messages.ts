import { CONTACT_TYPE_ORDER } from 'shared-api/rules';
import { FIELD_MESSAGES } from 'shared-api/schemas';

/** The exact texts of SPEC §5 and §8 for the respondent login. */
export const RESPONDENT_LOGIN_MESSAGES = {
  caseNumberRequired: 'Case Number is required',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must have exactly 10 digits',
  /** Ours (the spec gives none): the sign-up and filing forms' rule for Indian mobiles. */
  mobileStart: FIELD_MESSAGES.mobileStart,
  emailInvalid: 'Invalid email',
  roleRequired: 'Please select your role',
  invalidCredentials: 'Invalid credentials',
  invalidOtp: 'Invalid OTP',
  otpIncomplete: 'Enter all 6 digits of the code',
} as const;

/** SPEC §9: a 6-digit code (valid 60 s, as the server keeps it); the case loads about 2 s after Verify. */
export const OTP_LENGTH = 6;
export const VERIFY_DELAY_MS = 2000;

/** A respondent says which party of the case they are: its contact types (SPEC §2 respondent login). */
export const RESPONDENT_ROLES = CONTACT_TYPE_ORDER;

/** Who is logging in: the respondent themself or their advocate. */
export const LOGIN_KINDS = ['Respondent', 'Advocate'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];
