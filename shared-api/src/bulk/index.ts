export { BULK_COLUMNS, BULK_COLUMN_KEYS, bulkColumnLabel } from './columns';
export {
  BULK_MESSAGES,
  cellText,
  checkBulkRow,
  missingBulkColumns,
  describeIssue,
} from './check-row';
export type { BulkReference, BulkCheckOptions, BulkRowIssue, BulkCase } from './check-row';
export { BULK_TEMPLATE_NOTES_HEADER, CSV_COMMENT, bulkTemplateNotes, bulkTemplateCsv, toCsv } from './template';
export { sampleBulkRow } from './sample-row';
