import {
  canTransition,
  checkRecordSave,
  checkStagePrerequisite,
  CLAIM_MOVES,
  DISPUTE_MOVES,
  stagesOf,
  type CaseKind,
  type RecordSave,
  type RuleResult,
  type StageOption,
} from 'shared-api/rules';
import type { Db } from '../../db';
import type { Doc } from '../../core/doctype/types';
import { PermissionError, ValidationError } from '../../core/errors';
import { isSystemManager, respondentCaseOf, type SessionUser } from '../../core/session-user';
import { caseRecordSummary } from './case-records';

/*
 * Every change of a case's stage is checked with shared-api's canTransition, whoever makes it
 * (PUT, a method, a side effect of saving a hearing…): the rule names who may move a case where.
 *
 * A move the machine allows must also find the record its stage stands for (shared-api's
 * prerequisite table, checked against the case's records in the same transaction).
 *
 * A refusal is a 403 PermissionError when the user is not a stage mover of this kind of case at
 * all (claimants, lawyers, experts; respondents beyond their one statement_of_claim step, SPEC §6)
 * and a 417 ValidationError when a mover asks for a move the machine does not have.
 */

export const KIND_OF_DOCTYPE: Record<string, CaseKind> = { Claim: 'claim', Dispute: 'dispute' };

/** The roles in which this user moves cases: a respondent session only as the Respondent. */
function moverRoles(user: SessionUser): string[] {
  if (respondentCaseOf(user)) return ['Respondent'];
  if (isSystemManager(user)) return ['System Manager'];
  return [...user.roles];
}

function movesOfKind(kind: CaseKind) {
  return kind === 'claim' ? CLAIM_MOVES : DISPUTE_MOVES;
}

export type StageMoveResult = { ok: true } | { ok: false; reason: string; permission: boolean };

/** May this user move a case of `kind` from `from` to `to`, in any of their roles? */
export function checkStageMove(kind: CaseKind, from: string, to: string, user: SessionUser): StageMoveResult {
  const results = moverRoles(user).map((role) => ({ role, result: canTransition(kind, from, to, role) }));
  if (results.some(({ result }) => result.ok)) return { ok: true };
  const moves = movesOfKind(kind);
  const asMover = results.find(({ role }) => role !== 'Respondent' && moves.some((move) => (move.by as readonly string[]).includes(role)));
  const chosen = asMover ?? results[0] ?? { result: canTransition(kind, from, to, null) };
  const reason = chosen.result.ok ? 'Stage change refused' : chosen.result.reason;
  return { ok: false, reason, permission: !asMover };
}

/**
 * The machine and the records: may this user move case `doc` (its values as they will be saved)
 * from `from` to `to`? A missing record is a 417 with the sentence that names it.
 */
export async function checkStageChange(db: Db, kind: CaseKind, from: string, to: string, user: SessionUser, doc: Doc): Promise<StageMoveResult> {
  if (from === to) return { ok: true };
  const machine = checkStageMove(kind, from, to, user);
  if (!machine.ok) return machine;
  const records = checkStagePrerequisite(kind, to, await caseRecordSummary(db, kind, doc));
  return records.ok ? records : { ok: false, reason: records.reason, permission: false };
}

export async function assertStageChange(db: Db, kind: CaseKind, from: string, to: string, user: SessionUser, doc: Doc): Promise<void> {
  const result = await checkStageChange(db, kind, from, to, user, doc);
  if (result.ok) return;
  throw result.permission ? new PermissionError(result.reason) : new ValidationError(result.reason);
}

/**
 * May this user save a record that stands for a stage (an outcome, a registration, the final award)
 * on a case at `stage`? shared-api's checkRecordSave in any of their roles: the neutral's forms ask
 * the same rule before they are offered, and a refusal here gives the sentence they show.
 */
export function checkRecordSaveFor(kind: CaseKind, stage: string, save: RecordSave, user: SessionUser): RuleResult {
  const results = moverRoles(user).map((role) => checkRecordSave(kind, stage, save, role));
  return results.find((result) => result.ok) ?? results[0] ?? checkRecordSave(kind, stage, save, null);
}

export function assertRecordSave(kind: CaseKind, stage: string, save: RecordSave, user: SessionUser): void {
  const result = checkRecordSaveFor(kind, stage, save, user);
  if (!result.ok) throw new ValidationError(result.reason);
}

/** Every move the machine gives this user from the case's stage, with what its records still lack. */
export async function stageOptionsFor(db: Db, kind: CaseKind, doc: Doc, user: SessionUser): Promise<StageOption[]> {
  const from = String(doc.stage ?? '');
  const moves = stagesOf(kind).filter((to) => to !== from && checkStageMove(kind, from, to, user).ok);
  const summary = await caseRecordSummary(db, kind, doc);
  return moves.map((stage) => {
    const result = checkStagePrerequisite(kind, stage, summary);
    return result.ok ? { stage, ok: true } : { stage, ok: false, reason: result.reason };
  });
}
