import { parseDateInput, parseDatetimeInput, parseTimeInput } from '../datetime';
import { DataError, ValidationError } from '../errors';
import type { Doctype, FieldDef } from '../doctype/types';
import { assertComparable, resolveColumn } from './columns';
import { parseJsonParam, truncate } from './params';
import { quoteIdent, type SqlParams } from './sql';

/** Filters as clients send them: a list of tuples or a dict. */
export type FilterInput = readonly unknown[] | Readonly<Record<string, unknown>>;

export const OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'like', 'not like', 'in', 'not in', 'is', 'between'] as const;
export type Operator = (typeof OPERATORS)[number];

export const OPERATOR_MESSAGE = `Operator must be one of ${OPERATORS.join(', ')}`;

export interface Condition {
  field: FieldDef;
  operator: Operator;
  value: unknown;
}

const TEXT_TYPES = new Set(['Data', 'Link', 'Select', 'Text', 'Small Text', 'Long Text', 'Text Editor', 'Attach']);
const MAX_IN_VALUES = 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses a `filters` / `or_filters` parameter (JSON text or already-parsed). */
export function parseFilterParam(doctype: Doctype, raw: unknown, param: string): Condition[] {
  const parsed = parseJsonParam(param, raw);
  if (parsed === undefined || parsed === null) return [];
  if (typeof parsed !== 'object') throw new ValidationError(`Parameter ${param} must be a JSON list or object`);
  return normalizeFilters(doctype, parsed as FilterInput, param);
}

/**
 * Every filter form of Frappe: `[field, value]`, `[field, op, value]`, `[doctype, field, op, value]`,
 * a single such tuple, or `{field: value}` / `{field: [op, value]}`.
 */
export function normalizeFilters(doctype: Doctype, input: FilterInput, param: string): Condition[] {
  if (!Array.isArray(input)) {
    return Object.entries(input).map(([fieldname, value]) =>
      Array.isArray(value) ? condition(doctype, param, fieldname, value[0], value[1], value.length) : condition(doctype, param, fieldname, '=', value, 2),
    );
  }
  const tuples: unknown[] = input.length > 0 && typeof input[0] === 'string' ? [input] : [...input];
  return tuples.map((tuple) => {
    if (!Array.isArray(tuple)) {
      throw new ValidationError(`Each entry of ${param} must be a list like ["field", "=", "value"], got: ${show(tuple)}`);
    }
    switch (tuple.length) {
      case 2:
        return Array.isArray(tuple[1])
          ? condition(doctype, param, tuple[0], tuple[1][0], tuple[1][1], tuple[1].length)
          : condition(doctype, param, tuple[0], '=', tuple[1], 2);
      case 3:
        return condition(doctype, param, tuple[0], tuple[1], tuple[2], 2);
      case 4:
      case 5: {
        if (tuple[0] !== doctype.name) {
          throw new ValidationError(`${param}: filters on other doctypes are not supported: ${show(tuple[0])}`);
        }
        return condition(doctype, param, tuple[1], tuple[2], tuple[3], 2);
      }
      default:
        throw new ValidationError(`Invalid filter in ${param}: ${show(tuple)}`);
    }
  });
}

function condition(doctype: Doctype, param: string, fieldname: unknown, op: unknown, value: unknown, arity: number): Condition {
  if (typeof fieldname !== 'string') throw new ValidationError(`Invalid field name in ${param}: ${show(fieldname)}`);
  if (arity < 2) throw new ValidationError(`Filter on ${fieldname} in ${param} needs an operator and a value`);
  const field = resolveColumn(doctype, fieldname, param);
  assertComparable(field, param);
  const operator = typeof op === 'string' ? (op.trim().toLowerCase().replace(/\s+/g, ' ') as Operator) : undefined;
  if (!operator || !OPERATORS.includes(operator)) throw new ValidationError(OPERATOR_MESSAGE);
  return { field, operator, value: normalizeValue(field, operator, value) };
}

function normalizeValue(field: FieldDef, operator: Operator, value: unknown): unknown {
  switch (operator) {
    case 'in':
    case 'not in': {
      const list = typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value;
      if (!Array.isArray(list)) throw new ValidationError(`Value for "${operator}" on ${field.fieldname} must be a list`);
      if (list.length > MAX_IN_VALUES) throw new ValidationError(`Too many values for "${operator}" (max ${MAX_IN_VALUES})`);
      return list.map((item) => comparable(field, item));
    }
    case 'is': {
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (text !== 'set' && text !== 'not set') {
        throw new ValidationError(`Value for "is" on ${field.fieldname} must be "set" or "not set"`);
      }
      return text;
    }
    case 'between': {
      const pair = typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value;
      if (!Array.isArray(pair) || pair.length !== 2 || pair.some(isEmpty)) {
        throw new ValidationError(`Value for "between" on ${field.fieldname} must be a list of two values`);
      }
      const to = String(pair[1]).trim();
      // A plain date as the upper bound of a Datetime range covers that whole day.
      const widen = field.fieldtype === 'Datetime' && DATE_ONLY.test(to);
      return [comparable(field, pair[0]), widen ? `${parseDateInput(to, field.fieldname)} 23:59:59.999999` : comparable(field, pair[1])];
    }
    case 'like':
    case 'not like':
      if (isEmpty(value) || typeof value === 'object') {
        throw new ValidationError(`Value for "${operator}" on ${field.fieldname} must be text`);
      }
      return String(value);
    case '=':
    case '!=':
      return isEmpty(value) ? null : comparable(field, value);
    default:
      if (isEmpty(value)) throw new ValidationError(`Value for "${operator}" on ${field.fieldname} is missing`);
      return comparable(field, value);
  }
}

/** Converts a filter value to the column's type, so a bad value is a 417 here, not a database error. */
function comparable(field: FieldDef, raw: unknown): unknown {
  const value = typeof raw === 'boolean' ? (raw ? 1 : 0) : raw;
  if (value === null || value === undefined || typeof value === 'object') {
    throw new ValidationError(`Invalid value for ${field.fieldname}: ${show(raw)}`);
  }
  const text = String(value).trim();
  switch (field.fieldtype) {
    case 'Int':
    case 'Check':
      if (!/^-?\d{1,15}$/.test(text)) throw new DataError(`Filter on ${field.fieldname}: "${truncate(text)}" is not a whole number`);
      return Number(text);
    case 'Float':
    case 'Currency':
      if (text === '' || !Number.isFinite(Number(text))) {
        throw new DataError(`Filter on ${field.fieldname}: "${truncate(text)}" is not a number`);
      }
      return Number(text);
    case 'Date':
      return parseDateInput(text, field.fieldname);
    case 'Datetime':
      return parseDatetimeInput(text, field.fieldname);
    case 'Time':
      return parseTimeInput(text, field.fieldname);
    default:
      return String(value);
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function show(value: unknown): string {
  return truncate(JSON.stringify(value) ?? String(value));
}

/** One condition as SQL; every value is a bound parameter. */
export function conditionSql(cond: Condition, params: SqlParams, table?: string): string {
  const col = table ? `${table}.${quoteIdent(cond.field.fieldname)}` : quoteIdent(cond.field.fieldname);
  const isText = TEXT_TYPES.has(cond.field.fieldtype);
  const { value } = cond;
  switch (cond.operator) {
    case '=':
      if (value === null) return isText ? `(${col} IS NULL OR ${col} = '')` : `${col} IS NULL`;
      return `${col} = ${params.add(value)}`;
    case '!=':
      // Frappe compares ifnull(col, '') != value, so empty rows count as "not equal".
      if (value === null) return isText ? `(${col} IS NOT NULL AND ${col} <> '')` : `${col} IS NOT NULL`;
      return `${col} IS DISTINCT FROM ${params.add(value)}`;
    case '>':
    case '<':
    case '>=':
    case '<=':
      return `${col} ${cond.operator} ${params.add(value)}`;
    case 'like':
      return `${col}::text ILIKE ${params.add(value)}`;
    case 'not like':
      return `(${col} IS NULL OR ${col}::text NOT ILIKE ${params.add(value)})`;
    case 'in': {
      const list = value as unknown[];
      return list.length === 0 ? 'FALSE' : `${col} IN (${list.map((v) => params.add(v)).join(', ')})`;
    }
    case 'not in': {
      const list = value as unknown[];
      return list.length === 0 ? 'TRUE' : `(${col} IS NULL OR ${col} NOT IN (${list.map((v) => params.add(v)).join(', ')}))`;
    }
    case 'is': {
      const set = isText ? `(${col} IS NOT NULL AND ${col} <> '')` : `${col} IS NOT NULL`;
      return value === 'set' ? set : `(NOT ${set})`;
    }
    case 'between': {
      const [from, to] = value as unknown[];
      return `${col} BETWEEN ${params.add(from)} AND ${params.add(to)}`;
    }
  }
}

