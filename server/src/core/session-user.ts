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
