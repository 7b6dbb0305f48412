import type { Db } from '../../db';
import type { DoctypeRegistry } from '../doctype/registry';
import { CHILD_FIELDS, STANDARD_FIELDS } from '../doctype/standard-fields';
import type { Doc, Doctype, FieldDef } from '../doctype/types';
import { toDbParam, valuePlaceholder } from '../doctype/values';
import { quoteIdent, SqlParams } from '../query/sql';

const MAX_PARAMS = 65535;

function storedFields(doctype: Doctype): FieldDef[] {
  return [...STANDARD_FIELDS, ...(doctype.isChild ? CHILD_FIELDS : []), ...doctype.columnFields];
}

export async function insertRow(db: Db, doctype: Doctype, doc: Doc): Promise<void> {
  await insertRows(db, doctype, [doc]);
}

/** A row's values bound to `params`, column by column as `storedFields` lists them: `$1, $2, …`. */
function boundValues(fields: readonly FieldDef[], doc: Doc, params: SqlParams): string {
  return fields.map((field) => valuePlaceholder(field, params.add(toDbParam(field, doc[field.fieldname])))).join(', ');
}

/** Rows of one table in one statement (a case's party rows: one round trip, not one per party). */
export async function insertRows(db: Db, doctype: Doctype, docs: readonly Doc[]): Promise<void> {
  const fields = storedFields(doctype);
  const columns = fields.map((f) => quoteIdent(f.fieldname)).join(', ');
  // A statement takes at most 65,535 parameters.
  const perStatement = Math.floor(MAX_PARAMS / fields.length);
  for (let start = 0; start < docs.length; start += perStatement) {
    const params = new SqlParams();
    const tuples = docs.slice(start, start + perStatement).map((doc) => `(${boundValues(fields, doc, params)})`);
    await db.query(`INSERT INTO ${quoteIdent(doctype.table)} (${columns}) VALUES ${tuples.join(', ')}`, params.values);
  }
}

/**
 * Inserts one row only when `unlessSql` finds nothing, in one round trip
 * (`INSERT … SELECT <values> WHERE NOT EXISTS (…)`; the values take their columns' types as in a
 * plain INSERT). True when it went in. `unlessSql` numbers its parameters from `$1`, with `unlessParams`.
 */
export async function insertRowUnless(db: Db, doctype: Doctype, doc: Doc, unlessSql: string, unlessParams: readonly unknown[]): Promise<boolean> {
  const fields = storedFields(doctype);
  const params = new SqlParams();
  for (const value of unlessParams) params.add(value);
  const columns = fields.map((f) => quoteIdent(f.fieldname)).join(', ');
  const { rowCount } = await db.query(
    `INSERT INTO ${quoteIdent(doctype.table)} (${columns}) SELECT ${boundValues(fields, doc, params)} WHERE NOT EXISTS (${unlessSql})`,
    params.values,
  );
  return rowCount > 0;
}

export async function updateRow(db: Db, doctype: Doctype, doc: Doc): Promise<void> {
  const fields = storedFields(doctype).filter((field) => !['name', 'owner', 'creation'].includes(field.fieldname));
  const params = new SqlParams();
  const sets = fields.map(
    (field) => `${quoteIdent(field.fieldname)} = ${valuePlaceholder(field, params.add(toDbParam(field, doc[field.fieldname])))}`,
  );
  await db.query(`UPDATE ${quoteIdent(doctype.table)} SET ${sets.join(', ')} WHERE "name" = ${params.add(doc.name)}`, params.values);
}

/** Brings a document's child tables in line with `doc`: delete dropped rows, update kept, insert new. */
export async function writeChildren(db: Db, registry: DoctypeRegistry, doctype: Doctype, doc: Doc, previous: Doc | null): Promise<void> {
  for (const tableField of doctype.tableFields) {
    const child = registry.childDoctype(tableField);
    const rows = (doc[tableField.fieldname] as Doc[]) ?? [];
    const before = new Set(((previous?.[tableField.fieldname] as Doc[] | undefined) ?? []).map((row) => row.name as string));
    const kept = rows.filter((row) => before.has(row.name as string));
    // The table is replaced by parent: every stored row of it that is not kept goes, whoever wrote
    // it, so rows another writer added can never survive beside ours (the parent is locked).
    if (previous && before.size > kept.length) {
      const params = new SqlParams();
      const where = `"parent" = ${params.add(doc.name)} AND "parenttype" = ${params.add(doctype.name)} AND "parentfield" = ${params.add(tableField.fieldname)}`;
      const keptList = kept.map((row) => params.add(row.name)).join(', ');
      await db.query(`DELETE FROM ${quoteIdent(child.table)} WHERE ${where}${kept.length > 0 ? ` AND "name" NOT IN (${keptList})` : ''}`, params.values);
    }
    const added: Doc[] = [];
    for (const row of rows) {
      Object.assign(row, {
        parent: doc.name,
        parenttype: doctype.name,
        parentfield: tableField.fieldname,
        docstatus: doc.docstatus ?? 0,
        modified: doc.modified,
        modified_by: doc.modified_by,
      });
      if (before.has(row.name as string)) {
        await updateRow(db, child, row);
      } else {
        row.owner = doc.modified_by;
        row.creation = doc.modified;
        added.push(row);
      }
    }
    await insertRows(db, child, added);
  }
}
