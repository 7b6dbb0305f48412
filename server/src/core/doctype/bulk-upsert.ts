import type { Db } from '../../db';
import { nowDatetime } from '../datetime';
import { quoteIdent } from '../query/sql';
import type { Doctype } from './types';

/**
 * Inserts or refreshes many rows of a simple doctype in one statement, keyed by name: used for
 * reference lists seeded at every start. Creation and owner of existing rows are kept.
 */
export async function bulkUpsert(db: Db, doctype: Doctype, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const fields = doctype.columnFields.filter((field) => rows.some((row) => row[field.fieldname] !== undefined));
  const columns = ['name', 'owner', 'creation', 'modified', 'modified_by', ...fields.map((f) => f.fieldname)];
  const now = nowDatetime();
  const chunkSize = Math.max(1, Math.floor(30000 / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const values: unknown[] = [];
    const tuples = rows.slice(start, start + chunkSize).map((row) => {
      const rowValues = [row.name, 'Administrator', now, now, 'Administrator', ...fields.map((f) => row[f.fieldname] ?? null)];
      const placeholders = rowValues.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const table = quoteIdent(doctype.table);
    const cols = fields.map((f) => quoteIdent(f.fieldname));
    // Rewrite a row only when the list changed, so a restart does not touch every row.
    const onConflict =
      cols.length === 0
        ? 'DO NOTHING'
        : `DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
           WHERE (${cols.map((c) => `${table}.${c}`).join(', ')}) IS DISTINCT FROM (${cols.map((c) => `EXCLUDED.${c}`).join(', ')})`;
    await db.query(
      `INSERT INTO ${table} (${columns.map(quoteIdent).join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT ("name") ${onConflict}`,
      values,
    );
  }
}
