/*
 * A lender's settlement terms on a case (Settlement Offer): a one-time amount (a discount on the
 * claimed sum) or an instalment plan, each valid until a date. The same checks run in the lender's
 * form and on the server, so a form never accepts what the server refuses.
 */

export const OFFER_TYPES = ['One-time', 'Instalments'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/**
 * Where a case's terms came from: set on the case, set for its whole Lot, the claimant's default,
 * or proposed by the respondent (a counter-offer the lender accepts or declines).
 */
export const OFFER_SOURCES = ['Case', 'Lot', 'Default', 'Respondent'] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number];

/**
 * Open: the lender's live terms. Withdrawn: taken back by the lender. Accepted: the agreed terms
 * (the respondent accepted the lender's offer with an SMS code, or the lender accepted the
 * respondent's counter-offer); one per case. Proposed: the respondent's counter-offer awaiting the
 * lender. Declined: a counter-offer the lender declined, with its reason.
 */
export const OFFER_STATUSES = ['Open', 'Withdrawn', 'Accepted', 'Proposed', 'Declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Instalment plans the portal offers: 2 to 36 instalments, up to 90 days' grace after a due date. */
export const MAX_INSTALMENTS = 36;
export const MAX_GRACE_DAYS = 90;

export interface OfferTerms {
  offer_type?: unknown;
  amount?: unknown;
  instalment_count?: unknown;
  instalment_amount?: unknown;
  first_due_date?: unknown;
  grace_days?: unknown;
  valid_until?: unknown;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};
const paise = (value: number) => Math.round(value * 100);

/** The total the respondent pays under the terms (one-time amount, or count × instalment). */
export function offerTotal(terms: OfferTerms): number | null {
  if (terms.offer_type === 'One-time') return num(terms.amount);
  const count = num(terms.instalment_count);
  const each = num(terms.instalment_amount);
  return count === null || each === null ? null : paise(count * each) / 100;
}

/** The discount on the claimed sum, in per cent to one decimal (null when either is unknown or the claim is 0). */
export function offerDiscountPercent(terms: OfferTerms, claimed: number | null | undefined): number | null {
  const total = offerTotal(terms);
  if (total === null || !claimed || claimed <= 0) return null;
  return Math.round(((claimed - total) / claimed) * 1000) / 10;
}

/**
 * The first thing wrong with the terms, in words a lender understands, or null when they hold.
 * `today` is the date in India (YYYY-MM-DD); `claimed` the claimed sum, when the case states one.
 */
export function offerTermsProblem(terms: OfferTerms, today: string, claimed?: number | null): string | null {
  if (!OFFER_TYPES.includes(terms.offer_type as OfferType)) return 'Choose the kind of offer: One-time or Instalments';
  if (!isIsoDate(terms.valid_until)) return 'Valid until must be a date';
  if (terms.valid_until < today) return 'Valid until cannot be in the past';
  if (terms.offer_type === 'One-time') {
    const amount = num(terms.amount);
    if (amount === null || amount <= 0) return 'The settlement amount must be more than zero';
    if (Math.abs(amount * 100 - paise(amount)) > 1e-6) return 'The settlement amount may have at most two decimals';
  } else {
    const count = num(terms.instalment_count);
    if (count === null || !Number.isInteger(count) || count < 2 || count > MAX_INSTALMENTS) return `Number of instalments must be a whole number from 2 to ${MAX_INSTALMENTS}`;
    const each = num(terms.instalment_amount);
    if (each === null || each <= 0) return 'The instalment amount must be more than zero';
    if (!isIsoDate(terms.first_due_date)) return 'First due date must be a date';
    if (terms.first_due_date < today) return 'First due date cannot be in the past';
    const grace = num(terms.grace_days ?? 0);
    if (grace === null || !Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_DAYS) return `Grace days must be a whole number from 0 to ${MAX_GRACE_DAYS}`;
  }
  const total = offerTotal(terms);
  if (claimed && claimed > 0 && total !== null && total > claimed) return 'The offer cannot be more than the amount claimed';
  return null;
}

export interface PaymentDetails {
  payee_name?: unknown;
  collection_vpa?: unknown;
  bank_account_number?: unknown;
  bank_ifsc?: unknown;
}

const VPA_FORMAT = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Where the respondent pays, when given: a UPI ID (name@bank), an account number with its IFSC, and who is paid. */
export function paymentDetailsProblem(details: PaymentDetails): string | null {
  if (filled(details.collection_vpa) && !VPA_FORMAT.test(details.collection_vpa.trim())) return `"${details.collection_vpa}" is not a UPI ID (name@bank)`;
  if (filled(details.bank_account_number) !== filled(details.bank_ifsc)) return 'Give the bank account number and its IFSC together';
  if (filled(details.bank_account_number) && !ACCOUNT_NUMBER.test(details.bank_account_number.trim())) return 'The bank account number must be 9 to 18 digits';
  if (filled(details.bank_ifsc) && !IFSC.test(details.bank_ifsc.trim().toUpperCase())) return `"${details.bank_ifsc}" is not an IFSC (4 letters, 0, then 6 letters or digits)`;
  if ((filled(details.collection_vpa) || filled(details.bank_account_number)) && !filled(details.payee_name)) return 'Give the name payments are made to';
  return null;
}
