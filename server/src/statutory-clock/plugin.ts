import fp from 'fastify-plugin';
import type { QueueDefinition } from '../jobs';
import { sweepStatutoryClock } from './sweep';

/** The sweep as a job: one per interval across every process (pg-boss singleton slots). */
export const STATUTORY_SWEEP_QUEUE = 'statutory-sweep';

/** Not retried: the next interval sweeps again, and a sweep picks up what the last one missed. */
export const STATUTORY_SWEEP_QUEUE_DEFINITION: QueueDefinition = {
  name: STATUTORY_SWEEP_QUEUE,
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 30 * 60,
  unique: true,
};

export interface StatutoryClockOptions {
  /** How often to sweep (ms). The first sweep runs as the server starts and fills older cases. */
  intervalMs: number;
}

/**
 * Runs the statutory clock's sweep (sweep.ts) as a `statutory-sweep` job. Every process may
 * enable it: each ticks its timer and asks for the sweep of the current interval, and the job
 * queue keeps one per interval, so N processes sweep once, not N times (each reminder is also
 * claimed by one row, so it is never mailed twice).
 */
export const statutoryClockPlugin = fp(async (app, options: StatutoryClockOptions) => {
  const { jobs } = app.services;
  const slotSeconds = Math.max(1, Math.round(options.intervalMs / 1000));
  const tick = () => {
    jobs.send(STATUTORY_SWEEP_QUEUE, {}, { singletonSeconds: slotSeconds }).catch((error: unknown) => app.log.error({ err: error }, 'queueing the statutory clock sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await jobs.work(STATUTORY_SWEEP_QUEUE, async () => {
      const result = await sweepStatutoryClock(app.services);
      if (result.filled || result.expired || result.reminders) app.log.info(result, 'statutory clock sweep');
    });
    tick();
    timer = setInterval(tick, options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
});
