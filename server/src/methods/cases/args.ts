import { parseDateInput, parseTimeInput } from '../../core/datetime';
import { MandatoryError, ValidationError } from '../../core/errors';
import type { MethodArgs } from '../../core/methods';

/*
 * Method arguments arrive as query-string text or JSON values. These helpers turn them into
 * checked values; anything malformed is a 417 that names the argument, never a 500.
 */

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The arguments with a `data` object merged in: the spec's calls send `data: {docname, …}` (as an
 * object or JSON text). Top-level arguments win.
 */
export function withData(args: MethodArgs): MethodArgs {
  let data = args.data;
  if (typeof data === 'string' && data.trim().startsWith('{')) {
    try {
      data = JSON.parse(data);
    } catch {
      throw new ValidationError('data is not valid JSON');
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return args;
  const { data: _data, ...rest } = args;
  return { ...(data as MethodArgs), ...rest };
}

/** The first of `names` given; 417 MandatoryError naming the first when none is. */
export function requiredText(args: MethodArgs, ...names: string[]): string {
  for (const name of names) {
    const value = text(args[name]);
    if (value) return value;
  }
  throw new MandatoryError(`${names[0]} is required`);
}

export function optionalText(args: MethodArgs, ...names: string[]): string | null {
  for (const name of names) {
    const value = text(args[name]);
    if (value) return value;
  }
  return null;
}

export function optionalDate(args: MethodArgs, ...names: string[]): string | null {
  const value = optionalText(args, ...names);
  return value === null ? null : parseDateInput(value, names[0]);
}

export function optionalTime(args: MethodArgs, name: string): string | null {
  const value = optionalText(args, name);
  return value === null ? null : parseTimeInput(value, name);
}

export function optionalInt(args: MethodArgs, name: string, min = 0, max = 1_000_000): number | null {
  const value = optionalText(args, name);
  if (value === null) return null;
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ValidationError(`${name} must be a whole number from ${min} to ${max}, got: ${value.slice(0, 40)}`);
  }
  return Number(value);
}

/** A check value: 1/0, true/false, "1"/"0", "true"/"false"; null when absent. */
export function optionalFlag(args: MethodArgs, name: string): 0 | 1 | null {
  const value = args[name];
  if (value === undefined || value === null || value === '') return null;
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  throw new ValidationError(`${name} must be 1 or 0`);
}

export function oneOf<T extends string>(args: MethodArgs, name: string, choices: readonly T[]): T | null {
  const value = optionalText(args, name);
  if (value === null) return null;
  if (!(choices as readonly string[]).includes(value)) throw new ValidationError(`${name} must be one of ${choices.join(', ')}`);
  return value as T;
}

/** A list argument: a JSON array, as an array or as JSON text. */
export function listArg(args: MethodArgs, name: string): unknown[] {
  let value = args[name];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ValidationError(`${name} is not valid JSON`);
    }
  }
  if (value === undefined || value === null) throw new MandatoryError(`${name} is required`);
  if (!Array.isArray(value)) throw new ValidationError(`${name} must be a list`);
  return value;
}

export interface Paging {
  start: number;
  limit: number;
}

/** `start` / `limit` (also Frappe's limit_start / limit_page_length), the limit capped. */
export function paging(args: MethodArgs, defaultLimit: number, maxLimit = 500): Paging {
  const start = optionalInt(args, args.start !== undefined ? 'start' : 'limit_start', 0, 1_000_000_000) ?? 0;
  const limit = optionalInt(args, args.limit !== undefined ? 'limit' : 'limit_page_length', 0, 1_000_000_000) ?? defaultLimit;
  return { start, limit: limit === 0 ? maxLimit : Math.min(limit, maxLimit) };
}

/** 'YYYY-MM-DD' `days` after a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
