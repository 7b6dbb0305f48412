/*
 * Conversion and referral (SPEC §3 is_convereted, isarbreffercase; §4 "A case can be converted from
 * mediation to arbitration … or referred to mediation"). Our reading of when:
 * - A mediation is converted to arbitration once it has failed: its non-settlement is recorded
 *   (Non Settlement Agreement, or Completed with is_nonsettled).
 * - An arbitration is referred to mediation while it runs and before its award: not a Draft (it
 *   can be refiled instead), not at Award, Award Dispatched, Settled or Completed.
 * - Once per case: a case linked to a counterpart is not converted or referred again.
 */
import { isFlagSet, type Flag } from './flags';
import { ALLOWED, refuse, type RuleResult } from './result';

export interface ConvertibleCase {
  name?: string | null;
  stage?: string | null;
  is_nonsettled?: Flag;
  linked_case?: string | null;
}

const label = (doc: ConvertibleCase, fallback: string) => doc.name || fallback;

export function canConvertToArbitration(dispute: ConvertibleCase): RuleResult {
  if (dispute.linked_case) return refuse(`${label(dispute, 'The dispute')} is already linked to ${dispute.linked_case}`);
  const failed = dispute.stage === 'Non Settlement Agreement' || (dispute.stage === 'Completed' && isFlagSet(dispute.is_nonsettled));
  return failed ? ALLOWED : refuse('Only a mediation that failed (its non-settlement recorded) can be converted to arbitration');
}

const NOT_REFERABLE = ['Draft', 'Award', 'Award Dispatched', 'Settled', 'Completed'];

export function canReferToMediation(claim: ConvertibleCase): RuleResult {
  if (claim.linked_case) return refuse(`${label(claim, 'The claim')} is already linked to ${claim.linked_case}`);
  const stage = claim.stage || 'Draft';
  if (stage === 'Draft') return refuse(`${label(claim, 'The claim')} is still a Draft: it can be refiled instead`);
  return NOT_REFERABLE.includes(stage) ? refuse(`An arbitration at ${stage} can no longer be referred to mediation`) : ALLOWED;
}

/** The spec's toasts (§8, its misspelt "Reffered Mediation" spelt right) and ours for the conversion, which the spec does not word. */
export const CONVERSION_MESSAGES = {
  referred: 'Referred to mediation successfully',
  referralFailed: 'Failed to convert to mediation',
  converted: 'Converted to arbitration successfully',
  conversionFailed: 'Failed to convert to arbitration',
} as const;
