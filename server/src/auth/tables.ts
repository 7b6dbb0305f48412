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
  // A code proving an e-mail or mobile (auth/identity-codes.ts): `subject` is a sign-up
  // (`signup:<token id>`) or an account (`user:<name>`); the code is kept only as an HMAC.
  `CREATE TABLE IF NOT EXISTS "__identity_codes" (
    "subject" text NOT NULL,
    "channel" text NOT NULL,
    "value" text NOT NULL,
    "code_hash" text,
    "salt" text,
    "expires" bigint,
    "sends" jsonb NOT NULL DEFAULT '[]'::jsonb,
    "failures" integer NOT NULL DEFAULT 0,
    "verified_at" bigint,
    "updated" bigint NOT NULL,
    PRIMARY KEY ("subject", "channel")
  )`,
  `CREATE INDEX IF NOT EXISTS "__identity_codes_updated" ON "__identity_codes" ("updated")`,
  // Keyed fingerprints of encrypted identity numbers (Aadhaar), so a duplicate is found without
  // decrypting every profile (doctypes/profiles/identity.ts); `key_id` names the data key used.
  `CREATE TABLE IF NOT EXISTS "__identity_fingerprints" (
    "registration" text NOT NULL,
    "kind" text NOT NULL,
    "hash" text NOT NULL,
    "key_id" text NOT NULL,
    PRIMARY KEY ("registration", "kind")
  )`,
  `CREATE INDEX IF NOT EXISTS "__identity_fingerprints_hash" ON "__identity_fingerprints" ("kind", "hash")`,
];
