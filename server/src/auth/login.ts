import type { RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { AuthenticationError } from '../core/errors';
import type { SessionUser } from '../core/session-user';
import { setLoginCookies } from './cookies';
import { checkPassword, promoteTempPassword } from './credentials';
import { assertNotLimited } from './rate-limit';
import { createSession, deleteSession } from './sessions';
import { findUserByLoginId, loadSessionUser } from './users';

export interface LoginResult {
  user: SessionUser;
  csrfToken: string;
}

const INVALID = 'Invalid login credentials';

/**
 * Checks the credentials under the per-account and per-IP limits, starts a session and sets the
 * cookies. Every failure says the same thing, so it does not reveal which accounts exist.
 */
export async function login(ctx: RequestContext, loginId: unknown, password: unknown): Promise<LoginResult> {
  const { db, services, request, reply } = ctx;
  if (!request || !reply) throw new Error('login needs the HTTP request');
  const id = typeof loginId === 'string' ? loginId.trim() : '';
  const pwd = typeof password === 'string' ? password : '';
  if (!id || !pwd) throw new AuthenticationError('Incomplete login details');

  const name = await findUserByLoginId(db, id);
  const accountKey = name ?? id.toLowerCase();
  const { loginPerAccount, loginPerIp } = services.limits;
  const checks = [
    [loginPerAccount, accountKey],
    [loginPerIp, request.ip],
  ] as const;
  await assertNotLimited(checks, 'Too many failed login attempts.');

  const match = await checkPassword(db, name, pwd);
  const user = match && name ? await loadSessionUser(db, name, 'session') : null;
  if (!user) {
    for (const [limiter, key] of checks) await limiter.hit(key);
    throw new AuthenticationError(INVALID);
  }
  await loginPerAccount.reset(accountKey);
  if (match === 'temporary') await promoteTempPassword(db, user.name);

  // A new login never reuses the browser's previous session (no session fixation).
  if (ctx.user.session) await deleteSession(db, ctx.user.session.id);
  const { sid, session } = await createSession(db, user.name, services.config.sessionTtlMs);
  await db.query(`UPDATE "tabUser" SET "last_login" = $2 WHERE "name" = $1`, [user.name, nowDatetime()]);
  user.session = session;
  setLoginCookies(reply, request, sid, user, services.config.sessionTtlMs);
  return { user, csrfToken: session.csrfToken };
}
