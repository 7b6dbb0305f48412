import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';
import { CSV_COMMENT, type BulkCheckOptions } from 'shared-api/bulk';
import { summarizeSheet, type BulkParseResult, type SheetPart } from './summary';

/** A CSV's rows (header first); `#` lines are the template's notes. */
export function csvRows(text: string): unknown[][] {
  const parsed = Papa.parse<unknown[]>(text.replace(/^\uFEFF/, ''), { header: false, comments: CSV_COMMENT, skipEmptyLines: 'greedy' });
  return parsed.data;
}

export const isSpreadsheet = (name: string) => /\.xlsx$/i.test(name);

/** Reads a .csv or .xlsx (first sheet) and checks every row (or a part's share of them). Runs in the parse worker. */
export async function parseBulkFile(file: Blob & { name: string }, options: BulkCheckOptions, onProgress?: (done: number) => void, part?: SheetPart): Promise<BulkParseResult> {
  let rows: unknown[][];
  if (isSpreadsheet(file.name)) {
    rows = (await readSheet(file)) as unknown[][];
  } else {
    rows = csvRows(await file.text());
  }
  const [header = [], ...data] = rows;
  return summarizeSheet(header, data, options, onProgress, part);
}
