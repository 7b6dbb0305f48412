import { defineDoctype } from '../../core/doctype/define';
import { AUDIT_TRAIL } from '../../core/doctype/registry';
import type { Doctype } from '../../core/doctype/types';

/** Tracked doctypes that are cases themselves (Claim, Dispute). */
const isCase = (doctype: Doctype) => doctype.trackChanges === true && !doctype.belongsTo?.length;

/**
 * Who changed what in a case and its documents (core/documents/audit.ts writes it, in the same
 * transaction as the change). `owner` and `creation` are who and when; an update gives one row
 * per changed field (`fieldname`, `before`, `after`), an insert or delete one row with the whole
 * document. Readable by those who may read both the case and that kind of document (for a file,
 * also the kind of document it is attached to); nobody,
 * not even a System Manager, can change or delete it through the API.
 */
export const AuditTrail = defineDoctype({
  name: AUDIT_TRAIL,
  naming: 'hash',
  fields: [
    { fieldname: 'ref_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'docname', fieldtype: 'Data', reqd: true, index: true },
    /** For a file: the kind of document it is attached to (an Invoice's file is no respondent's business). */
    { fieldname: 'attached_to_doctype', fieldtype: 'Data' },
    { fieldname: 'action', fieldtype: 'Select', options: ['Insert', 'Update', 'Delete'], reqd: true },
    { fieldname: 'fieldname', fieldtype: 'Data' },
    { fieldname: 'field_label', fieldtype: 'Data' },
    { fieldname: 'before', fieldtype: 'JSON' },
    { fieldname: 'after', fieldtype: 'JSON' },
    { fieldname: 'case_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'case_name', fieldtype: 'Data', reqd: true, index: true },
    // Tamper evidence (core/documents/audit-chain.ts): the row's place in its case's chain, the
    // hash of the row before it and SHA-256 over this row with that hash.
    { fieldname: 'seq', fieldtype: 'Int' },
    { fieldname: 'prev_hash', fieldtype: 'Data', length: 64 },
    { fieldname: 'row_hash', fieldtype: 'Data', length: 64 },
  ],
  permissions: [{ role: 'All', read: true }],
  immutable: true,
  rowFilter: () => ({
    all: [
      { permittedDoctype: { field: 'ref_doctype', ptype: 'read' } },
      { any: [['attached_to_doctype', 'is', 'not set'], { permittedDoctype: { field: 'attached_to_doctype', ptype: 'read' } }] },
      { viaDynamic: { doctypeField: 'case_doctype', nameField: 'case_name', ptype: 'read', among: isCase } },
    ],
  }),
});
