import type { DoctypeRegistry } from '../doctype/registry';
import type { Doc, Doctype, FieldDef } from '../doctype/types';
import { CanonicalJson, canonicalJson, compareKeys } from './audit-chain';

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

export interface SnapshotKey {
  fieldname: string;
  quoted: string;
  /** The child doctype's keys, for a table field. */
  rows?: SnapshotKey[];
}

const snapshotPlans = new WeakMap<Doctype, SnapshotKey[]>();

function keyOf(fieldname: string, rows?: SnapshotKey[]): SnapshotKey {
  return { fieldname, quoted: JSON.stringify(fieldname), rows };
}

/** docSnapshot's keys of a doctype in canonical (sorted) order, and those of its child rows. */
export function snapshotPlan(registry: DoctypeRegistry, doctype: Doctype): SnapshotKey[] {
  let plan = snapshotPlans.get(doctype);
  if (!plan) {
    const childKeys = (child: Doctype) =>
      [keyOf('name'), ...child.columnFields.filter((field) => field.fieldtype !== 'Password' && !ROW_BOOKKEEPING.has(field.fieldname)).map((field) => keyOf(field.fieldname))].sort((a, b) => compareKeys(a.fieldname, b.fieldname));
    plan = [
      ...doctype.columnFields.filter((field) => field.fieldtype !== 'Password').map((field) => keyOf(field.fieldname)),
      ...doctype.tableFields.map((field) => keyOf(field.fieldname, childKeys(registry.childDoctype(field)))),
    ].sort((a, b) => compareKeys(a.fieldname, b.fieldname));
    snapshotPlans.set(doctype, plan);
  }
  return plan;
}

/**
 * `canonicalSnapshot(docSnapshot(registry, doctype, doc))` written straight from the document,
 * without the snapshot in between (bulk filing makes one per case): the canonical JSON that an
 * Insert's audit row stores and hashes.
 */
export function canonicalDocSnapshot(registry: DoctypeRegistry, doctype: Doctype, doc: Doc): CanonicalJson {
  const parts: string[] = [];
  for (const key of snapshotPlan(registry, doctype)) {
    if (key.rows) {
      const rows = (doc[key.fieldname] as Doc[] | undefined) ?? [];
      const written = rows.map((row) => {
        const cells: string[] = [];
        for (const cell of key.rows!) {
          const value = cell.fieldname === 'name' ? row.name : comparable(row[cell.fieldname]);
          if (value !== undefined) cells.push(`${cell.quoted}:${canonicalJson(value)}`);
        }
        return `{${cells.join(',')}}`;
      });
      parts.push(`${key.quoted}:[${written.join(',')}]`);
      continue;
    }
    const value = comparable(doc[key.fieldname]);
    if (value !== null) parts.push(`${key.quoted}:${canonicalJson(value)}`);
  }
  return new CanonicalJson(`{${parts.join(',')}}`);
}
