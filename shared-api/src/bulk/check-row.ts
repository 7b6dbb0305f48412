import * as v from 'valibot';
import { caseDetailsSchema, claimantPartySchema } from '../schemas/case-filing';
import { respondentPartySchema } from '../schemas/respondent-party';
import { BULK_COLUMNS, BULK_RESPONDENTS, bulkColumnLabel, type BulkColumn } from './columns';

/** Messages of the bulk rules that the single filing form does not have (SPEC §5 "Bulk", §8). */
export const BULK_MESSAGES = {
  userEmail: 'Please check your user email id',
  date: (label: string) => `${label} must be a date in DD-MM-YYYY`,
  number: (label: string) => `${label} must be a number`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  choice: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`,
  state: (state: string) => `${state} is not an Indian state or union territory`,
  district: (district: string, state: string) => `District ${district} is not in ${state}`,
  unknownValue: (label: string, value: string) => `${label} ${value} is not in the portal’s list`,
  missingColumns: (columns: readonly string[]) => `The file does not have the template’s columns: ${columns.join(', ')}`,
  noRows: 'The file has no rows to import',
} as const;

/** The lists a row's values must come from; each check is skipped when its list is not given. */
export interface BulkReference {
  /** State name → its districts (plain names). */
  districtsByState?: ReadonlyMap<string, readonly string[]>;
  salutations?: readonly string[];
  naturesOfDispute?: readonly string[];
}

export interface BulkCheckOptions {
  /** The logged-in user's e-mail: every row's user_email_id must be it (SPEC §5 "Bulk"). */
  userEmail: string;
  caseDoctype: 'Claim' | 'Dispute';
  reference?: BulkReference;
}

export interface BulkRowIssue {
  /** The template column (its key). */
  column: string;
  message: string;
}

/** A valid row as the case it files: case fields with `claimant_table` and `respondent_table`. */
export type BulkCase = Record<string, unknown> & {
  claimant_table: Record<string, string>[];
  respondent_table: Record<string, string>[];
};

export type BulkRowResult = { ok: true; value: BulkCase } | { ok: false; issues: BulkRowIssue[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates from spreadsheets as DD-MM-YYYY, numbers as written, blanks as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Spreadsheet dates carry no zone; readers give them as UTC midnight.
    return Number.isNaN(value.getTime()) ? '' : `${pad(value.getUTCDate())}-${pad(value.getUTCMonth() + 1)}-${value.getUTCFullYear()}`;
  }
  return String(value).trim();
}

/** DD-MM-YYYY (also with / or .) or YYYY-MM-DD → YYYY-MM-DD; null when it is no real date. */
export function parseBulkDate(text: string): string | null {
  const indian = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const [year, month, day] = indian ? [indian[3], indian[2], indian[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${pad(Number(month))}-${pad(Number(day))}`;
}

/** "1,25,000", "₹ 1250.50" → a number; null when it is not one. */
export function parseBulkNumber(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const DATE_FIELDS = new Set(['date_of_agreement', 'commencing_from', 'ending_on']);
const AMOUNT_FIELDS = new Set(['disputed_value', 'loan_amount', 'instalment_amt']);
const CHOICES: Record<string, readonly string[]> = {
  composition_of_tribunal: ['Sole', 'Three'],
  criteria: ['Live', 'Loss on Sale'],
  interim_measures: ['Yes', 'No'],
};

const CASE_COLUMNS = BULK_COLUMNS.filter((column) => column.group === 'case');
const CLAIMANT_COLUMNS = BULK_COLUMNS.filter((column) => column.group === 'claimant');
const RESPONDENT_COLUMNS = BULK_RESPONDENTS.map((_, index) => BULK_COLUMNS.filter((column) => column.respondent === index));

const ADDRESS_ORDER = ['flathouse_no', 'streetvillage', 'landmark', 'city', 'post_office', 'taluk', 'district', 'state', 'pin_code'];

/**
 * Each list's values by their lower-case form, made on first use: a file checks every row
 * against the same lists (states, districts, salutations), so they are not lower-cased again for
 * each row. The lists are taken as they are at first use (a reference is loaded once and kept).
 */
const lowerCased = new WeakMap<object, Map<string, string>>();

function byLowerCase(list: Iterable<string>, owner: object): Map<string, string> {
  let index = lowerCased.get(owner);
  if (!index) {
    index = new Map();
    for (const item of list) if (!index.has(item.toLowerCase())) index.set(item.toLowerCase(), item);
    lowerCased.set(owner, index);
  }
  return index;
}

/** One value from a list, matched without regard to case; the list's spelling is kept. */
function pick(list: readonly string[], value: string): string | undefined {
  return byLowerCase(list, list).get(value.toLowerCase());
}

function pickKey<T>(map: ReadonlyMap<string, T>, value: string): string | undefined {
  return byLowerCase(map.keys(), map).get(value.toLowerCase());
}

class Issues {
  readonly list: BulkRowIssue[] = [];
  add(column: string, message: string) {
    // One message per column: the first problem is the one to fix. (Few rows have any, so a
    // scan of the list is cheaper than a set made for every row.)
    if (this.list.some((issue) => issue.column === column)) return;
    this.list.push({ column, message });
  }
}

function checkCaseFields(raw: Readonly<Record<string, unknown>>, options: BulkCheckOptions, issues: Issues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of CASE_COLUMNS) {
    const text = cellText(raw[column.key]);
    if (text === '') continue;
    const { field, label } = column;
    if (DATE_FIELDS.has(field)) {
      const iso = parseBulkDate(text);
      if (iso === null) issues.add(column.key, BULK_MESSAGES.date(label));
      else out[field] = iso;
    } else if (AMOUNT_FIELDS.has(field) || field === 'no_of_instalments') {
      const number = parseBulkNumber(text);
      if (number === null) issues.add(column.key, BULK_MESSAGES.number(label));
      else if (field === 'no_of_instalments' && !Number.isInteger(number)) issues.add(column.key, BULK_MESSAGES.wholeNumber(label));
      else out[field] = number;
    } else if (CHOICES[field]) {
      const chosen = pick(CHOICES[field], text);
      if (!chosen) issues.add(column.key, BULK_MESSAGES.choice(label, CHOICES[field]));
      else out[field] = field === 'interim_measures' ? (chosen === 'Yes' ? 1 : 0) : chosen;
    } else if (field === 'nature_of_dispute' && options.reference?.naturesOfDispute) {
      const chosen = pick(options.reference.naturesOfDispute, text);
      if (!chosen) issues.add(column.key, BULK_MESSAGES.unknownValue(label, text));
      else out[field] = chosen;
    } else if (field === 'agreement_number') {
      out[options.caseDoctype === 'Dispute' ? 'mediation_agreement_number' : 'arbitration_agreement_number'] = text;
    } else out[field] = text;
  }
  // The single filing form's rule for the date of agreement (not later than today).
  if (typeof out.date_of_agreement === 'string') {
    const checked = v.safeParse(caseDetailsSchema, { date_of_agreement: out.date_of_agreement });
    if (!checked.success) issues.add('date_of_agreement', checked.issues[0].message);
  }
  out.interim_measures ??= 0;
  return out;
}

/** The party's cells by field name (blank ones left out, e-mails lowercased). */
function partyValues(raw: Readonly<Record<string, unknown>>, columns: readonly BulkColumn[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const column of columns) {
    const text = cellText(raw[column.key]);
    if (text === '') continue;
    values[column.field] = column.field === 'email' || column.field === 'lawyer_email_id' ? text.toLowerCase() : text;
  }
  return values;
}

/** The same valibot schema as the filing form; its issues land on this party's columns. */
function checkParty(
  schema: typeof claimantPartySchema | typeof respondentPartySchema,
  values: Record<string, string>,
  columns: readonly BulkColumn[],
  typeField: string,
  options: BulkCheckOptions,
  issues: Issues,
): Record<string, string> {
  const prefix = columns[0].key.slice(0, columns[0].key.length - columns[0].field.length);
  const result = v.safeParse(schema, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      issues.add(`${prefix}${typeof key === 'string' ? key : typeField}`, issue.message);
    }
  }
  checkPlaces(values, prefix, options, issues);
  return values;
}

/** A claimant's cells as one string (column order), to know a claimant already checked. */
function claimantKey(values: Readonly<Record<string, string>>): string {
  let key = '';
  for (const column of CLAIMANT_COLUMNS) key += `${values[column.field] ?? ''}\u0001`;
  return key;
}

/** Claimants already checked, per reference: how many a file names before the memo stops growing. */
const CLAIMANTS_REMEMBERED = 256;
const NO_REFERENCE = {};
const checkedClaimants = new WeakMap<object, Map<string, { values: Record<string, string>; issues: BulkRowIssue[] }>>();

/**
 * The claimant's check. A bulk file is one lender's cases, so nearly every row names the same
 * claimant: its outcome (the normalised values and the problems) is worked out once per reference
 * and replayed, rather than running the schema again for each of 100,000 rows.
 */
function checkClaimant(raw: Readonly<Record<string, unknown>>, options: BulkCheckOptions, issues: Issues): Record<string, string> {
  const values = partyValues(raw, CLAIMANT_COLUMNS);
  const owner = options.reference ?? NO_REFERENCE;
  let memo = checkedClaimants.get(owner);
  if (!memo) checkedClaimants.set(owner, (memo = new Map()));
  const key = claimantKey(values);
  let checked = memo.get(key);
  if (!checked) {
    const own = new Issues();
    checked = { values: checkParty(claimantPartySchema, values, CLAIMANT_COLUMNS, 'customer_type', options, own), issues: own.list };
    if (memo.size < CLAIMANTS_REMEMBERED) memo.set(key, checked);
  }
  for (const issue of checked.issues) issues.add(issue.column, issue.message);
  return { ...checked.values };
}

function checkPlaces(values: Record<string, string>, prefix: string, options: BulkCheckOptions, issues: Issues): void {
  const reference = options.reference;
  if (values.salutation && reference?.salutations) {
    const chosen = pick(reference.salutations, values.salutation);
    if (chosen) values.salutation = chosen;
    else issues.add(`${prefix}salutation`, BULK_MESSAGES.unknownValue('Salutation', values.salutation));
  }
  const districts = reference?.districtsByState;
  if (!districts || !values.state) return;
  const state = pickKey(districts, values.state);
  if (!state) {
    issues.add(`${prefix}state`, BULK_MESSAGES.state(values.state));
    return;
  }
  values.state = state;
  if (!values.district) return;
  const district = pick(districts.get(state) ?? [], values.district);
  if (district) values.district = district;
  else issues.add(`${prefix}district`, BULK_MESSAGES.district(values.district, state));
}

/**
 * Checks one row of a bulk file with the filing form's own schemas (shared with the single case
 * wizard) plus the bulk rules, and gives either the case it files or its problems by column.
 * The browser runs it to show the summary; the server runs it again on every row it imports.
 */
export function checkBulkRow(raw: Readonly<Record<string, unknown>>, options: BulkCheckOptions): BulkRowResult {
  const issues = new Issues();
  const userEmail = cellText(raw.user_email_id).toLowerCase();
  if (userEmail === '' || userEmail !== options.userEmail.trim().toLowerCase()) issues.add('user_email_id', BULK_MESSAGES.userEmail);

  const caseFields = checkCaseFields(raw, options, issues);
  const claimant = checkClaimant(raw, options, issues);

  const respondents: Record<string, string>[] = [];
  RESPONDENT_COLUMNS.forEach((columns, index) => {
    const values = partyValues(raw, columns);
    // The Borrower is always required; a Co-Borrower or Guarantor only when the row names one.
    if (index > 0 && Object.keys(values).length === 0) return;
    values.contact_type = BULK_RESPONDENTS[index].contactType;
    checkParty(respondentPartySchema, values, columns, 'respondent_type', options, issues);
    const address = ADDRESS_ORDER.map((field) => values[field] ?? '').filter(Boolean).join(', ');
    if (address) values.address = address;
    respondents.push(values);
  });

  if (issues.list.length > 0) return { ok: false, issues: issues.list };
  const value: BulkCase = { ...caseFields, claimant_table: [claimant], respondent_table: respondents };
  if (claimant.lawyer_email_id) value.lawyer_email_id = claimant.lawyer_email_id;
  return { ok: true, value };
}

/** The template's columns a file lacks (by key); extra columns are ignored. */
export function missingBulkColumns(header: readonly string[]): string[] {
  const present = new Set(header.map((name) => name.trim().toLowerCase()));
  return ['user_email_id', 'claimant_customer_type', 'borrower_respondent_type', 'borrower_mobile'].filter((key) => !present.has(key));
}

/** A row's issues in words, for lists and the error report. */
export function describeIssue(issue: BulkRowIssue): string {
  return `${bulkColumnLabel(issue.column)}: ${issue.message}`;
}
