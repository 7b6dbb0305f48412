import type { Doctype, FieldDef } from './types';

/*
 * TypeScript field blocks written from the doctype declarations, as Frappe writes a typed field
 * block into each doctype's controller: one interface per doctype (`Claim` → `ClaimFields`),
 * every field optional and nullable (a field the reader may not see is left out, an empty one is
 * null). shared-api/src/doctypes/generated.ts holds the result for the clients and the server's
 * hooks; `npm run doctypes` writes it again and field-types.test.ts fails while it is out of date.
 */

/** Where the generated file lives, from the repository's root. */
export const GENERATED_PATH = 'shared-api/src/doctypes/generated.ts';

/** `Claimant Table` → `ClaimantTableFields`. */
export function fieldsTypeName(doctype: string): string {
  return `${doctype.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()).replace(/^./, (c) => c.toUpperCase())}Fields`;
}

function selectOptions(field: FieldDef): string[] {
  const { options } = field;
  if (options === undefined) return [];
  return typeof options === 'string' ? options.split('\n') : [...options];
}

function fieldType(field: FieldDef): string {
  switch (field.fieldtype) {
    case 'Int':
    case 'Float':
    case 'Currency':
      return 'number';
    case 'Check':
      return '0 | 1';
    case 'Select': {
      const options = selectOptions(field);
      return options.length > 0 ? options.map((o) => JSON.stringify(o)).join(' | ') : 'string';
    }
    case 'Table':
      return `${fieldsTypeName(field.options as string)}[]`;
    case 'JSON':
      return 'unknown';
    default:
      return 'string';
  }
}

/** Comment for a field: its label where it says more than the fieldname, and what a Link names. */
function fieldComment(field: FieldDef): string | undefined {
  const parts: string[] = [];
  if (field.label) parts.push(field.label);
  if (field.fieldtype === 'Link') parts.push(`Link to ${field.options as string}`);
  if (field.fieldtype === 'Text Editor') parts.push('rich text (HTML)');
  if (field.fieldtype === 'Date') parts.push('YYYY-MM-DD');
  if (field.fieldtype === 'Time') parts.push('HH:mm:ss');
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** The whole generated module for these doctypes, sorted by name so the output is stable. */
export function generateFieldTypes(doctypes: readonly Doctype[]): string {
  const lines = [
    '// Generated from the server\'s doctype declarations (server/src/doctypes) by `npm run doctypes`.',
    '// Do not edit: change the declaration and run it again (field-types.test.ts fails while this is out of date).',
    '',
  ];
  for (const doctype of [...doctypes].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
    lines.push(`/** Doctype ${doctype.name}${doctype.isChild ? ' (child table rows)' : ''}. */`);
    lines.push(`export interface ${fieldsTypeName(doctype.name)} {`);
    for (const field of doctype.fields) {
      const comment = fieldComment(field);
      if (comment) lines.push(`  /** ${comment.replace(/\*\//g, '*\\/')} */`);
      lines.push(`  ${field.fieldname}?: ${fieldType(field)} | null;`);
    }
    lines.push('}', '');
  }
  lines.push('/** Every doctype\'s field block by its name. */', 'export interface DoctypeFields {');
  for (const doctype of [...doctypes].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
    lines.push(`  ${JSON.stringify(doctype.name)}: ${fieldsTypeName(doctype.name)};`);
  }
  lines.push('}', '');
  return lines.join('\n');
}
