import type { Db } from '../db';
import { inProcessJobQueue } from './in-process';
import { pgBossJobQueue, type PgBossQueueOptions } from './pg-boss';
import type { JobQueue } from './queue';

export { isLastAttempt, retriesQueue } from './queue';
export type { Job, JobQueue, QueueDefinition, RetryPolicy } from './queue';

/** pg-boss on PostgreSQL; on PGlite (one process) the in-process queue. */
export function openJobQueue(db: Db, options: PgBossQueueOptions = {}): JobQueue {
  return db.kind === 'postgres' ? pgBossJobQueue(db, options) : inProcessJobQueue();
}
