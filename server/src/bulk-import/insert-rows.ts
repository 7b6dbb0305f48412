import type { Db } from '../db';
import { CHILD_FIELDS, STANDARD_FIELDS } from '../core/doctype/standard-fields';
import type { Doc, Doctype } from '../core/doctype/types';
import { toDbParam } from '../core/doctype/values';
import { quoteIdent } from '../core/query/sql';

/**
 * Inserts many rows of one doctype in a single statement: the rows travel as one JSON parameter
 * and PostgreSQL spreads them over the table's columns (`json_populate_recordset`), which is far
 * cheaper than one INSERT per row and has no limit on bound parameters. Values go through the
 * same conversion as a single insert (encrypted fields encrypted); JSON fields stay structured.
 */
export async function insertRows(db: Db, doctype: Doctype, docs: readonly Doc[]): Promise<void> {
  if (docs.length === 0) return;
  const fields = [...STANDARD_FIELDS, ...(doctype.isChild ? CHILD_FIELDS : []), ...doctype.columnFields];
  const rows = docs.map((doc) => {
    const row: Record<string, unknown> = {};
    for (const field of fields) {
      const value = doc[field.fieldname];
      // A key left out is NULL: most of a new case's fields are, and the JSON stays small.
      if (value === null || value === undefined) continue;
      row[field.fieldname] = field.fieldtype === 'JSON' ? value : toDbParam(field, value);
    }
    return row;
  });
  const table = quoteIdent(doctype.table);
  const columns = fields.map((field) => quoteIdent(field.fieldname)).join(', ');
  await db.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
}
