import { AsyncLocalStorage } from 'node:async_hooks';
import PgBoss from 'pg-boss';
import type { Db } from '../db';
import { assertQueueName, type Job, type JobHandler, type JobQueue, type QueueDefinition } from './queue';

export interface PgBossQueueOptions {
  /** How often each worker asks for a job when idle, in seconds (at least 0.5). */
  pollSeconds?: number;
  /** Errors of pg-boss's own loops (maintenance, polling); they never stop the process. */
  onError?: (error: unknown) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Durable jobs on PostgreSQL with pg-boss, over the app's own pool (no second pool; a send made
 * inside a transaction joins it, so a job and the record it is about commit or roll back
 * together). Its tables live in the schema `pgboss`, or in the app's own schema when it runs in
 * one (search_path other than public: tests, a shared database).
 *
 * pg-boss starts on first use, so an app that never sends or works a job costs nothing.
 */
export function pgBossJobQueue(db: Db, options: PgBossQueueOptions = {}): JobQueue {
  const definitions = new Map<string, QueueDefinition>();
  const pollingIntervalSeconds = Math.max(0.5, options.pollSeconds ?? 2);
  // pg-boss's own loops (and its start) must not join a transaction of the request that woke it.
  const outside = AsyncLocalStorage.snapshot();
  let boss: Promise<PgBoss> | null = null;
  let stopped = false;
  let closed = false;

  const started = (): Promise<PgBoss> =>
    (boss ??= outside(async () => {
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS "schema"');
      const current = rows[0]?.schema ?? 'public';
      const schema = current !== 'public' && SCHEMA_NAME.test(current) ? current : 'pgboss';
      const instance = new PgBoss({
        // After stop, a handler that outlived the grace may still finish and pg-boss then marks
        // its job complete: too late (the job was given back and may be running elsewhere), and
        // the pool may be closed, so such late writes are dropped (as pg-boss's own closed pool
        // does: no result).
        db: { executeSql: (text: string, values: unknown[]) => (closed ? Promise.resolve(undefined as unknown as { rows: unknown[] }) : db.query(text, values)) },
        schema,
        // Finished jobs (completed or failed) are archived after a day and deleted 7 days later.
        archiveCompletedAfterSeconds: 24 * 60 * 60,
        deleteAfterDays: 7,
        // No cron schedules (the statutory sweep uses singleton slots): spares a polling loop.
        schedule: false,
      });
      instance.on('error', (error: unknown) => options.onError?.(error));
      await instance.start();
      for (const definition of definitions.values()) await createQueue(instance, definition);
      return instance;
    }));

  const createQueue = async (instance: PgBoss, definition: QueueDefinition) => {
    const settings = {
      name: definition.name,
      policy: definition.unique ? 'stately' : 'standard',
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds,
    } as const;
    // Created once by whichever process comes first; later starts bring the policy up to date.
    await instance.createQueue(definition.name, settings);
    await instance.updateQueue(definition.name, settings);
  };

  const definition = (name: string): QueueDefinition => {
    const found = definitions.get(name);
    if (!found) throw new Error(`Job queue ${name} is not defined`);
    return found;
  };

  return {
    kind: 'pg-boss',
    async define(queue) {
      assertQueueName(queue.name);
      definitions.set(queue.name, queue);
      if (boss) await createQueue(await boss, queue);
    },
    async send(name, data, sendOptions = {}) {
      definition(name);
      if (stopped) throw new Error('The job queue is stopped');
      const instance = await started();
      // pg-boss checks every option present, so only the ones given are passed.
      const options: PgBoss.SendOptions = {};
      if (sendOptions.startAfterSeconds) options.startAfter = Math.ceil(sendOptions.startAfterSeconds);
      if (sendOptions.singletonKey !== undefined) options.singletonKey = sendOptions.singletonKey;
      if (sendOptions.singletonSeconds !== undefined) options.singletonSeconds = sendOptions.singletonSeconds;
      if (sendOptions.retryLimit !== undefined) options.retryLimit = sendOptions.retryLimit;
      return instance.send(name, data, options);
    },
    async work<T>(name: string, handler: JobHandler<T>, workOptions: { concurrency?: number } = {}) {
      definition(name);
      const instance = await started();
      // One pg-boss worker runs one job at a time; `concurrency` workers run that many.
      for (let i = 0; i < Math.max(1, workOptions.concurrency ?? 1); i += 1) {
        await instance.work<T>(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          const payload: Job<T> = { id: job.id, name: job.name, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit };
          await handler(payload);
        });
      }
    },
    async stop(graceMs) {
      stopped = true;
      if (!boss) return;
      const instance = await boss.catch(() => null);
      // Waits for the jobs running here; after the grace, fails them so they are retried elsewhere.
      await instance?.stop({ graceful: true, timeout: Math.max(1000, graceMs), close: false, wait: true });
      closed = true;
    },
  };
}
