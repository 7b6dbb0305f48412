import type { RequestContext } from '../context';
import { nowDatetime } from '../datetime';
import { DuplicateEntryError, PermissionError } from '../errors';
import { makeName } from '../doctype/naming';
import type { Doc } from '../doctype/types';
import { validateDoc } from '../doctype/validate';
import { isDbError } from '../../db';
import { accessScope, type AccessOptions } from './access';
import { recordChanges } from './audit';
import { applyInput, asObject } from './build';
import { relinkAttachments } from './attachments';
import { insertChildRow } from './child-rows';
import { applyFieldRules } from './field-rules';
import { runHook } from './hooks';
import { loadDoc, writtenDocInScope } from './load';
import { updateDoc } from './update';
import { insertRow, writeChildren } from './write-row';

/**
 * Creates a document: before_insert → name → validate → before_save → checks → insert →
 * after_insert → on_update, all in one transaction so a failing hook leaves nothing behind.
 * The new row must lie within the user's `create` row filter (e.g. a claim for oneself).
 */
export async function insertDoc(ctx: RequestContext, doctypeName: string, input: unknown, options: AccessOptions = {}): Promise<Doc> {
  const doctype = ctx.registry.require(doctypeName);
  if (doctype.isChild) return insertChildRow(ctx, doctype, input, options, updateDoc);
  const scope = accessScope(ctx, doctype, 'create', options);
  const body = asObject(input);
  return ctx.db.transaction(async (db) => {
    const txCtx = { ...ctx, db };
    const doc = applyInput(ctx.registry, doctype, null, body);
    if (options.ignorePermissions !== true) applyFieldRules(ctx, doctype, null, doc, body);
    if (doctype.naming === 'prompt') doc.name = body.name;
    const extra = { isNew: true, trusted: options.ignorePermissions === true, input: body };
    await runHook('beforeInsert', txCtx, doctype, doc, extra);
    doc.name = await makeName(db, doctype, doc);
    const now = nowDatetime();
    Object.assign(doc, { owner: ctx.user.name, creation: now, modified: now, modified_by: ctx.user.name, docstatus: 0, idx: 0 });
    await runHook('validate', txCtx, doctype, doc, extra);
    await runHook('beforeSave', txCtx, doctype, doc, extra);
    await validateDoc(db, ctx.registry, doctype, doc);
    // The primary key refuses a name in use: no look-up first (one round trip less per document).
    await insertRow(db, doctype, doc).catch((error: unknown) => {
      if (isDbError(error) && error.code === '23505' && error.constraint?.endsWith('_pkey')) {
        throw new DuplicateEntryError(`${doctype.name} ${String(doc.name)} already exists`);
      }
      throw error;
    });
    await writeChildren(db, ctx.registry, doctype, doc, null);
    if (!(await writtenDocInScope(db, doctype, doc, scope))) {
      throw new PermissionError(`Not permitted to create this ${doctype.name}`);
    }
    await relinkAttachments(txCtx, doctype, doc);
    await runHook('afterInsert', txCtx, doctype, doc, extra);
    await runHook('onUpdate', txCtx, doctype, doc, extra);
    const saved = (await loadDoc(db, ctx.registry, doctype, doc.name as string))!;
    await recordChanges(txCtx, doctype, null, saved);
    return saved;
  });
}
