import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { MandatoryError, ValidationError } from '../errors';
import { fieldLabel } from './define';
import type { Doc, Doctype } from './types';

export const SERIES_TABLE_DDL = `CREATE TABLE IF NOT EXISTS "__series" (
  "name" text PRIMARY KEY,
  "current" bigint NOT NULL DEFAULT 0
)`;

const HASH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Frappe's `hash` naming: 10 random characters. */
export function randomName(length = 10): string {
  const bytes = randomBytes(length);
  let name = '';
  for (const byte of bytes) name += HASH_ALPHABET[byte % HASH_ALPHABET.length];
  return name;
}

/**
 * Increments and returns the counter for a prefix in one statement, so concurrent inserts
 * (separate PostgreSQL connections) never get the same number.
 */
export async function nextSeriesValue(db: Db, key: string): Promise<number> {
  const { rows } = await db.query<{ current: number | string }>(
    `INSERT INTO "__series" ("name", "current") VALUES ($1, 1)
     ON CONFLICT ("name") DO UPDATE SET "current" = "__series"."current" + 1
     RETURNING "current"`,
    [key],
  );
  return Number(rows[0].current);
}

/** Splits `ARB-.YYYY.-.#####` on dots into the prefix (with date parts filled in) and the digits. */
export function parseSeries(series: string, date = new Date()): { prefix: string; digits: number } {
  let prefix = '';
  let digits = 0;
  for (const part of series.split('.')) {
    if (/^#+$/.test(part)) {
      digits = part.length;
      break;
    }
    prefix += datePart(part, date) ?? part;
  }
  if (digits === 0) throw new Error(`Naming series ${series} has no ### part`);
  return { prefix, digits };
}

function datePart(part: string, date: Date): string | undefined {
  const pad = (n: number) => String(n).padStart(2, '0');
  switch (part) {
    case 'YYYY':
      return String(date.getFullYear());
    case 'YY':
      return String(date.getFullYear()).slice(-2);
    case 'MM':
      return pad(date.getMonth() + 1);
    case 'DD':
      return pad(date.getDate());
    default:
      return undefined;
  }
}

export async function seriesName(db: Db, series: string): Promise<string> {
  const { prefix, digits } = parseSeries(series);
  const value = await nextSeriesValue(db, prefix);
  return prefix + String(value).padStart(digits, '0');
}

/** The name of a new document under its doctype's naming rule. */
export async function makeName(db: Db, doctype: Doctype, doc: Doc): Promise<string> {
  const rule = doctype.naming;
  if (rule === 'hash') return randomName();
  if (rule === 'autoincrement') return String(await nextSeriesValue(db, `autoincrement:${doctype.name}`));
  if (rule === 'prompt') return requireText(doc.name, 'Name', doctype);
  if (rule.startsWith('field:')) {
    const field = doctype.fieldMap.get(rule.slice(6))!;
    return requireText(doc[field.fieldname], fieldLabel(field), doctype);
  }
  if (rule.startsWith('format:')) return formatName(db, doctype, doc, rule.slice(7));
  return seriesName(db, rule);
}

async function formatName(db: Db, doctype: Doctype, doc: Doc, format: string): Promise<string> {
  let name = '';
  let last = 0;
  for (const match of format.matchAll(/\{([^}]+)\}/g)) {
    name += format.slice(last, match.index);
    last = match.index! + match[0].length;
    const key = match[1];
    if (/^#+$/.test(key)) {
      name += String(await nextSeriesValue(db, name)).padStart(key.length, '0');
    } else {
      const field = doctype.fieldMap.get(key)!;
      name += requireText(doc[key], fieldLabel(field), doctype);
    }
  }
  return name + format.slice(last);
}

function requireText(value: unknown, label: string, doctype: Doctype): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!text) throw new MandatoryError(`Value missing for ${doctype.name}: ${label}`);
  if (text.length > 140) throw new ValidationError(`${label} is too long to be a document name (max 140 characters)`);
  return text;
}
