import { defineDoctype } from '../../core/doctype/define';
import type { Doctype, FieldDef } from '../../core/doctype/types';

/**
 * A reference list: named by its main field, readable by anyone (sign-up forms use them before
 * login), sorted by that field, changed only by System Managers.
 */
export function defineReferenceDoctype(name: string, mainField: string, extraFields: FieldDef[] = [], naming?: string): Doctype {
  return defineDoctype({
    name,
    naming: naming ?? `field:${mainField}`,
    fields: [{ fieldname: mainField, fieldtype: 'Data', reqd: true }, ...extraFields],
    permissions: [{ role: 'Guest', read: true }],
    sortField: mainField,
    sortOrder: 'asc',
  });
}
