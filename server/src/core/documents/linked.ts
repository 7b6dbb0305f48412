import type { RequestContext } from '../context';
import type { Doctype } from '../doctype/types';
import { LinkExistsError } from '../errors';
import { quoteIdent } from '../query/sql';

/**
 * Like Frappe, a document that others link to is not deleted (a case with hearings, a user who is
 * a case's arbitrator): the links would dangle and the documents behind them become unreachable.
 */
export async function assertNotLinked(ctx: RequestContext, doctype: Doctype, name: string): Promise<void> {
  for (const other of ctx.registry.all()) {
    for (const field of other.columnFields) {
      if (field.fieldtype !== 'Link' || field.options !== doctype.name) continue;
      const column = quoteIdent(field.fieldname);
      // A document's own child rows go with it, so they do not count.
      const { rows } = other.isChild
        ? await ctx.db.query<{ doctype: string; name: string }>(
            `SELECT "parenttype" AS "doctype", "parent" AS "name" FROM ${quoteIdent(other.table)}
             WHERE ${column} = $1 AND NOT ("parenttype" = $2 AND "parent" = $1) LIMIT 1`,
            [name, doctype.name],
          )
        : await ctx.db.query<{ doctype: string; name: string }>(
            `SELECT $2::text AS "doctype", "name" FROM ${quoteIdent(other.table)} WHERE ${column} = $1 LIMIT 1`,
            [name, other.name],
          );
      if (rows[0]) throw new LinkExistsError(`Cannot delete ${doctype.name} ${name} because it is linked with ${rows[0].doctype} ${rows[0].name}`);
    }
  }
}
