import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { randomName } from '../core/doctype/naming';
import type { Job } from '../jobs';
import type { AppServices } from '../services';
import { BULK_IMPORT_QUEUE } from './queue';
import { ImportFailure, LeaseLost, runDataImport } from './run-import';

/** A job that fails this many times (not a crash: an error) ends as Error. */
export const MAX_ATTEMPTS = 3;

type Log = { error: (obj: object, msg: string) => void };

/** Imports waiting for a worker: Pending ones, and Running ones whose worker stopped renewing its lease. */
export async function importsToRun(services: AppServices, limit = 5): Promise<string[]> {
  const { rows } = await services.db.query<{ name: string }>(
    `SELECT "name" FROM "tabData Import"
      WHERE "status" IN ('Pending', 'Running') AND ("lease_until" IS NULL OR "lease_until" < localtimestamp)
      ORDER BY "creation" LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.name);
}

/** After an unexpected error: try again later, or give up cleanly after MAX_ATTEMPTS. */
async function recordFailure(services: AppServices, name: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await services.db.query(
    `UPDATE "tabData Import" SET "error_message" = $2,
            "status" = CASE WHEN coalesce("attempts", 0) >= $3 THEN 'Error' ELSE "status" END
      WHERE "name" = $1 AND "status" IN ('Pending', 'Running')`,
    [name, `The import stopped: ${message}`, MAX_ATTEMPTS],
  );
}

/**
 * Runs one import as this worker. True when it ran (or was already done); false when another
 * worker holds it (its lease is live). An unexpected error is recorded and thrown (the job is
 * retried; after MAX_ATTEMPTS the import is Error and a retry finds nothing to do).
 */
export async function runImport(services: AppServices, name: string, worker: string, log?: Log): Promise<boolean> {
  try {
    const outcome = await runDataImport(services, name, { worker });
    return outcome.status !== 'busy';
  } catch (error) {
    if (error instanceof LeaseLost || error instanceof ImportFailure) return true;
    log?.error({ err: error, dataImport: name }, 'bulk import failed');
    await recordFailure(services, name, error).catch(() => undefined);
    throw error;
  }
}

/**
 * Queues a `bulk-import` job for each import waiting for a worker (at most one waiting job per
 * import). Creating a Data Import queues its job at once; this finds the ones left behind: an
 * import whose process stopped (its lease lapsed), and, on PGlite, every waiting one after a restart.
 */
export async function queueWaitingImports(services: AppServices): Promise<number> {
  let queued = 0;
  for (const name of await importsToRun(services, 50)) {
    if (await services.jobs.send(BULK_IMPORT_QUEUE, { name }, { singletonKey: name })) queued += 1;
  }
  return queued;
}

export interface BulkImportWorkerOptions {
  /** How often to look for imports left behind (ms). */
  pollMs: number;
}

/**
 * Bulk imports run as `bulk-import` jobs in this process: on PostgreSQL any process with the
 * worker may take an import queued by another. The import's lease stays the guard against two
 * runners (a job for an import held by a live worker ends at once). A sweep every `pollMs`
 * (and at start) queues imports left behind, which resumes them after a crash or restart.
 */
export const bulkImportWorkerPlugin = fp(async (app, options: BulkImportWorkerOptions) => {
  const worker = `${hostname()}:${process.pid}:${randomName(6)}`;
  let sweeping: Promise<unknown> | null = null;
  let closing = false;
  const sweep = () => {
    if (closing) return;
    sweeping ??= queueWaitingImports(app.services)
      .catch((error: unknown) => app.log.error({ err: error }, 'looking for bulk imports failed'))
      .finally(() => {
        sweeping = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await app.services.jobs.work<{ name: string }>(BULK_IMPORT_QUEUE, async (job: Job<{ name: string }>) => {
      await runImport(app.services, job.data.name, worker, app.log);
    });
    sweep();
    timer = setInterval(sweep, options.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await sweeping;
  });
});
