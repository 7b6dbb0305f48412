/** The answer of a rule that may refuse: refusals carry a sentence a person can read. */
export type RuleResult = { ok: true } | { ok: false; reason: string };

export const ALLOWED: RuleResult = { ok: true };

export function refuse(reason: string): RuleResult {
  return { ok: false, reason };
}
