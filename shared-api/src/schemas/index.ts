export { loginSchema } from './login';
export type { LoginInput, LoginValues } from './login';
export { forgotPasswordSchema } from './forgot-password';
export type { ForgotPasswordInput, ForgotPasswordValues } from './forgot-password';
export { resetPasswordSchema } from './reset-password';
export type { ResetPasswordFormInput, ResetPasswordFormValues } from './reset-password';
export { valibotResolver, firstProblem, FORM_ERROR_KEY } from './valibot-resolver';
export type { FieldErrors } from './valibot-resolver';
export { LOGIN_MESSAGES, FORGOT_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './messages';
export {
  FIELD_MESSAGES,
  EMAIL_PATTERN,
  PARTY_EMAIL_PATTERN,
  PROFILE_FIELD_SCHEMAS,
  CLAIMANT_ROW_SCHEMAS,
  RESPONDENT_ROW_SCHEMAS,
  checkFields,
  checkPanHolders,
} from './fields';
export {
  CASE_FILING_MESSAGES,
  claimantPartySchema,
  caseDetailsSchema,
} from './case-filing';
export { respondentPartySchema } from './respondent-party';
export {
  SIGN_UP_MESSAGES,
  companyUserDetailsSchema,
  personUserDetailsSchema,
  enrolmentUserDetailsSchema,
  additionalDetailsSchema,
  professionalDetailsSchema,
  bankAndLettersSchema,
  anyStepSchema,
  displayDate,
  displayDateToIso,
  isoToDisplayDate,
  rowComplete,
} from './sign-up';
export type { RowTable } from './sign-up';
export {
  STATUTORY_CLOCK_MESSAGES,
  PLEADINGS_REASON_MAX,
  pleadingsCompletedSchema,
  awardExtensionSchema,
} from './statutory-clock';
