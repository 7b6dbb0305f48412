import type { ClaimantTableFields, ClaimFields, DisputeFields, HearingFields, RespondentTableFields } from 'shared-api/doctypes';
import { checkStagePrerequisite, closedHearingStatus, closesHearings, isStageOf } from 'shared-api/rules';
import { today } from '../../core/datetime';
import { recordChanges } from '../../core/documents/audit';
import { rowFromDb } from '../../core/documents/load';
import type { Db } from '../../db';
import type { Doc, DoctypeHooks, HookContext } from '../../core/doctype/types';
import { PermissionError, ValidationError } from '../../core/errors';
import { quoteIdent } from '../../core/query/sql';
import { isSystemManager } from '../../core/session-user';
import { CLAIM_KIND, DISPUTE_KIND, DRAFT } from './case-access';
import { copyCaseParties, PARTY_FIELDS } from './case-parties';
import { IMPORT_FIELDS } from './case-fields';
import { validatePartyRows } from './party-rows';
import { checkExtensionChange } from './case-extension';
import { caseRecordSummary } from './case-records';
import { assertStageChange, KIND_OF_DOCTYPE } from './stage-moves';
import { applyStatementOfClaim, ensureConsentDispatch } from './statement-of-claim';
import { settleStatutoryClock } from './statutory-clock';

/**
 * A Claim or a Dispute as its hooks hold it: the engine's document typed by the generated field
 * blocks (the stage is either kind's, so a plain string here; the Select check holds the list).
 */
type CaseRecord = Doc &
  Omit<ClaimFields & DisputeFields, 'stage' | 'claimant_table' | 'respondent_table'> & {
    stage?: string | null;
    claimant_table?: (Doc & ClaimantTableFields)[] | null;
    respondent_table?: (Doc & RespondentTableFields)[] | null;
  };

/** The stored case before this update (updates only). */
const previousOf = (ctx: HookContext) => ctx.previous as CaseRecord | undefined;

const EMAIL_FIELDS = ['user_email_id', 'lawyer_email', 'lawyer_email_id', 'arbitrator', 'mediator_email_id'] as const;

/** Assignment fields and the roles their user must hold. */
const ASSIGNMENTS = [
  { field: CLAIM_KIND.neutralField, roles: CLAIM_KIND.neutralRoles, what: 'arbitrator' },
  { field: DISPUTE_KIND.neutralField, roles: DISPUTE_KIND.neutralRoles, what: 'mediator' },
] as const;

const blank = (value: unknown) => value === null || value === undefined || value === '';
const changed = (doc: CaseRecord, ctx: HookContext, field: string) =>
  ctx.isNew ? !blank(doc[field]) : (doc[field] ?? '') !== (ctx.previous?.[field] ?? '');

/**
 * A case filed through the API is filed by its user: a Claimant's `user_email_id` is their own
 * e-mail; a Lawyer is recorded in `lawyer_email` and the case's user is the first claimant row's
 * e-mail (SPEC §6). It starts as a Draft.
 */
function fileForCaller(doc: CaseRecord, ctx: HookContext): void {
  const { user } = ctx;
  if (user.roles.includes('Claimant')) {
    doc.user_email_id = user.name;
  } else if (user.roles.includes('Lawyer')) {
    doc.lawyer_email = user.name;
    const email = doc.claimant_table?.[0]?.email?.trim();
    if (email) doc.user_email_id = email.toLowerCase();
  }
  doc.stage = DRAFT;
}

/** Only the case manager assigns neutrals; a neutral accepting a case goes through a trusted method. */
function guardAssignment(doc: CaseRecord, ctx: HookContext): void {
  for (const { field, what } of ASSIGNMENTS) {
    if (changed(doc, ctx, field)) throw new PermissionError(`Only the case manager can assign the ${what} of a case`);
  }
}

/** True when the user holds one of the roles, or does not exist (the Link check reports that). */
async function holdsRoleOrUnknown(db: Db, user: string, roles: readonly string[]): Promise<boolean> {
  const list = roles.map((_, i) => `$${i + 2}`).join(', ');
  const { rows } = await db.query(
    `SELECT EXISTS (SELECT 1 FROM "tabUser" WHERE "name" = $1) AS "known",
            EXISTS (SELECT 1 FROM "tabHas Role" WHERE "parent" = $1 AND "parenttype" = 'User' AND "role" IN (${list})) AS "holds"`,
    [user, ...roles],
  );
  return !rows[0].known || Boolean(rows[0].holds);
}

/** A neutral newly named on a case must hold a neutral role of that kind (an unknown user fails the Link check). */
async function checkNeutrals(doc: CaseRecord, ctx: HookContext): Promise<void> {
  for (const { field, roles, what } of ASSIGNMENTS) {
    if (!changed(doc, ctx, field) || blank(doc[field])) continue;
    if (!(await holdsRoleOrUnknown(ctx.db, String(doc[field]), roles))) throw new ValidationError(`${String(doc[field])} is not registered as a ${what}`);
  }
}

/** Documents of the case keep copies of its parties for the spec's list filters; keep them current. */
async function propagateParties(doc: CaseRecord, ctx: HookContext): Promise<void> {
  if (ctx.isNew || ![...PARTY_FIELDS, 'stage'].some((field) => (doc[field] ?? '') !== (ctx.previous?.[field] ?? ''))) return;
  for (const dependent of ctx.registry.all()) {
    for (const link of dependent.belongsTo ?? []) {
      if (!('doctype' in link) || link.doctype !== ctx.doctype.name) continue;
      const copies = copyCaseParties(dependent, doc);
      const fields = Object.keys(copies);
      if (fields.length === 0) continue;
      const sets = fields.map((field, i) => `${quoteIdent(field)} = $${i + 2}`).join(', ');
      await ctx.db.query(`UPDATE ${quoteIdent(dependent.table)} SET ${sets} WHERE ${quoteIdent(link.field)} = $1`, [doc.name, ...fields.map((f) => copies[f])]);
    }
  }
}

/** The case manager's correction of a stage: why, as the audit trail keeps it. */
export const CORRECTION_FIELD = 'stage_correction_reason' as const;

/** The correction reason a save carries, when it brings a new one. */
function correctionReason(ctx: HookContext): string | null {
  const given = ctx.input?.[CORRECTION_FIELD];
  const reason = typeof given === 'string' ? given.trim() : '';
  return reason && reason !== String(ctx.previous?.[CORRECTION_FIELD] ?? '') ? reason : null;
}

/**
 * Every change of stage, by whatever path (PUT, methods, side effects of other saves), is checked
 * here against the state machine with the acting user's roles and against the records the new
 * stage stands for; a refusal rolls the save back. A new case is not a move: the filing side files
 * Drafts (fileForCaller), and trusted callers and the case manager may file a case at a later
 * stage (demo data, imports).
 *
 * The case manager may correct a stage outside the machine's order by giving a reason with it
 * (stage_correction_reason, kept with the move in the audit trail); the target's records must still
 * exist, so a correction never makes a case contradict itself.
 */
async function checkStageChange(doc: CaseRecord, ctx: HookContext): Promise<void> {
  const kind = KIND_OF_DOCTYPE[ctx.doctype.name];
  const reason = ctx.isNew ? null : correctionReason(ctx);
  if (reason === null && ctx.input && CORRECTION_FIELD in ctx.input) doc[CORRECTION_FIELD] = previousOf(ctx)?.[CORRECTION_FIELD] ?? null;
  if (ctx.isNew) return;
  const from = String(ctx.previous?.stage ?? '');
  const to = doc.stage ?? '';
  if (reason !== null) {
    if (!isSystemManager(ctx.user)) throw new PermissionError('Only the case manager can correct the stage of a case');
    if (from === to) throw new ValidationError('A stage correction must name a different stage');
    if (!isStageOf(kind, to)) return;
    if (to === DRAFT) throw new ValidationError('A case cannot be moved back to Draft');
    const records = checkStagePrerequisite(kind, to, await caseRecordSummary(ctx.db, kind, doc));
    if (!records.ok) throw new ValidationError(records.reason);
    doc[CORRECTION_FIELD] = `${reason} (${from} → ${to})`;
    return;
  }
  // An unknown stage is reported by the Select check ("Stage cannot be …").
  if (from === to || !isStageOf(kind, to)) return;
  await assertStageChange(ctx.db, kind, from, to, ctx.user, doc);
}

/**
 * A case that completes, settles or is held keeps no live hearings (shared-api hearing-closure):
 * past ones are Completed, the rest Cancelled. Written directly (a hearing's own save would move
 * the case again) and recorded in the audit trail as the acting user's change.
 */
async function closeHearings(doc: CaseRecord, ctx: HookContext): Promise<void> {
  const kind = KIND_OF_DOCTYPE[ctx.doctype.name];
  if (!closesHearings(kind, doc.stage ?? '') || (!ctx.isNew && ctx.previous?.stage === doc.stage)) return;
  const link = kind === 'claim' ? 'claim' : 'dispute';
  const hearing = ctx.registry.require('Hearing');
  const { rows } = await ctx.db.query(
    `SELECT * FROM "tabHearing" WHERE ${quoteIdent(link)} = $1 AND ("status" IS NULL OR "status" NOT IN ('Completed', 'Cancelled'))`,
    [doc.name],
  );
  for (const row of rows.map((raw) => rowFromDb(hearing, raw) as Doc & HearingFields)) {
    const status = closedHearingStatus(row.hearing_date ?? null, today());
    await ctx.db.query(`UPDATE "tabHearing" SET "status" = $2, "modified" = $3, "modified_by" = $4 WHERE "name" = $1`, [row.name, status, doc.modified, ctx.user.name]);
    await recordChanges(ctx, hearing, row, { ...row, status });
  }
}

/**
 * A respondent's language is theirs (recorded from their own session): no party, not even the case
 * manager, sets or clears it by saving the case or the row; a row keeps what it had.
 */
function keepPreferredLanguages(doc: CaseRecord, ctx: HookContext): void {
  const before = previousOf(ctx)?.respondent_table ?? [];
  const previous = new Map(before.map((row) => [String(row.name), row.preferred_language ?? null]));
  for (const row of doc.respondent_table ?? []) row.preferred_language = previous.get(String(row.name)) ?? null;
}

export function caseHooks(): DoctypeHooks {
  return {
    async validate(raw, ctx) {
      const doc = raw as CaseRecord;
      for (const field of EMAIL_FIELDS) {
        const value = doc[field];
        if (typeof value === 'string') doc[field] = value.trim().toLowerCase();
      }
      if (!ctx.trusted && !isSystemManager(ctx.user)) {
        if (ctx.isNew) fileForCaller(doc, ctx);
        guardAssignment(doc, ctx);
      }
      // The lot and import key are the import job's (it files bulk rows itself): no client sets them.
      if (!ctx.trusted) for (const field of IMPORT_FIELDS) doc[field] = ctx.isNew ? null : (previousOf(ctx)?.[field] ?? null);
      if (!ctx.trusted) keepPreferredLanguages(doc, ctx);
      await checkNeutrals(doc, ctx);
      await validatePartyRows(ctx.db, doc);
      await applyStatementOfClaim(doc, ctx);
      if (ctx.doctype.name === 'Dispute') checkExtensionChange(doc, ctx);
    },
    async beforeSave(raw, ctx) {
      const doc = raw as CaseRecord;
      await checkStageChange(doc, ctx);
      settleStatutoryClock(doc, ctx);
    },
    async onUpdate(raw, ctx) {
      const doc = raw as CaseRecord;
      await propagateParties(doc, ctx);
      await ensureConsentDispatch(doc, ctx);
      await closeHearings(doc, ctx);
    },
    async onTrash(raw) {
      // A case under legal hold is kept whole until the hold is lifted (set_legal_hold).
      if (Number(raw.legal_hold) === 1) throw new ValidationError(`${String(raw.name)} is under a legal hold and cannot be deleted`);
    },
  };
}
