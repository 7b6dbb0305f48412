import { DISPATCH_KINDS, awardLimitation, receiptDate } from 'shared-api/rules';
import type { Doc } from '../../core/doctype/types';
import { rowFromDb } from '../../core/documents/load';
import { PermissionError } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import { appMethods, type MethodArgs } from '../../core/methods';
import { quoteIdent } from '../../core/query/sql';
import { respondentCaseOf } from '../../core/session-user';
import { awardDispatchOfParties } from '../../doctypes/dispatches/award-dispatch';
import { requiredText } from './args';
import { findCase } from './case-lookup';

/*
 * Where the award's service stands per party, and the limitation that runs from each party's
 * receipt (s.33(1), s.34(3)); and, for a respondent, the status of what was sent to them.
 */

// Anyone who may read the case except a respondent session (which has its own call below).
async function getAwardDispatchStatus(ctx: RequestContext, args: MethodArgs) {
  if (respondentCaseOf(ctx.user)) throw new PermissionError('Use get_my_dispatch_status');
  const { ref } = await findCase(ctx, requiredText(args, 'case', 'claim', 'dispute', 'name'));
  const parties = await awardDispatchOfParties(ctx, ref);
  return { case: ref.name, all_dispatched: parties.length > 0 && parties.every((party) => party.dispatched), parties };
}

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '').slice(-10);

/**
 * A respondent's own deliveries on their case: kind, channel, dates, status, and for the award the
 * limitation dates. Only rows addressed to a respondent row with the session's mobile number; no
 * addresses, e-mails or numbers, and nothing sent to anyone else.
 */
async function getMyDispatchStatus(ctx: RequestContext) {
  const respondentCase = respondentCaseOf(ctx.user);
  if (!respondentCase) throw new PermissionError('This is for a respondent signed in to their case');
  const mobile = digits(ctx.user.mobileNo ?? ctx.user.name.split(':')[2]);
  const respondentTable = ctx.registry.require('Respondent Table');
  const { rows: mine } = await ctx.db.query<{ name: string; mobile: string | null }>(
    `SELECT "name", "mobile" FROM ${quoteIdent(respondentTable.table)} WHERE "parenttype" = $1 AND "parentfield" = 'respondent_table' AND "parent" = $2`,
    [respondentCase.doctype, respondentCase.name],
  );
  const myRows = new Set(mine.filter((row) => mobile && digits(row.mobile) === mobile).map((row) => row.name));
  if (myRows.size === 0) return [];
  const link = respondentCase.doctype === 'Claim' ? 'claim' : 'dispute';
  const detail = ctx.registry.require('Dispatch Detail');
  const result: Doc[] = [];
  for (const kind of DISPATCH_KINDS) {
    const { rows } = await ctx.db.query(
      `SELECT d.* FROM ${quoteIdent(detail.table)} d JOIN ${quoteIdent(ctx.registry.require(kind.doctype).table)} p ON p."name" = d."parent"
       WHERE d."parenttype" = $1 AND d."parentfield" = 'dispatch_details' AND p.${quoteIdent(link)} = $2 AND d."party_row" = ANY($3::text[])
       ORDER BY d."dispatch_date" DESC NULLS LAST, d."creation" DESC`,
      [kind.doctype, respondentCase.name, [...myRows]],
    );
    for (const raw of rows) {
      const row = rowFromDb(detail, raw);
      result.push({
        kind: kind.doctype,
        kind_label: kind.label,
        channel: row.channel ?? null,
        dispatch_date: row.dispatch_date ?? null,
        tracking_id: row.tracking_id ?? null,
        status: row.status ?? 'Pending',
        received_date: row.received_date ?? null,
        acknowledged: row.acknowledged ? 1 : 0,
        acknowledgement_date: row.acknowledgement_date ?? null,
        limitation: kind.doctype === 'Document Dispatch Tracker' && row.status !== 'Failed' ? awardLimitation(receiptDate(row)) : null,
      });
    }
  }
  return result;
}

export const dispatchStatusMethods = appMethods({ get_award_dispatch_status: getAwardDispatchStatus, get_my_dispatch_status: getMyDispatchStatus });
