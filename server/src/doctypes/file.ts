import { defineDoctype } from '../core/doctype/define';
import type { Doc, Doctype, HookContext, PermissionType, RowFilter, RowRule } from '../core/doctype/types';
import { loadDoc } from '../core/documents';
import type { SessionUser } from '../core/session-user';
import { storageKey } from '../files/save-file';
import { caseNeutralRule } from './cases/case-access';
import { NEUTRAL_DELETES_FILES } from './documents/define-pleading';

/** Case papers: a file attached to one of these is reached through it (and audited with its case). */
const isCaseDocument = (doctype: Doctype) => doctype.trackChanges === true && doctype.name !== 'File';

const attached = (ptype: PermissionType | 'exists', among?: (doctype: Doctype) => boolean): RowRule => ({
  viaDynamic: { doctypeField: 'attached_to_doctype', nameField: 'attached_to_name', ptype, among },
});

/**
 * Read: one's own uploads, and the files of case documents one may read (a hearing's minutes go
 * to everyone on the case). Delete: one's own uploads while loose or while one may still change
 * the document they are attached to; files of replies and pleadings only by the case's neutral.
 */
function fileRowFilter(user: SessionUser, ptype: PermissionType): RowFilter {
  const mine: RowRule = ['owner', '=', user.name];
  if (ptype !== 'delete') return { any: [mine, attached('read', isCaseDocument)] };
  const neutralOnly = [...NEUTRAL_DELETES_FILES];
  const byNeutral = caseNeutralRule(user, ['claim', 'dispute']);
  return {
    any: [
      { all: [mine, ['attached_to_doctype', 'not in', neutralOnly], { any: [{ not: attached('exists') }, attached('write')] }] },
      ...(byNeutral
        ? neutralOnly.map((doctype): RowRule => ({ all: [['attached_to_doctype', '=', doctype], { via: { field: 'attached_to_name', doctype, where: byNeutral } }] }))
        : []),
    ],
  };
}

/** Removing a file changes the document it is attached to, so that document's state must allow it. */
async function assertAttachedChangeable(file: Doc, ctx: HookContext): Promise<void> {
  if (ctx.trusted) return;
  const { attached_to_doctype: doctypeName, attached_to_name: name } = file;
  if (typeof doctypeName !== 'string' || typeof name !== 'string' || !name) return;
  const doctype = ctx.registry.get(doctypeName);
  if (!doctype?.assertChangeable) return;
  const attachedTo = await loadDoc(ctx.db, ctx.registry, doctype, name);
  if (attachedTo) await doctype.assertChangeable(ctx, attachedTo);
}

/**
 * An uploaded file. Rows are created only by `upload_file` (nobody gets create or write here, or
 * they could point a row at someone else's file).
 */
export const File = defineDoctype({
  name: 'File',
  naming: 'hash',
  fields: [
    { fieldname: 'file_name', fieldtype: 'Data' },
    { fieldname: 'file_url', fieldtype: 'Data', unique: true, length: 300 },
    { fieldname: 'is_private', fieldtype: 'Check' },
    { fieldname: 'file_size', fieldtype: 'Int' },
    { fieldname: 'file_type', fieldtype: 'Data' },
    { fieldname: 'attached_to_doctype', fieldtype: 'Data' },
    { fieldname: 'attached_to_name', fieldtype: 'Data', index: true },
    { fieldname: 'attached_to_field', fieldtype: 'Data' },
    { fieldname: 'folder', fieldtype: 'Data' },
    { fieldname: 'content_hash', fieldtype: 'Data' },
  ],
  permissions: [{ role: 'All', read: true, delete: true }],
  rowFilter: fileRowFilter,
  trackChanges: true,
  belongsTo: [{ doctypeField: 'attached_to_doctype', nameField: 'attached_to_name' }],
  hooks: {
    async onTrash(doc, ctx) {
      await assertAttachedChangeable(doc, ctx);
      if (typeof doc.file_url === 'string') await ctx.services.storage.delete(storageKey(doc.file_url));
    },
  },
});
