import type { RequestContext } from '../context';
import type { Doc, Doctype } from '../doctype/types';
import { isGuest, isSystemManager } from '../session-user';
import { quoteIdent } from '../query/sql';

const FILE_URL = /^\/(private\/)?files\/[^/]+$/;

/**
 * Files uploaded before their document existed (the spec uploads to "CR-empty") are linked to
 * the document that names them in an Attach field, like Frappe's relink of mismatched files.
 * Only the uploader's own loose files move, so nobody can claim someone else's file.
 */
export async function relinkAttachments(ctx: RequestContext, doctype: Doctype, doc: Doc): Promise<void> {
  const fileDoctype = ctx.registry.get('File');
  // Guests share one name: their sign-up files are claimed by token (profiles/sign-up-token.ts).
  if (!fileDoctype || doctype.name === 'File' || isGuest(ctx.user)) return;
  const targets: { url: string; field: string }[] = [];
  const collect = (type: Doctype, row: Doc) => {
    for (const field of type.columnFields) {
      const value = row[field.fieldname];
      if (field.fieldtype === 'Attach' && typeof value === 'string' && FILE_URL.test(value)) targets.push({ url: value, field: field.fieldname });
    }
  };
  collect(doctype, doc);
  for (const tableField of doctype.tableFields) {
    const child = ctx.registry.childDoctype(tableField);
    for (const row of (doc[tableField.fieldname] as Doc[]) ?? []) collect(child, row);
  }
  for (const { url, field } of targets) {
    const { rows } = await ctx.db.query<{ name: string; owner: string; attached_to_doctype: string | null; attached_to_name: string | null }>(
      `SELECT "name", "owner", "attached_to_doctype", "attached_to_name" FROM "tabFile" WHERE "file_url" = $1`,
      [url],
    );
    const file = rows[0];
    if (!file || (file.owner !== ctx.user.name && !isSystemManager(ctx.user))) continue;
    if (file.attached_to_doctype === doctype.name && file.attached_to_name === doc.name) continue;
    if (file.attached_to_doctype && file.attached_to_name && (await exists(ctx, file.attached_to_doctype, file.attached_to_name))) continue;
    await ctx.db.query(
      `UPDATE "tabFile" SET "attached_to_doctype" = $2, "attached_to_name" = $3, "attached_to_field" = $4 WHERE "name" = $1`,
      [file.name, doctype.name, doc.name, field],
    );
  }
}

async function exists(ctx: RequestContext, doctypeName: string, name: string): Promise<boolean> {
  const doctype = ctx.registry.get(doctypeName);
  if (!doctype) return false;
  const { rows } = await ctx.db.query(`SELECT 1 FROM ${quoteIdent(doctype.table)} WHERE "name" = $1`, [name]);
  return rows.length > 0;
}
