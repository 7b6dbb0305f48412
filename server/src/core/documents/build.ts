import { today, nowDatetime } from '../datetime';
import { DataError } from '../errors';
import { fieldLabel } from '../doctype/define';
import { randomName } from '../doctype/naming';
import type { DoctypeRegistry } from '../doctype/registry';
import type { Doc, Doctype, FieldDef } from '../doctype/types';
import { coerceInput } from '../doctype/values';

const NUMERIC_DEFAULT: Record<string, number> = { Int: 0, Check: 0, Float: 0, Currency: 0 };

function defaultValue(field: FieldDef): unknown {
  if (field.default === undefined) return field.nullable ? null : (NUMERIC_DEFAULT[field.fieldtype] ?? null);
  if (field.default === 'Today' && field.fieldtype === 'Date') return today();
  if (field.default === 'now' && field.fieldtype === 'Datetime') return nowDatetime();
  return coerceInput(field, field.default);
}

/** The request body as a plain object; anything else is a 417. */
export function asObject(input: unknown, what = 'Request body'): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new DataError(`${what} must be a JSON object`);
  }
  return input as Record<string, unknown>;
}

/**
 * Applies the declared fields present in `input` onto `base` (a new document's defaults, or the
 * stored document). Standard fields and unknown keys are ignored, as Frappe does.
 */
export function applyInput(registry: DoctypeRegistry, doctype: Doctype, base: Doc | null, input: Record<string, unknown>): Doc {
  const doc: Doc = base ? { ...base } : {};
  for (const field of doctype.columnFields) {
    if (field.fieldname in input) doc[field.fieldname] = coerceInput(field, input[field.fieldname]);
    else if (!base) doc[field.fieldname] = defaultValue(field);
  }
  for (const tableField of doctype.tableFields) {
    const existing = (base?.[tableField.fieldname] as Doc[] | undefined) ?? [];
    const value = input[tableField.fieldname];
    if (value === undefined) {
      doc[tableField.fieldname] = existing;
      continue;
    }
    if (value !== null && !Array.isArray(value)) throw new DataError(`${fieldLabel(tableField)} must be a list of rows`);
    doc[tableField.fieldname] = childRows(registry, tableField, existing, (value ?? []) as unknown[]);
  }
  return doc;
}

/**
 * A child-table array replaces the table: rows whose `name` is known are updated in place,
 * others are new rows, and stored rows not mentioned are removed.
 */
function childRows(registry: DoctypeRegistry, tableField: FieldDef, existing: Doc[], rows: unknown[]): Doc[] {
  const child = registry.childDoctype(tableField);
  const byName = new Map(existing.map((row) => [row.name as string, row]));
  return rows.map((raw, index) => {
    const row = asObject(raw, `Each row of ${fieldLabel(tableField)}`);
    const stored = typeof row.name === 'string' ? byName.get(row.name) : undefined;
    const doc = applyInput(registry, child, stored ?? null, row);
    if (!stored) doc.name = randomName();
    doc.idx = index + 1;
    return doc;
  });
}
