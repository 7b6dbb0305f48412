import type { RequestContext } from '../context';
import { nowDatetime, parseDatetimeInput } from '../datetime';
import { DoesNotExistError, PermissionError, TimestampMismatchError } from '../errors';
import type { Doc } from '../doctype/types';
import { validateDoc } from '../doctype/validate';
import { accessScope, type AccessOptions } from './access';
import { applyInput, asObject } from './build';
import { relinkAttachments } from './attachments';
import { runHook } from './hooks';
import { docInScope, loadDoc } from './load';
import { updateRow, writeChildren } from './write-row';

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
  const scope = accessScope(ctx, doctype, 'write', options);
  const body = asObject(input);
  return ctx.db.transaction(async (db) => {
    const txCtx = { ...ctx, db };
    const previous = await loadDoc(db, ctx.registry, doctype, name, { scope, forUpdate: true });
    if (!previous) throw new DoesNotExistError(`${doctype.name} ${name} not found`);
    // Like Frappe's check_if_latest: a client that sends `modified` must have seen the latest version.
    if (typeof body.modified === 'string' && parseDatetimeInput(body.modified, 'Modified') !== previous.modified) {
      throw new TimestampMismatchError(
        `Document has been modified after you have opened it (${String(previous.modified)}, ${body.modified}). Please refresh to get the latest document.`,
      );
    }
    const doc = applyInput(ctx.registry, doctype, previous, body);
    doc.modified = nowDatetime();
    doc.modified_by = ctx.user.name;
    const extra = { isNew: false, previous };
    await runHook('validate', txCtx, doctype, doc, extra);
    await runHook('beforeSave', txCtx, doctype, doc, extra);
    await validateDoc(db, ctx.registry, doctype, doc);
    await updateRow(db, doctype, doc);
    await writeChildren(db, ctx.registry, doctype, doc, previous);
    await relinkAttachments(txCtx, doctype, doc);
    // A user restricted to some rows must not move a row outside them (e.g. change its owner e-mail).
    if (scope !== null && !(await docInScope(db, doctype, name, scope))) {
      throw new PermissionError(`Not permitted to make this change to ${doctype.name} ${name}`);
    }
    await runHook('onUpdate', txCtx, doctype, doc, extra);
    return (await loadDoc(db, ctx.registry, doctype, name))!;
  });
}
