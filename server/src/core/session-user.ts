/** The session a cookie-authenticated request belongs to. */
export interface SessionInfo {
  /** SHA-256 of the sid; the raw sid only ever lives in the cookie. */
  id: string;
  csrfToken: string;
  expires: number;
  lastSeen: number;
  /** Free-form session data for later features, e.g. a respondent session bound to one case. */
  data: Record<string, unknown>;
}

/** The one case a respondent session was opened for (after the case number + OTP check). */
export interface RespondentCase {
  doctype: 'Claim' | 'Dispute';
  name: string;
}

/** Who is making the request. */
export interface SessionUser {
  /** 'Guest', or the User's name (the email). */
  name: string;
  fullName: string;
  /** Roles assigned to the user (never the automatic 'All' / 'Guest'). */
  roles: readonly string[];
  userType: string;
  mobileNo: string | null;
  /** Set for cookie sessions; token-authenticated requests have none. */
  session?: SessionInfo;
  via: 'guest' | 'session' | 'token' | 'system';
  /** Set only for respondent sessions (role Respondent, name `respondent:<case>:<mobile>`). */
  respondentCase?: RespondentCase;
}

export const GUEST_USER: SessionUser = Object.freeze({
  name: 'Guest',
  fullName: 'Guest',
  roles: [],
  userType: 'Website User',
  mobileNo: null,
  via: 'guest',
}) as SessionUser;

/** Used by start-up seeding and other work the system does on its own behalf. */
export const SYSTEM_USER: SessionUser = Object.freeze({
  name: 'Administrator',
  fullName: 'Administrator',
  roles: ['System Manager'],
  userType: 'System User',
  mobileNo: null,
  via: 'system',
}) as SessionUser;

export const AUTOMATIC_ROLES: ReadonlySet<string> = new Set(['All', 'Guest', 'Administrator']);

export function isGuest(user: SessionUser): boolean {
  return user.name === 'Guest';
}

export function isSystemManager(user: SessionUser): boolean {
  return user.name === 'Administrator' || user.roles.includes('System Manager');
}

/** Assigned roles plus the automatic ones permission rules may name. */
export function effectiveRoles(user: SessionUser): string[] {
  return isGuest(user) ? ['Guest'] : [...user.roles, 'All', 'Guest'];
}

/** The case a respondent session is bound to; null for everyone else (a Respondent role alone grants nothing). */
export function respondentCaseOf(user: SessionUser): RespondentCase | null {
  return user.respondentCase && user.roles.includes('Respondent') ? user.respondentCase : null;
}

export function hasAnyRole(user: SessionUser, roles: readonly string[]): boolean {
  return user.roles.some((role) => roles.includes(role));
}
