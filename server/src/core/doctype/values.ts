import { formatDatetime, formatTime, parseDateInput, parseDatetimeInput, parseTimeInput } from '../datetime';
import { DataError } from '../errors';
import { truncate } from '../query/params';
import { decryptText, encryptText, isEncrypted } from '../crypto/data-key';
import { fieldLabel } from './define';
import type { FieldDef } from './types';

const NUMERIC = new Set(['Int', 'Check', 'Float', 'Currency']);

/**
 * A value from a request body, converted to what the column stores. Numbers default to 0 like
 * Frappe's not-null numeric columns (a `nullable` one stays null); an empty Link/Select/date is
 * stored as null.
 */
export function coerceInput(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
  // The label only names the field in an error: worked out when one is thrown, not for every value.
  const label = () => fieldLabel(field);
  if (value === null || value === '') return NUMERIC.has(field.fieldtype) && !field.nullable ? 0 : emptyValue(field, value);
  switch (field.fieldtype) {
    case 'Int':
      return toInteger(value, label);
    case 'Check':
      return toCheck(value, label);
    case 'Float':
    case 'Currency':
      return toNumber(value, label);
    case 'Date':
      return parseDateInput(toText(value, label), label());
    case 'Datetime':
      return parseDatetimeInput(toText(value, label), label());
    case 'Time':
      return parseTimeInput(toText(value, label), label());
    case 'JSON':
      return toJson(value, label);
    default:
      return toText(value, label);
  }
}

function emptyValue(field: FieldDef, value: null | ''): unknown {
  const keepsEmptyString = ['Data', 'Text', 'Small Text', 'Long Text', 'Text Editor', 'Attach', 'Password'];
  return value === '' && keepsEmptyString.includes(field.fieldtype) ? '' : null;
}

function toText(value: unknown, label: () => string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new DataError(`${label()} must be text, got: ${truncate(JSON.stringify(value))}`);
}

function toInteger(value: unknown, label: () => string): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = String(value).trim();
  if (typeof value === 'object' || !/^-?\d{1,15}$/.test(text)) {
    throw new DataError(`${label()} must be a whole number, got: ${truncate(String(value))}`);
  }
  return Number(text);
}

function toCheck(value: unknown, label: () => string): number {
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  throw new DataError(`${label()} must be 0 or 1, got: ${truncate(String(value))}`);
}

function toNumber(value: unknown, label: () => string): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(number)) throw new DataError(`${label()} must be a number, got: ${truncate(String(value))}`);
  return number;
}

function toJson(value: unknown, label: () => string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new DataError(`${label()} must be valid JSON`);
  }
}

/** A column value as read from the database, in Frappe's wire format. */
export function fromDb(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.encrypted && typeof value === 'string') return decryptText(value);
  switch (field.fieldtype) {
    case 'Int':
    case 'Check':
    case 'Float':
    case 'Currency':
      return Number(value);
    case 'Datetime':
      return formatDatetime(String(value));
    case 'Time':
      return formatTime(String(value));
    default:
      return value;
  }
}

/** The SQL placeholder for a value, cast where the drivers would otherwise guess the type. */
export function valuePlaceholder(field: FieldDef, placeholder: string): string {
  return field.fieldtype === 'JSON' ? `CAST(${placeholder}::text AS jsonb)` : placeholder;
}

/** JSON values travel as text so both drivers store the same thing. */
export function toDbParam(field: FieldDef, value: unknown): unknown {
  if (field.encrypted && typeof value === 'string' && value !== '' && !isEncrypted(value)) return encryptText(value);
  if (field.fieldtype === 'JSON') return value === null || value === undefined ? null : JSON.stringify(value);
  return value ?? null;
}
