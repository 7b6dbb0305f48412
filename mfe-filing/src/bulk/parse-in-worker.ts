import type { BulkCheckOptions } from 'shared-api/bulk';
import { mergeSummaries, type BulkParseResult, type SheetPart, type SummaryRow } from './summary';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

export interface ParseOutcome {
  result: BulkParseResult;
  /** Parse and check time inside the workers (the slowest one), in ms. */
  ms: number;
}

/**
 * The worker (bulk-parse.worker.ts) is built alone beforehand (rspack.worker.config.cjs), without the
 * federation runtime, and arrives here as a hashed file. Through a variable, so the bundler takes
 * the URL as a file and does not compile the worker again into the remote.
 */
const WORKER_URL = new URL('../../worker-dist/bulk-parse.worker.js', import.meta.url);

/** Files up to this size are checked by one worker: more would cost more to start than they save. */
const ONE_WORKER_BYTES = 1024 * 1024;
/** Each worker holds the whole parsed file (about 2 KB a row), so there are two at most. */
const MAX_WORKERS = 2;

/** How many workers share a file: two when there are two cores and the file is large, else one. */
export function workerCount(fileSize: number, cores: number | undefined): number {
  if (fileSize <= ONE_WORKER_BYTES) return 1;
  return Math.max(1, Math.min(MAX_WORKERS, cores ?? 1));
}

/** One worker's part: its summary, its rows arriving in pieces before it ends. */
function runPart(worker: Worker, file: File, options: BulkCheckOptions, part: SheetPart, onProgress: (done: number) => void): Promise<ParseOutcome> {
  const rows: SummaryRow[] = [];
  return new Promise<ParseOutcome>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.done);
      else if (reply.type === 'rows') for (const row of reply.rows) rows.push(row);
      else if (reply.type === 'done') resolve({ result: { ...reply.result, rows }, ms: reply.ms });
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The file could not be read'));
    worker.postMessage({ file, options, part } satisfies WorkerRequest);
  });
}

/**
 * Parses a bulk file in Web Workers (loaded only now) and ends them when done. A large file is
 * shared by two workers on a machine with two cores or more: each reads the whole file and checks
 * its own half of the rows (checking is most of the time), and their summaries are joined in file order.
 */
export async function parseInWorker(file: File, options: BulkCheckOptions, onProgress?: (done: number) => void): Promise<ParseOutcome> {
  const count = workerCount(file.size, typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency);
  const workers = Array.from({ length: count }, () => new Worker(WORKER_URL, { name: 'bulk-parse' }));
  const done = new Array<number>(count).fill(0);
  try {
    const parts = await Promise.all(
      workers.map((worker, index) =>
        runPart(worker, file, options, { index, count }, (rows) => {
          done[index] = rows;
          onProgress?.(done.reduce((sum, value) => sum + value, 0));
        }),
      ),
    );
    return { result: mergeSummaries(parts.map((part) => part.result)), ms: Math.max(...parts.map((part) => part.ms)) };
  } finally {
    for (const worker of workers) worker.terminate();
  }
}
