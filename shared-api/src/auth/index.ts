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
export type { LoginReply, BootInfo, ResetPasswordInput, UserRegistrationSummary } from './types';
