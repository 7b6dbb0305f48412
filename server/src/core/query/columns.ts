import { ValidationError } from '../errors';
import { CHILD_FIELDS, STANDARD_FIELDS } from '../doctype/standard-fields';
import type { Doctype, FieldDef } from '../doctype/types';

/** Every column a query may name: standard columns plus declared fields stored in the table. */
export function queryableFields(doctype: Doctype): FieldDef[] {
  const standard = doctype.isChild ? [...STANDARD_FIELDS, ...CHILD_FIELDS] : STANDARD_FIELDS;
  return [...standard, ...doctype.columnFields.filter((field) => field.fieldtype !== 'Password')];
}

/**
 * A column reference as clients write it: `field`, or Frappe's `` `tabDoctype`.`field` `` /
 * `tabDoctype.field` for this doctype. Anything else is refused before it can reach SQL.
 */
const COLUMN_REF = /^(?:`?tab([A-Za-z0-9 _-]+)`?\.)?`?([A-Za-z_][A-Za-z0-9_]*)`?$/;

export function resolveColumn(doctype: Doctype, ref: string, context: string): FieldDef {
  const match = COLUMN_REF.exec(ref.trim());
  if (match && match[1] && match[1] !== doctype.name) {
    throw new ValidationError(`${context}: fields of other doctypes are not supported: ${ref}`);
  }
  const field = match ? queryableFields(doctype).find((f) => f.fieldname === match[2]) : undefined;
  if (!field) throw new ValidationError(`Field not permitted in query: ${ref}`);
  return field;
}

/** JSON columns can be selected but not compared or sorted. */
export function assertComparable(field: FieldDef, context: string): void {
  if (field.encrypted || field.confidential) {
    throw new ValidationError(`${context}: field ${field.fieldname} is confidential and cannot be used to filter or sort`);
  }
  if (field.fieldtype === 'JSON') {
    throw new ValidationError(`${context}: field ${field.fieldname} cannot be used here`);
  }
}
