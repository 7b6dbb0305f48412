import { randomInt } from 'node:crypto';
import type { PaymentAccount, PaymentMethod } from 'shared-api/rules';
import { rupees } from '../core/money';
import { describeAccount } from './bank-account';

export { PAYMENT_METHODS, type PaymentMethod } from 'shared-api/rules';

/** What a payment is for and who pays it. */
export interface PaymentRequest {
  /** The case number (ARB-… or MED-…). */
  case: string;
  doctype: 'Claim' | 'Dispute';
  /** In rupees. */
  amount: number;
  method: PaymentMethod;
  /** The e-mail of the user who asked to pay. */
  payer: string;
}

/** How the provider took the request. Card data never passes through the portal. */
export interface PaymentStart {
  /** The Invoice Status the fee starts in: `Pending` until the money is confirmed. */
  status: 'Pending' | 'Paid';
  /** Unique, human-readable; quoted with a transfer and shown on the invoice. */
  reference: string;
  /** What the payer does next, in plain words. */
  instructions?: string;
}

/**
 * A payment provider. The default is offline (bank transfer); an online gateway plugs in with
 * `configurePayments` and must take card details on its own page, never through this server.
 */
export interface PaymentProvider {
  startPayment(request: PaymentRequest): Promise<PaymentStart>;
}

/** No 0/O, 1/I/L: a reference read out over the phone or typed from a slip stays unambiguous. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `ARB-00012-FEE-7K3Q`: the case number, what it is for, and four random characters. */
export function feeReference(caseName: string, random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `${caseName.toUpperCase()}-FEE-${suffix}`;
}

export interface OfflinePaymentOptions {
  /** The institution's account to pay into (`INSTITUTION_BANK_*`); none: the case manager sends it. */
  bankAccount?: PaymentAccount | null;
  random?: (max: number) => number;
}

/**
 * Records the fee as pending and tells the payer to pay by bank transfer quoting the reference.
 * Nothing is charged; the case manager confirms the transfer (`confirm_filing_fee`) when it arrives.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  constructor(private readonly options: OfflinePaymentOptions = {}) {}

  get bankAccount(): PaymentAccount | null {
    return this.options.bankAccount ?? null;
  }

  async startPayment(request: PaymentRequest): Promise<PaymentStart> {
    const reference = feeReference(request.case, this.options.random);
    const account = this.options.bankAccount;
    const amount = rupees(request.amount);
    const transfer = account
      ? `Pay ${amount} by bank transfer to ${describeAccount(account)}${account.demo ? ' (a demo account: do not pay into it)' : ''} and quote the reference ${reference}. The fee stays pending until the transfer is confirmed.`
      : `Pay ${amount} by bank transfer and quote the reference ${reference}. The case manager will send you the account to pay into. The fee stays pending until the transfer is confirmed.`;
    const online = request.method === 'Credit Card' ? 'card' : request.method === 'Paypal' ? 'PayPal' : null;
    const instructions = online ? `Online ${online} payment is not available, so nothing was charged. ${transfer}` : transfer;
    return { status: 'Pending', reference, instructions };
  }
}
