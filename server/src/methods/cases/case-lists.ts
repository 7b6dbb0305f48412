import { DEADLINE_FILTERS, deadlineFilters, LIST_TAB_STAGES, todayInIndia, type CaseKind, type ListTab } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { countMany } from '../../core/documents';
import { appMethods, type MethodArgs, type MethodHandler } from '../../core/methods';
import { oneOf, paging } from './args';
import { canRead, countRows, listRows, titlesOf, viewerFor } from './case-lookup';

/*
 * The caller's cases. Every list goes through the engine's list and count (listRows) with the session
 * user, so the row rules of Claim and Dispute decide what is in it (SPEC §6 list filters); the
 * email the browser sends is only honoured for a System Manager (viewerFor).
 */

const DOCTYPE_OF = { claim: 'Claim', dispute: 'Dispute' } as const;

/**
 * The list tab (all, draft, completed) as a stage filter, and the statutory deadline filter
 * (`deadline`: past_due, or due_soon = within 30 days).
 */
function tabFilters(kind: CaseKind, args: MethodArgs): unknown[][] {
  const tab = oneOf(args, 'tab', ['all', 'draft', 'completed'] as const) as ListTab | null;
  const deadline = oneOf(args, 'deadline', DEADLINE_FILTERS);
  return [...(tab ? [['stage', 'in', [...LIST_TAB_STAGES[kind][tab]]]] : []), ...(deadline ? deadlineFilters(deadline, todayInIndia()) : [])];
}

/** `sort`: newest (default), or deadline = the soonest statutory deadline first, cases without one last. */
function orderOf(args: MethodArgs): string {
  return oneOf(args, 'sort', ['newest', 'deadline'] as const) === 'deadline' ? 'next_deadline_on asc, name desc' : 'name desc';
}

/** Case rows with every readable field and their title ("Claimant vs Respondent"). */
async function caseRows(viewer: RequestContext, kind: CaseKind, filters: unknown[][], start: number, limit: number, orderBy = 'name desc'): Promise<Doc[]> {
  const doctype = DOCTYPE_OF[kind];
  const rows = await listRows(viewer, doctype, { fields: ['*'], filters, order_by: orderBy, start, limit });
  const titles = await titlesOf(viewer, doctype, rows.map((row) => String(row.name)));
  return rows.map((row) => ({ ...row, title: titles.get(String(row.name)) }));
}

function caseData(kind: CaseKind) {
  return async (ctx: RequestContext, args: MethodArgs) => {
    const viewer = await viewerFor(ctx, args.email);
    if (!canRead(viewer, DOCTYPE_OF[kind])) return [];
    const { start, limit } = paging(args, 0);
    return caseRows(viewer, kind, tabFilters(kind, args), start, limit, orderOf(args));
  };
}

const getClaimData: MethodHandler = caseData('claim');
const getDisputeData: MethodHandler = caseData('dispute');

// Paginated for the neutral's claim table; `arbitrator` is the email parameter of this call.
async function getClaimList(ctx: RequestContext, args: MethodArgs) {
  const viewer = await viewerFor(ctx, args.arbitrator ?? args.email);
  const { start, limit } = paging(args, 20);
  if (!canRead(viewer, 'Claim')) return { data: [], total: 0, start, limit };
  const filters = tabFilters('claim', args);
  return { data: await caseRows(viewer, 'claim', filters, start, limit, orderOf(args)), total: await countRows(viewer, 'Claim', filters), start, limit };
}

/** Display names of claimants: the company of an enterprise profile, else the user's full name. */
async function claimantNames(ctx: RequestContext, emails: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await ctx.db.query<{ name: string; full_name: string | null; company_name: string | null }>(
    `SELECT u."name", u."full_name", r."company_name" FROM "tabUser" u
     LEFT JOIN "tabUser Registration" r ON r."email_id" = u."name" WHERE u."name" = ANY($1::text[])`,
    [[...emails]],
  );
  return new Map(rows.map((row) => [row.name, row.company_name || row.full_name || row.name]));
}

// The claimants of the caller's cases, once each, with how many of the caller's cases are theirs
// (filters on the neutral's screens). `role` is not needed: the session's roles decide.
async function getDistinctClaimants(ctx: RequestContext, args: MethodArgs) {
  const viewer = await viewerFor(ctx, args.email);
  // One grouped count per doctype in one statement; a doctype the viewer cannot read counts nothing.
  const filters = [['user_email_id', 'is', 'set']];
  const { claims, disputes } = await countMany(viewer, {
    claims: { doctype: 'Claim', filters, groupBy: 'user_email_id' },
    disputes: { doctype: 'Dispute', filters, groupBy: 'user_email_id' },
  });
  const emails = [...new Set([...Object.keys(claims), ...Object.keys(disputes)])];
  const names = await claimantNames(ctx, emails);
  return emails
    .map((email) => ({ user_email_id: email, claimant_name: names.get(email) ?? email, claims: claims[email] ?? 0, disputes: disputes[email] ?? 0 }))
    .sort((a, b) => a.claimant_name.localeCompare(b.claimant_name));
}

export const caseListMethods = appMethods({ get_claim_data: getClaimData, get_dispute_data: getDisputeData, get_claim_list: getClaimList, get_distinct_claimants: getDistinctClaimants });
