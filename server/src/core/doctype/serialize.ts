import type { DoctypeRegistry } from './registry';
import type { Doc, Doctype } from './types';

/**
 * A single document as Frappe replies: set fields only (nulls omitted), `doctype`, and every
 * child table as an array whose rows carry their own `doctype`. Password fields never leave.
 */
export function serializeDoc(registry: DoctypeRegistry, doctype: Doctype, doc: Doc): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    const field = doctype.fieldMap.get(key);
    if (value === null || value === undefined || field?.fieldtype === 'Password' || field?.fieldtype === 'Table') continue;
    out[key] = value;
  }
  out.doctype = doctype.name;
  for (const tableField of doctype.tableFields) {
    const child = registry.childDoctype(tableField);
    const rows = (doc[tableField.fieldname] as Doc[] | undefined) ?? [];
    out[tableField.fieldname] = rows.map((row) => serializeDoc(registry, child, row));
  }
  return out;
}
