import { defineDoctype } from '../../core/doctype/define';
import { FILING_ROLES, rolePermissions } from '../cases/case-access';

/**
 * One problem of one row of a Data Import (the per-row error log): the row's number in the file,
 * the template column and the message. Written only by the import job; read by whoever may read
 * the import.
 */
export const DataImportLog = defineDoctype({
  name: 'Data Import Log',
  naming: 'hash',
  fields: [
    { fieldname: 'data_import', fieldtype: 'Link', options: 'Data Import', reqd: true, index: true },
    { fieldname: 'row_number', fieldtype: 'Int' },
    { fieldname: 'column_name', fieldtype: 'Data' },
    { fieldname: 'message', fieldtype: 'Small Text' },
  ],
  permissions: rolePermissions({ read: FILING_ROLES }),
  immutable: true,
  rowFilter: () => ({ via: { field: 'data_import', doctype: 'Data Import', ptype: 'read' } }),
});
