import * as v from 'valibot';
import { method, optionalText, text, type MethodSpec } from './define';

/** What sign_award confirmed. */
interface AwardSignatureReply {
  award: string;
  signed_by: string;
  /** YYYY-MM-DD HH:MM:SS (server time, UTC). */
  signed_on: string;
}

/** What sign_invoice confirmed. */
interface InvoiceSignatureReply {
  invoice: string;
  signed_by: string;
  signed_on: string;
}

/** Where request_signature_otp sent the code. */
interface SignatureOtpReply {
  award?: string;
  invoice?: string;
  /** The registered mobile, masked (******1234). */
  sent_to: string;
  /** Seconds the code stays valid. */
  expires_in: number;
}

/** Digital signatures (issue: documents that prove themselves). */
export const SIGNATURE_METHODS = {
  sign_award: method<AwardSignatureReply>()({
    summary: 'The neutral confirms, with their password or a code sent to their mobile, that their key signs the award and its covering letter as saved',
    access: { roles: ['Arbitrator', 'Mediator', 'Med-Arb'], refusal: 'Only the neutral of the case signs its award' },
    http: ['POST'],
    args: v.object({ award: text, password: optionalText, otp: optionalText }),
  }),
  request_signature_otp: method<SignatureOtpReply>()({
    summary: 'Sends the neutral a 6-digit code by SMS to their registered mobile, to confirm an award\'s (award) or fee invoice\'s (invoice) signature with instead of their password',
    access: { roles: ['Arbitrator', 'Mediator', 'Med-Arb'], refusal: 'Only the neutral of the case signs its award' },
    http: ['POST'],
    args: v.object({ award: optionalText, invoice: optionalText }),
  }),
  sign_invoice: method<InvoiceSignatureReply>()({
    summary: 'The neutral confirms, with their password or a code sent to their mobile, that their key signs their fee invoice as saved (until then the institution signs it)',
    access: { roles: ['Arbitrator', 'Mediator', 'Med-Arb'], refusal: 'Only the neutral who bills it signs this invoice' },
    http: ['POST'],
    args: v.object({ invoice: text, password: optionalText, otp: optionalText }),
  }),
} as const satisfies Record<string, MethodSpec>;
