export { RequireSession, RequireRespondent } from './RequireSession';
export { HomeRedirect } from './HomeRedirect';
export { useLogout } from './useLogout';
export { useUserDetails, isExpired, SessionExpiredError } from './useUserDetails';
