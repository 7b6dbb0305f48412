/*
 * Saves that stand for a stage (SPEC §4 "Transitions"): recording an outcome, a registration or the
 * final award moves the case, and the save is refused when the move is. The neutral's step forms ask
 * this rule before offering a form, and the server refuses the same saves with the same sentences,
 * so a form is never offered whose save must fail.
 *
 * - A settlement of a dispute moves it to Settlement Agreement, a non-settlement to Non Settlement
 *   Agreement; a claim's settlement to Settled (its non-settlement only sets a flag).
 * - A registration moves a dispute to Registration.
 * - The final award moves the case to Award: it terminates the proceedings (Arbitration and
 *   Conciliation Act 1996, s.32(1)), so a case holding one cannot stay at a hearing. It is made once
 *   the hearings have closed, where the machine lets the case reach Award (after the second hearing,
 *   the final hearing or a hold): the Act lets the tribunal decide how many hearings to hold
 *   (s.24(1)) and go on without a party in default (s.25(b), (c): ex parte), but every party must
 *   first have had the notice and its chance to state its case (s.18, s.23, s.24(3)); in the other
 *   types' order the first hearing comes before the reply, so an award there could deny that. A
 *   respondent in default is therefore heard ex parte at the next hearing, then the award is made.
 *   Saving the award as a draft is always allowed while the award may be edited.
 */
import { ALLOWED, refuse, type RuleResult } from './result';
import type { CaseKind } from './stages';
import { canTransition } from './transitions';

export type RecordSave = 'settlement' | 'non-settlement' | 'registration' | 'final-award';

/** Stages where the final award moves nothing: made already, or a settled claim's award on agreed terms (s.30(2)). */
const NO_MOVE_FOR_AWARD: readonly string[] = ['Award', 'Award Dispatched', 'Settled'];

/** The stage a save takes the case to; null when it moves nothing (a claim's non-settlement). */
export function stageOfRecordSave(kind: CaseKind, save: RecordSave): string | null {
  switch (save) {
    case 'settlement':
      return kind === 'dispute' ? 'Settlement Agreement' : 'Settled';
    case 'non-settlement':
      return kind === 'dispute' ? 'Non Settlement Agreement' : null;
    case 'registration':
      return kind === 'dispute' ? 'Registration' : null;
    case 'final-award':
      return 'Award';
  }
}

/** The stage the final award moves a case at `stage` to; null when it stays (made already, or Settled). */
export function stageAfterFinalAward(stage: string): 'Award' | null {
  return NO_MOVE_FOR_AWARD.includes(stage) ? null : 'Award';
}

const WHAT: Record<RecordSave, string> = {
  settlement: 'A settlement',
  'non-settlement': 'A non-settlement',
  registration: 'A registration',
  'final-award': 'The final award',
};

/** Why the final award cannot be saved at `stage` (the sentence both the dialog and the server give). */
export function finalAwardRefusal(kind: CaseKind, stage: string): string {
  return (
    `The final award ends the proceedings (s.32(1) of the Arbitration and Conciliation Act 1996) and is made once the hearings have closed: ` +
    `this ${kind} is at ${stage} and cannot move to Award yet. Save the award as a draft, or record the next hearing first ` +
    `(a respondent in default is heard ex parte, s.25)`
  );
}

/**
 * May `role` save this record on a case of `kind` at `stage`? Only the stage part is judged here;
 * who may edit the record at all (isAwardEditable, canRecordProceedings) is checked beside it.
 */
export function checkRecordSave(kind: CaseKind, stage: string, save: RecordSave, role: string | null | undefined): RuleResult {
  if (save === 'registration' && kind === 'claim') return refuse('Only a mediation is registered');
  if (save === 'final-award') {
    if (NO_MOVE_FOR_AWARD.includes(stage)) return ALLOWED;
    if (stage === 'Completed') return refuse('The case is Completed: its award is final');
  }
  const target = stageOfRecordSave(kind, save);
  if (target === null || target === stage) return ALLOWED;
  const move = canTransition(kind, stage, target, role);
  if (move.ok) return ALLOWED;
  if (save === 'final-award') return refuse(finalAwardRefusal(kind, stage));
  return refuse(`${WHAT[save]} moves the ${kind} to ${target}, which it cannot reach from ${stage}`);
}

/** The saves of `saves` that `role` may make at `stage` (a form offers only these). */
export function allowedRecordSaves(kind: CaseKind, stage: string, saves: readonly RecordSave[], role: string | null | undefined): RecordSave[] {
  return saves.filter((save) => checkRecordSave(kind, stage, save, role).ok);
}
