import { claimClock, completesPleadings, disputeClock, MANDATE_STATUSES, DEADLINE_KINDS, todayInIndia } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc, FieldDef, HookContext } from '../../core/doctype/types';
import { quoteIdent } from '../../core/query/sql';
import { applyCaseEffects, type CaseRef } from './case-effects';

/*
 * The statutory clock of a case (s.23(4) and s.29A of the Arbitration Act, s.18 of the Mediation
 * Act): the dates the server computes and stores on the case, in the same save as the change that
 * moves them, so the case's audit trail records them. No client writes them: a PUT that sets one is
 * ignored. The inputs are recorded by the server itself (assignment, acceptance, stage moves,
 * hearings) or through the methods of methods/cases/statutory-clock.ts.
 */

const date = (fieldname: string): FieldDef => ({ fieldname, fieldtype: 'Date' });

/** Shared by both kinds: the next deadline, indexed for the dashboard and the case manager's list. */
const NEXT_DEADLINE: FieldDef[] = [
  { fieldname: 'next_deadline_on', fieldtype: 'Date', index: true },
  { fieldname: 'next_deadline_kind', fieldtype: 'Select', options: DEADLINE_KINDS },
];

export const CLAIM_CLOCK_FIELDS: readonly FieldDef[] = [
  date('appointment_notified_on'),
  date('pleadings_due_on'),
  date('pleadings_completed_on'),
  { fieldname: 'pleadings_completion_reason', fieldtype: 'Small Text' },
  date('award_due_on'),
  { fieldname: 'award_extension_months', fieldtype: 'Int', default: 0 },
  { fieldname: 'award_extension_document', fieldtype: 'Attach' },
  { fieldname: 'mandate_status', fieldtype: 'Select', options: MANDATE_STATUSES },
  ...NEXT_DEADLINE,
];

export const DISPUTE_CLOCK_FIELDS: readonly FieldDef[] = [date('first_appearance_on'), date('mediation_due_on'), ...NEXT_DEADLINE];

export const clockFieldsOf = (doctype: string): readonly FieldDef[] => (doctype === 'Claim' ? CLAIM_CLOCK_FIELDS : DISPUTE_CLOCK_FIELDS);

const blank = (value: unknown) => value === null || value === undefined || value === '';
const asDate = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, 10) : null);

/** The reason recorded when the stage itself completes the pleadings. */
export const PLEADINGS_BY_STAGE = 'The case moved past Additional Pleading';

/**
 * Runs before every save of a case: keeps client writes off the clock, records the events that
 * start it, and recomputes the dates.
 */
export function settleStatutoryClock(doc: Doc, ctx: HookContext): void {
  const fields = clockFieldsOf(ctx.doctype.name);
  if (!ctx.trusted) {
    // Every client, the case manager included: the dates follow from the record, never from a body.
    for (const field of fields) doc[field.fieldname] = ctx.isNew ? (field.default ?? null) : (ctx.previous?.[field.fieldname] ?? null);
  }
  if (ctx.doctype.name === 'Claim') settleClaim(doc, ctx);
  else settleDispute(doc);
}

function settleClaim(doc: Doc, ctx: HookContext): void {
  const previous = ctx.previous ?? {};
  const today = todayInIndia();
  const explicitly = (field: string) => ctx.trusted && !blank(doc[field]) && doc[field] !== previous[field];

  // The written notice of appointment: the case manager's assignment notifies the arbitrator
  // (a new arbitrator, a new notice); where none was recorded, the acceptance stands for it.
  const arbitrator = doc.arbitrator ?? null;
  const acceptedNow = previous.stage === 'Draft' && doc.stage !== 'Draft';
  if (!explicitly('appointment_notified_on')) {
    const assignedNow = !ctx.isNew && !blank(arbitrator) && arbitrator !== (previous.arbitrator ?? null);
    // Named and accepted in one save (the case manager accepting for them): no separate notice.
    if (assignedNow && !acceptedNow) doc.appointment_notified_on = today;
    if (blank(doc.appointment_notified_on) && !blank(doc.acceptance_date)) doc.appointment_notified_on = asDate(doc.acceptance_date);
  }

  // Reaching a stage past Additional Pleading completes the pleadings (once; the arbitrator may
  // have recorded it earlier with a reason).
  if (blank(doc.pleadings_completed_on) && completesPleadings(String(doc.stage ?? '')) && doc.stage !== previous.stage && !ctx.isNew) {
    doc.pleadings_completed_on = today;
    doc.pleadings_completion_reason = PLEADINGS_BY_STAGE;
  }

  Object.assign(
    doc,
    claimClock({
      stage: String(doc.stage ?? ''),
      appointment_notified_on: asDate(doc.appointment_notified_on),
      pleadings_completed_on: asDate(doc.pleadings_completed_on),
      award_extension_months: Number(doc.award_extension_months) || 0,
      today,
    }),
  );
}

function settleDispute(doc: Doc): void {
  Object.assign(
    doc,
    disputeClock({
      stage: String(doc.stage ?? ''),
      first_appearance_on: asDate(doc.first_appearance_on),
      is_extended: Number(doc.is_extended) || 0,
      no_of_days_extended: Number(doc.no_of_days_extended) || 0,
    }),
  );
}

/** The date fixed for the first appearance before the mediator: the earliest hearing of the dispute. */
export async function firstAppearanceOf(ctx: RequestContext, dispute: string, excludeHearing?: string): Promise<string | null> {
  const hearing = ctx.registry.require('Hearing');
  const { rows } = await ctx.db.query<{ first: unknown }>(
    `SELECT min(${quoteIdent('hearing_date')}) AS "first" FROM ${quoteIdent(hearing.table)}
      WHERE ${quoteIdent('dispute')} = $1 AND ${quoteIdent('hearing_date')} IS NOT NULL
        AND coalesce(${quoteIdent('status')}, '') <> 'Cancelled' AND ${quoteIdent('name')} <> $2`,
    [dispute, excludeHearing ?? ''],
  );
  return asDate(rows[0]?.first);
}

/** After a hearing of a dispute is saved or deleted: the first appearance follows the hearings. */
export async function refreshFirstAppearance(ctx: RequestContext, ref: CaseRef, options: { excludeHearing?: string } = {}): Promise<void> {
  if (ref.doctype !== 'Dispute') return;
  await applyCaseEffects(ctx, ref, { first_appearance_on: await firstAppearanceOf(ctx, ref.name, options.excludeHearing) });
}
