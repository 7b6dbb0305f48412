import type { QueueDefinition } from '../jobs';

/** The job that runs one bulk import: `{ name: <Data Import name> }`. */
export const BULK_IMPORT_QUEUE = 'bulk-import';

/**
 * An import that fails with an unexpected error is retried (MAX_ATTEMPTS on the Data Import row
 * ends it as Error); one left by a process that stopped is found again by the sweep once its
 * lease lapses. A run may take many minutes, so a job counts as lost only after an hour.
 */
export const BULK_IMPORT_QUEUE_DEFINITION: QueueDefinition = {
  name: BULK_IMPORT_QUEUE,
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60 * 60,
  unique: true,
};
