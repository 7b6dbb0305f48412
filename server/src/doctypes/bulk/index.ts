export { Lot, lotRowFilter } from './lot';
export { DataImport, IMPORT_STATUSES, JOB_FIELDS } from './data-import';
export { DataImportLog } from './data-import-log';
