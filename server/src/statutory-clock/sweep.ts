import { addCalendarDays, AWARD_MADE_STAGES, completesPleadings, daysBetween, DEADLINE_LABELS, reminderDue, todayInIndia, type DeadlineKind } from 'shared-api/rules';
import { contextFor, type RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { updateDoc } from '../core/documents';
import { quoteIdent } from '../core/query/sql';
import { SYSTEM_USER } from '../core/session-user';
import { CASE_REFS } from '../doctypes/cases/case-effects';
import { firstAppearanceOf } from '../doctypes/cases/statutory-clock';
import type { AppServices } from '../services';

/*
 * The daily work of the statutory clock, safe to run from several server processes at once:
 * 1. fill the clock of cases saved before it existed (from their acceptance, history and hearings);
 * 2. turn a claim whose award date has passed to "Needs court extension" (time moves it, not a save);
 * 3. mail the neutral and the case managers 30, 7 and 1 days before each deadline, once each.
 * Every change goes through the case's own save, so it is recomputed and audited like any other.
 */

export interface SweepResult {
  filled: number;
  expired: number;
  reminders: number;
}

const formatDate = (iso: string) => iso.split('-').reverse().join('-');
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, 10) : null);

export async function sweepStatutoryClock(services: AppServices, today: string = todayInIndia()): Promise<SweepResult> {
  const ctx = contextFor(services, SYSTEM_USER);
  const filled = (await fillClaims(ctx)) + (await fillDisputes(ctx));
  const expired = await expireMandates(ctx, today);
  const reminders = await sendReminders(ctx, today);
  return { filled, expired, reminders };
}

/** Claims past Draft without a notice date: they were accepted before the clock was recorded. */
async function fillClaims(ctx: RequestContext): Promise<number> {
  const { rows } = await ctx.db.query<{ name: string; stage: string; acceptance_date: unknown; creation: unknown; pleadings_completed_on: unknown }>(
    `SELECT "name", "stage", "acceptance_date", "creation", "pleadings_completed_on" FROM "tabClaim"
      WHERE "appointment_notified_on" IS NULL AND "stage" <> 'Draft' AND "arbitrator" IS NOT NULL AND "arbitrator" <> ''`,
  );
  for (const claim of rows) {
    const appointed = str(claim.acceptance_date) ?? str(claim.creation);
    const patch: Record<string, unknown> = { appointment_notified_on: appointed };
    if (!str(claim.pleadings_completed_on) && (completesPleadings(claim.stage) || AWARD_MADE_STAGES.includes(claim.stage))) {
      patch.pleadings_completed_on = (await pleadingsCompletedFromHistory(ctx, claim.name)) ?? appointed;
      patch.pleadings_completion_reason = 'Filled from the case history';
    }
    await updateDoc(ctx, 'Claim', claim.name, patch, { ignorePermissions: true });
  }
  return rows.length;
}

/** The day the claim's stage first moved past Additional Pleading, from its audit trail; else its first hearing. */
async function pleadingsCompletedFromHistory(ctx: RequestContext, claim: string): Promise<string | null> {
  const { rows } = await ctx.db.query<{ creation: unknown; after: unknown }>(
    `SELECT "creation", "after" FROM "tabAudit Trail" WHERE "ref_doctype" = 'Claim' AND "docname" = $1 AND "fieldname" = 'stage' ORDER BY "creation"`,
    [claim],
  );
  const moved = rows.find((row) => completesPleadings(typeof row.after === 'string' ? row.after : String(row.after ?? '')));
  if (moved) return str(moved.creation);
  const hearings = await ctx.db.query<{ first: unknown }>(`SELECT min("hearing_date") AS "first" FROM "tabHearing" WHERE "claim" = $1`, [claim]);
  return str(hearings.rows[0]?.first);
}

async function fillDisputes(ctx: RequestContext): Promise<number> {
  const { rows } = await ctx.db.query<{ name: string }>(
    `SELECT d."name" FROM "tabDispute" d WHERE d."first_appearance_on" IS NULL
        AND EXISTS (SELECT 1 FROM "tabHearing" h WHERE h."dispute" = d."name" AND h."hearing_date" IS NOT NULL)`,
  );
  for (const { name } of rows) {
    await updateDoc(ctx, 'Dispute', name, { first_appearance_on: await firstAppearanceOf(ctx, name) }, { ignorePermissions: true });
  }
  return rows.length;
}

async function expireMandates(ctx: RequestContext, today: string): Promise<number> {
  const { rows } = await ctx.db.query<{ name: string }>(
    `SELECT "name" FROM "tabClaim" WHERE "award_due_on" < $1 AND "mandate_status" IN ('Running', 'Extended by consent')`,
    [today],
  );
  // The save recomputes the status from today's date (the case hook), so the patch only states it.
  for (const { name } of rows) await updateDoc(ctx, 'Claim', name, { mandate_status: 'Needs court extension' }, { ignorePermissions: true });
  return rows.length;
}

interface DueCase {
  name: string;
  next_deadline_on: unknown;
  next_deadline_kind: DeadlineKind;
  neutral: string | null;
}

async function sendReminders(ctx: RequestContext, today: string): Promise<number> {
  const managers = await caseManagers(ctx);
  let sent = 0;
  for (const ref of [CASE_REFS.claim, CASE_REFS.dispute]) {
    const neutralField = ref.doctype === 'Claim' ? 'arbitrator' : 'mediator_email_id';
    const table = ctx.registry.require(ref.doctype).table;
    const { rows } = await ctx.db.query<DueCase>(
      `SELECT "name", "next_deadline_on", "next_deadline_kind", ${quoteIdent(neutralField)} AS "neutral" FROM ${quoteIdent(table)}
        WHERE "next_deadline_on" BETWEEN $1 AND $2 ORDER BY "next_deadline_on", "name"`,
      [today, addCalendarDays(today, 30)],
    );
    for (const row of rows) {
      const due = str(row.next_deadline_on);
      const days = due ? reminderDue(due, today) : null;
      if (!due || days === null) continue;
      const recipients = [...new Set([row.neutral, ...managers].filter((r): r is string => Boolean(r)))];
      if (recipients.length === 0) continue;
      const key = `${ref.doctype}|${row.name}|${row.next_deadline_kind}|${due}|${days}`;
      if (!(await claimReminder(ctx, key, ref.doctype, row, due, days, recipients))) continue;
      try {
        await ctx.services.mailer.send(reminderMail(row.name, row.next_deadline_kind, due, daysBetween(today, due), recipients));
        sent += 1;
      } catch (error) {
        // Not sent: release the claim so the next sweep tries again.
        await ctx.db.query(`DELETE FROM "tabStatutory Reminder" WHERE "name" = $1`, [key]);
        throw error;
      }
    }
  }
  return sent;
}

/** Inserts the reminder's row; false when another sweep (here or in another process) already did. */
async function claimReminder(ctx: RequestContext, key: string, doctype: string, row: DueCase, due: string, days: number, recipients: string[]): Promise<boolean> {
  const now = nowDatetime();
  const { rows } = await ctx.db.query(
    `INSERT INTO "tabStatutory Reminder" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx",
       "case_doctype", "case_name", "deadline_kind", "due_on", "days_before", "recipients")
     VALUES ($1, $2, $3, $3, $2, 0, 0, $4, $5, $6, $7, $8, $9) ON CONFLICT ("name") DO NOTHING RETURNING "name"`,
    [key, SYSTEM_USER.name, now, doctype, row.name, row.next_deadline_kind, due, days, recipients.join('\n')],
  );
  return rows.length === 1;
}

async function caseManagers(ctx: RequestContext): Promise<string[]> {
  const { rows } = await ctx.db.query<{ name: string }>(
    `SELECT u."name" FROM "tabUser" u JOIN "tabHas Role" r ON r."parent" = u."name" AND r."parenttype" = 'User'
      WHERE r."role" = 'System Manager' AND coalesce(u."enabled", 1) = 1 AND u."name" <> 'Administrator' ORDER BY u."name"`,
  );
  return rows.map((row) => row.name);
}

function reminderMail(caseName: string, kind: DeadlineKind, due: string, daysLeft: number, recipients: string[]) {
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return {
    recipients,
    subject: `${caseName}: statutory deadline on ${formatDate(due)}`,
    message: [
      `Case ${caseName}: ${DEADLINE_LABELS[kind]} by ${formatDate(due)} (${when}).`,
      '',
      kind === 'Mediation'
        ? 'Section 18 of the Mediation Act 2023: the parties may extend the mediation once by consent, by up to 60 days.'
        : kind === 'Award'
          ? 'Section 29A of the Arbitration and Conciliation Act 1996: the parties may extend by consent by up to six months; beyond that only a court may extend the mandate.'
          : 'Section 23(4) of the Arbitration and Conciliation Act 1996: the statements of claim and defence are to be completed within six months of the notice of appointment.',
      '',
      'Open the case in the portal to act on it.',
    ].join('\n'),
  };
}
