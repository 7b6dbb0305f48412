import * as v from 'valibot';
import { method, optionalDate, optionalInt, optionalText, text, type MethodSpec } from './define';

/** What one action on a Lot's terms did (set_lot_settlement_terms). */
export interface LotTermsReply {
  lot: string;
  /** Cases that received the terms. */
  offered: number;
  /** Earlier open Lot terms of the same kind, now withdrawn. */
  withdrawn: number;
  /** Cases left out because they claim less than the terms' total. */
  skipped: number;
}

const amount = v.optional(v.union([v.number(), v.string()]));

/** Settlement terms (issue: settle from the notice). */
export const SETTLEMENT_METHODS = {
  set_lot_settlement_terms: method<LotTermsReply>()({
    summary: 'Offer the same settlement terms on every open case of a Lot the caller files, in one action',
    access: { roles: ['Claimant', 'Lawyer', 'System Manager'], refusal: 'Only the claimant side sets settlement terms' },
    http: ['POST'],
    args: v.object({
      lot: text,
      offer_type: text,
      amount,
      instalment_count: optionalInt,
      instalment_amount: amount,
      first_due_date: optionalDate,
      grace_days: optionalInt,
      valid_until: text,
      terms_note: optionalText,
      payee_name: optionalText,
      collection_vpa: optionalText,
      bank_account_number: optionalText,
      bank_ifsc: optionalText,
    }),
  }),
} as const satisfies Record<string, MethodSpec>;
