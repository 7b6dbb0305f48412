/**
 * Secrets live outside doctype tables so no resource or list query can ever select them.
 * `__auth`: password and API-secret hashes per user. `__sessions`: one row per login; `sid` holds
 * the SHA-256 of the cookie value, so a database dump does not contain usable sessions.
 */
export const AUTH_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS "__auth" (
    "user_id" text PRIMARY KEY,
    "password_hash" text,
    "temp_password_hash" text,
    "temp_password_expires" bigint,
    "api_secret_hash" text
  )`,
  `CREATE TABLE IF NOT EXISTS "__sessions" (
    "sid" text PRIMARY KEY,
    "user_id" text NOT NULL,
    "csrf_token" text NOT NULL,
    "created" bigint NOT NULL,
    "last_seen" bigint NOT NULL,
    "expires" bigint NOT NULL,
    "data" jsonb NOT NULL DEFAULT '{}'::jsonb
  )`,
  `CREATE INDEX IF NOT EXISTS "__sessions_user_id" ON "__sessions" ("user_id")`,
  `CREATE INDEX IF NOT EXISTS "__sessions_expires" ON "__sessions" ("expires")`,
  // A guest sign-up in progress (profiles/sign-up-token.ts): `id` is the SHA-256 of the token the
  // browser holds, so the files it uploaded can be claimed only with that token.
  `CREATE TABLE IF NOT EXISTS "__signup_tokens" (
    "id" text PRIMARY KEY,
    "created" bigint NOT NULL,
    "expires" bigint NOT NULL,
    "uploads" integer NOT NULL DEFAULT 0
  )`,
];
