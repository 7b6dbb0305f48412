import { BULK_IMPORT_QUEUE } from '../../bulk-import/queue';
import { defineDoctype } from '../../core/doctype/define';
import { isSystemManager } from '../../core/session-user';
import { FILING_ROLES, rolePermissions } from '../cases/case-access';

export const IMPORT_STATUSES = ['Pending', 'Running', 'Success', 'Partial Success', 'Error'] as const;

/** Fields only the import job writes (status, progress, its lease). */
export const JOB_FIELDS = [
  'status',
  'log',
  'total_rows',
  'processed_rows',
  'imported_rows',
  'skipped_rows',
  'failed_rows',
  'error_message',
  'lease_until',
  'worker',
  'attempts',
] as const;

/**
 * A spreadsheet of claims to import into a Lot (bulk filing, SPEC §7 "Bulk"). Read by whoever
 * may read its lot; created only into a lot the user owns; the uploader may change the file
 * while it is Pending. Status, progress and the log are written by the import job
 * (bulk-import/run-import.ts): Pending → Running → Success / Partial Success / Error, with
 * `processed_rows` as the offset a resumed job starts from.
 */
export const DataImport = defineDoctype({
  name: 'Data Import',
  naming: 'IMP-.#####',
  fields: [
    { fieldname: 'lot', fieldtype: 'Link', options: 'Lot', reqd: true, index: true },
    { fieldname: 'reference_doctype', fieldtype: 'Select', options: ['Claim', 'Dispute'], reqd: true },
    { fieldname: 'import_type', fieldtype: 'Select', options: ['Insert New Records', 'Update Existing Records'], default: 'Insert New Records' },
    { fieldname: 'import_file', fieldtype: 'Attach', reqd: true },
    { fieldname: 'status', fieldtype: 'Select', options: IMPORT_STATUSES, default: 'Pending', index: true },
    { fieldname: 'log', fieldtype: 'JSON' },
    { fieldname: 'total_rows', fieldtype: 'Int' },
    { fieldname: 'processed_rows', fieldtype: 'Int' },
    { fieldname: 'imported_rows', fieldtype: 'Int' },
    { fieldname: 'skipped_rows', fieldtype: 'Int' },
    { fieldname: 'failed_rows', fieldtype: 'Int' },
    { fieldname: 'error_message', fieldtype: 'Small Text' },
    // The job's lease: a worker runs an import only while it holds it (renewed every batch), so
    // two server processes never run one import at once and a crashed worker's import is resumed.
    { fieldname: 'lease_until', fieldtype: 'Datetime' },
    { fieldname: 'worker', fieldtype: 'Data' },
    { fieldname: 'attempts', fieldtype: 'Int' },
  ],
  permissions: rolePermissions({ read: FILING_ROLES, create: FILING_ROLES, write: FILING_ROLES }),
  rowFilter: (user, ptype) => {
    if (ptype === 'read') return { any: [['owner', '=', user.name], { via: { field: 'lot', doctype: 'Lot', ptype: 'read' } }] };
    const own: [string, string, string][] = [['owner', '=', user.name]];
    // Nobody imports into another's lot.
    if (ptype === 'create') return { all: [...own, { via: { field: 'lot', doctype: 'Lot', ptype: 'write' } }] };
    return ptype === 'write' ? { all: [...own, ['status', '=', 'Pending'], { via: { field: 'lot', doctype: 'Lot', ptype: 'write' } }] } : own;
  },
  fieldRules: [
    { fields: ['lot', 'reference_doctype', 'import_type', 'import_file'], update: FILING_ROLES },
    // The job's: a new import starts Pending with no progress (beforeInsert), and stays the job's.
    { fields: JOB_FIELDS, create: 'server', update: [] },
  ],
  hooks: {
    beforeInsert(doc, ctx) {
      if (ctx.trusted || isSystemManager(ctx.user)) return;
      for (const field of JOB_FIELDS) doc[field] = ctx.doctype.fieldMap.get(field)?.fieldtype === 'Int' ? 0 : null;
      doc.status = 'Pending';
    },
    // Queued in the insert's transaction: the job exists exactly when the import does.
    async afterInsert(doc, ctx) {
      if (doc.status === 'Pending') await ctx.services.jobs.send(BULK_IMPORT_QUEUE, { name: String(doc.name) }, { singletonKey: String(doc.name) });
    },
  },
});
