export {
  createFrappeClient,
  CSRF_HEADER,
  api,
  setUnauthorizedHandler,
  currentCsrfToken,
  encodePathSegment,
  resourcePath,
  methodPath,
  toSearchParams,
  listSearchParams,
  uploadFormData,
  sinceOpened,
} from './client';
export type {
  FilterOperator,
  Filter,
  FilterDict,
  Filters,
  ListParams,
  Paged,
  CallParams,
  CallOptions,
  RequestOptions,
  FrappeFile,
  UploadOptions,
  FrappeDoc,
  FrappeClientOptions,
  FrappeClient,
  OpenedDoc,
} from './client';
export {
  FrappeError,
  isFrappeError,
  errorMessage,
  fallbackMessageFor,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  STALE_SAVE_MESSAGE,
  decodeFrappeError,
  decodeServerMessages,
  parseException,
  toPlainText,
  networkError,
  timeoutError,
} from './errors';
export type { FrappeErrorInit } from './errors';
export {
  useSessionStore,
  selectIsAuthenticated,
  SESSION_STORAGE_KEY,
  EMPTY_SESSION,
  primaryRole,
  ROLE_PRIORITY,
} from './session';
export type {
  CaseType,
  UserDetails,
  SignupState,
  SessionData,
  SessionActions,
  SessionState,
  StartSessionInput,
} from './session';
export {
  login,
  logout,
  getBootInfo,
  isGuest,
  forgetPassword,
  resetPassword,
  fetchUserRegistration,
  GUEST_USER,
  USER_REGISTRATION_SUMMARY_FIELDS,
} from './auth';
export type { LoginReply, BootInfo, ResetPasswordInput, UserRegistrationSummary } from './auth';
export {
  loginSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  valibotResolver,
  FORM_ERROR_KEY,
  LOGIN_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './schemas';
export type {
  LoginInput,
  LoginValues,
  ForgotPasswordInput,
  ForgotPasswordValues,
  ResetPasswordFormInput,
  ResetPasswordFormValues,
  FieldErrors,
} from './schemas';
export * from './rules';
export * from './cases';
export { API_PREFIX, appMethodPath } from './methods/prefix';
export type { AppMethodName, PathMethodName, AppMethods, PathMethods, ArgsOf, ReplyOf, MethodSpec, MethodAccess } from './methods';
export type * from './methods/replies';
export type { DataRequest, PrivacyNoticeReply } from './methods';
