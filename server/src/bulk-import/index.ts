export { runDataImport, parseImportCsv, ImportFailure, LeaseLost, DEFAULT_BATCH_SIZE } from './run-import';
export type { RunImportOptions, ImportOutcome, ImportStatus } from './run-import';
export { bulkImportWorkerPlugin, runImport, queueWaitingImports, importsToRun, MAX_ATTEMPTS } from './worker';
export { BULK_IMPORT_QUEUE, BULK_IMPORT_QUEUE_DEFINITION } from './queue';
export type { BulkImportWorkerOptions } from './worker';
