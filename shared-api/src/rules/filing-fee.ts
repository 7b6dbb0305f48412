/** SPEC §2 payment modal and §9: the methods offered for the filing fee. */
export const PAYMENT_METHODS = ['Credit Card', 'Bank Transfer', 'Paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §9: the fee shown in the payment modal ("Arbitration Fee 1000 Rs"), for claims and disputes. */
export const FILING_FEE_RS = 1000;

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);


/**
 * The institution's account that filing fees are paid into (server settings `INSTITUTION_BANK_*`).
 * `demo` marks the made-up account shown with demo data: never pay into it.
 */
export interface PaymentAccount {
  account_name: string;
  account_number: string;
  ifsc: string;
  bank: string;
  branch: string | null;
  demo: boolean;
}

/** The reply of `record_filing_fee`: the case's filing-fee Invoice, pending until paid. */
export interface FilingFee {
  name: string;
  case: string;
  amount: number;
  status: string;
  method: string;
  reference: string;
  instructions: string | null;
  /** Where to transfer the fee; null when the portal has none configured (the case manager sends it). */
  bank_account: PaymentAccount | null;
}

/** IFSC: four letters of the bank, a 0, six letters or digits of the branch (RBI). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * A bank transfer's reference as the payer's bank prints it: a NEFT UTR has 16 characters, an RTGS
 * UTR 22, an IMPS or UPI reference 12 digits. Letters and digits only, compared in capitals.
 */
export const TRANSFER_REFERENCE_PATTERN = /^[A-Z0-9]{12,22}$/;

export const TRANSFER_MESSAGES = {
  referenceRequired: 'Transfer reference (UTR) is required',
  referenceFormat: 'Transfer reference (UTR) must be 12 to 22 letters or digits, as the bank statement shows it',
  dateRequired: 'Date of transfer is required',
  dateInvalid: 'Date of transfer is not a valid date',
  dateFuture: 'Date of transfer cannot be in the future',
  dateBeforeInvoice: 'Date of transfer cannot be before the invoice was raised',
} as const;

export interface TransferConfirmation {
  transfer_reference: string;
  transfer_date: string;
}

/** `" sbin 1181 2345 6789 "` → `"SBIN118123456789"`: spaces and dashes people copy from a statement go. */
export const normaliseTransferReference = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[\s-]/g, '').toUpperCase() : '';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  return date.getUTCFullYear() === +match[1]! && date.getUTCMonth() === +match[2]! - 1 && date.getUTCDate() === +match[3]!;
}

/**
 * Checks what the case manager enters to confirm a filing fee received by bank transfer: the
 * transfer's reference (UTR) and its date (YYYY-MM-DD), not after `today` (India) nor before the
 * day the invoice was raised. The screen and the server check alike.
 */
export function checkTransferConfirmation(
  input: { transfer_reference?: unknown; transfer_date?: unknown },
  today: string,
  invoiceDate?: string | null,
): { values: TransferConfirmation } | { message: string } {
  const reference = normaliseTransferReference(input.transfer_reference);
  if (!reference) return { message: TRANSFER_MESSAGES.referenceRequired };
  if (!TRANSFER_REFERENCE_PATTERN.test(reference)) return { message: TRANSFER_MESSAGES.referenceFormat };
  const date = typeof input.transfer_date === 'string' ? input.transfer_date.trim().slice(0, 10) : '';
  if (!date) return { message: TRANSFER_MESSAGES.dateRequired };
  if (!isRealIsoDate(date)) return { message: TRANSFER_MESSAGES.dateInvalid };
  if (date > today) return { message: TRANSFER_MESSAGES.dateFuture };
  if (invoiceDate && date < invoiceDate.slice(0, 10)) return { message: TRANSFER_MESSAGES.dateBeforeInvoice };
  return { values: { transfer_reference: reference, transfer_date: date } };
}

/** What `confirm_filing_fee` answers: the invoice, now Paid, and who confirmed it when. */
export interface FilingFeeConfirmation {
  name: string;
  case: string;
  amount: number;
  status: string;
  reference: string;
  transfer_reference: string;
  transfer_date: string;
  confirmed_by: string;
  confirmed_on: string;
}
