import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { assertQueueName, retryDelayMs, type Job, type JobHandler, type JobQueue, type QueueDefinition, type SendOptions } from './queue';

interface Waiting {
  job: Job<object>;
  key: string | null;
  timer: NodeJS.Timeout | null;
}

interface Lane {
  definition: QueueDefinition;
  handler: JobHandler<object> | null;
  concurrency: number;
  ready: Waiting[];
  delayed: Set<Waiting>;
  running: number;
  /** Singleton slots already used (`key@slot`). */
  slots: Set<string>;
}

/**
 * The embedded database's queue: jobs live in this process's memory and run here, with the same
 * retry policy as pg-boss (retry limit, doubling delay with jitter). Only one process opens a
 * PGlite database, so nothing needs sharing; what must survive a restart is found again from the
 * records themselves by each feature's start-up sweep (waiting imports, mail being retried).
 */
export function inProcessJobQueue(): JobQueue {
  const lanes = new Map<string, Lane>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  // Jobs run outside whatever transaction sent them (that one may not have committed yet).
  const outside = AsyncLocalStorage.snapshot();

  const lane = (name: string): Lane => {
    const found = lanes.get(name);
    if (!found) throw new Error(`Job queue ${name} is not defined`);
    return found;
  };

  const pump = (current: Lane) => {
    while (!stopped && current.handler && current.running < current.concurrency && current.ready.length > 0) {
      const waiting = current.ready.shift()!;
      current.running += 1;
      const run = runOne(current, waiting).finally(() => {
        current.running -= 1;
        running.delete(run);
        pump(current);
      });
      running.add(run);
    }
  };

  const enqueue = (current: Lane, waiting: Waiting, delayMs: number) => {
    if (delayMs <= 0) {
      current.ready.push(waiting);
      outside(() => setImmediate(() => pump(current)));
      return;
    }
    current.delayed.add(waiting);
    waiting.timer = outside(() =>
      setTimeout(() => {
        current.delayed.delete(waiting);
        waiting.timer = null;
        current.ready.push(waiting);
        pump(current);
      }, delayMs),
    );
    waiting.timer.unref();
  };

  const runOne = async (current: Lane, waiting: Waiting): Promise<void> => {
    try {
      await current.handler!(waiting.job);
    } catch {
      if (waiting.job.retryCount < waiting.job.retryLimit && !stopped) {
        const delay = retryDelayMs(current.definition, waiting.job.retryCount);
        enqueue(current, { ...waiting, job: { ...waiting.job, retryCount: waiting.job.retryCount + 1 }, timer: null }, delay);
      }
    }
  };

  const isWaiting = (current: Lane, key: string) => current.ready.some((w) => w.key === key) || [...current.delayed].some((w) => w.key === key);

  return {
    kind: 'in-process',
    async define(definition) {
      assertQueueName(definition.name);
      const existing = lanes.get(definition.name);
      if (existing) existing.definition = definition;
      else lanes.set(definition.name, { definition, handler: null, concurrency: 1, ready: [], delayed: new Set(), running: 0, slots: new Set() });
    },
    async send(name, data, options: SendOptions = {}) {
      const current = lane(name);
      if (stopped) throw new Error('The job queue is stopped');
      const key = options.singletonKey ?? null;
      if (options.singletonSeconds) {
        const slot = `${key ?? ''}@${Math.floor(Date.now() / (options.singletonSeconds * 1000))}`;
        if (current.slots.has(slot)) return null;
        // Only the key's current slot matters: forget its past ones, so the set does not grow for ever.
        for (const past of current.slots) if (past.startsWith(`${key ?? ''}@`)) current.slots.delete(past);
        current.slots.add(slot);
      } else if (key !== null && current.definition.unique && isWaiting(current, key)) {
        return null;
      }
      const job: Job<object> = { id: randomUUID(), name, data, retryCount: 0, retryLimit: options.retryLimit ?? current.definition.retryLimit };
      enqueue(current, { job, key, timer: null }, (options.startAfterSeconds ?? 0) * 1000);
      return job.id;
    },
    async work(name, handler, options = {}) {
      const current = lane(name);
      if (current.handler) throw new Error(`Job queue ${name} already has a worker in this process`);
      current.handler = handler as JobHandler<object>;
      current.concurrency = Math.max(1, options.concurrency ?? 1);
      pump(current);
    },
    async stop(graceMs) {
      stopped = true;
      for (const current of lanes.values()) {
        for (const waiting of current.delayed) if (waiting.timer) clearTimeout(waiting.timer);
        current.delayed.clear();
        current.ready = [];
      }
      if (running.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
