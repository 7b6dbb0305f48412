import { hearingSideEffects } from 'shared-api/rules';
import { today } from '../../core/datetime';
import type { Doc, HookContext } from '../../core/doctype/types';
import { applyCaseEffects, caseOfDocument } from '../cases/case-effects';
import { isFinalSave, makeFinalAward } from '../documents/award-final';
import { refreshFirstAppearance } from '../cases/statutory-clock';

/** Where a claim's hearing stages stand in the hearing sequence (dispatches follow their hearing). */
const CLAIM_HEARING_ORDER: Record<string, number> = {
  'First Hearing': 1,
  'FHN And MOM Dispatch': 1.5,
  'Second Hearing': 2,
  'SHN S17 Order And MOM Dispatch': 2.5,
  'Third Hearing': 3,
  'Fourth Hearing': 4,
  'Fifth Hearing': 5,
  'Sixth Hearing': 6,
  'Final Hearing': 7,
};

/**
 * Re-saving an earlier hearing (a date fix, the minutes) must not take the case back: the machine
 * lets a dispatch stage return to its hearing, but a save of that hearing is not such a return.
 */
function isBackwardHearingMove(from: string, to: string): boolean {
  const [a, b] = [CLAIM_HEARING_ORDER[from], CLAIM_HEARING_ORDER[to]];
  return a !== undefined && b !== undefined && b < a;
}

/** Held: marked Completed, or attendees or minutes recorded on or after the hearing date. */
function wasHeld(doc: Doc): boolean {
  if (doc.status === 'Completed') return true;
  const recorded = ((doc.hearing_attendees as Doc[] | undefined) ?? []).length > 0 || Boolean(doc.transcript);
  return recorded && typeof doc.hearing_date === 'string' && doc.hearing_date <= today();
}

/**
 * Saving a hearing sets the case's stage (when the acting neutral may make that move, and it is not
 * backward) and its proposed/actual dates 1..4 or hold reason (SPEC §4). A final hearing saved with
 * saveData false makes the final award (award-final.ts): the Award-Final document and the case at Award.
 */
export async function applyHearingEffects(doc: Doc, ctx: HookContext): Promise<void> {
  const ref = caseOfDocument(doc);
  if (!ref) return;
  const hearingType = String(doc.hearing_type ?? '');
  const date = typeof doc.hearing_date === 'string' ? doc.hearing_date : null;
  const patch = hearingSideEffects(ref.kind, hearingType, date, { held: wasHeld(doc) });
  await applyCaseEffects(ctx, ref, patch, { isBackward: ref.kind === 'claim' ? isBackwardHearingMove : undefined });
  if (hearingType === 'Final Hearing' && isFinalSave(ctx.input)) await makeFinalAward(ctx, ref, `final hearing ${String(doc.name)}`);
  await refreshFirstAppearance(ctx, ref);
}

/** A deleted hearing no longer fixes the first appearance before the mediator. */
export async function applyHearingRemoval(doc: Doc, ctx: HookContext): Promise<void> {
  const ref = caseOfDocument(doc);
  if (ref) await refreshFirstAppearance(ctx, ref, { excludeHearing: String(doc.name) });
}
