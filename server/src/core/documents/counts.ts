import type { RequestContext } from '../context';
import { hasPermission } from '../permissions';
import { assertComparable, resolveColumn } from '../query/columns';
import { normalizeFilters, type FilterInput } from '../query/filters';
import { whereSql } from '../query/list';
import { filtersScope } from '../query/scope';
import { quoteIdent, SqlParams } from '../query/sql';
import { rowScope } from '../row-scope';
import { estimatedGroups, estimatedTableRows, isLargeTable } from './estimates';

/** One number of a dashboard: rows of `doctype` meeting `filters`, or their count per `groupBy` value. */
export interface CountSpec {
  doctype: string;
  filters?: FilterInput;
  /** Count per value of this column instead of one total (empty values under ''). */
  groupBy?: string;
}

export type CountResult<S extends Record<string, CountSpec>> = {
  [K in keyof S]: S[K] extends { groupBy: string } ? Record<string, number> : number;
};

/**
 * Many counts in one statement, each within the user's role and row rules exactly as
 * `frappe.client.get_count` would count it; a doctype the user may not read counts nothing.
 * Each count is its own sub-select, so PostgreSQL plans each on its own index (an index-only
 * scan of `(user_email_id, stage)` for a lender's tabs) in one round trip.
 */
export async function countMany<S extends Record<string, CountSpec>>(ctx: RequestContext, specs: S): Promise<CountResult<S>> {
  const params = new SqlParams();
  const columns: string[] = [];
  const keys = Object.keys(specs);
  const estimated = new Map<string, number | Record<string, number>>();
  for (const key of keys) {
    const estimate = await wholeTableEstimate(ctx, specs[key]);
    if (estimate !== null) estimated.set(key, estimate);
  }
  keys.forEach((key, i) => {
    const spec = specs[key];
    if (estimated.has(key)) return;
    const doctype = ctx.registry.require(spec.doctype);
    const readable = hasPermission(ctx.user, doctype, 'read', ctx.registry);
    const where = readable
      ? whereSql(doctype, [filtersScope(normalizeFilters(doctype, spec.filters ?? [], 'filters')), rowScope(ctx, doctype, 'read')], params)
      : 'FALSE';
    const table = quoteIdent(doctype.table);
    if (spec.groupBy === undefined) {
      columns.push(`(SELECT count(*) FROM ${table} WHERE ${where}) AS "c${i}"`);
      return;
    }
    const field = resolveColumn(doctype, spec.groupBy, 'group_by');
    assertComparable(field, 'group_by');
    const column = quoteIdent(field.fieldname);
    columns.push(
      `(SELECT COALESCE(json_object_agg("k", "n")::text, '{}') FROM ` +
        `(SELECT COALESCE(${table}.${column}::text, '') AS "k", count(*) AS "n" FROM ${table} WHERE ${where} GROUP BY 1) AS "g${i}") AS "c${i}"`,
    );
  });
  const row = columns.length > 0 ? (await ctx.db.query<Record<string, unknown>>(`SELECT ${columns.join(', ')}`, params.values)).rows[0] : {};
  return Object.fromEntries(
    keys.map((key, i) => {
      if (estimated.has(key)) return [key, estimated.get(key)];
      const value = row[`c${i}`];
      return [key, specs[key].groupBy === undefined ? Number(value) : (JSON.parse(String(value)) as Record<string, number>)];
    }),
  ) as CountResult<S>;
}

/** The sum of the groups whose value is one of `values`. */
export function sumOf(groups: Readonly<Record<string, number>>, values: readonly string[]): number {
  return values.reduce((sum, value) => sum + (groups[value] ?? 0), 0);
}

/**
 * A count over a whole large table that neither filters nor row rules narrow (the case manager's
 * cases per stage), from PostgreSQL's statistics; null: count it exactly.
 */
async function wholeTableEstimate(ctx: RequestContext, spec: CountSpec): Promise<number | Record<string, number> | null> {
  const doctype = ctx.registry.require(spec.doctype);
  if (!hasPermission(ctx.user, doctype, 'read', ctx.registry) || rowScope(ctx, doctype, 'read') !== null) return null;
  const filters = normalizeFilters(doctype, spec.filters ?? [], 'filters');
  const field = spec.groupBy === undefined ? null : resolveColumn(doctype, spec.groupBy, 'group_by');
  // Only "the grouped column is set" (the claimants with cases), which drops the empty group.
  const onlySet = filters.every((cond) => cond.field.fieldname === field?.fieldname && cond.operator === 'is' && cond.value === 'set');
  if (!onlySet || !(await isLargeTable(ctx.db, doctype.table))) return null;
  if (field === null) return estimatedTableRows(ctx.db, doctype.table);
  const groups = await estimatedGroups(ctx.db, doctype.table, field.fieldname);
  if (groups && filters.length > 0) delete groups[''];
  return groups;
}
