import { caseKindOf, caseTitle, sortRespondentsByContactType, type CaseKind } from 'shared-api/rules';
import { loadSessionUser } from '../../auth/users';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { countDocs, getDoc, listDocs } from '../../core/documents';
import { rowFromDb } from '../../core/documents/load';
import { DoesNotExistError, LinkValidationError, PermissionError, ValidationError } from '../../core/errors';
import { hasPermission } from '../../core/permissions';
import { quoteIdent } from '../../core/query/sql';
import { isSystemManager } from '../../core/session-user';
import { CASE_REFS, type CaseRef } from '../../doctypes/cases/case-effects';
import { CLAIM_KIND, DISPUTE_KIND, type CaseKind as CaseAccessKind } from '../../doctypes/cases/case-access';

export const ACCESS_KIND: Record<CaseKind, CaseAccessKind> = { claim: CLAIM_KIND, dispute: DISPUTE_KIND };
export const KIND_LABEL: Record<CaseKind, string> = { claim: 'claim', dispute: 'dispute' };
/** The assigned neutral of each kind, in messages and in the name field beside the e-mail. */
export const ROLE_WORD = { claim: 'arbitrator', dispute: 'mediator' } as const;
export const A_NEUTRAL = { claim: 'an arbitrator', dispute: 'a mediator' } as const;
export const NEUTRAL_NAME_FIELD = { claim: 'arbitrator_name', dispute: 'mediator_name' } as const;

export interface FoundCase {
  ref: CaseRef;
  doc: Doc;
}

/**
 * A case the caller may read, by its number (ARB-… is a Claim, MED-… a Dispute). A case that does
 * not exist and one the caller may not see get the same 417, so nothing leaks.
 */
export async function findCase(ctx: RequestContext, name: string, kind?: CaseKind): Promise<FoundCase> {
  const found = caseKindOf(name);
  if (!found) throw new ValidationError(`${name} is not a case number (ARB-… or MED-…)`);
  if (kind && found !== kind) throw new ValidationError(`${name} is not a ${KIND_LABEL[kind]}`);
  const ref: CaseRef = { ...CASE_REFS[found], name };
  try {
    return { ref, doc: await getDoc(ctx, ref.doctype, name) };
  } catch (error) {
    if (error instanceof DoesNotExistError || error instanceof PermissionError) throw new LinkValidationError(`Could not find ${ref.doctype}: ${name}`);
    throw error;
  }
}

/** Claim and/or Dispute, whichever the caller's roles may read at all. */
export function readableCaseDoctypes(ctx: RequestContext): ('Claim' | 'Dispute')[] {
  return (['Claim', 'Dispute'] as const).filter((name) => hasPermission(ctx.user, ctx.registry.require(name), 'read', ctx.registry));
}

export function canRead(ctx: RequestContext, doctype: string): boolean {
  return hasPermission(ctx.user, ctx.registry.require(doctype), 'read', ctx.registry);
}

/**
 * Whose data a read method shows. The browser sends an `email`; it is honoured only for a System
 * Manager (who then sees exactly what that user would); everyone else always gets their own.
 */
export async function viewerFor(ctx: RequestContext, email: unknown): Promise<RequestContext> {
  const wanted = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!wanted || !isSystemManager(ctx.user) || wanted === ctx.user.name.toLowerCase()) return ctx;
  const { rows } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tabUser" WHERE lower("name") = $1`, [wanted]);
  const user = rows[0] && (await loadSessionUser(ctx.db, rows[0].name, 'session'));
  if (!user) throw new ValidationError(`No enabled user ${wanted}`);
  return { ...ctx, user };
}

/** The status of the user's User Registration (profile), or null when they have none. */
export async function registrationStatus(ctx: RequestContext, email: string): Promise<string | null> {
  const { rows } = await ctx.db.query<{ status: string | null }>(`SELECT "status" FROM "tabUser Registration" WHERE "email_id" = $1`, [email.toLowerCase()]);
  return rows[0] ? (rows[0].status ?? 'Draft') : null;
}

export async function holdsAnyRole(ctx: RequestContext, email: string, roles: readonly string[]): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM "tabHas Role" WHERE "parent" = $1 AND "parenttype" = 'User' AND "role" = ANY($2::text[]) LIMIT 1`,
    [email, [...roles]],
  );
  return rows.length > 0;
}

export async function fullNameOf(ctx: RequestContext, email: string): Promise<string> {
  const { rows } = await ctx.db.query<{ full_name: string | null }>(`SELECT "full_name" FROM "tabUser" WHERE "name" = $1`, [email]);
  return rows[0]?.full_name || email;
}

/** Child rows of many parents at once (the parents were already read within the caller's scope). */
export async function childRowsOf(ctx: RequestContext, childName: string, parenttype: string, parentfield: string, parents: readonly string[]): Promise<Map<string, Doc[]>> {
  const byParent = new Map<string, Doc[]>(parents.map((name) => [name, []]));
  if (parents.length === 0) return byParent;
  const child = ctx.registry.require(childName);
  const { rows } = await ctx.db.query(
    `SELECT * FROM ${quoteIdent(child.table)} WHERE "parenttype" = $1 AND "parentfield" = $2 AND "parent" = ANY($3::text[]) ORDER BY "idx", "name"`,
    [parenttype, parentfield, [...parents]],
  );
  for (const row of rows) byParent.get(String(row.parent))?.push(rowFromDb(child, row));
  return byParent;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const names = (row: Doc) => ({ name1: str(row.name1), company_name: str(row.company_name), contact_type: str(row.contact_type) });

/** "Claimant vs Respondent & Anr." for each case (SPEC §2), borrowers first. */
export async function titlesOf(ctx: RequestContext, doctype: 'Claim' | 'Dispute', caseNames: readonly string[]): Promise<Map<string, string>> {
  if (caseNames.length === 0) return new Map();
  // Only the three columns a title needs, both tables in one statement: every dashboard and list of
  // cases asks for titles, and whole party rows cost a wide read and a conversion per column.
  const { rows } = await ctx.db.query<{ source: 'c' | 'r'; parent: string; name1: string | null; company_name: string | null; contact_type: string | null }>(
    `SELECT 'c' AS "source", "parent", "name1", "company_name", NULL AS "contact_type", "idx", "name" FROM "tabClaimant Table"
       WHERE "parenttype" = $1 AND "parentfield" = 'claimant_table' AND "parent" = ANY($2::text[])
     UNION ALL
     SELECT 'r', "parent", "name1", "company_name", "contact_type", "idx", "name" FROM "tabRespondent Table"
       WHERE "parenttype" = $1 AND "parentfield" = 'respondent_table' AND "parent" = ANY($2::text[])
     ORDER BY "idx", "name"`,
    [doctype, [...caseNames]],
  );
  const claimants = new Map<string, Doc[]>();
  const respondents = new Map<string, Doc[]>();
  for (const row of rows) {
    const into = row.source === 'c' ? claimants : respondents;
    into.set(row.parent, [...(into.get(row.parent) ?? []), row]);
  }
  const titles = new Map<string, string>();
  for (const name of caseNames) {
    const respondentRows = sortRespondentsByContactType((respondents.get(name) ?? []).map(names));
    titles.set(name, caseTitle((claimants.get(name) ?? []).map(names), respondentRows));
  }
  return titles;
}

export interface ListOptions {
  fields?: string[];
  filters?: unknown[][];
  order_by?: string;
  group_by?: string;
  start?: number;
  /** 0 = as many as a page may hold (PAGE_CAP). */
  limit?: number;
}

/**
 * The engine's list and count with the given user, so the same role and row rules apply as to
 * `GET /api/resource`. Its parameters come as the query string would send them (JSON text).
 */
export async function listRows(ctx: RequestContext, doctype: string, options: ListOptions): Promise<Doc[]> {
  const query: Record<string, unknown> = { fields: JSON.stringify(options.fields ?? ['name']), limit_page_length: options.limit ?? 0 };
  if (options.filters) query.filters = JSON.stringify(options.filters);
  if (options.order_by !== undefined) query.order_by = options.order_by;
  if (options.group_by !== undefined) query.group_by = options.group_by;
  if (options.start !== undefined) query.limit_start = options.start;
  return (await listDocs(ctx, doctype, query)) as Doc[];
}

export function countRows(ctx: RequestContext, doctype: string, filters: unknown[][]): Promise<number> {
  return countDocs(ctx, doctype, JSON.stringify(filters));
}
