/*
 * Background jobs behind one small interface. On PostgreSQL the queue is pg-boss (jobs are rows,
 * shared by every server process, surviving restarts); on PGlite, which only one process opens,
 * the same handlers run in-process (`in-process.ts`). Handlers are written once, against this.
 */

/** A queue's retry policy; every job sent to it gets these unless the send says otherwise. */
export interface QueueDefinition {
  name: string;
  /** Retries after the first attempt (0: none). */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` it roughly doubles each time (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * A job still running after this long counts as failed (its process died or hung) and is
   * retried by another. Must outlast the longest honest run.
   */
  expireInSeconds: number;
  /**
   * Jobs with the same `singletonKey` never wait twice in this queue (pg-boss "stately"): a send
   * while one waits is dropped, so recovery sweeps cannot pile up duplicates.
   */
  unique?: boolean;
}

export interface SendOptions {
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
  /** One job per key (see `unique`); with `singletonSeconds`, one per key per time slot. */
  singletonKey?: string;
  /**
   * At most one job of this queue (and key) per slot of this many seconds, across every process:
   * a timer ticking in each process runs its work once per slot.
   */
  singletonSeconds?: number;
  retryLimit?: number;
}

/** What a handler receives. `retryCount` 0 is the first attempt; the last is `retryLimit`. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this queue this process runs at once (default 1). */
  concurrency?: number;
}

export interface JobQueue {
  /** `pg-boss`: durable and shared across processes; `in-process`: this process only (PGlite). */
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a queue (idempotent). Sending to or working an undeclared queue is an error. */
  define(queue: QueueDefinition): Promise<void>;
  /** Enqueues a job; its id, or null when a singleton rule dropped it. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Runs this queue's jobs in this process. A handler that resolves completes the job; one that
   * throws fails this attempt, retried per the queue's policy until the last, which fails it.
   */
  work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * Stops taking jobs, lets the ones running finish for up to `graceMs`; jobs still running then
   * are given back (failed for retry, so another process picks them up).
   */
  stop(graceMs: number): Promise<void>;
}

/** True on a job's last attempt: if it fails now, it is not retried. */
export function isLastAttempt(job: Job<unknown>): boolean {
  return job.retryCount >= job.retryLimit;
}

/** The delay before retry number `retryCount + 1` (pg-boss's formula: doubling, with jitter). */
export function retryDelayMs(queue: QueueDefinition, retryCount: number): number {
  const base = queue.retryDelaySeconds * 1000;
  if (!queue.retryBackoff) return base;
  return base * 2 ** Math.min(16, retryCount) * (1 + Math.random());
}

/** Queue names: pg-boss's rule (letters, digits, `_`, `-`), checked here for both queues. */
export function assertQueueName(name: string): void {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(name)) throw new Error(`Invalid job queue name: ${name}`);
}

/** How a failed delivery (mail, text) made in a request is retried by a job. */
export interface RetryPolicy {
  /** Retries after the attempt made in the request (0: none). */
  limit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  delaySeconds: number;
}

/**
 * The queue of such retries: the job is sent `delaySeconds` ahead, so its own attempts are the
 * retries (its first run is the first retry). One job per record (`singletonKey`).
 */
export function retriesQueue(name: string, retry: RetryPolicy): QueueDefinition {
  return { name, retryLimit: Math.max(0, retry.limit - 1), retryDelaySeconds: retry.delaySeconds, retryBackoff: true, expireInSeconds: 300, unique: true };
}
