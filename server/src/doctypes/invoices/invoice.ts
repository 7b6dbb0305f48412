import type { Doc, HookContext } from '../../core/doctype/types';
import { PermissionError, ValidationError } from '../../core/errors';
import { isSystemManager } from '../../core/session-user';
import { FILING_ROLES, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';

/** `document_type` of a case's filing fee (src/payments); kept in step with FILING_FEE_DOCUMENT_TYPE there. */
const FILING_FEE = 'Filing Fee';

/**
 * A neutral's fee invoice on a case (a mediator's on the dispute, others' on the claim), or the
 * case's filing fee (document_type "Filing Fee", made by `record_filing_fee` in src/payments). The
 * filing side reads it; respondents do not see invoices.
 */
/** Set only by the payment service (trusted saves): the payment's confirmation. */
const CONFIRMATION_FIELDS = ['transfer_reference', 'transfer_date', 'confirmed_by', 'confirmed_on'] as const;

export const Invoice = defineCaseDocument({
  name: 'Invoice',
  naming: 'INV-.#####',
  links: ['claim', 'dispute'],
  fields: [
    { fieldname: 'purpose', fieldtype: 'Data' },
    { fieldname: 'amount', fieldtype: 'Currency' },
    { fieldname: 'invoice_status', fieldtype: 'Link', options: 'Invoice Status' },
    { fieldname: 'invoice_pdf', fieldtype: 'Attach' },
    { fieldname: 'remarks', fieldtype: 'Small Text' },
    { fieldname: 'mode_of_payment', fieldtype: 'Data' },
    // Quoted by the payer: a filing fee's bank-transfer reference from the payment provider, a
    // neutral's invoice its own number (set on insert).
    { fieldname: 'payment_reference', fieldtype: 'Data', unique: true },
    // The case manager's confirmation of a filing fee received (confirm_filing_fee in src/payments):
    // the transfer's UTR (one transfer confirms one fee), its date, who confirmed it and when.
    { fieldname: 'transfer_reference', fieldtype: 'Data', unique: true },
    { fieldname: 'transfer_date', fieldtype: 'Date' },
    { fieldname: 'confirmed_by', fieldtype: 'Data' },
    { fieldname: 'confirmed_on', fieldtype: 'Datetime' },
    { fieldname: 'description', fieldtype: 'Small Text' },
    { fieldname: 'document_type', fieldtype: 'Data' },
    { fieldname: 'user_email_id', fieldtype: 'Data' },
    { fieldname: 'arbitrator', fieldtype: 'Data' },
    { fieldname: 'mediator_email_id', fieldtype: 'Data' },
    // The neutral's confirmation that their key signs this fee invoice (sign_invoice, password or
    // SMS code): who, when, and the SHA-256 of what they confirmed; until then the institution signs it.
    { fieldname: 'signature_confirmed_by', fieldtype: 'Data' },
    { fieldname: 'signature_confirmed_on', fieldtype: 'Datetime' },
    { fieldname: 'signature_confirmed_hash', fieldtype: 'Data' },
  ],
  permissions: rolePermissions({ read: [...FILING_ROLES, ...NEUTRAL_ROLES], create: NEUTRAL_ROLES, write: NEUTRAL_ROLES }),
  access: { create: 'neutral', write: 'neutral', delete: 'nobody' },
  // The payment's confirmation and reference are the payment service's (confirm_filing_fee) and the
  // invoice's own number: what a neutral sends for them is dropped (the case manager's, below).
  fieldRules: [{ fields: [...CONFIRMATION_FIELDS, 'payment_reference', 'signature_confirmed_by', 'signature_confirmed_on', 'signature_confirmed_hash'], update: 'server' }],
  hooks: { validate: checkNeutralInvoice },
});
/**
 * What a filing fee's money hangs on: its status moves Pending → Paid only through
 * `confirm_filing_fee`, which owns that transition (checked, locked, audit-trailed), never by a
 * PUT, the case manager's included.
 */
const FILING_FEE_PAYMENT_FIELDS = ['document_type', 'invoice_status', 'amount', 'mode_of_payment', 'payment_reference', 'claim', 'dispute', ...CONFIRMATION_FIELDS] as const;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a ?? '') === String(b ?? '');

/**
 * A neutral bills their fee; the filing fee is the payment service's (its status follows the
 * payment), so a neutral neither makes one nor changes one, and the case manager changes only its
 * remarks. An invoice is for a positive amount; its payment reference is its number.
 */
/** What a neutral's signature confirmation binds (signatures/methods.ts, invoiceSignedHash). */
const SIGNED_FIELDS = ['document_type', 'amount', 'purpose', 'description', 'claim', 'dispute'];

function checkNeutralInvoice(doc: Doc, ctx: HookContext): void {
  // A change of what the neutral signed undoes their confirmation (the institution signs it again
  // until they confirm anew), so the invoice never reads as signed by them when it is not.
  const previous = ctx.previous;
  if (previous && previous.signature_confirmed_by && SIGNED_FIELDS.some((field) => String(doc[field] ?? '') !== String(previous[field] ?? ''))) {
    doc.signature_confirmed_by = null;
    doc.signature_confirmed_on = null;
    doc.signature_confirmed_hash = null;
  }
  if (ctx.trusted) {
    // System work (the demo data, imports) files fee invoices too: they get their number as well.
    if (doc.document_type !== FILING_FEE) doc.payment_reference ||= doc.name;
    return;
  }
  const filingFee = doc.document_type === FILING_FEE || ctx.previous?.document_type === FILING_FEE;
  if (filingFee && isSystemManager(ctx.user)) {
    if (ctx.isNew) throw new PermissionError('A filing fee invoice is made by PAY NOW (record_filing_fee), not here');
    const changed = FILING_FEE_PAYMENT_FIELDS.filter((field) => !same(doc[field], ctx.previous?.[field]));
    if (changed.length > 0) {
      throw new PermissionError(`A filing fee's ${changed.join(', ')} change only when its payment is confirmed (Confirm payment received)`);
    }
    return;
  }
  if (filingFee) {
    throw new ValidationError('The filing fee invoice is kept by the payment service; it cannot be made or changed here');
  }
  for (const field of CONFIRMATION_FIELDS) doc[field] = ctx.previous?.[field] ?? null;
  doc.payment_reference = ctx.previous?.payment_reference ?? doc.name;
  if (isSystemManager(ctx.user)) return;
  if (typeof doc.amount !== 'number' || !(doc.amount > 0)) throw new ValidationError('Amount must be more than zero');
  if (!String(doc.purpose ?? '').trim()) throw new ValidationError('Purpose is required');
}
