import { BULK_COLUMNS, BULK_COLUMN_KEYS } from './columns';

/** Example values shown in the template's notes (never as a row: a sample row would be filed). */
const EXAMPLES: Record<string, string> = {
  user_email_id: 'you@lender.example.in',
  agreement_number: 'LN-2025-000123',
  date_of_agreement: '15-04-2023',
  disputed_value: '125000',
  nature_of_dispute: 'Loan Recovery',
  composition_of_tribunal: 'Sole',
  interim_measures: 'No',
  criteria: 'Live',
  claimant_customer_type: 'Enterprise',
  claimant_company_name: 'Example Finance Ltd',
  claimant_email: 'legal@lender.example.in',
  claimant_mobile: '9876543210',
  claimant_state: 'Maharashtra',
  claimant_district: 'Pune',
  claimant_taluk: 'Haveli',
  claimant_pin_code: '411001',
  borrower_respondent_type: 'Individual',
  borrower_name1: 'Ravi',
  borrower_fathers_name: 'Suresh Kumar',
  borrower_mobile: '9123456780',
  borrower_state: 'Karnataka',
  borrower_district: 'Mysore',
  borrower_taluk: 'Mysore',
  borrower_pin_code: '570001',
};

/** The template's notes: one line per column (the XLSX's second sheet, the CSV's README block). */
export const BULK_TEMPLATE_NOTES_HEADER = ['Column', 'What it is', 'Required', 'Allowed values / format', 'Example'] as const;

export function bulkTemplateNotes(): string[][] {
  return BULK_COLUMNS.map((column) => [column.key, column.label, column.required, column.format, EXAMPLES[column.key] ?? '']);
}

const needsQuotes = /[",\r\n]|^\s|\s$|^[#=+\-@]/;
/** A cell with nothing to quote or guard (most of them): one test instead of four. */
const plain = /^[^",\r\n\s#=+\-@](?:[^",\r\n]*[^",\r\n\s])?$/;

/**
 * One CSV cell. Cells that a spreadsheet would run as a formula (=, +, -, @) are quoted and
 * prefixed with an apostrophe, so an error report opened in Excel cannot run anything.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (text === '' || plain.test(text)) return text;
  if (/^[=+@]/.test(text) || (/^-/.test(text) && !/^-\d/.test(text))) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Lines starting with # are notes; the bulk parsers skip them. */
export const CSV_COMMENT = '#';

/**
 * The CSV template: a README block of # lines explaining each column, then the header row. Fill
 * one row per case under the header.
 */
export function bulkTemplateCsv(): string {
  const readme = [
    'Bulk filing template: one row per case under the header line. Lines starting with # are notes and are ignored.',
    'Dates DD-MM-YYYY; mobiles 10 digits; pin codes 6 digits. The Borrower is required; Co-Borrower and Guarantor columns may stay empty.',
    ...bulkTemplateNotes().map(([key, label, required, format, example]) =>
      `${key}: ${label}. Required: ${required}. Format: ${format}.${example ? ` Example: ${example}` : ''}`,
    ),
  ];
  return readme.map((line) => `${CSV_COMMENT} ${line.replace(/[\r\n]/g, ' ')}\r\n`).join('') + toCsv([BULK_COLUMN_KEYS]);
}
