import type { DoctypeRegistry } from '../doctype/registry';
import type { Doc, Doctype, FieldDef } from '../doctype/types';

export interface FieldChange {
  field: FieldDef;
  before: unknown;
  after: unknown;
}

/** Empty text and null are the same value to a user; JSON compares by content. */
function comparable(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

const ROW_BOOKKEEPING = new Set(['owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'parent', 'parenttype', 'parentfield']);

/** Child rows as plain values (name and fields, in order), without bookkeeping columns. */
export function rowsSnapshot(child: Doctype, rows: readonly Doc[] | undefined): Doc[] {
  return (rows ?? []).map((row) => {
    const out: Doc = { name: row.name };
    for (const field of child.columnFields) {
      if (field.fieldtype !== 'Password' && !ROW_BOOKKEEPING.has(field.fieldname)) out[field.fieldname] = comparable(row[field.fieldname]);
    }
    return out;
  });
}

/** A document's declared values (set ones only) and child tables, e.g. for an audit record. */
export function docSnapshot(registry: DoctypeRegistry, doctype: Doctype, doc: Doc): Doc {
  const out: Doc = {};
  for (const field of doctype.columnFields) {
    const value = comparable(doc[field.fieldname]);
    if (field.fieldtype !== 'Password' && value !== null) out[field.fieldname] = value;
  }
  for (const tableField of doctype.tableFields) {
    out[tableField.fieldname] = rowsSnapshot(registry.childDoctype(tableField), doc[tableField.fieldname] as Doc[] | undefined);
  }
  return out;
}

/** The declared fields whose value differs between two versions of a document (tables as a whole). */
export function changedFields(registry: DoctypeRegistry, doctype: Doctype, before: Doc, after: Doc): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of doctype.fields) {
    if (field.fieldtype === 'Password') continue;
    if (field.fieldtype === 'Table') {
      const child = registry.childDoctype(field);
      const old = rowsSnapshot(child, before[field.fieldname] as Doc[] | undefined);
      const now = rowsSnapshot(child, after[field.fieldname] as Doc[] | undefined);
      if (!same(old, now)) changes.push({ field, before: old, after: now });
    } else if (!same(before[field.fieldname], after[field.fieldname])) {
      changes.push({ field, before: comparable(before[field.fieldname]), after: comparable(after[field.fieldname]) });
    }
  }
  return changes;
}
