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
  /** `field IN (SELECT "name" FROM table WHERE where)`; `where` null = every row of that table. */
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

export function scopeSql(scope: Scope, params: SqlParams): string {
  switch (scope.kind) {
    case 'const':
      return scope.value ? 'TRUE' : 'FALSE';
    case 'cond':
      return conditionSql(scope.cond, params);
    case 'all':
    case 'any': {
      if (scope.items.length === 0) return scope.kind === 'all' ? 'TRUE' : 'FALSE';
      return `(${scope.items.map((item) => scopeSql(item, params)).join(scope.kind === 'all' ? ' AND ' : ' OR ')})`;
    }
    case 'not':
      // A NULL inside (e.g. an empty link) must not hide the row: NOT NULL would.
      return `(NOT COALESCE(${scopeSql(scope.item, params)}, FALSE))`;
    case 'in': {
      const where = scope.where ? scopeSql(scope.where, params) : 'TRUE';
      return `${quoteIdent(scope.field.fieldname)} IN (SELECT "name" FROM ${quoteIdent(scope.table)} WHERE ${where})`;
    }
  }
}
