import type { Db } from '../../db';
import { DuplicateEntryError, LinkValidationError, MandatoryError, ValidationError } from '../errors';
import { quoteIdent, SqlParams } from '../query/sql';
import { fieldLabel, selectOptions } from './define';
import type { DoctypeRegistry } from './registry';
import type { Doc, Doctype, FieldDef } from './types';

const LIMITED = new Set(['Data', 'Link', 'Select']);
const DEFAULT_LENGTH = 140;

/**
 * The checks every save runs, in Frappe's order: mandatory values, Select choices and lengths,
 * then Link targets and unique values (those need the database).
 */
export async function validateDoc(db: Db, registry: DoctypeRegistry, doctype: Doctype, doc: Doc): Promise<void> {
  checkMandatory(doctype, doc);
  checkValues(doctype, doc);
  for (const tableField of doctype.tableFields) {
    const child = registry.childDoctype(tableField);
    for (const row of (doc[tableField.fieldname] as Doc[]) ?? []) {
      checkMandatory(child, row, `${fieldLabel(tableField)} row ${row.idx}`);
      checkValues(child, row);
    }
  }
  const links = linksOf(doctype, doc);
  for (const tableField of doctype.tableFields) {
    const child = registry.childDoctype(tableField);
    for (const row of (doc[tableField.fieldname] as Doc[]) ?? []) links.push(...linksOf(child, row));
  }
  await checkLinks(db, links);
  await checkUnique(db, doctype, doc);
}

function isMissing(field: FieldDef, value: unknown): boolean {
  if (field.fieldtype === 'Table') return !Array.isArray(value) || value.length === 0;
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function checkMandatory(doctype: Doctype, doc: Doc, where?: string): void {
  const missing = doctype.fields.filter((field) => field.reqd && isMissing(field, doc[field.fieldname]));
  if (missing.length === 0) return;
  const labels = missing.map(fieldLabel).join(', ');
  throw new MandatoryError(`Value missing for ${doctype.name}${where ? ` (${where})` : ''}: ${labels}`);
}

function checkValues(doctype: Doctype, doc: Doc): void {
  for (const field of doctype.columnFields) {
    const value = doc[field.fieldname];
    if (typeof value !== 'string' || value === '') continue;
    if (field.fieldtype === 'Select') {
      const options = selectOptions(field);
      if (!options.includes(value)) {
        throw new ValidationError(
          `${fieldLabel(field)} cannot be "${value}". It should be one of ${options.map((o) => `"${o}"`).join(', ')}`,
        );
      }
    }
    const max = field.length ?? (LIMITED.has(field.fieldtype) ? DEFAULT_LENGTH : undefined);
    if (max !== undefined && value.length > max) {
      throw new ValidationError(`${fieldLabel(field)} is too long (max ${max} characters)`);
    }
  }
}

interface LinkValue {
  field: FieldDef;
  value: unknown;
}

function linksOf(doctype: Doctype, doc: Doc): LinkValue[] {
  return doctype.columnFields
    .filter((field) => field.fieldtype === 'Link' && doc[field.fieldname] !== null && doc[field.fieldname] !== undefined && doc[field.fieldname] !== '')
    .map((field) => ({ field, value: doc[field.fieldname] }));
}

/**
 * Every Link target of a document and its rows in one statement (a case with its parties names
 * several states and salutations); the first missing one, in field order, is reported.
 */
async function checkLinks(db: Db, links: LinkValue[]): Promise<void> {
  const keyOf = ({ field, value }: LinkValue) => `${field.options as string}\u0000${String(value)}`;
  const targets = [...new Map(links.map((link) => [keyOf(link), link])).values()];
  if (targets.length === 0) return;
  const params = new SqlParams();
  const probes = targets.map(
    ({ field, value }, index) =>
      `SELECT ${index} AS "i" WHERE EXISTS (SELECT 1 FROM ${quoteIdent(`tab${field.options as string}`)} WHERE "name" = ${params.add(value)})`,
  );
  const { rows } = await db.query<{ i: number }>(probes.join(' UNION ALL '), params.values);
  const found = new Set(rows.map((row) => keyOf(targets[Number(row.i)])));
  const missing = links.find((link) => !found.has(keyOf(link)));
  if (missing) throw new LinkValidationError(`Could not find ${fieldLabel(missing.field)}: ${String(missing.value)}`);
}

async function checkUnique(db: Db, doctype: Doctype, doc: Doc): Promise<void> {
  for (const field of doctype.columnFields) {
    const value = doc[field.fieldname];
    if (!field.unique || value === null || value === undefined || value === '') continue;
    const { rows } = await db.query(
      `SELECT 1 FROM ${quoteIdent(doctype.table)} WHERE ${quoteIdent(field.fieldname)} = $1 AND "name" <> $2`,
      [value, doc.name],
    );
    if (rows.length > 0) {
      throw new DuplicateEntryError(`${doctype.name} with ${fieldLabel(field)} ${String(value)} already exists`);
    }
  }
}
