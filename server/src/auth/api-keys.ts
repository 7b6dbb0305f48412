import type { Db } from '../db';
import { nowDatetime } from '../core/datetime';
import { randomName } from '../core/doctype/naming';
import { hashSecret, randomToken, secretsEqual } from './passwords';
import { setApiSecret } from './credentials';

export interface ApiCredentials {
  key: string;
  secret: string;
}

/** `token key:secret` or `Basic base64(key:secret)`; null when the header is neither. */
export function parseAuthorization(header: string): ApiCredentials | null {
  const [scheme, ...rest] = header.trim().split(/\s+/);
  const value = rest.join(' ');
  let pair: string;
  if (/^token$/i.test(scheme)) pair = value;
  else if (/^basic$/i.test(scheme)) pair = Buffer.from(value, 'base64').toString('utf8');
  else return null;
  const colon = pair.indexOf(':');
  if (colon <= 0 || colon === pair.length - 1) return null;
  return { key: pair.slice(0, colon), secret: pair.slice(colon + 1) };
}

/** The enabled user owning these API credentials, or null. */
export async function authenticateToken(db: Db, credentials: ApiCredentials): Promise<string | null> {
  const { rows } = await db.query<{ name: string; api_secret_hash: string | null }>(
    `SELECT u."name", a."api_secret_hash" FROM "tabUser" u JOIN "__auth" a ON a."user_id" = u."name"
     WHERE u."api_key" = $1 AND u."enabled" = 1`,
    [credentials.key],
  );
  const row = rows[0];
  const expected = row?.api_secret_hash ?? hashSecret('no such key');
  const matches = secretsEqual(hashSecret(credentials.secret), expected);
  return row && row.api_secret_hash && matches ? row.name : null;
}

/** Issues a new secret (and a key, if the user has none); the secret is shown once, stored hashed. */
export async function generateKeys(db: Db, user: string, by: string): Promise<ApiCredentials> {
  const { rows } = await db.query<{ api_key: string | null }>(`SELECT "api_key" FROM "tabUser" WHERE "name" = $1`, [user]);
  const key = rows[0]?.api_key || randomName(15);
  const secret = randomToken(24);
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE "tabUser" SET "api_key" = $2, "modified" = $3, "modified_by" = $4 WHERE "name" = $1`, [
      user,
      key,
      nowDatetime(),
      by,
    ]);
    await setApiSecret(tx, user, secret);
  });
  return { key, secret };
}
