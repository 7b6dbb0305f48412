import { AWARD_DISPATCH_DOCTYPE, awardLimitation, receiptDate, type AwardLimitation } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc, HookContext } from '../../core/doctype/types';
import { rowFromDb } from '../../core/documents/load';
import { quoteIdent } from '../../core/query/sql';
import { applyCaseEffects, caseOfDocument, type CaseRef } from '../cases/case-effects';

/** A party of the case and where the award's dispatch to it stands. */
export interface AwardParty {
  party_type: 'Claimant' | 'Respondent';
  /** The party's row in claimant_table / respondent_table. */
  party_row: string;
  party_name: string;
  contact_type: string | null;
  /** The award has gone out to this party: queued, sent, posted or delivered (not pending, not failed). */
  dispatched: boolean;
  channel: string | null;
  dispatch_date: string | null;
  status: string | null;
  tracking_id: string | null;
  /** Received (acknowledged) and the limitation dates that run from receipt. */
  limitation: AwardLimitation | null;
}

const GONE_OUT: readonly string[] = ['Queued', 'Sent', 'Dispatched', 'Delivered'];

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function partyName(row: Doc): string {
  const person = [row.name1, row.middle_name, row.last_name].filter((part) => typeof part === 'string' && part.trim()).join(' ');
  return str(row.company_name) ?? (person || 'Unnamed party');
}

async function rowsOf(ctx: RequestContext, childName: string, parenttype: string, parentfield: string, parents: readonly string[]): Promise<Doc[]> {
  if (parents.length === 0) return [];
  const child = ctx.registry.require(childName);
  const { rows } = await ctx.db.query(
    `SELECT * FROM ${quoteIdent(child.table)} WHERE "parenttype" = $1 AND "parentfield" = $2 AND "parent" = ANY($3::text[]) ORDER BY "idx", "name"`,
    [parenttype, parentfield, [...parents]],
  );
  return rows.map((row) => rowFromDb(child, row));
}

/**
 * Every party of the case (claimants, then respondents) with its award dispatch: the delivery that
 * got furthest among the case's Document Dispatch Tracker rows for that party. The caller has
 * already checked that the user may read the case.
 */
export async function awardDispatchOfParties(ctx: RequestContext, ref: CaseRef): Promise<AwardParty[]> {
  const claimants = await rowsOf(ctx, 'Claimant Table', ref.doctype, 'claimant_table', [ref.name]);
  const respondents = await rowsOf(ctx, 'Respondent Table', ref.doctype, 'respondent_table', [ref.name]);
  const tracker = ctx.registry.require(AWARD_DISPATCH_DOCTYPE);
  const { rows: records } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM ${quoteIdent(tracker.table)} WHERE ${quoteIdent(ref.link)} = $1`, [ref.name]);
  const deliveries = await rowsOf(ctx, 'Dispatch Detail', AWARD_DISPATCH_DOCTYPE, 'dispatch_details', records.map((row) => row.name));
  const parties: [AwardParty['party_type'], Doc][] = [...claimants.map((row) => ['Claimant', row] as [AwardParty['party_type'], Doc]), ...respondents.map((row) => ['Respondent', row] as [AwardParty['party_type'], Doc])];
  return parties.map(([partyType, row]) => {
    const mine = deliveries.filter((delivery) => delivery.party_row === row.name && GONE_OUT.includes(String(delivery.status)));
    // Received first (earliest receipt starts the clock), else the latest dispatch.
    const received = mine.filter((delivery) => receiptDate(delivery)).sort((a, b) => String(receiptDate(a)).localeCompare(String(receiptDate(b))))[0];
    const best = received ?? mine.sort((a, b) => String(b.dispatch_date ?? '').localeCompare(String(a.dispatch_date ?? '')))[0];
    return {
      party_type: partyType,
      party_row: String(row.name),
      party_name: partyName(row),
      contact_type: str(row.contact_type),
      dispatched: Boolean(best),
      channel: str(best?.channel),
      dispatch_date: str(best?.dispatch_date),
      status: str(best?.status),
      tracking_id: str(best?.tracking_id),
      limitation: best ? awardLimitation(receiptDate(best)) : null,
    };
  });
}

/** Parties the award has not been dispatched to yet (none: the case may be Award Dispatched). */
export async function partiesAwaitingAward(ctx: RequestContext, ref: CaseRef): Promise<AwardParty[]> {
  return (await awardDispatchOfParties(ctx, ref)).filter((party) => !party.dispatched);
}

/**
 * SPEC §4: saving a dispatch updates the case. Once the award has gone to every party, the case
 * records it (award_dispatched, its channel) and moves from Award to Award Dispatched, if the
 * acting user may make that move.
 */
export async function afterAwardDispatchSaved(doc: Doc, ctx: HookContext): Promise<void> {
  const ref = caseOfDocument(doc);
  if (!ref) return;
  const parties = await awardDispatchOfParties(ctx, ref);
  if (parties.length === 0 || parties.some((party) => !party.dispatched)) return;
  const channels = [...new Set(parties.map((party) => party.channel).filter((channel): channel is string => Boolean(channel)))];
  await applyCaseEffects(ctx, ref, { award_dispatched: 1, award_dispatched_channel: channels.length === 1 ? channels[0] : (channels[0] ?? null) });
  await applyCaseEffects(ctx, ref, { stage: 'Award Dispatched' }, { withStageOnly: true });
}
