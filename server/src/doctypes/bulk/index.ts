export { Lot } from './lot';
export { DataImport } from './data-import';
