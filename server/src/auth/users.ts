import type { Db } from '../db';
import type { SessionUser } from '../core/session-user';
import { AUTOMATIC_ROLES } from '../core/session-user';
import { normalizeIndianMobile } from 'shared-api/rules';

interface UserRow {
  name: string;
  full_name: string | null;
  user_type: string | null;
  mobile_no: string | null;
  enabled: number;
  /** The user's roles as a JSON array, in their order. */
  roles_json: string;
}

/**
 * The columns of a request identity from `tabUser` aliased `u`, roles included, so the session
 * lookup reads session, user and roles in one statement.
 */
export const USER_IDENTITY_COLUMNS = `u."name", u."full_name", u."user_type", u."mobile_no", u."enabled",
  COALESCE((SELECT json_agg(r."role" ORDER BY r."idx")::text FROM "tabHas Role" r
    WHERE r."parent" = u."name" AND r."parenttype" = 'User' AND r."parentfield" = 'roles'), '[]') AS "roles_json"`;

/** The identity from a row selected with USER_IDENTITY_COLUMNS; null for a disabled or missing user. */
export function identityFromRow(row: UserRow | undefined, via: SessionUser['via']): SessionUser | null {
  if (!row || row.name === null || Number(row.enabled) !== 1) return null;
  const roles = (JSON.parse(row.roles_json) as (string | null)[]).filter((role): role is string => !!role && !AUTOMATIC_ROLES.has(role));
  return {
    name: row.name,
    fullName: row.full_name || row.name,
    roles: [...new Set(roles)],
    userType: row.user_type ?? 'Website User',
    mobileNo: row.mobile_no,
    via,
  };
}

/** The enabled user with this name as a request identity, or null. */
export async function loadSessionUser(db: Db, name: string, via: SessionUser['via']): Promise<SessionUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_IDENTITY_COLUMNS} FROM "tabUser" u WHERE u."name" = $1`, [name]);
  return identityFromRow(rows[0], via);
}


/** The user a login id (e-mail or mobile number) names; an ambiguous mobile number names nobody. */
export async function findUserByLoginId(db: Db, loginId: string): Promise<string | null> {
  if (loginId.includes('@')) {
    const { rows } = await db.query<{ name: string }>(`SELECT "name" FROM "tabUser" WHERE lower("name") = lower($1)`, [loginId]);
    return rows[0]?.name ?? null;
  }
  // "+91 98765 43210" and "09876543210" are 9876543210; a mistyped 11th digit is not cut off into someone else's number.
  const mobile = normalizeIndianMobile(loginId);
  if (!/^\d{10}$/.test(mobile)) return null;
  const { rows } = await db.query<{ name: string }>(
    `SELECT "name" FROM "tabUser" WHERE right(regexp_replace(coalesce("mobile_no", ''), '[^0-9]', '', 'g'), 10) = $1 LIMIT 2`,
    [mobile],
  );
  return rows.length === 1 ? rows[0].name : null;
}
