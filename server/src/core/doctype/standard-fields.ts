import type { FieldDef } from './types';

/** Columns every document has, described like declared fields so one code path handles both. */
export const STANDARD_FIELDS: readonly FieldDef[] = [
  { fieldname: 'name', fieldtype: 'Data', label: 'Name', length: 140 },
  { fieldname: 'owner', fieldtype: 'Data', label: 'Owner' },
  { fieldname: 'creation', fieldtype: 'Datetime', label: 'Created On' },
  { fieldname: 'modified', fieldtype: 'Datetime', label: 'Last Updated On' },
  { fieldname: 'modified_by', fieldtype: 'Data', label: 'Last Updated By' },
  { fieldname: 'docstatus', fieldtype: 'Int', label: 'Document Status' },
  { fieldname: 'idx', fieldtype: 'Int', label: 'Index' },
];

export const CHILD_FIELDS: readonly FieldDef[] = [
  { fieldname: 'parent', fieldtype: 'Data', label: 'Parent' },
  { fieldname: 'parenttype', fieldtype: 'Data', label: 'Parent Type' },
  { fieldname: 'parentfield', fieldtype: 'Data', label: 'Parent Field' },
];

export const STANDARD_NAMES: ReadonlySet<string> = new Set(
  [...STANDARD_FIELDS, ...CHILD_FIELDS].map((field) => field.fieldname).concat('doctype'),
);
