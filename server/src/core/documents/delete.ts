import type { RequestContext } from '../context';
import { quoteIdent } from '../query/sql';
import { accessScope, outOfScope, type AccessOptions } from './access';
import { recordChanges } from './audit';
import { deleteChildRow } from './child-rows';
import { runHook } from './hooks';
import { assertNotLinked } from './linked';
import { loadDoc } from './load';
import { updateDoc } from './update';

/** Deletes a document and its child rows after the on_trash hook, in one transaction. */
export async function deleteDoc(ctx: RequestContext, doctypeName: string, name: string, options: AccessOptions = {}): Promise<void> {
  const doctype = ctx.registry.require(doctypeName);
  if (doctype.isChild) return deleteChildRow(ctx, doctype, name, options, updateDoc);
  const scope = accessScope(ctx, doctype, 'delete', options);
  await ctx.db.transaction(async (db) => {
    const txCtx = { ...ctx, db };
    const doc = await loadDoc(db, ctx.registry, doctype, name, { scope, forUpdate: true });
    if (!doc) throw await outOfScope(txCtx, doctype, name, 'delete');
    await assertNotLinked(txCtx, doctype, name);
    await runHook('onTrash', txCtx, doctype, doc, { isNew: false, trusted: options.ignorePermissions === true });
    for (const tableField of doctype.tableFields) {
      const child = ctx.registry.childDoctype(tableField);
      await db.query(`DELETE FROM ${quoteIdent(child.table)} WHERE "parent" = $1 AND "parenttype" = $2`, [name, doctype.name]);
    }
    await db.query(`DELETE FROM ${quoteIdent(doctype.table)} WHERE "name" = $1`, [name]);
    await recordChanges(txCtx, doctype, doc, null);
  });
}
