import { createHash } from 'node:crypto';
import type { Db } from '../db';
import type { SessionInfo, SessionUser } from '../core/session-user';
import { randomToken } from './passwords';
import { identityFromRow, USER_IDENTITY_COLUMNS } from './users';

/** Sliding expiry is written at most this often, so ordinary requests do not all write. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

interface SessionRow {
  sid: string;
  user_id: string;
  csrf_token: string;
  expires: number | string;
  last_seen: number | string;
  data: Record<string, unknown> | null;
}

function toInfo(row: SessionRow): SessionInfo {
  return {
    id: row.sid,
    csrfToken: row.csrf_token,
    expires: Number(row.expires),
    lastSeen: Number(row.last_seen),
    data: row.data ?? {},
  };
}

/** Starts a session; the returned `sid` goes into the cookie and is never stored. */
export async function createSession(
  db: Db,
  user: string,
  ttlMs: number,
  data: Record<string, unknown> = {},
): Promise<{ sid: string; session: SessionInfo }> {
  const sid = randomToken(32);
  const now = Date.now();
  await db.query(`DELETE FROM "__sessions" WHERE "expires" < $1`, [now]);
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO "__sessions" ("sid", "user_id", "csrf_token", "created", "last_seen", "expires", "data")
     VALUES ($1, $2, $3, $4, $4, $5, CAST($6::text AS jsonb)) RETURNING *`,
    [sessionId(sid), user, randomToken(32), now, now + ttlMs, JSON.stringify(data)],
  );
  return { sid, session: toInfo(rows[0]) };
}

/**
 * The session with its user and the user's roles, in one statement: every authenticated request
 * makes this lookup, so it is one round trip. `identity` is null when the user is disabled or
 * gone, or when the session is not a user's (a respondent's, whose user_id names no User).
 */
export async function findSessionWithUser(db: Db, sid: string): Promise<{ user: string; session: SessionInfo; identity: SessionUser | null } | null> {
  const { rows } = await db.query<SessionRow & Parameters<typeof identityFromRow>[0] & { s_user_id: string }>(
    `SELECT s."sid", s."user_id" AS "s_user_id", s."csrf_token", s."expires", s."last_seen", s."data", ${USER_IDENTITY_COLUMNS}
     FROM "__sessions" s LEFT JOIN "tabUser" u ON u."name" = s."user_id" WHERE s."sid" = $1 AND s."expires" > $2`,
    [sessionId(sid), Date.now()],
  );
  const row = rows[0];
  if (!row) return null;
  return { user: row.s_user_id, session: toInfo({ ...row, user_id: row.s_user_id }), identity: identityFromRow(row, 'session') };
}

/**
 * Extends a session that is in use by the idle lifetime, never past `maxAgeMs` after it began
 * (the absolute lifetime); true when it was extended (the cookie should be renewed).
 */
export async function touchSession(db: Db, session: SessionInfo, ttlMs: number, maxAgeMs = Number.MAX_SAFE_INTEGER / 2): Promise<boolean> {
  const now = Date.now();
  if (now - session.lastSeen < TOUCH_INTERVAL_MS) return false;
  const { rows } = await db.query<{ expires: number | string }>(
    `UPDATE "__sessions" SET "last_seen" = $2, "expires" = LEAST($3::bigint, "created" + $4::bigint) WHERE "sid" = $1 RETURNING "expires"`,
    [session.id, now, now + ttlMs, Math.round(maxAgeMs)],
  );
  session.lastSeen = now;
  session.expires = rows[0] ? Number(rows[0].expires) : now;
  return true;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM "__sessions" WHERE "sid" = $1`, [id]);
}

/** Ends every session of a user except, optionally, the current one (after a password change). */
export async function deleteUserSessions(db: Db, user: string, exceptId?: string): Promise<void> {
  await db.query(`DELETE FROM "__sessions" WHERE "user_id" = $1 AND "sid" <> $2`, [user, exceptId ?? '']);
}
