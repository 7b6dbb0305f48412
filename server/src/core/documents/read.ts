import type { RequestContext } from '../context';
import { DoesNotExistError } from '../errors';
import type { Doc } from '../doctype/types';
import { fromDb } from '../doctype/values';
import { hasRevealedFields, revealRow } from '../doctype/reveal';
import { resolveColumn } from '../query/columns';
import { parseFilterParam } from '../query/filters';
import { countSql, parseListParams, selectSql, whereSql } from '../query/list';
import { ALL_ROWS, filtersScope } from '../query/scope';
import { hasPermission } from '../permissions';
import { rowScope } from '../row-scope';
import { quoteIdent, SqlParams } from '../query/sql';
import { ESTIMATE_COUNTS_ABOVE, isLargeTable, plannedRows } from './estimates';
import { accessScope, type AccessOptions } from './access';
import { docInScope, loadDoc } from './load';

const OWNER_ALIAS = '__reveal_owner';

/** Rows per page at most, whatever the client asks for. */
export const PAGE_CAP = 500;

export async function getDoc(ctx: RequestContext, doctypeName: string, name: string, options: AccessOptions = {}): Promise<Doc> {
  const doctype = ctx.registry.require(doctypeName);
  const scope = accessScope(ctx, doctype, 'read', options);
  const doc = await loadDoc(ctx.db, ctx.registry, doctype, name, { scope });
  if (!doc) throw new DoesNotExistError(`${doctype.name} ${name} not found`);
  return doc;
}

/** `GET /api/resource/{doctype}`: rows as dicts (or arrays with as_dict=0), nulls included. */
export async function listDocs(
  ctx: RequestContext,
  doctypeName: string,
  query: Record<string, unknown>,
  options: AccessOptions = {},
): Promise<unknown[]> {
  const doctype = ctx.registry.require(doctypeName);
  const scope = accessScope(ctx, doctype, 'read', options);
  const list = parseListParams(doctype, query, PAGE_CAP);
  // Confidential fields are shown by who owns the row: select the owner column too (unlisted).
  const revealing = hasRevealedFields(doctype, list.fields.map(({ field }) => field.fieldname));
  const ownerField = revealing ? resolveColumn(doctype, doctype.reveal!.ownerField, 'fields') : null;
  const selected = ownerField ? { ...list, fields: [...list.fields, { field: ownerField, alias: OWNER_ALIAS }] } : list;
  const params = new SqlParams();
  const where = whereSql(doctype, [filtersScope(list.filters, list.orFilters), scope], params);
  const { rows } = await ctx.db.query(selectSql(doctype, selected, where, params), params.values);
  const aliases = new Map(list.fields.map(({ field, alias }) => [alias, field.fieldname]));
  return rows.map((row) => {
    let dict: Doc = Object.fromEntries(list.fields.map(({ field, alias }) => [alias, fromDb(field, row[alias])]));
    if (revealing) {
      dict = revealRow(doctype, dict, ctx.user, { ownerRow: { [doctype.reveal!.ownerField]: row[OWNER_ALIAS] }, aliases });
    }
    return list.asDict ? dict : list.fields.map(({ alias }) => dict[alias] ?? null);
  });
}

/** `frappe.client.get_count`: the same filters and row-level rules as a list. */
export async function countDocs(
  ctx: RequestContext,
  doctypeName: string,
  filters: unknown,
  orFilters?: unknown,
  options: AccessOptions = {},
): Promise<number> {
  const doctype = ctx.registry.require(doctypeName);
  const scope = accessScope(ctx, doctype, 'read', options);
  const params = new SqlParams();
  const where = whereSql(
    doctype,
    [filtersScope(parseFilterParam(doctype, filters, 'filters'), parseFilterParam(doctype, orFilters, 'or_filters')), scope],
    params,
  );
  // No row rule narrows it (a case manager's total over every case): estimated on a large table.
  if (scope === null && (await isLargeTable(ctx.db, doctype.table))) {
    const estimate = await plannedRows(ctx.db, `SELECT 1 FROM ${quoteIdent(doctype.table)} WHERE ${where}`, params.values);
    if (estimate !== null && estimate > ESTIMATE_COUNTS_ABOVE) return estimate;
  }
  const { rows } = await ctx.db.query<{ count: number }>(countSql(doctype, where), params.values);
  return Number(rows[0].count);
}

/** Whether the user may read this one document (file downloads ask this). */
export async function canReadDoc(ctx: RequestContext, doctypeName: string, name: string): Promise<boolean> {
  const doctype = ctx.registry.get(doctypeName);
  if (!doctype || !hasPermission(ctx.user, doctype, 'read', ctx.registry)) return false;
  // An unrestricted scope still checks that the document exists.
  return docInScope(ctx.db, doctype, name, rowScope(ctx, doctype, 'read') ?? ALL_ROWS);
}
