import type { Db } from '../db';
import { inProcessJobQueue } from './in-process';
import { pgBossJobQueue, type PgBossQueueOptions } from './pg-boss';
import type { JobQueue } from './queue';

export { isLastAttempt, retryDelayMs, retriesQueue } from './queue';
export type { Job, JobHandler, JobQueue, QueueDefinition, RetryPolicy, SendOptions, WorkOptions } from './queue';
export { inProcessJobQueue } from './in-process';
export { pgBossJobQueue } from './pg-boss';

/** pg-boss on PostgreSQL; on PGlite (one process) the in-process queue. */
export function openJobQueue(db: Db, options: PgBossQueueOptions = {}): JobQueue {
  return db.kind === 'postgres' ? pgBossJobQueue(db, options) : inProcessJobQueue();
}
