export { Lot } from './lot';
export { DataImport } from './data-import';
export { DataImportLog } from './data-import-log';
