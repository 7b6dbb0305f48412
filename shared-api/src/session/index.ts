export { useSessionStore, selectIsAuthenticated, SESSION_STORAGE_KEY, EMPTY_SESSION } from './store';
export type {
  CaseType,
  UserDetails,
  SignupState,
  SessionData,
  SessionActions,
  SessionState,
  StartSessionInput,
} from './store';
export { primaryRole, ROLE_PRIORITY } from './primary-role';
