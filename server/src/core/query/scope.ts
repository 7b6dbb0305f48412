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

const TEXT_COLUMNS = new Set(['Data', 'Link', 'Select', 'Dynamic Link']);

/**
 * Whether a document about to be (or just) written lies in a scope, decided from its values when
 * the scope is plain text equalities (a lender's `user_email_id = me`), so a filing needs no
 * statement to check it; undefined when only the database can tell (other operators, `NOT`, rules
 * through other tables). A missing value fails `=` as SQL's NULL does; without `NOT` above it, a
 * NULL and a FALSE keep the same rows under AND and OR alike.
 */
export function scopeVerdict(scope: Scope, doc: Readonly<Record<string, unknown>>): boolean | undefined {
  switch (scope.kind) {
    case 'const':
      return scope.value;
    case 'cond': {
      const { field, operator, value } = scope.cond;
      if (operator !== '=' || typeof value !== 'string' || value === '' || !TEXT_COLUMNS.has(field.fieldtype)) return undefined;
      const own = doc[field.fieldname];
      if (own !== null && own !== undefined && typeof own !== 'string') return undefined;
      return own === value;
    }
    case 'all':
    case 'any': {
      let verdict: boolean | undefined = scope.kind === 'all';
      for (const item of scope.items) {
        const one = scopeVerdict(item, doc);
        if (one === undefined) verdict = undefined;
        else if (one !== (scope.kind === 'all')) return one;
      }
      return verdict;
    }
    default:
      return undefined;
  }
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
