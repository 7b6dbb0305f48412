import { STANDARD_NAMES } from './standard-fields';
import { FIELD_TYPES, type Doctype, type DoctypeDeclaration, type FieldDef, type FieldRule } from './types';

const FIELDNAME = /^[a-z][a-z0-9_]{0,63}$/;
const DOCTYPE_NAME = /^[A-Za-z][A-Za-z0-9 _-]{0,60}$/;

/**
 * Checks a declaration once, at import time, so a typo fails the start-up instead of a request.
 */
export function defineDoctype(declaration: DoctypeDeclaration): Doctype {
  const { name, fields } = declaration;
  const fail = (message: string): never => {
    throw new Error(`Doctype ${name}: ${message}`);
  };
  if (!DOCTYPE_NAME.test(name)) fail('invalid doctype name');
  const seen = new Set<string>();
  for (const field of fields) {
    if (!FIELDNAME.test(field.fieldname)) fail(`invalid fieldname "${field.fieldname}"`);
    if (STANDARD_NAMES.has(field.fieldname)) fail(`"${field.fieldname}" is a standard field`);
    if (seen.has(field.fieldname)) fail(`duplicate field "${field.fieldname}"`);
    seen.add(field.fieldname);
    if (!FIELD_TYPES.includes(field.fieldtype)) fail(`unknown fieldtype "${field.fieldtype}"`);
    if ((field.fieldtype === 'Link' || field.fieldtype === 'Table') && typeof field.options !== 'string') {
      fail(`${field.fieldtype} field "${field.fieldname}" needs the target doctype in options`);
    }
    if (field.fieldtype === 'Select' && selectOptions(field).length === 0) {
      fail(`Select field "${field.fieldname}" needs options`);
    }
  }
  validateNaming(declaration, seen, fail);
  if (declaration.fieldRules) validateFieldRules(declaration.fieldRules, fields, fail);
  const sortField = declaration.sortField;
  if (sortField && !seen.has(sortField) && !STANDARD_NAMES.has(sortField)) fail(`sortField ${sortField} is not a field`);
  const columnFields = fields.filter((field) => field.fieldtype !== 'Table');
  const isColumn = (fieldname: string) => STANDARD_NAMES.has(fieldname) || columnFields.some((field) => field.fieldname === fieldname);
  const partial = (declaration.partialIndexes ?? []).map((index) => [...index.columns, ...index.filters.map(([column]) => column)]);
  for (const columns of [...(declaration.indexes ?? []), declaration.searchFields ?? [], ...partial]) {
    for (const column of columns) if (!isColumn(column)) fail(`index on unknown column ${column}`);
  }
  return {
    ...declaration,
    permissions: declaration.permissions ?? [],
    table: `tab${name}`,
    fieldMap: new Map(fields.map((field) => [field.fieldname, field])),
    columnFields,
    tableFields: fields.filter((field) => field.fieldtype === 'Table'),
  };
}

/** Every field in exactly one rule (or in the `'rest'` rule), and only declared fields. */
function validateFieldRules(rules: readonly FieldRule[], fields: readonly FieldDef[], fail: (m: string) => never): void {
  const named = new Set<string>();
  let rest = 0;
  for (const rule of rules) {
    if (rule.fields === 'rest') {
      rest += 1;
      continue;
    }
    for (const fieldname of rule.fields) {
      if (!fields.some((field) => field.fieldname === fieldname)) fail(`field rule names unknown field ${fieldname}`);
      if (named.has(fieldname)) fail(`field ${fieldname} is in two field rules`);
      named.add(fieldname);
    }
  }
  if (rest > 1) fail('more than one rest field rule');
  const loose = fields.filter((field) => !named.has(field.fieldname)).map((field) => field.fieldname);
  if (rest === 0 && loose.length > 0) fail(`no field rule says who writes ${loose.join(', ')}`);
}

function validateNaming(declaration: DoctypeDeclaration, fieldnames: Set<string>, fail: (m: string) => never): void {
  const { naming } = declaration;
  if (['hash', 'autoincrement', 'prompt'].includes(naming)) return;
  if (naming.startsWith('field:')) {
    if (!fieldnames.has(naming.slice(6))) fail(`naming uses unknown field ${naming.slice(6)}`);
    return;
  }
  if (naming.startsWith('format:')) {
    for (const [, fieldname] of naming.matchAll(/\{([^}]+)\}/g)) {
      if (!/^#+$/.test(fieldname) && !fieldnames.has(fieldname)) fail(`naming uses unknown field ${fieldname}`);
    }
    return;
  }
  if (!naming.includes('#')) fail(`unknown naming rule "${naming}"`);
}

/** Select choices; Frappe keeps them as one newline-separated string, we also accept an array. */
export function selectOptions(field: FieldDef): string[] {
  const { options } = field;
  const list = typeof options === 'string' ? options.split('\n') : [...(options ?? [])];
  return list.map((option) => option.trim()).filter((option) => option !== '');
}

export function fieldLabel(field: FieldDef): string {
  if (field.label) return field.label;
  return field.fieldname
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
