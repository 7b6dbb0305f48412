import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { randomName } from '../core/doctype/naming';
import type { AppServices } from '../services';
import { ImportFailure, LeaseLost, runDataImport } from './run-import';

/** A job that fails this many times (not a crash: an error) ends as Error. */
export const MAX_ATTEMPTS = 3;

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

/** One pass: runs every import that is waiting, one after another. */
export async function runWaitingImports(services: AppServices, worker: string, log?: { error: (obj: object, msg: string) => void }): Promise<number> {
  let ran = 0;
  for (const name of await importsToRun(services)) {
    try {
      const outcome = await runDataImport(services, name, { worker });
      if (outcome.status !== 'busy' && outcome.status !== 'missing') ran += 1;
    } catch (error) {
      if (error instanceof LeaseLost || error instanceof ImportFailure) continue;
      log?.error({ err: error, dataImport: name }, 'bulk import failed');
      await recordFailure(services, name, error).catch(() => undefined);
    }
  }
  return ran;
}

export interface BulkImportWorkerOptions {
  /** How often to look for waiting imports (ms). */
  pollMs: number;
}

/**
 * The in-process worker of bulk imports: polls for Pending imports (and Running ones whose
 * worker died, once their lease lapses, which resumes them after a restart) and runs them.
 * Every server process may run it: an import is claimed with FOR UPDATE SKIP LOCKED and a lease.
 */
export const bulkImportWorkerPlugin = fp(async (app, options: BulkImportWorkerOptions) => {
  const worker = `${hostname()}:${process.pid}:${randomName(6)}`;
  let running: Promise<unknown> | null = null;
  let closing = false;
  const poll = () => {
    if (closing) return;
    running ??= runWaitingImports(app.services, worker, app.log).finally(() => {
      running = null;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    poll();
    timer = setInterval(poll, options.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
});
