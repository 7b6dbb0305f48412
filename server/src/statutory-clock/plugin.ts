import fp from 'fastify-plugin';
import { sweepStatutoryClock } from './sweep';

export interface StatutoryClockOptions {
  /** How often to sweep (ms). The first sweep runs as the server starts and fills older cases. */
  intervalMs: number;
}

/**
 * Runs the statutory clock's sweep (sweep.ts) on a timer. Every server process may run it: each
 * reminder is claimed by one row, so several processes never mail it twice.
 */
export const statutoryClockPlugin = fp(async (app, options: StatutoryClockOptions) => {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepStatutoryClock(app.services)
      .then((result) => {
        if (result.filled || result.expired || result.reminders) app.log.info(result, 'statutory clock sweep');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'statutory clock sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
