import { FIELD_MESSAGES } from 'shared-api/schemas';
import type { SessionUser } from '../core/session-user';
import { isSystemManager } from '../core/session-user';
import { DuplicateEntryError } from '../core/errors';
import type { Db } from '../db';

/*
 * Who holds an e-mail or mobile, and whether a subject proved one (the codes of
 * auth/identity-codes.ts). Kept apart from the methods so doctypes (User, User Registration) can
 * use them without loading the method registry.
 */

export type Channel = 'email' | 'mobile';

/** How long a proof holds (a sign-up token lives 24 h). */
export const PROOF_MS = 24 * 3600_000;

/** SQL: the last ten digits of a stored number ("+91 98230 12345" and "9823012345" alike). */
export const MOBILE_DIGITS_SQL = (column: string) => `right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;

/**
 * Whether another account than `ownEmail` holds this e-mail or mobile: a User (its name, or its
 * login mobile) or another profile (User Registration). Mobiles are compared by their 10 digits.
 */
export async function heldByAnother(db: Db, channel: Channel, value: string, ownEmail: string | null): Promise<boolean> {
  const own = (ownEmail ?? '').toLowerCase();
  const sql =
    channel === 'email'
      ? `SELECT 1 FROM "tabUser" WHERE lower("name") = $1 AND lower("name") <> $2
         UNION ALL SELECT 1 FROM "tabUser Registration" WHERE lower("email_id") = $1 AND lower("email_id") <> $2 LIMIT 1`
      : `SELECT 1 FROM "tabUser" WHERE ${MOBILE_DIGITS_SQL('"mobile_no"')} = $1 AND lower("name") <> $2
         UNION ALL SELECT 1 FROM "tabUser Registration" WHERE ${MOBILE_DIGITS_SQL('"primary_number"')} = $1 AND lower("email_id") <> $2 LIMIT 1`;
  const { rows } = await db.query(sql, [value, own]);
  return rows.length > 0;
}

/** Refuses, with the message a person can act on, an identifier another account holds. */
export async function assertFree(db: Db, channel: Channel, value: string, ownEmail: string | null): Promise<void> {
  // Two saves claiming the same identifier at once are taken one after the other.
  await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity:${channel}:${value}`]);
  if (await heldByAnother(db, channel, value, ownEmail)) {
    throw new DuplicateEntryError(channel === 'email' ? FIELD_MESSAGES.duplicateEmail : FIELD_MESSAGES.mobileTaken);
  }
}

/** True when `value` was proven by this subject (within PROOF_MS). */
export async function isVerified(db: Db, subject: string, channel: Channel, value: string): Promise<boolean> {
  const { rows } = await db.query<{ verified_at: string | number | null }>(
    `SELECT "verified_at" FROM "__identity_codes" WHERE "subject" = $1 AND "channel" = $2 AND "value" = $3`,
    [subject, channel, value],
  );
  const at = rows[0]?.verified_at;
  return at !== null && at !== undefined && Number(at) > Date.now() - PROOF_MS;
}

/** A proof is used once: the sign-up or profile save that relied on it clears it. */
export async function spendProofs(db: Db, subject: string, channels: readonly Channel[]): Promise<void> {
  await db.query(`DELETE FROM "__identity_codes" WHERE "subject" = $1 AND "channel" = ANY($2)`, [subject, channels]);
}

export const signUpSubject = (tokenId: string) => `signup:${tokenId}`;
export const userSubject = (name: string) => `user:${name}`;

/** Whether this caller needs no proof (the case manager registering someone, trusted system work). */
export const provesNothing = (ctx: { trusted?: boolean; user: SessionUser }) =>
  ctx.trusted === true || isSystemManager(ctx.user) || ctx.user.via === 'system';
