import { defineDoctype } from '../core/doctype/define';

/**
 * One row per PDF the portal issued: its verification code (the name), what it is and the SHA-256
 * of the exact bytes handed out. `content_hash` is the hash of what was printed (the cache key):
 * the same content is served from the stored PDF, under the same code. A signed PDF also keeps
 * its signer, certificate and signing time, shown by `/verify/<code>`. Written by the PDF service
 * only; the public sees a row through `/verify/<code>` (case, kind, date, SHA-256), the case
 * manager may read it whole.
 */
export const PrintVerification = defineDoctype({
  name: 'Print Verification',
  naming: 'prompt',
  fields: [
    { fieldname: 'case_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'case_name', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'ref_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'ref_name', fieldtype: 'Data', reqd: true },
    { fieldname: 'print_format', fieldtype: 'Data', reqd: true },
    { fieldname: 'document_kind', fieldtype: 'Data', reqd: true },
    { fieldname: 'document_date', fieldtype: 'Date' },
    { fieldname: 'sha256', fieldtype: 'Data', reqd: true },
    { fieldname: 'content_hash', fieldtype: 'Data', reqd: true, index: true },
    // The PAdES signature the PDF carries (signatures/pades.ts): who signed, their certificate, when.
    { fieldname: 'signer_name', fieldtype: 'Data' },
    { fieldname: 'certificate_subject', fieldtype: 'Small Text' },
    { fieldname: 'certificate_issuer', fieldtype: 'Small Text' },
    { fieldname: 'certificate_serial', fieldtype: 'Data' },
    { fieldname: 'signed_at', fieldtype: 'Datetime' },
    { fieldname: 'timestamped', fieldtype: 'Check' },
  ],
  permissions: [{ role: 'System Manager', read: true }],
  immutable: true,
});
