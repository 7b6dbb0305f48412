import { BULK_COLUMN_KEYS, sampleBulkRow, toCsv } from 'shared-api/bulk';

export { sampleBulkRow };

/** Rows as a CSV in the template's column order. */
export function bulkCsv(rows: readonly Record<string, string>[]): string {
  return toCsv([BULK_COLUMN_KEYS, ...rows.map((row) => BULK_COLUMN_KEYS.map((key) => row[key] ?? ''))]);
}
