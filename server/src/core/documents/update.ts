import type { RequestContext } from '../context';
import { nowDatetime, parseDatetimeInput } from '../datetime';
import { PermissionError, TimestampMismatchError } from '../errors';
import type { Doc } from '../doctype/types';
import { validateDoc } from '../doctype/validate';
import { accessScope, outOfScope, type AccessOptions } from './access';
import { recordChanges } from './audit';
import { applyInput, asObject } from './build';
import { relinkAttachments } from './attachments';
import { applyFieldRules } from './field-rules';
import { updateChildRow } from './child-rows';
import { runHook } from './hooks';
import { loadDoc, writtenDocInScope } from './load';
import { updateRow, writeChildren } from './write-row';

/** A change computed from the locked, stored document (internal callers, e.g. child rows). */
export type Patch = (previous: Doc) => Record<string, unknown>;

/**
 * Merges the body into the stored document (child-table arrays replace their table) and saves:
 * validate → before_save → checks → update → on_update. The row is locked for the duration.
 */
export async function updateDoc(
  ctx: RequestContext,
  doctypeName: string,
  name: string,
  input: unknown,
  options: AccessOptions = {},
): Promise<Doc> {
  const doctype = ctx.registry.require(doctypeName);
  if (doctype.isChild) return updateChildRow(ctx, doctype, name, input, options, updateDoc);
  const scope = accessScope(ctx, doctype, 'write', options);
  const trusted = options.ignorePermissions === true;
  return ctx.db.transaction(async (db) => {
    const txCtx = { ...ctx, db };
    const previous = await loadDoc(db, ctx.registry, doctype, name, { scope, forUpdate: true });
    if (!previous) throw await outOfScope(txCtx, doctype, name, 'write');
    const body = typeof input === 'function' ? (input as Patch)(previous) : asObject(input);
    // Like Frappe's check_if_latest: a client that sends `modified` must have seen the latest version.
    if (typeof body.modified === 'string' && parseDatetimeInput(body.modified, 'Modified') !== previous.modified) {
      throw new TimestampMismatchError(
        `Document has been modified after you have opened it (${String(previous.modified)}, ${body.modified}). Please refresh to get the latest document.`,
      );
    }
    const doc = applyInput(ctx.registry, doctype, previous, body);
    if (!trusted) applyFieldRules(ctx, doctype, previous, doc, body);
    doc.modified = nowDatetime();
    doc.modified_by = ctx.user.name;
    const extra = { isNew: false, previous, trusted, input: body };
    await runHook('validate', txCtx, doctype, doc, extra);
    await runHook('beforeSave', txCtx, doctype, doc, extra);
    await validateDoc(db, ctx.registry, doctype, doc);
    await updateRow(db, doctype, doc);
    await writeChildren(db, ctx.registry, doctype, doc, previous);
    await relinkAttachments(txCtx, doctype, doc);
    // A user restricted to some rows must not move a row outside them (e.g. change its owner e-mail).
    if (!(await writtenDocInScope(db, doctype, doc, scope))) {
      throw new PermissionError(`Not permitted to make this change to ${doctype.name} ${name}`);
    }
    await runHook('onUpdate', txCtx, doctype, doc, extra);
    const saved = (await loadDoc(db, ctx.registry, doctype, name))!;
    await recordChanges(txCtx, doctype, previous, saved);
    return saved;
  });
}
