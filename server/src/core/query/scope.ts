import type { FieldDef } from '../doctype/types';
import { conditionSql, type Condition } from './filters';
import { quoteIdent, type SqlParams } from './sql';

/**
 * A compiled row condition: client filters, row filters and row rules all end up as one of these
 * and become a single WHERE clause with bound values.
 */
export type Scope =
  | { readonly kind: 'cond'; readonly cond: Condition }
  | { readonly kind: 'all' | 'any'; readonly items: readonly Scope[] }
  | { readonly kind: 'not'; readonly item: Scope }
  /**
   * `field` names a row of `table` meeting `where` (null = any row), compiled to a correlated
   * `EXISTS`: PostgreSQL then probes the other table's primary key once per candidate row, where
   * `IN (SELECT …)` made it collect every row of the user's cases first, however few came back.
   */
  | { readonly kind: 'in'; readonly field: FieldDef; readonly table: string; readonly where: Scope | null }
  | { readonly kind: 'const'; readonly value: boolean };

export const ALL_ROWS: Scope = { kind: 'const', value: true };
export const NO_ROWS: Scope = { kind: 'const', value: false };

export const condScope = (cond: Condition): Scope => ({ kind: 'cond', cond });

/** Frappe's `filters` (all must hold) and `or_filters` (at least one, when given). */
export function filtersScope(and: readonly Condition[], or: readonly Condition[] = []): Scope {
  const items = and.map(condScope);
  if (or.length > 0) items.push({ kind: 'any', items: or.map(condScope) });
  return { kind: 'all', items };
}

/**
 * A scope as SQL. `outer` qualifies the columns of the row being filtered (the table as the
 * statement names it); sub-selects alias their own table, so nested rules never mix the two up.
 */
export function scopeSql(scope: Scope, params: SqlParams, outer: string, depth = 0): string {
  switch (scope.kind) {
    case 'const':
      return scope.value ? 'TRUE' : 'FALSE';
    case 'cond':
      return conditionSql(scope.cond, params, outer);
    case 'all':
    case 'any': {
      if (scope.items.length === 0) return scope.kind === 'all' ? 'TRUE' : 'FALSE';
      return `(${scope.items.map((item) => scopeSql(item, params, outer, depth)).join(scope.kind === 'all' ? ' AND ' : ' OR ')})`;
    }
    case 'not':
      // A NULL inside (e.g. an empty link) must not hide the row: NOT NULL would.
      return `(NOT COALESCE(${scopeSql(scope.item, params, outer, depth)}, FALSE))`;
    case 'in': {
      const alias = `"s${depth + 1}"`;
      const where = scope.where ? ` AND ${scopeSql(scope.where, params, alias, depth + 1)}` : '';
      return `EXISTS (SELECT 1 FROM ${quoteIdent(scope.table)} ${alias} WHERE ${alias}."name" = ${outer}.${quoteIdent(scope.field.fieldname)}${where})`;
    }
  }
}
