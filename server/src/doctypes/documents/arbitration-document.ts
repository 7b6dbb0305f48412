import { canAddDocument } from 'shared-api/rules';
import { CASE_READERS, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';

/**
 * A document filed in a case (SOC, response, order…), its files attached through upload_file.
 * Anyone on the case may file one; its author or the case's neutral may change it (add files);
 * only the neutral removes it. Nothing is filed once the case is Completed.
 */
export const ArbitrationDocument = defineCaseDocument({
  name: 'Arbitration Document',
  naming: 'DOC-.#####',
  links: ['claim', 'dispute'],
  fields: [
    { fieldname: 'document_type', fieldtype: 'Link', options: 'Document Type' },
    { fieldname: 'document_class', fieldtype: 'Data' },
    { fieldname: 'description', fieldtype: 'Small Text' },
    { fieldname: 'posting_date', fieldtype: 'Date', default: 'Today' },
    { fieldname: 'receipt_number', fieldtype: 'Data' },
    { fieldname: 'received_date', fieldtype: 'Date' },
    { fieldname: 'received', fieldtype: 'Check' },
    { fieldname: 'stage', fieldtype: 'Data' },
    { fieldname: 'attachment_type', fieldtype: 'Data' },
    { fieldname: 'attachment', fieldtype: 'Attach' },
    { fieldname: 'file_url', fieldtype: 'Data', length: 300 },
    { fieldname: 'documentupdate', fieldtype: 'Check' },
    { fieldname: 'user_email_id', fieldtype: 'Data' },
    { fieldname: 'arbitrator', fieldtype: 'Data' },
    { fieldname: 'mediator_email_id', fieldtype: 'Data' },
  ],
  permissions: rolePermissions({ read: CASE_READERS, create: CASE_READERS, write: CASE_READERS, delete: NEUTRAL_ROLES }),
  access: { create: 'party', write: 'author-or-neutral', delete: 'neutral' },
  // SPEC §4: no new document (nor new files on one) once the case is Completed.
  openAt: canAddDocument,
});
