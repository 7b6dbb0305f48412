import { stageAfterFinalAward } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import { today } from '../../core/datetime';
import { loadDoc } from '../../core/documents';
import { ValidationError } from '../../core/errors';
import { applyCaseEffects, ensureCaseDocument, type CaseRef } from '../cases/case-effects';
import { assertRecordSave } from '../cases/stage-moves';

/**
 * SPEC §4: "An Award-Final document is created when an award or hearing is saved with saveData
 * false". saveData is a flag of the save, not a field: false (or 0) marks the final save.
 */
export function isFinalSave(input: Readonly<Record<string, unknown>> | undefined): boolean {
  const flag = input?.saveData ?? input?.save_data;
  return flag === false || flag === 0 || flag === '0' || flag === 'false';
}

export const FINAL_AWARD_NEEDS_AWARD = 'Save the award first: a hearing is closed as final with the award it makes';

/**
 * The final save of an award (or of the final hearing that makes it): the case's Award-Final
 * document, filed once, and the case at Award. The final award terminates the proceedings
 * (Arbitration and Conciliation Act 1996, s.32(1)), so it is never left at a hearing stage: where
 * the case may not move to Award yet (say, at the first hearing) the save is refused with
 * shared-api's sentence (checkRecordSave, which the award dialog asks too) and nothing is kept.
 */
export async function makeFinalAward(ctx: RequestContext, ref: CaseRef, source: string): Promise<void> {
  const current = await loadDoc(ctx.db, ctx.registry, ctx.registry.require(ref.doctype), ref.name);
  if (!current) return;
  const stage = String(current.stage ?? '');
  assertRecordSave(ref.kind, stage, 'final-award', ctx.user);
  const { rows } = await ctx.db.query(`SELECT 1 FROM "tabAward" WHERE "${ref.link}" = $1 LIMIT 1`, [ref.name]);
  if (rows.length === 0) throw new ValidationError(FINAL_AWARD_NEEDS_AWARD);
  await ensureCaseDocument(ctx, ref, 'Arbitration Document', { document_type: 'Award-Final' }, {
    document_class: 'Award',
    description: `Final award (${source})`,
    posting_date: today(),
  });
  // At Award, Award Dispatched or Settled (an award on agreed terms, s.30(2)) nothing moves.
  const target = stageAfterFinalAward(stage);
  if (target) await applyCaseEffects(ctx, ref, { stage: target }, { strict: true });
}
