import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { primaryRole } from './primary-role';

export const SESSION_STORAGE_KEY = 'odr.session';

export type CaseType = 'Arbitration' | 'Mediation';

/** The logged-in user's User Registration record (or the part of it a screen loaded). */
export type UserDetails = Record<string, unknown>;

/** What a sign-up wizard keeps between its steps. */
export type SignupState = Record<string, unknown>;

/** SPEC §3 "Kept in the browser", plus the full name, all roles and the CSRF token. */
export interface SessionData {
  email: string | null;
  fullName: string | null;
  /** The primary role, see primaryRole(). */
  role: string | null;
  roles: string[];
  /** Profile status of the User Registration (Draft, Pending For Approval, Approved…). */
  status: string | null;
  /** Name (id) of the user's User Registration record. */
  userName: string | null;
  userDetails: UserDetails | null;
  respondentClaimId: string | null;
  caseType: CaseType | null;
  signupState: SignupState | null;
  csrfToken: string | null;
}

export interface StartSessionInput {
  email: string;
  fullName: string;
  roles: string[];
  csrfToken?: string | null;
  userName?: string | null;
  status?: string | null;
  /** For a respondent, the case they logged in for. */
  respondentClaimId?: string | null;
}

export interface SessionActions {
  /** Begin a user's session; anything left from a previous user is dropped. */
  startSession(input: StartSessionInput): void;
  setUserDetails(userDetails: UserDetails | null): void;
  setProfileStatus(status: string | null): void;
  setCaseType(caseType: CaseType | null): void;
  setRespondentClaimId(respondentClaimId: string | null): void;
  setSignupState(signupState: SignupState | null): void;
  setCsrfToken(csrfToken: string | null): void;
  /** Logout: forget everything, the respondent's case id included. */
  clearSession(): void;
}

export type SessionState = SessionData & SessionActions;

export const EMPTY_SESSION: Readonly<SessionData> = Object.freeze({
  email: null,
  fullName: null,
  role: null,
  roles: [],
  status: null,
  userName: null,
  userDetails: null,
  respondentClaimId: null,
  caseType: null,
  signupState: null,
  csrfToken: null,
});

function dataOf(state: SessionState): SessionData {
  return {
    email: state.email,
    fullName: state.fullName,
    role: state.role,
    roles: state.roles,
    status: state.status,
    userName: state.userName,
    userDetails: state.userDetails,
    respondentClaimId: state.respondentClaimId,
    caseType: state.caseType,
    signupState: state.signupState,
    csrfToken: state.csrfToken,
  };
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY_SESSION,
      roles: [],
      startSession: (input) =>
        set({
          ...EMPTY_SESSION,
          email: input.email,
          fullName: input.fullName,
          roles: [...input.roles],
          role: primaryRole(input.roles),
          csrfToken: input.csrfToken ?? null,
          userName: input.userName ?? null,
          status: input.status ?? null,
          respondentClaimId: input.respondentClaimId ?? null,
        }),
      setUserDetails: (userDetails) => set({ userDetails }),
      setProfileStatus: (status) => set({ status }),
      setCaseType: (caseType) => set({ caseType }),
      setRespondentClaimId: (respondentClaimId) => set({ respondentClaimId }),
      setSignupState: (signupState) => set({ signupState }),
      setCsrfToken: (csrfToken) => set({ csrfToken }),
      clearSession: () => set({ ...EMPTY_SESSION, roles: [] }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: dataOf,
    },
  ),
);

// A logout (or login) in another tab applies here too.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
  });
}

export const selectIsAuthenticated = (state: SessionData): boolean => Boolean(state.email);
