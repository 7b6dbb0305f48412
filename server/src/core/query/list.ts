import { ValidationError } from '../errors';
import type { Doctype, FieldDef } from '../doctype/types';
import { parseFields, type SelectedField } from './fields';
import { parseFilterParam, type Condition } from './filters';
import { parseGroupBy, parseOrderBy, type OrderItem } from './order-by';
import { parseBoolParam, parseIntParam } from './params';
import { scopeSql, type Scope } from './scope';
import { pageSql, quoteIdent, type SqlParams } from './sql';

export const DEFAULT_PAGE_LENGTH = 20;

export interface ListParams {
  fields: SelectedField[];
  filters: Condition[];
  orFilters: Condition[];
  orderBy: OrderItem[];
  groupBy: FieldDef[];
  limit: number;
  offset: number;
  asDict: boolean;
}

/** The query parameters a list reads (the rest are ignored). */
const LIST_KEYS = ['fields', 'filters', 'or_filters', 'order_by', 'group_by', 'limit_page_length', 'limit', 'limit_start', 'as_dict'] as const;

/** Parsed lists per doctype, by their parameters' text: the screens ask for the same few lists over and over. */
const parsedLists = new WeakMap<Doctype, Map<string, Readonly<ListParams>>>();
const PARSED_LISTS_PER_DOCTYPE = 200;

/**
 * Parses the list query string of `GET /api/resource/{doctype}`; unknown parameters are ignored.
 * The result is shared between requests with the same parameters (parsing was 5% of a list
 * request's time) and frozen, so no caller can change what another one gets.
 */
export function parseListParams(doctype: Doctype, query: Record<string, unknown>, pageCap: number): Readonly<ListParams> {
  let key = String(pageCap);
  for (const name of LIST_KEYS) {
    const value = query[name];
    // Only plain text is remembered (a repeated parameter, an array, is parsed and refused each time).
    if (value !== undefined && typeof value !== 'string') return parseList(doctype, query, pageCap);
    key += value === undefined ? '\u0001' : `\u0000${value}`;
  }
  let cache = parsedLists.get(doctype);
  if (!cache) parsedLists.set(doctype, (cache = new Map()));
  const known = cache.get(key);
  if (known) {
    // Most recently used last, so the oldest goes first when the cache is full.
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const parsed = freezeList(parseList(doctype, query, pageCap));
  if (cache.size >= PARSED_LISTS_PER_DOCTYPE) cache.delete(cache.keys().next().value!);
  cache.set(key, parsed);
  return parsed;
}

function freezeList(list: ListParams): Readonly<ListParams> {
  for (const part of [list.fields, list.filters, list.orFilters, list.orderBy, list.groupBy]) {
    for (const item of part) if (!Object.isFrozen(item) && !('fieldtype' in item)) Object.freeze(item);
    Object.freeze(part);
  }
  return Object.freeze(list);
}

function parseList(doctype: Doctype, query: Record<string, unknown>, pageCap: number): ListParams {
  const fields = parseFields(doctype, query.fields);
  const groupBy = parseGroupBy(doctype, query.group_by);
  const orderBy =
    groupBy.length > 0 && query.order_by === undefined
      ? groupBy.map((field) => ({ field, direction: 'asc' as const }))
      : parseOrderBy(doctype, query.order_by);
  if (groupBy.length > 0) {
    const grouped = new Set(groupBy.map((field) => field.fieldname));
    for (const { field } of [...fields, ...orderBy]) {
      if (!grouped.has(field.fieldname)) {
        throw new ValidationError(`Field ${field.fieldname} must appear in group_by to be selected or sorted`);
      }
    }
  }
  const pageLength =
    query.limit_page_length !== undefined
      ? parseIntParam('limit_page_length', query.limit_page_length)
      : parseIntParam('limit', query.limit);
  const requested = pageLength ?? DEFAULT_PAGE_LENGTH;
  return {
    fields,
    filters: parseFilterParam(doctype, query.filters, 'filters'),
    orFilters: parseFilterParam(doctype, query.or_filters, 'or_filters'),
    orderBy,
    groupBy,
    // 0 means "no limit" in Frappe; ours is capped so one request cannot pull a whole table.
    limit: requested === 0 ? pageCap : Math.min(requested, pageCap),
    offset: parseIntParam('limit_start', query.limit_start) ?? 0,
    asDict: parseBoolParam('as_dict', query.as_dict, true),
  };
}

/**
 * ANDs the scopes together; `null` adds nothing, `false` means no rows. `doctype`: whose table the
 * statement reads (under its own name, no alias).
 */
export function whereSql(doctype: Doctype, scopes: readonly (Scope | false | null)[], params: SqlParams): string {
  // Before any scope binds a parameter: a statement must not carry values it does not use.
  if (scopes.includes(false)) return 'FALSE';
  const parts: string[] = [];
  for (const scope of scopes) {
    if (scope === null || scope === false) continue;
    parts.push(scopeSql(scope, params, quoteIdent(doctype.table)));
  }
  return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
}

export function selectSql(doctype: Doctype, list: ListParams, where: string, params: SqlParams): string {
  const columns = list.fields.map(({ field, alias }) => `${quoteIdent(field.fieldname)} AS ${quoteIdent(alias)}`);
  const order = list.orderBy.map(({ field, direction }) => `${quoteIdent(field.fieldname)} ${direction.toUpperCase()}`);
  if (list.groupBy.length === 0 && !list.orderBy.some(({ field }) => field.fieldname === 'name')) {
    // A unique tie-breaker keeps pages stable when sort values repeat.
    order.push(`"name" ${list.orderBy[0]?.direction.toUpperCase() ?? 'ASC'}`);
  }
  const table = quoteIdent(doctype.table);
  const orderSql = order.length > 0 ? ` ORDER BY ${order.join(', ')}` : '';
  if (list.groupBy.length === 0 && list.offset >= DEEP_OFFSET) {
    // A deep page: find its names first (an index-only walk past the skipped rows), then read
    // whole rows for those names only, instead of fetching every skipped row from the table.
    return (
      `SELECT ${columns.join(', ')} FROM ${table} WHERE "name" IN ` +
      `(SELECT "name" FROM ${table} WHERE ${where}${orderSql}${pageSql(list.limit, list.offset, params)})${orderSql}`
    );
  }
  const groupBy = list.groupBy.length > 0 ? ` GROUP BY ${list.groupBy.map((f) => quoteIdent(f.fieldname)).join(', ')}` : '';
  return `SELECT ${columns.join(', ')} FROM ${table} WHERE ${where}${groupBy}${orderSql}${pageSql(list.limit, list.offset, params)}`;
}

/** From this offset on, a page is read by its names first (see selectSql). */
export const DEEP_OFFSET = 200;

export function countSql(doctype: Doctype, where: string): string {
  return `SELECT count(*) AS count FROM ${quoteIdent(doctype.table)} WHERE ${where}`;
}
