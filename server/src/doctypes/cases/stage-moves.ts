import { canTransition, CLAIM_MOVES, DISPUTE_MOVES, type CaseKind } from 'shared-api/rules';
import { PermissionError, ValidationError } from '../../core/errors';
import { isSystemManager, respondentCaseOf, type SessionUser } from '../../core/session-user';

/*
 * Every change of a case's stage is checked with shared-api's canTransition, whoever makes it
 * (PUT, a method, a side effect of saving a hearing…): the rule names who may move a case where.
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

export function canMoveStage(kind: CaseKind, from: string, to: string, user: SessionUser): boolean {
  return from === to || checkStageMove(kind, from, to, user).ok;
}

/** Throws the refusal of an illegal move (the rule's own sentence). */
export function assertStageMove(kind: CaseKind, from: string, to: string, user: SessionUser): void {
  if (from === to) return;
  const result = checkStageMove(kind, from, to, user);
  if (result.ok) return;
  throw result.permission ? new PermissionError(result.reason) : new ValidationError(result.reason);
}
