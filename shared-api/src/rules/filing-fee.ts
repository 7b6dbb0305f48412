/** SPEC §2 payment modal and §9: the methods offered for the filing fee. */
export const PAYMENT_METHODS = ['Credit Card', 'Bank Transfer', 'Paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §9: the fee shown in the payment modal ("Arbitration Fee 1000 Rs"), for claims and disputes. */
export const FILING_FEE_RS = 1000;

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The reply of `record_filing_fee`: the case's filing-fee Invoice, pending until paid. */
export interface FilingFee {
  name: string;
  case: string;
  amount: number;
  status: string;
  method: string;
  reference: string;
  instructions: string | null;
}
