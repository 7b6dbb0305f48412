import { settlementSideEffects } from 'shared-api/rules';
import { on, type DocEventSubscription } from '../../core/doctype/events';
import type { Doc, HookContext } from '../../core/doctype/types';
import { outcomeOf } from '../settlements/settlement-effects';
import { applyCaseEffects, caseOfDocument } from './case-effects';

/*
 * What the records of other doctypes do to their case, subscribed here (Frappe's doc_events) so
 * those doctypes need not import the case's code, which reads them back.
 */

/**
 * A dispute takes the outcome's stage and flags; a claim settled by the parties becomes Settled
 * (a failed settlement of a claim only sets its flag). The record stands for the stage, so when the
 * case may not take that stage (say, a non-settlement saved after registration) the save is refused
 * with the machine's reason and nothing is recorded.
 */
async function applySettlementEffects(doc: Doc, ctx: HookContext): Promise<void> {
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

export const CASE_EVENTS: readonly DocEventSubscription[] = [on('Settlement', 'onUpdate', applySettlementEffects)];
