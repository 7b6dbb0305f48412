import * as v from 'valibot';
import { method, noArgs, optionalText, text, type MethodSpec } from './define';

/** A case's legal hold as set_legal_hold left it. */
export interface LegalHoldReply {
  case: string;
  legal_hold: 0 | 1;
  legal_hold_reason: string | null;
}

/** One kind of record in the retention schedule. */
export interface RetentionRule {
  kind: string;
  /** What the records are, in words. */
  records: string;
  /** Days after which the job deletes them; null: kept (as the law requires). */
  delete_after_days: number | null;
  /** Why this period: the law or the purpose. */
  basis: string;
}

/** One run of the retention job: how many records of each kind it removed, and what holds kept. */
export interface RetentionRun {
  ran_at: string;
  removed: Record<string, number>;
  kept_on_hold: number;
}

/** Data stewardship: legal holds and the retention schedule (issue: data stewardship). */
export const STEWARDSHIP_METHODS = {
  set_legal_hold: method<LegalHoldReply>()({
    summary: 'The case manager puts a case under a legal hold (nothing of it is deleted) or lifts it, with the reason',
    access: { roles: ['System Manager'], refusal: 'Only the case manager can place or lift a legal hold' },
    http: ['POST'],
    args: v.object({ case: text, hold: v.union([v.literal(0), v.literal(1), v.literal('0'), v.literal('1')]), reason: optionalText }),
  }),
  get_data_retention: method<{ schedule: RetentionRule[]; runs: RetentionRun[] }>()({
    summary: 'The retention schedule and the last runs of the retention job',
    access: { roles: ['System Manager'], refusal: 'Only the case manager can see the retention schedule' },
    args: noArgs,
  }),
} as const satisfies Record<string, MethodSpec>;
