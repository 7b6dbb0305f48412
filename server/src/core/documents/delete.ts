import type { RequestContext } from '../context';
import { DoesNotExistError } from '../errors';
import { quoteIdent } from '../query/sql';
import { accessScope, type AccessOptions } from './access';
import { runHook } from './hooks';
import { loadDoc } from './load';

/** Deletes a document and its child rows after the on_trash hook, in one transaction. */
export async function deleteDoc(ctx: RequestContext, doctypeName: string, name: string, options: AccessOptions = {}): Promise<void> {
  const doctype = ctx.registry.require(doctypeName);
  const scope = accessScope(ctx, doctype, 'delete', options);
  await ctx.db.transaction(async (db) => {
    const doc = await loadDoc(db, ctx.registry, doctype, name, { scope, forUpdate: true });
    if (!doc) throw new DoesNotExistError(`${doctype.name} ${name} not found`);
    await runHook('onTrash', { ...ctx, db }, doctype, doc, { isNew: false });
    for (const tableField of doctype.tableFields) {
      const child = ctx.registry.childDoctype(tableField);
      await db.query(`DELETE FROM ${quoteIdent(child.table)} WHERE "parent" = $1 AND "parenttype" = $2`, [name, doctype.name]);
    }
    await db.query(`DELETE FROM ${quoteIdent(doctype.table)} WHERE "name" = $1`, [name]);
  });
}
