import { ValidationError } from '../errors';
import type { Doctype, FieldDef } from '../doctype/types';
import { queryableFields, resolveColumn } from './columns';
import { parseJsonParam, truncate } from './params';

export interface SelectedField {
  field: FieldDef;
  alias: string;
}

const WITH_ALIAS = /^(.+?)\s+as\s+([A-Za-z_][A-Za-z0-9_]*)$/i;

/** The `fields` parameter: a JSON array of field names (`*`, `field`, `field as alias`). */
export function parseFields(doctype: Doctype, raw: unknown): SelectedField[] {
  const parsed = parseJsonParam('fields', raw);
  if (parsed === undefined) return [{ field: resolveColumn(doctype, 'name', 'fields'), alias: 'name' }];
  const list = typeof parsed === 'string' ? [parsed] : parsed;
  if (!Array.isArray(list) || list.length === 0) {
    throw new ValidationError('Parameter fields must be a JSON array of field names');
  }
  const selected: SelectedField[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') {
      throw new ValidationError(`Parameter fields must contain field names, got: ${truncate(JSON.stringify(entry))}`);
    }
    const text = entry.trim();
    if (text === '*' || /^`?tab[A-Za-z0-9 _-]+`?\.\*$/.test(text)) {
      selected.push(...queryableFields(doctype).map((field) => ({ field, alias: field.fieldname })));
      continue;
    }
    const aliased = WITH_ALIAS.exec(text);
    const field = resolveColumn(doctype, aliased ? aliased[1] : text, 'fields');
    selected.push({ field, alias: aliased ? aliased[2] : field.fieldname });
  }
  // The last mention of an alias wins, as it would in a dict row.
  const byAlias = new Map(selected.map((item) => [item.alias, item]));
  return [...byAlias.values()];
}
