import type { Db } from '../db';
import { CHILD_FIELDS, STANDARD_FIELDS } from '../core/doctype/standard-fields';
import type { Doc, Doctype, FieldDef } from '../core/doctype/types';
import { toDbParam } from '../core/doctype/values';
import { CanonicalJson } from '../core/documents/audit-chain';
import { quoteIdent } from '../core/query/sql';

/** A doctype's table columns in the order its COPY and INSERT statements list them. */
export function columnsOf(doctype: Doctype): FieldDef[] {
  return [...STANDARD_FIELDS, ...(doctype.isChild ? CHILD_FIELDS : []), ...doctype.columnFields];
}

/**
 * Inserts many rows of one doctype in a single statement: the rows travel as one JSON parameter
 * and PostgreSQL spreads them over the table's columns (`json_populate_recordset`), which is far
 * cheaper than one INSERT per row and has no limit on bound parameters. Values go through the
 * same conversion as a single insert (encrypted fields encrypted); JSON fields stay structured.
 */
export async function insertRows(db: Db, doctype: Doctype, docs: readonly Doc[]): Promise<void> {
  if (docs.length === 0) return;
  const fields = columnsOf(doctype);
  const rows = docs.map((doc) => {
    const row: Record<string, unknown> = {};
    for (const field of fields) {
      const value = doc[field.fieldname];
      // A key left out is NULL: most of a new case's fields are, and the JSON stays small.
      if (value === null || value === undefined) continue;
      if (value instanceof CanonicalJson) row[field.fieldname] = JSON.parse(value.text);
      else row[field.fieldname] = field.fieldtype === 'JSON' ? value : toDbParam(field, value);
    }
    return row;
  });
  const table = quoteIdent(doctype.table);
  const columns = fields.map((field) => quoteIdent(field.fieldname)).join(', ');
  await db.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
}

const COPY_SPECIAL = /[\\\n\r\t]/;

/** One value in COPY's text format: `\N` for NULL; backslash, tab and line breaks escaped. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (!COPY_SPECIAL.test(text)) return text;
  return text.replace(/[\\\n\r\t]/g, (char) => (char === '\\' ? '\\\\' : char === '\n' ? '\\n' : char === '\r' ? '\\r' : '\\t'));
}

/**
 * The same rows as `insertRows` writes (every column listed, a missing value NULL, values
 * converted by `toDbParam`, a `CanonicalJson` as its text), loaded with `COPY … FROM STDIN`: no JSON to build or take apart,
 * the cheapest way into PostgreSQL (and PGlite, through its `/dev/blob`).
 */
export async function copyRows(db: Db, doctype: Doctype, docs: readonly Doc[]): Promise<void> {
  if (docs.length === 0) return;
  const fields = columnsOf(doctype);
  const lines: string[] = new Array(docs.length);
  const cells: string[] = new Array(fields.length);
  for (let r = 0; r < docs.length; r++) {
    const doc = docs[r];
    for (let f = 0; f < fields.length; f++) cells[f] = copyCell(fields[f], doc[fields[f].fieldname]);
    lines[r] = cells.join('\t');
  }
  await copyLines(db, doctype, lines);
}

/** One column's value as `copyRows` writes it (JSON already written out, an audit snapshot, goes as it is). */
export function copyCell(field: FieldDef, value: unknown): string {
  return value === null || value === undefined ? '\\N' : copyText(value instanceof CanonicalJson ? value.text : toDbParam(field, value));
}

/**
 * Rows already in COPY's text format, one line each (no line break), every column of
 * `columnsOf(doctype)` in order. Lines are taken as the database takes them: from a generator,
 * they are made while the ones before are being loaded.
 */
export async function copyLines(db: Db, doctype: Doctype, lines: Iterable<string>): Promise<void> {
  const rows = lines[Symbol.iterator]();
  const first = rows.next();
  if (first.done) return;
  const columns = columnsOf(doctype).map((field) => quoteIdent(field.fieldname)).join(', ');
  const text = function* () {
    yield `${first.value}\n`;
    for (let next = rows.next(); !next.done; next = rows.next()) yield `${next.value}\n`;
  };
  await db.copyFrom(`COPY ${quoteIdent(doctype.table)} (${columns}) FROM STDIN`, text());
}
