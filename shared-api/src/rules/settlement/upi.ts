/*
 * A UPI payment request any UPI app can pay: NPCI's deep-link form `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`
 * (UPI Linking Specification: pa payee VPA, pn payee name, am amount in rupees with two decimals,
 * cu currency, tn note shown to the payer, tr the payee's transaction reference). The link and its
 * QR code only ask for money: a payment counts only when the lender records it, a bank statement
 * matches it or the gateway's signed webhook reports it.
 */

/** A VPA: a handle of letters, digits, dot, hyphen or underscore, `@`, and the PSP's handle (letters). */
const VPA = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** `tr`: letters, digits and hyphens, up to 35 characters (what banks echo back in the statement's narration). */
const REFERENCE = /^[A-Za-z0-9-]{4,35}$/;
/** Upper bound of one UPI payment request the portal makes (NPCI's general per-transaction limit). */
export const UPI_MAX_AMOUNT = 1_00_000;

export interface UpiRequest {
  /** The lender's collection VPA. */
  vpa: string;
  /** Who is paid, as the payer's app shows it. */
  payeeName: string;
  /** Rupees; sent with two decimals. */
  amount: number;
  /** A unique reference for this request (the offer, or one instalment of it). */
  reference: string;
  /** A short note shown to the payer. */
  note: string;
}

export const isVpa = (value: string) => VPA.test(value.trim());

/** What is wrong with the request, or null. */
export function upiRequestProblem(request: UpiRequest): string | null {
  if (!isVpa(request.vpa)) return `"${request.vpa}" is not a UPI ID (name@bank)`;
  if (!request.payeeName.trim()) return 'The payee name is missing';
  if (!Number.isFinite(request.amount) || request.amount <= 0) return 'The amount must be more than zero';
  if (Math.abs(request.amount * 100 - Math.round(request.amount * 100)) > 1e-6) return 'The amount may have at most two decimals';
  if (request.amount > UPI_MAX_AMOUNT) return 'The amount is above the UPI limit for one payment; pay by bank transfer';
  if (!REFERENCE.test(request.reference)) return 'The payment reference must be 4 to 35 letters, digits or hyphens';
  return null;
}

/** `upi://pay?…` for the request; throws when it is not one a UPI app would accept. */
export function upiPayLink(request: UpiRequest): string {
  const problem = upiRequestProblem(request);
  if (problem) throw new Error(problem);
  const params: [string, string][] = [
    ['pa', request.vpa.trim().toLowerCase()],
    ['pn', request.payeeName.trim().slice(0, 50)],
    ['am', request.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', request.note.trim().slice(0, 50)],
    ['tr', request.reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The reference of a settlement payment: the offer's, and the instalment's number for a plan ("STL-ab12cd34ef-2"). */
export function settlementPaymentReference(offerName: string, instalment?: number): string {
  const base = `STL-${offerName.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}`;
  return instalment ? `${base}-${instalment}` : base;
}
