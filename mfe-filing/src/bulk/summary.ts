import {
  BULK_COLUMN_KEYS,
  BULK_MESSAGES,
  bulkColumnLabel,
  cellText,
  checkBulkRow,
  missingBulkColumns,
  toCsv,
  type BulkCheckOptions,
  type BulkRowIssue,
} from 'shared-api/bulk';

/** One row of the Case Summary (SPEC §2 "Bulk case" step 2), with its problems by column. */
export interface SummaryRow {
  /** The row's number among the file's data rows (1 = the first row under the header). */
  rowNumber: number;
  agreement: string;
  dateOfAgreement: string;
  claimant: string;
  lawyer: string;
  respondent: string;
  issues: BulkRowIssue[];
}

export interface BulkParseResult {
  rows: SummaryRow[];
  validCount: number;
  invalidCount: number;
  /** The valid rows only, as the CSV the import uploads (with each row's `source_row`). */
  validCsv: string;
  /** A file-level problem (wrong columns, no rows): nothing can be imported. */
  fileError?: string;
}

/** Column added to the uploaded rows so the import's log and keys use the user's row numbers. */
export const SOURCE_ROW_COLUMN = 'source_row';

/** A party's name columns, by the party's column prefix (made once, not for every row). */
const NAME_KEYS = Object.fromEntries(
  ['claimant_', 'borrower_', 'co_borrower_', 'guarantor_'].map((prefix) => [
    prefix,
    {
      company: `${prefix}company_name`,
      type: prefix === 'claimant_' ? `${prefix}customer_type` : `${prefix}respondent_type`,
      names: [`${prefix}name1`, `${prefix}middle_name`, `${prefix}last_name`],
    },
  ]),
);

function personName(record: Record<string, unknown>, prefix: string): string {
  const keys = NAME_KEYS[prefix]!;
  const company = cellText(record[keys.company]);
  const type = cellText(record[keys.type]);
  const person = keys.names.map((key) => cellText(record[key])).filter(Boolean).join(' ');
  return type === 'Enterprise' ? company || person : person || company;
}

const RESPONDENT_PREFIXES = ['borrower_', 'co_borrower_', 'guarantor_'];

/** "Ravi & Anr." / "& Ors." as the case title names respondents (SPEC §2 respondent case view). */
function respondentsName(record: Record<string, unknown>): string {
  const names = RESPONDENT_PREFIXES.map((prefix) => personName(record, prefix)).filter(Boolean);
  if (names.length <= 1) return names[0] ?? '';
  return `${names[0]} ${names.length === 2 ? '& Anr.' : '& Ors.'}`;
}

/** A cell with something in it (papaparse gives strings; a spreadsheet also numbers and dates). */
const filledCell = (cell: unknown) => (typeof cell === 'string' ? cell !== '' && cell.trim() !== '' : cellText(cell) !== '');

/**
 * Checks every row of a parsed sheet (header + data rows) with the shared bulk rules and gives
 * the summary, the counts and the CSV of the valid rows to upload. Invalid rows are never sent.
 */
export function summarizeSheet(
  header: readonly unknown[],
  dataRows: readonly (readonly unknown[])[],
  options: BulkCheckOptions,
  onProgress?: (done: number) => void,
  part: SheetPart = WHOLE,
): BulkParseResult {
  const keys = header.map((cell) => cellText(cell).toLowerCase());
  const empty: BulkParseResult = { rows: [], validCount: 0, invalidCount: 0, validCsv: '' };
  const missing = missingBulkColumns(keys);
  if (missing.length > 0) return { ...empty, fileError: BULK_MESSAGES.missingColumns(missing) };
  const rows: SummaryRow[] = [];
  const valid: string[][] = [];
  let validCount = 0;
  const [from, to] = partRange(dataRows.length, part);
  for (let index = from; index < to; index++) {
    const cells = dataRows[index];
    const record: Record<string, unknown> = {};
    let blank = true;
    for (let column = 0; column < keys.length; column++) {
      const cell = cells[column];
      if (keys[column]) record[keys[column]] = cell;
      if (blank && filledCell(cell)) blank = false;
    }
    // Cells beyond the header count too: a row is blank only when every one of its cells is.
    for (let column = keys.length; blank && column < cells.length; column++) if (filledCell(cells[column])) blank = false;
    if (blank) continue;
    const rowNumber = index + 1;
    const result = checkBulkRow(record, options);
    if (result.ok) {
      validCount += 1;
      const line: string[] = [String(rowNumber)];
      for (const key of BULK_COLUMN_KEYS) line.push(cellText(record[key]));
      valid.push(line);
    }
    rows.push({
      rowNumber,
      agreement: cellText(record.agreement_number),
      dateOfAgreement: cellText(record.date_of_agreement),
      claimant: personName(record, 'claimant_'),
      lawyer: cellText(record.claimant_add_lawyer),
      respondent: respondentsName(record),
      issues: result.ok ? [] : result.issues,
    });
    if (onProgress && (index + 1 - from) % 5000 === 0) onProgress(index + 1 - from);
  }
  if (rows.length === 0) return { ...empty, fileError: BULK_MESSAGES.noRows };
  return {
    rows,
    validCount,
    invalidCount: rows.length - validCount,
    validCsv: validCount > 0 ? toCsv([[SOURCE_ROW_COLUMN, ...BULK_COLUMN_KEYS], ...valid]) : '',
  };
}

/** One of `count` workers' share of a sheet's data rows: part `index` checks the index-th run of them. */
export interface SheetPart {
  index: number;
  count: number;
}

const WHOLE: SheetPart = { index: 0, count: 1 };

/** The data rows [from, to) of a part: runs of (nearly) equal length, in file order. */
export function partRange(length: number, { index, count }: SheetPart): [number, number] {
  return [Math.floor((length * index) / count), Math.floor((length * (index + 1)) / count)];
}

/**
 * The summaries of a sheet's parts (in part order) as the summary of the whole: rows and the
 * valid rows' CSV in file order, counts added up; a sheet without rows in any part has none.
 */
export function mergeSummaries(parts: readonly BulkParseResult[]): BulkParseResult {
  const empty: BulkParseResult = { rows: [], validCount: 0, invalidCount: 0, validCsv: '' };
  const columns = parts.find((part) => part.fileError && part.fileError !== BULK_MESSAGES.noRows);
  if (columns) return { ...empty, fileError: columns.fileError };
  const rows: SummaryRow[] = [];
  for (const part of parts) for (const row of part.rows) rows.push(row);
  if (rows.length === 0) return { ...empty, fileError: BULK_MESSAGES.noRows };
  // Every part's CSV starts with the same header line; keep the first.
  const csvs = parts.filter((part) => part.validCsv !== '').map((part, i) => (i === 0 ? part.validCsv : part.validCsv.slice(part.validCsv.indexOf('\r\n') + 2)));
  const validCount = parts.reduce((sum, part) => sum + part.validCount, 0);
  return { rows, validCount, invalidCount: rows.length - validCount, validCsv: csvs.join('') };
}

/** The invalid rows' problems as a CSV to download: one line per problem. */
export function errorReportCsv(rows: readonly SummaryRow[]): string {
  const lines: string[][] = [['Row', 'Column', 'Column name', 'Problem']];
  for (const row of rows) for (const issue of row.issues) lines.push([String(row.rowNumber), issue.column, bulkColumnLabel(issue.column), issue.message]);
  return toCsv(lines);
}
