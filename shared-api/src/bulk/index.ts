export { BULK_COLUMNS, BULK_COLUMN_KEYS, BULK_RESPONDENTS, DATE_FORMAT_NOTE, bulkColumn, bulkColumnLabel } from './columns';
export type { BulkColumn, BulkColumnGroup } from './columns';
export {
  BULK_MESSAGES,
  cellText,
  parseBulkDate,
  parseBulkNumber,
  checkBulkRow,
  missingBulkColumns,
  describeIssue,
} from './check-row';
export type { BulkReference, BulkCheckOptions, BulkRowIssue, BulkCase, BulkRowResult } from './check-row';
export { BULK_TEMPLATE_NOTES_HEADER, CSV_COMMENT, bulkTemplateNotes, bulkTemplateCsv, csvCell, toCsv } from './template';
export { sampleBulkRow } from './sample-row';
