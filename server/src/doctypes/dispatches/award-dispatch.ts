import { AWARD_DISPATCH_DOCTYPE, awardLimitation, deliveriesReaching, partiesNotReached, receiptDate, type DispatchParty } from 'shared-api/rules';
import type { AwardParty } from 'shared-api/methods';
import type { RequestContext } from '../../core/context';
import type { Doc, HookContext } from '../../core/doctype/types';
import { rowFromDb } from '../../core/documents/load';
import { quoteIdent } from '../../core/query/sql';
import { awardServedOn, type ServedDate } from '../../notices/service-clock';
import { applyCaseEffects, caseOfDocument, type CaseRef } from '../cases/case-effects';

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

interface AwardRecords {
  parties: [AwardParty['party_type'], Doc][];
  deliveries: Doc[];
  /** The award's proven service by the portal's notices, per respondent row. */
  served: Map<string, ServedDate>;
}

/** The case's party rows (claimants, then respondents) and the delivery rows of its award dispatches. */
async function awardRecords(ctx: RequestContext, ref: CaseRef): Promise<AwardRecords> {
  const claimants = await rowsOf(ctx, 'Claimant Table', ref.doctype, 'claimant_table', [ref.name]);
  const respondents = await rowsOf(ctx, 'Respondent Table', ref.doctype, 'respondent_table', [ref.name]);
  const tracker = ctx.registry.require(AWARD_DISPATCH_DOCTYPE);
  const { rows: records } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM ${quoteIdent(tracker.table)} WHERE ${quoteIdent(ref.link)} = $1`, [ref.name]);
  const deliveries = await rowsOf(ctx, 'Dispatch Detail', AWARD_DISPATCH_DOCTYPE, 'dispatch_details', records.map((row) => row.name));
  const parties: AwardRecords['parties'] = [...claimants.map((row) => ['Claimant', row] as [AwardParty['party_type'], Doc]), ...respondents.map((row) => ['Respondent', row] as [AwardParty['party_type'], Doc])];
  return { parties, deliveries, served: await awardServedOn(ctx.db, ref.name) };
}

/**
 * Every party of the case (claimants, then respondents) with its award dispatch: the delivery that
 * got furthest among the case's Document Dispatch Tracker rows that reach that party (the same
 * rule as the Award Dispatched prerequisite). The caller has already checked that the user may
 * read the case.
 */
export async function awardDispatchOfParties(ctx: RequestContext, ref: CaseRef): Promise<AwardParty[]> {
  return dispatchOfParties(await awardRecords(ctx, ref));
}

function dispatchOfParties({ parties, deliveries, served }: AwardRecords): AwardParty[] {
  return parties.map(([partyType, row]) => {
    const mine = deliveriesReaching(row as DispatchParty, deliveries);
    // Received first (earliest receipt starts the clock), else the latest dispatch.
    const received = mine.filter((delivery) => receiptDate(delivery)).sort((a, b) => String(receiptDate(a)).localeCompare(String(receiptDate(b))))[0];
    const best = received ?? mine.sort((a, b) => String(b.dispatch_date ?? '').localeCompare(String(a.dispatch_date ?? '')))[0];
    // s.31(5)/s.34(3): time runs from the party's receipt of the award. The portal's notice with a
    // provider's delivery receipt (or India Post's "Delivered") is the proof; a hand-recorded
    // dispatch's acknowledgement counts only where no notice has proven service.
    const proven = served.get(String(row.name));
    const receivedOn = proven?.date ?? (best ? receiptDate(best) : null);
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
      served_on: proven?.date ?? null,
      received_from: proven ? 'Service' : receivedOn ? 'Dispatch' : null,
      limitation: awardLimitation(receivedOn),
    };
  });
}

/** The names of the parties the award has not reached yet (none: the case may be Award Dispatched). */
const awaiting = ({ parties, deliveries }: AwardRecords): string[] => partiesNotReached(parties.map(([, row]) => row as DispatchParty), deliveries);

/**
 * SPEC §4: saving a dispatch updates the case. Once the award has gone to every party, the case
 * records it (award_dispatched, its channel) and moves from Award to Award Dispatched, if the
 * acting user may make that move.
 */
export async function afterAwardDispatchSaved(doc: Doc, ctx: HookContext): Promise<void> {
  const ref = caseOfDocument(doc);
  if (!ref) return;
  const records = await awardRecords(ctx, ref);
  if (records.parties.length === 0 || awaiting(records).length > 0) return;
  const parties = dispatchOfParties(records);
  const channels = [...new Set(parties.map((party) => party.channel).filter((channel): channel is string => Boolean(channel)))];
  await applyCaseEffects(ctx, ref, { award_dispatched: 1, award_dispatched_channel: channels.length === 1 ? channels[0] : (channels[0] ?? null) });
  await applyCaseEffects(ctx, ref, { stage: 'Award Dispatched' }, { withStageOnly: true });
}
