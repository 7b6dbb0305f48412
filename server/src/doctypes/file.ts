import { defineDoctype } from '../core/doctype/define';
import { storageKey } from '../files/save-file';

/**
 * An uploaded file. Rows are created only by `upload_file` (nobody gets create or write here, or
 * they could point a row at someone else's file); users list and delete their own uploads.
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
    { fieldname: 'attached_to_name', fieldtype: 'Data' },
    { fieldname: 'attached_to_field', fieldtype: 'Data' },
    { fieldname: 'folder', fieldtype: 'Data' },
    { fieldname: 'content_hash', fieldtype: 'Data' },
  ],
  permissions: [{ role: 'All', read: true, delete: true }],
  rowFilter: (user) => [['owner', '=', user.name]],
  hooks: {
    async onTrash(doc, ctx) {
      if (typeof doc.file_url === 'string') await ctx.services.storage.delete(storageKey(doc.file_url));
    },
  },
});
