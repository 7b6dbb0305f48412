import type { Doc, HookContext } from '../../core/doctype/types';
import { ValidationError } from '../../core/errors';
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
    // The payment provider's reference (a filing fee's bank-transfer reference), quoted by the payer.
    { fieldname: 'payment_reference', fieldtype: 'Data', unique: true },
    { fieldname: 'description', fieldtype: 'Small Text' },
    { fieldname: 'document_type', fieldtype: 'Data' },
    { fieldname: 'user_email_id', fieldtype: 'Data' },
    { fieldname: 'arbitrator', fieldtype: 'Data' },
    { fieldname: 'mediator_email_id', fieldtype: 'Data' },
  ],
  permissions: rolePermissions({ read: [...FILING_ROLES, ...NEUTRAL_ROLES], create: NEUTRAL_ROLES, write: NEUTRAL_ROLES }),
  access: { create: 'neutral', write: 'neutral', delete: 'nobody' },
  hooks: { validate: checkNeutralInvoice },
});

/**
 * A neutral bills their fee; the filing fee is the payment service's (its status follows the
 * payment), so a neutral neither makes one nor changes one. An invoice is for a positive amount.
 */
function checkNeutralInvoice(doc: Doc, ctx: HookContext): void {
  if (ctx.trusted || isSystemManager(ctx.user)) return;
  if (doc.document_type === FILING_FEE || ctx.previous?.document_type === FILING_FEE) {
    throw new ValidationError('The filing fee invoice is kept by the payment service; it cannot be made or changed here');
  }
  if (typeof doc.amount !== 'number' || !(doc.amount > 0)) throw new ValidationError('Amount must be more than zero');
  if (!String(doc.purpose ?? '').trim()) throw new ValidationError('Purpose is required');
}
