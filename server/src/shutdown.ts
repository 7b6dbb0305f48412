import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** A process still busy after this long stops anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  graceMs: number;
  exit?: (code: number) => void;
  log?: (message: string) => void;
}

/**
 * Graceful stop: the listener closes, new requests get 503 (readiness fails), requests in flight
 * finish, the job queue stops taking jobs and lets the running ones finish (within the app's job
 * grace; the rest are given back for another process), then the database pool closes; exit 0. A stuck request cannot
 * hold the process past `graceMs` (exit 1). Returns the stop function the signals call.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((message: string) => console.log(message));
  let stopping: Promise<void> | null = null;
  return (signal) => {
    stopping ??= (async () => {
      log(`${signal}: finishing the requests in flight, then stopping`);
      const timer = setTimeout(() => {
        log(`Still busy after ${options.graceMs / 1000} s: stopping anyway`);
        exit(1);
      }, options.graceMs);
      timer.unref();
      try {
        await app.close();
        exit(0);
      } catch (error) {
        log(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
}
