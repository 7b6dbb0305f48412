import { defineDoctype } from '../../core/doctype/define';
import { isSystemManager } from '../../core/session-user';
import { FILING_ROLES, rolePermissions } from '../cases/case-access';

export const IMPORT_STATUSES = ['Pending', 'Running', 'Success', 'Partial Success', 'Error'] as const;

/**
 * A spreadsheet of claims to import (bulk filing). The uploader reads their own imports and may
 * change the file while it is Pending; status and log are written by the import job.
 */
export const DataImport = defineDoctype({
  name: 'Data Import',
  naming: 'IMP-.#####',
  fields: [
    { fieldname: 'reference_doctype', fieldtype: 'Select', options: ['Claim', 'Dispute'], reqd: true },
    { fieldname: 'import_type', fieldtype: 'Select', options: ['Insert New Records', 'Update Existing Records'], default: 'Insert New Records' },
    { fieldname: 'import_file', fieldtype: 'Attach', reqd: true },
    { fieldname: 'status', fieldtype: 'Select', options: IMPORT_STATUSES, default: 'Pending' },
    { fieldname: 'log', fieldtype: 'JSON' },
  ],
  permissions: rolePermissions({ read: FILING_ROLES, create: FILING_ROLES, write: FILING_ROLES }),
  rowFilter: (user, ptype) => (ptype === 'write' ? [['owner', '=', user.name], ['status', '=', 'Pending']] : [['owner', '=', user.name]]),
  writableFields: () => ['reference_doctype', 'import_type', 'import_file'],
  hooks: {
    beforeInsert(doc, ctx) {
      if (ctx.trusted || isSystemManager(ctx.user)) return;
      doc.status = 'Pending';
      doc.log = null;
    },
  },
});
