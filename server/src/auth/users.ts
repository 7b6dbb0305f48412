import type { Db } from '../db';
import type { SessionUser } from '../core/session-user';
import { AUTOMATIC_ROLES } from '../core/session-user';

interface UserRow {
  name: string;
  full_name: string | null;
  user_type: string | null;
  mobile_no: string | null;
  enabled: number;
}

async function rolesOf(db: Db, user: string): Promise<string[]> {
  const { rows } = await db.query<{ role: string }>(
    `SELECT "role" FROM "tabHas Role" WHERE "parent" = $1 AND "parenttype" = 'User' AND "parentfield" = 'roles' ORDER BY "idx"`,
    [user],
  );
  return [...new Set(rows.map((row) => row.role).filter((role) => role && !AUTOMATIC_ROLES.has(role)))];
}

/** The enabled user with this name as a request identity, or null. */
export async function loadSessionUser(db: Db, name: string, via: SessionUser['via']): Promise<SessionUser | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT "name", "full_name", "user_type", "mobile_no", "enabled" FROM "tabUser" WHERE "name" = $1`,
    [name],
  );
  const row = rows[0];
  if (!row || Number(row.enabled) !== 1) return null;
  return {
    name: row.name,
    fullName: row.full_name || row.name,
    roles: await rolesOf(db, row.name),
    userType: row.user_type ?? 'Website User',
    mobileNo: row.mobile_no,
    via,
  };
}

/** Last ten digits, so "+91 98765 43210" and "9876543210" are the same number. */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** The user a login id (e-mail or mobile number) names; an ambiguous mobile number names nobody. */
export async function findUserByLoginId(db: Db, loginId: string): Promise<string | null> {
  if (loginId.includes('@')) {
    const { rows } = await db.query<{ name: string }>(`SELECT "name" FROM "tabUser" WHERE lower("name") = lower($1)`, [loginId]);
    return rows[0]?.name ?? null;
  }
  const mobile = normalizeMobile(loginId);
  if (mobile.length !== 10) return null;
  const { rows } = await db.query<{ name: string }>(
    `SELECT "name" FROM "tabUser" WHERE right(regexp_replace(coalesce("mobile_no", ''), '[^0-9]', '', 'g'), 10) = $1 LIMIT 2`,
    [mobile],
  );
  return rows.length === 1 ? rows[0].name : null;
}
