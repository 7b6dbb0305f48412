import type { RequestContext } from '../core/context';
import type { Doc } from '../core/doctype/types';
import { getDoc, insertDoc } from '../core/documents';
import { PermissionError, ValidationError } from '../core/errors';
import type { MethodArgs } from '../core/methods';
import { quoteIdent } from '../core/query/sql';
import { isSystemManager } from '../core/session-user';
import type { FoundCase } from '../methods/cases/case-lookup';
import { paymentsOf } from './config';
import { FILING_FEE_RS, type FilingFee, type PaymentMethod } from 'shared-api/rules';

/** `document_type` of the filing-fee invoice: how it is told apart from a neutral's fee invoice. */
export const FILING_FEE_DOCUMENT_TYPE = 'Filing Fee';
/** The pending status of the Invoice Status reference list. */
export const PENDING_STATUS = 'Pending';


/*
 * Card data must never reach the portal, its database or its logs. A parameter named like card
 * data, or any value holding a card-length run of digits, refuses the whole call; the message does
 * not repeat what was sent.
 */
const CARD_KEY = /card|cvv|cvc|ccv|security_?code|expiry|exp_?(month|year)/i;
const CARD_DIGITS = /\d{13,19}/;

function holdsCardData(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CARD_DIGITS.test(value.replace(/[\s-]/g, ''));
  if (typeof value === 'number' || typeof value === 'bigint') return CARD_DIGITS.test(String(value));
  if (depth > 4 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsCardData(item, depth + 1));
  return Object.entries(value).some(([key, item]) => CARD_KEY.test(key) || holdsCardData(item, depth + 1));
}

export function refuseCardData(args: MethodArgs): void {
  if (holdsCardData(args)) {
    throw new ValidationError('Card details are not accepted: the portal never takes or stores a card number. Choose the method only.');
  }
}

/** The case's claimant side (the claimant, the lawyer who filed, the chosen lawyer) or a System Manager. */
export function assertMayPayFor(ctx: RequestContext, found: FoundCase): void {
  if (isSystemManager(ctx.user)) return;
  const me = ctx.user.name.toLowerCase();
  const side = ['user_email_id', 'lawyer_email', 'lawyer_email_id'].map((field) => String(found.doc[field] ?? '').toLowerCase());
  if (!side.includes(me)) throw new PermissionError("Only the case's claimant or their lawyer can pay its filing fee");
}

function toFee(ctx: RequestContext, caseName: string, invoice: Doc): FilingFee {
  return {
    name: String(invoice.name),
    case: caseName,
    amount: Number(invoice.amount),
    status: String(invoice.invoice_status),
    method: String(invoice.mode_of_payment ?? ''),
    reference: String(invoice.payment_reference ?? ''),
    instructions: typeof invoice.description === 'string' && invoice.description ? invoice.description : null,
    bank_account: paymentsOf(ctx.services).bankAccount,
  };
}

/**
 * Records the case's filing fee once: the first call asks the payment provider and inserts a
 * pending Invoice (trusted: the claimant side may not create invoices itself); later calls return
 * that invoice. The case row is locked meanwhile, so two calls at once still make one invoice.
 */
export async function recordFilingFee(ctx: RequestContext, found: FoundCase, method: PaymentMethod): Promise<FilingFee> {
  const { ref } = found;
  const link = ref.doctype === 'Claim' ? 'claim' : 'dispute';
  return ctx.db.transaction(async (db) => {
    const txCtx = { ...ctx, db };
    await db.query(`SELECT "name" FROM ${quoteIdent(`tab${ref.doctype}`)} WHERE "name" = $1 FOR UPDATE`, [ref.name]);
    const { rows } = await db.query<{ name: string }>(
      `SELECT "name" FROM "tabInvoice" WHERE ${quoteIdent(link)} = $1 AND "document_type" = $2 AND COALESCE("invoice_status", '') <> 'Cancelled' ORDER BY "creation" LIMIT 1`,
      [ref.name, FILING_FEE_DOCUMENT_TYPE],
    );
    if (rows[0]) return toFee(ctx, ref.name, await getDoc(txCtx, 'Invoice', rows[0].name, { ignorePermissions: true }));

    const started = await paymentsOf(ctx.services).provider.startPayment({ case: ref.name, doctype: ref.doctype, amount: FILING_FEE_RS, method, payer: ctx.user.name });
    const invoice = await insertDoc(
      txCtx,
      'Invoice',
      {
        [link]: ref.name,
        purpose: ref.doctype === 'Claim' ? 'Arbitration Fee' : 'Mediation Fee',
        document_type: FILING_FEE_DOCUMENT_TYPE,
        amount: FILING_FEE_RS,
        invoice_status: started.status,
        mode_of_payment: method,
        payment_reference: started.reference,
        description: started.instructions ?? null,
      },
      { ignorePermissions: true },
    );
    return toFee(ctx, ref.name, invoice);
  });
}
