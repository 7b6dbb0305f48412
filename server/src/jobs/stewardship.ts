import fp from 'fastify-plugin';
import type { QueueDefinition } from './queue';
import { reencryptData } from './reencrypt';
import { applyRetention } from './retention';

export const RETENTION_QUEUE = 'retention';
export const REENCRYPT_QUEUE = 'data-reencrypt';

/** Not retried: the next run picks up what this one left. */
const once = (name: string): QueueDefinition => ({ name, retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 60 * 60, unique: true });
export const STEWARDSHIP_QUEUE_DEFINITIONS: readonly QueueDefinition[] = [once(RETENTION_QUEUE), once(REENCRYPT_QUEUE)];

export interface StewardshipOptions {
  /** How often the retention schedule is applied (ms); undefined: never in this process. */
  retentionIntervalMs?: number;
}

/**
 * The data-stewardship jobs: at start, values under an older data key are moved to the newest
 * (the second half of a key rotation, reencrypt.ts); every interval the retention schedule is
 * applied (retention.ts). Each runs once across every process (singleton slots), like the sweeps.
 */
export const stewardshipPlugin = fp(async (app, options: StewardshipOptions) => {
  const { jobs } = app.services;
  let timer: NodeJS.Timeout | undefined;
  const queue = (name: string, slotSeconds: number) => {
    jobs.send(name, {}, { singletonSeconds: slotSeconds }).catch((error: unknown) => app.log.error({ err: error }, `queueing ${name} failed`));
  };
  app.addHook('onReady', async () => {
    await jobs.work(REENCRYPT_QUEUE, async () => {
      const report = await reencryptData(app.services.db, app.services.registry);
      if (report.rewritten || report.unreadable) app.log.info(report, 'data key rotation: values re-encrypted under the newest key');
      if (report.unreadable) app.log.error(report, 'data key rotation: values no loaded key opens (add the key they name to DATA_KEY)');
    });
    queue(REENCRYPT_QUEUE, 60 * 60);
    const interval = options.retentionIntervalMs;
    if (interval) {
      await jobs.work(RETENTION_QUEUE, async () => {
        const run = await applyRetention(app.services);
        app.log.info(run, 'retention schedule applied');
      });
      const slot = Math.max(1, Math.round(interval / 1000));
      queue(RETENTION_QUEUE, slot);
      timer = setInterval(() => queue(RETENTION_QUEUE, slot), interval);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
