import type { Db } from '../../db';
import type { DoctypeRegistry } from '../doctype/registry';
import { CHILD_FIELDS, STANDARD_FIELDS } from '../doctype/standard-fields';
import type { Doc, Doctype } from '../doctype/types';
import { fromDb } from '../doctype/values';
import { whereSql } from '../query/list';
import { scopeVerdict, type Scope } from '../query/scope';
import { quoteIdent, SqlParams } from '../query/sql';

/** Converts a table row to wire-format values (numbers, 6-digit datetimes). */
export function rowFromDb(doctype: Doctype, row: Record<string, unknown>): Doc {
  const doc: Doc = {};
  const fields = doctype.isChild ? [...STANDARD_FIELDS, ...CHILD_FIELDS, ...doctype.columnFields] : [...STANDARD_FIELDS, ...doctype.columnFields];
  for (const field of fields) {
    if (field.fieldname in row) doc[field.fieldname] = fromDb(field, row[field.fieldname]);
  }
  return doc;
}

export interface LoadOptions {
  /** Row-level restriction; a document outside it is treated as missing. */
  scope?: Scope | false | null;
  /** Lock the row until the transaction ends (read-modify-write). */
  forUpdate?: boolean;
}

/**
 * A document with its child tables, or null when it does not exist within the scope. One
 * statement: each child table arrives as a JSON array beside the row.
 */
export async function loadDoc(db: Db, registry: DoctypeRegistry, doctype: Doctype, name: string, options: LoadOptions = {}): Promise<Doc | null> {
  // Lock, then read in a statement of its own. Under READ COMMITTED a statement that waited for the
  // lock sees the row as the other writer committed it but its sub-selects (the child rows) as they
  // were when it began: two writers of one table would each delete only the rows they saw.
  if (options.forUpdate && !(await lockDoc(db, doctype, name, options.scope ?? null))) return null;
  const params = new SqlParams();
  const nameParam = params.add(name);
  const table = quoteIdent(doctype.table);
  const children = doctype.tableFields.map((tableField) => ({ tableField, child: registry.childDoctype(tableField) }));
  const childColumns = children.map(
    ({ tableField, child }, index) =>
      `, (SELECT json_agg(c ORDER BY c."idx", c."name") FROM ${quoteIdent(child.table)} c
          WHERE c."parent" = ${table}."name" AND c."parenttype" = ${params.add(doctype.name)} AND c."parentfield" = ${params.add(tableField.fieldname)}) AS "${CHILD_COLUMN}${index}"`,
  );
  const where = whereSql(doctype, [options.scope ?? null], params);
  const { rows } = await db.query(
    `SELECT ${table}.*${childColumns.join('')} FROM ${table} WHERE ${table}."name" = ${nameParam} AND ${where}`,
    params.values,
  );
  if (rows.length === 0) return null;
  const doc = rowFromDb(doctype, rows[0]);
  for (const [index, { tableField, child }] of children.entries()) {
    const childRows = (rows[0][`${CHILD_COLUMN}${index}`] as Record<string, unknown>[] | null) ?? [];
    doc[tableField.fieldname] = childRows.map((row) => rowFromDb(child, jsonRowAsText(child, row)));
  }
  return doc;
}

const CHILD_COLUMN = '__child_rows_';

/** Locks a document's row until the transaction ends; false when it does not exist within the scope. */
async function lockDoc(db: Db, doctype: Doctype, name: string, scope: Scope | false | null): Promise<boolean> {
  const params = new SqlParams();
  const nameParam = params.add(name);
  const where = whereSql(doctype, [scope], params);
  const table = quoteIdent(doctype.table);
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE ${table}."name" = ${nameParam} AND ${where} FOR UPDATE OF ${table}`, params.values);
  return rows.length > 0;
}

/** JSON prints timestamps as `2026-01-02T03:04:05.12`; the driver's text form has a space. */
function jsonRowAsText(doctype: Doctype, row: Record<string, unknown>): Record<string, unknown> {
  for (const field of [...STANDARD_FIELDS, ...CHILD_FIELDS, ...doctype.columnFields]) {
    const value = row[field.fieldname];
    if (field.fieldtype === 'Datetime' && typeof value === 'string') row[field.fieldname] = value.replace('T', ' ');
  }
  return row;
}

/** Whether a stored document matches a scope (used to re-check a row after an update). */
export async function docInScope(db: Db, doctype: Doctype, name: string, scope: Scope | false | null): Promise<boolean> {
  if (scope === null) return true;
  const params = new SqlParams();
  const nameParam = params.add(name);
  const where = whereSql(doctype, [scope], params);
  const { rows } = await db.query(`SELECT 1 FROM ${quoteIdent(doctype.table)} WHERE "name" = ${nameParam} AND ${where}`, params.values);
  return rows.length > 0;
}

/**
 * Whether the document just written (its values in hand) lies in a scope: decided from those
 * values when the scope allows (`scopeVerdict`), else by reading the stored row.
 */
export async function writtenDocInScope(db: Db, doctype: Doctype, doc: Doc, scope: Scope | false | null): Promise<boolean> {
  if (scope === null) return true;
  if (scope === false) return false;
  return scopeVerdict(scope, doc) ?? docInScope(db, doctype, String(doc.name), scope);
}
