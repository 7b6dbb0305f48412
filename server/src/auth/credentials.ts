import type { Db } from '../db';
import { hashPassword, hashSecret, verifyPassword } from './passwords';

export async function setPassword(db: Db, user: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.query(
    `INSERT INTO "__auth" ("user_id", "password_hash") VALUES ($1, $2)
     ON CONFLICT ("user_id") DO UPDATE SET "password_hash" = EXCLUDED."password_hash",
       "temp_password_hash" = NULL, "temp_password_expires" = NULL`,
    [user, hash],
  );
}

/**
 * A mailed password works next to the current one until it expires or is used, so a stranger
 * asking "forgot password" for someone cannot lock them out.
 */
export async function setTempPassword(db: Db, user: string, password: string, ttlMs: number): Promise<void> {
  const hash = await hashPassword(password);
  await db.query(
    `INSERT INTO "__auth" ("user_id", "temp_password_hash", "temp_password_expires") VALUES ($1, $2, $3)
     ON CONFLICT ("user_id") DO UPDATE SET "temp_password_hash" = EXCLUDED."temp_password_hash",
       "temp_password_expires" = EXCLUDED."temp_password_expires"`,
    [user, hash, Date.now() + ttlMs],
  );
}

export type PasswordMatch = 'password' | 'temporary' | null;

/** Which stored password matches, if any. Always runs at least one scrypt. */
export async function checkPassword(db: Db, user: string | null, password: string): Promise<PasswordMatch> {
  const { rows } = user
    ? await db.query<{ password_hash: string | null; temp_password_hash: string | null; temp_password_expires: number | null }>(
        `SELECT "password_hash", "temp_password_hash", "temp_password_expires" FROM "__auth" WHERE "user_id" = $1`,
        [user],
      )
    : { rows: [] };
  const row = rows[0];
  if (await verifyPassword(password, row?.password_hash)) return 'password';
  if (row?.temp_password_hash && Number(row.temp_password_expires) > Date.now()) {
    if (await verifyPassword(password, row.temp_password_hash)) return 'temporary';
  }
  return null;
}

/** A used temporary password becomes the password. */
export async function promoteTempPassword(db: Db, user: string): Promise<void> {
  await db.query(
    `UPDATE "__auth" SET "password_hash" = "temp_password_hash", "temp_password_hash" = NULL, "temp_password_expires" = NULL
     WHERE "user_id" = $1 AND "temp_password_hash" IS NOT NULL`,
    [user],
  );
}

export async function setApiSecret(db: Db, user: string, secret: string): Promise<void> {
  await db.query(
    `INSERT INTO "__auth" ("user_id", "api_secret_hash") VALUES ($1, $2)
     ON CONFLICT ("user_id") DO UPDATE SET "api_secret_hash" = EXCLUDED."api_secret_hash"`,
    [user, hashSecret(secret)],
  );
}
