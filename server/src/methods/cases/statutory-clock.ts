import { addCalendarDays, DEADLINE_NEAR_DAYS, MAX_AWARD_EXTENSION_MONTHS, todayInIndia } from 'shared-api/rules';
import { awardExtensionSchema, firstProblem, pleadingsCompletedSchema } from 'shared-api/schemas';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { updateDoc } from '../../core/documents';
import { PermissionError, ValidationError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isSystemManager } from '../../core/session-user';
import { optionalDate, optionalInt, optionalText, requiredText, withData } from './args';
import { countRows, findCase, listRows, readableCaseDoctypes, titlesOf, viewerFor } from './case-lookup';

/*
 * The two inputs of the arbitration clock that only people can give (SPEC §3 statutory clock):
 * the arbitrator records that the pleadings were completed (with a reason) when that happened
 * before the stage moved on, and the parties' consent to extend the time for the award by up to
 * six months (s.29A(3)), with the consent document. The case's own hook recomputes the dates.
 */

/** The arbitrator of this claim, or the case manager. */
function assertArbitratorOf(ctx: RequestContext, claim: Doc): void {
  if (isSystemManager(ctx.user)) return;
  if (claim.arbitrator !== ctx.user.name) throw new PermissionError(`Only the arbitrator of ${String(claim.name)} can record this`);
}

function assertRunning(claim: Doc): void {
  if (claim.stage === 'Draft') throw new ValidationError(`${String(claim.name)} has not been accepted yet: its clock has not started`);
  if (claim.mandate_status === 'Award made') throw new ValidationError(`The award in ${String(claim.name)} has been made: its clock has stopped`);
}

/** The claim named in the call, when the caller may record its clock and the clock still runs. */
async function runningClaimOf(ctx: RequestContext, args: MethodArgs) {
  const found = await findCase(ctx, requiredText(args, 'case', 'name', 'docname'), 'claim');
  assertArbitratorOf(ctx, found.doc);
  assertRunning(found.doc);
  return found;
}

async function recordPleadingsCompleted(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const { ref, doc } = await runningClaimOf(ctx, args);
  const on = optionalDate(args, 'pleadings_completed_on');
  if (!on) throw new ValidationError('pleadings_completed_on is required');
  // The arbitrator's form checks the same schema.
  const reason = optionalText(args, 'reason', 'pleadings_completion_reason') ?? '';
  const problem = firstProblem(pleadingsCompletedSchema(todayInIndia()), { reason, pleadings_completed_on: on });
  if (problem) throw new ValidationError(problem);
  const appointed = typeof doc.appointment_notified_on === 'string' ? doc.appointment_notified_on : null;
  if (appointed && on < appointed) throw new ValidationError('The pleadings cannot be completed before the arbitrator was notified of the appointment');
  const saved = await updateDoc(ctx, ref.doctype, ref.name, { pleadings_completed_on: on, pleadings_completion_reason: reason }, { ignorePermissions: true });
  return clockOf(saved);
}

async function recordAwardExtension(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const { ref, doc } = await runningClaimOf(ctx, args);
  if (!doc.pleadings_completed_on) throw new ValidationError('The time for the award runs from the completion of pleadings: record that first');
  const months = optionalInt(args, 'award_extension_months', 0, MAX_AWARD_EXTENSION_MONTHS);
  if (months === null) throw new ValidationError(`award_extension_months is required: 0 to ${MAX_AWARD_EXTENSION_MONTHS}`);
  const document = optionalText(args, 'award_extension_document', 'file_url');
  const problem = firstProblem(awardExtensionSchema, { award_extension_months: months, consent: document });
  if (problem) throw new ValidationError(problem);
  if (document) await assertFileOfCase(ctx, document, ref.name);
  const saved = await updateDoc(
    ctx,
    ref.doctype,
    ref.name,
    { award_extension_months: months, award_extension_document: months > 0 ? document : null },
    { ignorePermissions: true },
  );
  return clockOf(saved);
}

/** The consent document must be a file already uploaded to this claim. */
async function assertFileOfCase(ctx: RequestContext, fileUrl: string, claim: string): Promise<void> {
  const { rows } = await ctx.db.query(`SELECT 1 FROM "tabFile" WHERE "file_url" = $1 AND "attached_to_doctype" = 'Claim' AND "attached_to_name" = $2 LIMIT 1`, [fileUrl, claim]);
  if (rows.length === 0) throw new ValidationError(`${fileUrl} is not a file of ${claim}: upload the consent to the case first`);
}

const CLOCK_FIELDS = [
  'appointment_notified_on',
  'pleadings_due_on',
  'pleadings_completed_on',
  'pleadings_completion_reason',
  'award_due_on',
  'award_extension_months',
  'award_extension_document',
  'mandate_status',
  'next_deadline_on',
  'next_deadline_kind',
] as const;

function clockOf(doc: Doc): Record<string, unknown> {
  return Object.fromEntries([['name', doc.name], ...CLOCK_FIELDS.map((field) => [field, doc[field] ?? null])]);
}

/**
 * The caller's cases whose next statutory deadline falls within 30 days or has passed, soonest
 * first (the neutral's dashboard), and how many of their running clocks are past due, near or
 * further out. The usual row rules decide which cases are the caller's (a case manager may ask as
 * another user with `email`, as on the dashboards).
 */
async function statutoryDeadlines(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const viewer = await viewerFor(ctx, args.email);
  const days = optionalInt(args, 'days', 1, 365) ?? DEADLINE_NEAR_DAYS;
  const today = todayInIndia();
  const until = addCalendarDays(today, days);
  const rows: Doc[] = [];
  const counts = { past_due: 0, due_soon: 0, running: 0 };
  for (const doctype of readableCaseDoctypes(viewer)) {
    const found = await listRows(viewer, doctype, {
      fields: ['name', 'stage', 'next_deadline_on', 'next_deadline_kind', doctype === 'Claim' ? 'mandate_status' : 'mediation_due_on'],
      filters: [['next_deadline_on', '<=', until]],
      order_by: 'next_deadline_on asc',
      limit: 200,
    });
    const titles = await titlesOf(viewer, doctype, found.map((row) => String(row.name)));
    for (const row of found) rows.push({ ...row, doctype, title: titles.get(String(row.name)) ?? '' });
    counts.past_due += await countRows(viewer, doctype, [['next_deadline_on', '<', today]]);
    counts.due_soon += await countRows(viewer, doctype, [['next_deadline_on', 'between', [today, until]]]);
    counts.running += await countRows(viewer, doctype, [['next_deadline_on', '>', until]]);
  }
  rows.sort((a, b) => String(a.next_deadline_on).localeCompare(String(b.next_deadline_on)) || String(a.name).localeCompare(String(b.name)));
  return { today, until, counts, deadlines: rows };
}

export const statutoryClockMethods = appMethods({ record_pleadings_completed: recordPleadingsCompleted, record_award_extension: recordAwardExtension, statutory_deadlines: statutoryDeadlines });
