import { settlementSideEffects } from 'shared-api/rules';
import type { Doc, HookContext } from '../../core/doctype/types';
import { applyCaseEffects, caseOfDocument } from '../cases/case-effects';

/**
 * One doctype holds both outcomes (SPEC §3). A non-settlement says so in settlement_type
 * ("Non Settlement…"), or fills only the non_settlement_* fields.
 */
export function outcomeOf(doc: Doc): 'settlement' | 'non-settlement' {
  const type = String(doc.settlement_type ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (type.startsWith('non')) return 'non-settlement';
  if (type) return 'settlement';
  const nonFilled = ['non_settlement_date', 'non_settlement_amount', 'non_settlement_report'].some((field) => Boolean(doc[field]));
  const filled = ['settlement_date', 'settlement_amount', 'settlement_report'].some((field) => Boolean(doc[field]));
  return nonFilled && !filled ? 'non-settlement' : 'settlement';
}

/**
 * A dispute takes the outcome's stage and flags; a claim settled by the parties becomes Settled
 * (a failed settlement of a claim only sets its flag). The record stands for the stage, so when the
 * case may not take that stage (say, a non-settlement saved after registration) the save is refused
 * with the machine's reason and nothing is recorded.
 */
export async function applySettlementEffects(doc: Doc, ctx: HookContext): Promise<void> {
  const ref = caseOfDocument(doc);
  if (!ref) return;
  const outcome = outcomeOf(doc);
  const patch =
    ref.kind === 'dispute'
      ? settlementSideEffects(outcome)
      : outcome === 'settlement'
        ? { stage: 'Settled', is_settled: 1, is_nonsettled: 0 }
        : { is_settled: 0, is_nonsettled: 1 };
  await applyCaseEffects(ctx, ref, patch, { strict: true });
}
