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

/** A code was texted for confirming an acceptance (sent false: the one sent moments ago still works). */
export interface SettlementCodeSent {
  sent: boolean;
  masked_mobile: string;
  expires_in: number;
  resend_after: number;
}

/** Terms after a settlement action: accepted, proposed or declined. */
export interface SettlementAnswer {
  offer: string;
  status: string;
  accepted_at?: string;
  accepted_text_sha256?: string;
  answered_at?: string;
  total_amount?: number;
  valid_until?: string;
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

  // The respondent (a respondent session, bound to its case) settles: a fresh SMS code, then the acceptance.
  request_settlement_code: method<SettlementCodeSent>()({
    summary: 'Text the respondent a fresh code to confirm accepting these settlement terms',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ offer: text, language: optionalText }),
  }),
  accept_settlement_offer: method<SettlementAnswer>()({
    summary: 'The respondent accepts the lender’s settlement terms with the code sent to their mobile; the statement shown is recorded',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ offer: text, code: text, shown_text: text, language: optionalText }),
  }),
  propose_settlement_terms: method<SettlementAnswer>()({
    summary: 'The respondent proposes other terms (a counter-offer: an amount or a plan) with a reason',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({
      offer: optionalText,
      offer_type: text,
      amount,
      instalment_count: optionalInt,
      instalment_amount: amount,
      first_due_date: optionalDate,
      grace_days: optionalInt,
      reason: text,
      language: optionalText,
    }),
  }),
  answer_settlement_counter_offer: method<SettlementAnswer>()({
    summary: 'The lender accepts a counter-offer (it becomes the agreed terms) or declines it with a reason',
    access: { roles: ['Claimant', 'Lawyer', 'System Manager'], refusal: 'Only the claimant side answers a counter-offer' },
    http: ['POST'],
    args: v.object({ offer: text, decision: v.picklist(['accept', 'decline']), reason: optionalText }),
  }),
} as const satisfies Record<string, MethodSpec>;
