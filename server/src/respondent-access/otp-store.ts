import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { isDbError } from '../db/types';
import type { RespondentCase } from '../core/session-user';
import type { RespondentAccess } from './config';
import type { Claimed } from './match';

/*
 * Pending codes live in `__respondent_otp`, outside the doctype tables (like `__auth`), so no
 * resource query can reach them. One row per case + mobile holds:
 *   otp_hash       HMAC-SHA256(server secret, key, salt, code); the code itself is never stored
 *   expires        when the code stops working (60 s after it was sent)
 *   pending_until  until when `generate_otp` may resend (15 min after the lookup)
 *   claimed        how the lookup identified the person (role / advocate / e-mail), checked again at verify
 *   sends          when codes were sent (resend limits), failures: when wrong codes were tried
 *   locked_until   after 5 wrong codes: nothing for this case + mobile until then
 * A successful verify deletes the row. Every change happens under a row lock, so parallel guesses
 * are each counted.
 */

const TABLE_DDL = [
  `CREATE TABLE IF NOT EXISTS "__respondent_otp" (
    "key" text PRIMARY KEY,
    "case_doctype" text NOT NULL,
    "case_name" text NOT NULL,
    "mobile" text NOT NULL,
    "otp_hash" text,
    "salt" text,
    "expires" bigint,
    "pending_until" bigint,
    "claimed" jsonb,
    "sends" jsonb NOT NULL DEFAULT '[]'::jsonb,
    "failures" jsonb NOT NULL DEFAULT '[]'::jsonb,
    "locked_until" bigint,
    "updated" bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS "__respondent_otp_updated" ON "__respondent_otp" ("updated")`,
];

const ready = new WeakMap<Db, Promise<void>>();

/** Creates the table on first use (once per database handle; a concurrent creator elsewhere is tolerated). */
async function ensureTable(db: Db): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = (async () => {
      for (const sql of TABLE_DDL) {
        try {
          await db.query(sql);
        } catch (error) {
          // Two processes creating it at once: the loser sees a duplicate; the table is there.
          if (!isDbError(error) || !['23505', '42P07'].includes(error.code)) throw error;
        }
      }
    })();
    ready.set(db, done);
    done.catch(() => ready.delete(db));
  }
  await done;
}

interface OtpRow {
  key: string;
  otp_hash: string | null;
  salt: string | null;
  expires: number | null;
  pending_until: number | null;
  claimed: Claimed | null;
  sends: number[];
  failures: number[];
  locked_until: number | null;
}

/**
 * The row of a case + mobile. A code for another purpose than logging in (`purpose`, e.g. accepting
 * settlement terms) has its own row, so it never stands in for a login code nor the reverse.
 */
export function otpKey(respondentCase: RespondentCase, mobile: string, purpose?: string): string {
  return `${purpose ? `${purpose}:` : ''}${respondentCase.doctype}:${respondentCase.name}:${mobile}`;
}

function hashCode(access: RespondentAccess, key: string, salt: string, code: string): string {
  return createHmac('sha256', access.secret).update(`${key}\n${salt}\n${code}`).digest('hex');
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const within = (stamps: unknown, since: number): number[] =>
  (Array.isArray(stamps) ? stamps.map(Number) : []).filter((at) => Number.isFinite(at) && at > since);

/** Locks (or creates) the row of a case + mobile inside the caller's transaction. */
async function lockRow(db: Db, key: string, respondentCase: RespondentCase, mobile: string, now: number, create: boolean): Promise<OtpRow | null> {
  if (create) {
    await db.query(
      `INSERT INTO "__respondent_otp" ("key", "case_doctype", "case_name", "mobile", "updated") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("key") DO NOTHING`,
      [key, respondentCase.doctype, respondentCase.name, mobile, now],
    );
  }
  const { rows } = await db.query<OtpRow>(`SELECT * FROM "__respondent_otp" WHERE "key" = $1 FOR UPDATE`, [key]);
  const row = rows[0];
  if (!row) return null;
  for (const field of ['expires', 'pending_until', 'locked_until'] as const) row[field] = row[field] === null ? null : Number(row[field]);
  return row;
}

export type IssueOutcome =
  | { kind: 'sent'; code: string; at: number; expiresIn: number; resendAfter: number; claimed: Claimed }
  /** A lookup repeated while its code is still valid: nothing new is sent. */
  | { kind: 'pending'; expiresIn: number; resendAfter: number }
  | { kind: 'wait'; retryAfter: number }
  | { kind: 'locked'; retryAfter: number }
  /** A resend without a lookup of this case + mobile in the last 15 minutes. */
  | { kind: 'no-pending' };

/**
 * Makes a new code for a case + mobile (a lookup passes how it identified the person; a resend
 * reuses the pending lookup's), within the resend limits. The caller sends the SMS.
 */
export async function issueCode(
  db: Db,
  access: RespondentAccess,
  respondentCase: RespondentCase,
  mobile: string,
  lookup: Claimed | null,
  purpose?: string,
): Promise<IssueOutcome> {
  await ensureTable(db);
  const { limits } = access;
  const now = access.now();
  const key = otpKey(respondentCase, mobile, purpose);
  return db.transaction(async (tx) => {
    const staleBefore = now - Math.max(limits.sendWindowMs, limits.pendingMs, limits.wrongCodeWindowMs) - limits.lockMs;
    await tx.query(`DELETE FROM "__respondent_otp" WHERE "updated" < $1 AND COALESCE("locked_until", 0) < $2`, [staleBefore, now]);
    const row = await lockRow(tx, key, respondentCase, mobile, now, lookup !== null);
    if (!row) return { kind: 'no-pending' };
    if (row.locked_until !== null && row.locked_until > now) return { kind: 'locked', retryAfter: seconds(row.locked_until - now) };
    const claimed = lookup ?? (row.pending_until !== null && row.pending_until > now ? row.claimed : null);
    if (!claimed) return { kind: 'no-pending' };

    const sends = within(row.sends, now - limits.sendWindowMs);
    const last = sends.length > 0 ? Math.max(...sends) : null;
    const cooldown = last === null ? 0 : last + limits.resendAfterMs - now;
    const windowFull = sends.length >= limits.sendsPerWindow ? Math.min(...sends) + limits.sendWindowMs - now : 0;
    const wait = Math.max(cooldown, windowFull);
    if (wait > 0) {
      const valid = row.otp_hash !== null && row.expires !== null && row.expires > now;
      if (lookup && valid) {
        // The person submitted the form again: the code sent moments ago still works.
        await tx.query(`UPDATE "__respondent_otp" SET "claimed" = CAST($2::text AS jsonb), "pending_until" = $3, "updated" = $4 WHERE "key" = $1`, [
          key,
          JSON.stringify(lookup),
          now + limits.pendingMs,
          now,
        ]);
        return { kind: 'pending', expiresIn: seconds(row.expires! - now), resendAfter: seconds(wait) };
      }
      return { kind: 'wait', retryAfter: seconds(wait) };
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const pendingUntil = lookup ? now + limits.pendingMs : row.pending_until;
    await tx.query(
      `UPDATE "__respondent_otp" SET "otp_hash" = $2, "salt" = $3, "expires" = $4, "pending_until" = $5,
         "claimed" = CAST($6::text AS jsonb), "sends" = CAST($7::text AS jsonb), "updated" = $8 WHERE "key" = $1`,
      [key, hashCode(access, key, salt, code), salt, now + limits.otpTtlMs, pendingUntil, JSON.stringify(claimed), JSON.stringify([...sends, now]), now],
    );
    const nextAllowed = Math.max(limits.resendAfterMs, sends.length + 1 >= limits.sendsPerWindow ? Math.min(...sends, now) + limits.sendWindowMs - now : 0);
    return { kind: 'sent', code, at: now, expiresIn: seconds(limits.otpTtlMs), resendAfter: seconds(nextAllowed), claimed };
  });
}

/** The SMS could not be sent: the code is withdrawn and the send not counted. */
export async function withdrawCode(db: Db, respondentCase: RespondentCase, mobile: string, at: number, purpose?: string): Promise<void> {
  const key = otpKey(respondentCase, mobile, purpose);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ sends: number[] }>(`SELECT "sends" FROM "__respondent_otp" WHERE "key" = $1 FOR UPDATE`, [key]);
    if (!rows[0]) return;
    const sends = within(rows[0].sends, 0).filter((stamp) => stamp !== at);
    await tx.query(`UPDATE "__respondent_otp" SET "otp_hash" = NULL, "salt" = NULL, "expires" = NULL, "sends" = CAST($2::text AS jsonb) WHERE "key" = $1`, [
      key,
      JSON.stringify(sends),
    ]);
  });
}

export type CheckOutcome =
  | { kind: 'ok'; claimed: Claimed }
  | { kind: 'wrong'; left: number }
  /** This wrong code was one too many: the case + mobile is locked now. */
  | { kind: 'locked-now'; retryAfter: number }
  | { kind: 'locked'; retryAfter: number }
  | { kind: 'expired' }
  /** No code is pending for this case + mobile. */
  | { kind: 'none' };

/** Checks a code; a right one is used up (the row deleted), a wrong one counted. */
export async function checkCode(db: Db, access: RespondentAccess, respondentCase: RespondentCase, mobile: string, code: string, purpose?: string): Promise<CheckOutcome> {
  await ensureTable(db);
  const { limits } = access;
  const now = access.now();
  const key = otpKey(respondentCase, mobile, purpose);
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, key, respondentCase, mobile, now, false);
    if (!row) return { kind: 'none' };
    if (row.locked_until !== null && row.locked_until > now) return { kind: 'locked', retryAfter: seconds(row.locked_until - now) };
    if (row.otp_hash === null || row.salt === null || row.expires === null || row.claimed === null) return { kind: 'none' };
    if (row.expires <= now) return { kind: 'expired' };
    const expected = Buffer.from(row.otp_hash, 'hex');
    const given = Buffer.from(hashCode(access, key, row.salt, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.query(`DELETE FROM "__respondent_otp" WHERE "key" = $1`, [key]);
      return { kind: 'ok', claimed: row.claimed };
    }
    const failures = [...within(row.failures, now - limits.wrongCodeWindowMs), now];
    if (failures.length >= limits.maxWrongCodes) {
      // Locked: the pending code and lookup are void; after the lock a new lookup starts over.
      await tx.query(
        `UPDATE "__respondent_otp" SET "locked_until" = $2, "failures" = '[]'::jsonb, "otp_hash" = NULL, "salt" = NULL, "expires" = NULL,
           "pending_until" = NULL, "claimed" = NULL, "updated" = $3 WHERE "key" = $1`,
        [key, now + limits.lockMs, now],
      );
      return { kind: 'locked-now', retryAfter: seconds(limits.lockMs) };
    }
    await tx.query(`UPDATE "__respondent_otp" SET "failures" = CAST($2::text AS jsonb), "updated" = $3 WHERE "key" = $1`, [key, JSON.stringify(failures), now]);
    return { kind: 'wrong', left: limits.maxWrongCodes - failures.length };
  });
}
