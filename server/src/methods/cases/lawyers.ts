import { PermissionError } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isSystemManager } from '../../core/session-user';
import { optionalText, paging } from './args';

/*
 * The lawyer directory a claimant picks their lawyer from (SPEC §2 "Lawyers List toggle with search
 * and a table with page size 5"). Only approved Lawyer profiles are listed, and only what the
 * table shows: name, e-mail and mobile. Profiles are otherwise private, hence the fixed SQL.
 */

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function getLawyers(ctx: RequestContext, args: MethodArgs) {
  const { start, limit } = paging(args, 5, 100);
  const search = optionalText(args, 'search') ?? '';
  // The profile says Lawyer and the account holds the Lawyer role: a profile alone is not enough.
  const where = `"user_type" = 'Lawyer' AND "status" = 'Approved'
    AND EXISTS (SELECT 1 FROM "tabHas Role" r WHERE r."parent" = "email_id" AND r."parenttype" = 'User' AND r."role" = 'Lawyer')
    AND ($1 = '' OR concat_ws(' ', "first_name", "middle_name", "last_name", "company_name", "email_id", "primary_number") ILIKE $2)`;
  const params = [search, likePattern(search)];
  const { rows } = await ctx.db.query<Record<string, string | null>>(
    `SELECT "name", "first_name", "middle_name", "last_name", "company_name", "email_id", "primary_number"
     FROM "tabUser Registration" WHERE ${where}
     ORDER BY lower(coalesce("first_name", '')), lower(coalesce("last_name", '')), "name" LIMIT $3 OFFSET $4`,
    [...params, limit, start],
  );
  const total = await ctx.db.query<{ count: string }>(`SELECT count(*) AS "count" FROM "tabUser Registration" WHERE ${where}`, params);
  return {
    data: rows.map((row) => ({
      name: row.name,
      full_name: [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ') || row.company_name || row.email_id,
      email: row.email_id,
      mobile: row.primary_number,
    })),
    total: Number(total.rows[0].count),
    start,
    limit,
  };
}

export const lawyerMethods = appMethods({ get_lawyers: getLawyers });
