export { runDataImport, parseImportCsv, ImportFailure, LeaseLost, DEFAULT_BATCH_SIZE } from './run-import';
export type { RunImportOptions, ImportOutcome, ImportStatus } from './run-import';
export { bulkImportWorkerPlugin, runWaitingImports, importsToRun, MAX_ATTEMPTS } from './worker';
export type { BulkImportWorkerOptions } from './worker';
