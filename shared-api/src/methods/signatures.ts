import * as v from 'valibot';
import { method, text, type MethodSpec } from './define';

/** What sign_award confirmed. */
interface AwardSignatureReply {
  award: string;
  signed_by: string;
  /** YYYY-MM-DD HH:MM:SS (server time, UTC). */
  signed_on: string;
}

/** Digital signatures (issue: documents that prove themselves). */
export const SIGNATURE_METHODS = {
  sign_award: method<AwardSignatureReply>()({
    summary: 'The neutral confirms, with their password, that their key signs the award and its covering letter as saved',
    access: { roles: ['Arbitrator', 'Mediator', 'Med-Arb'], refusal: 'Only the neutral of the case signs its award' },
    http: ['POST'],
    args: v.object({ award: text, password: text }),
  }),
} as const satisfies Record<string, MethodSpec>;
