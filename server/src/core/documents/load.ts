import type { Db } from '../../db';
import type { DoctypeRegistry } from '../doctype/registry';
import { CHILD_FIELDS, STANDARD_FIELDS } from '../doctype/standard-fields';
import type { Doc, Doctype } from '../doctype/types';
import { fromDb } from '../doctype/values';
import { whereSql } from '../query/list';
import type { Scope } from '../query/scope';
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

/** A document with its child tables, or null when it does not exist within the scope. */
export async function loadDoc(db: Db, registry: DoctypeRegistry, doctype: Doctype, name: string, options: LoadOptions = {}): Promise<Doc | null> {
  const params = new SqlParams();
  const nameParam = params.add(name);
  const where = whereSql(doctype, [options.scope ?? null], params);
  const { rows } = await db.query(
    `SELECT * FROM ${quoteIdent(doctype.table)} WHERE "name" = ${nameParam} AND ${where}${options.forUpdate ? ' FOR UPDATE' : ''}`,
    params.values,
  );
  if (rows.length === 0) return null;
  const doc = rowFromDb(doctype, rows[0]);
  for (const tableField of doctype.tableFields) {
    const child = registry.childDoctype(tableField);
    const { rows: childRows } = await db.query(
      `SELECT * FROM ${quoteIdent(child.table)} WHERE "parent" = $1 AND "parenttype" = $2 AND "parentfield" = $3 ORDER BY "idx", "name"`,
      [name, doctype.name, tableField.fieldname],
    );
    doc[tableField.fieldname] = childRows.map((row) => rowFromDb(child, row));
  }
  return doc;
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
