import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { isDbError } from '../db/types';

/*
 * One-time codes a signer confirms a signature with instead of their password (the issue's
 * "password re-entry or OTP"). Kept in `__signature_otp`, outside the doctype tables, so no resource
 * query reaches them; one row per signer and document:
 *   code_hash  HMAC-SHA256(secret, key, salt, code); the code itself is never stored
 *   expires    5 minutes after it was sent
 *   sent       when it was sent (a new one only after 30 s)
 * A code works once: the row is deleted when it is used, under a row lock (two tries at once: one
 * wins). Wrong codes count with failed logins in the caller, like a wrong password.
 */

const DDL = [
  `CREATE TABLE IF NOT EXISTS "__signature_otp" (
    "key" text PRIMARY KEY,
    "code_hash" text NOT NULL,
    "salt" text NOT NULL,
    "expires" bigint NOT NULL,
    "sent" bigint NOT NULL
  )`,
];

const SIGNATURE_OTP_TTL_MS = 5 * 60 * 1000;
const SIGNATURE_OTP_RESEND_MS = 30 * 1000;

const ready = new WeakMap<Db, Promise<void>>();

async function ensureTable(db: Db): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = (async () => {
      for (const sql of DDL) {
        try {
          await db.query(sql);
        } catch (error) {
          if (!isDbError(error) || !['23505', '42P07'].includes(error.code)) throw error;
        }
      }
    })();
    ready.set(db, done);
    done.catch(() => ready.delete(db));
  }
  await done;
}

/** Per process unless OTP_SECRET is set (several processes sharing a database need the same one). */
const SECRET = process.env.OTP_SECRET ? Buffer.from(process.env.OTP_SECRET) : randomBytes(32);

const hashOf = (key: string, salt: string, code: string) => createHmac('sha256', SECRET).update(`${key}\n${salt}\n${code}`).digest('hex');

export const signatureOtpKey = (user: string, doctype: string, name: string) => `${user.toLowerCase()}:${doctype}:${name}`;

/** A new 6-digit code for `key`, or how many seconds to wait before another may be sent. */
export async function issueSignatureOtp(db: Db, key: string, now = Date.now()): Promise<{ code: string } | { retryAfter: number }> {
  await ensureTable(db);
  return db.transaction(async (tx) => {
    await tx.query(`INSERT INTO "__signature_otp" ("key", "code_hash", "salt", "expires", "sent") VALUES ($1, '', '', 0, 0) ON CONFLICT ("key") DO NOTHING`, [key]);
    const { rows } = await tx.query<{ sent: string }>(`SELECT "sent" FROM "__signature_otp" WHERE "key" = $1 FOR UPDATE`, [key]);
    const sent = Number(rows[0]?.sent ?? 0);
    if (now - sent < SIGNATURE_OTP_RESEND_MS) return { retryAfter: Math.ceil((sent + SIGNATURE_OTP_RESEND_MS - now) / 1000) };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    await tx.query(`UPDATE "__signature_otp" SET "code_hash" = $2, "salt" = $3, "expires" = $4, "sent" = $5 WHERE "key" = $1`, [
      key,
      hashOf(key, salt, code),
      salt,
      now + SIGNATURE_OTP_TTL_MS,
      now,
    ]);
    return { code };
  });
}

/** Uses the code of `key`: 'ok' once (the row is gone after), 'expired' when none is valid, 'wrong' otherwise. */
export async function useSignatureOtp(db: Db, key: string, code: string, now = Date.now()): Promise<'ok' | 'wrong' | 'expired'> {
  await ensureTable(db);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ code_hash: string; salt: string; expires: string }>(`SELECT "code_hash", "salt", "expires" FROM "__signature_otp" WHERE "key" = $1 FOR UPDATE`, [key]);
    const row = rows[0];
    if (!row || !row.code_hash || Number(row.expires) <= now) return 'expired';
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashOf(key, row.salt, /^\d{6}$/.test(code) ? code : ''), 'hex');
    if (!timingSafeEqual(expected, given)) return 'wrong';
    await tx.query(`DELETE FROM "__signature_otp" WHERE "key" = $1`, [key]);
    return 'ok';
  });
}
