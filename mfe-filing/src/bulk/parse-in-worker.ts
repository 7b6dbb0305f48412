import type { BulkCheckOptions } from 'shared-api/bulk';
import type { BulkParseResult, SummaryRow } from './summary';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

export interface ParseOutcome {
  result: BulkParseResult;
  /** Parse and check time inside the worker, in ms. */
  ms: number;
}

/**
 * The worker (bulk-parse.worker.ts) is built alone beforehand (rspack.worker.config.cjs), without the
 * federation runtime, and arrives here as a hashed file. Through a variable, so the bundler takes
 * the URL as a file and does not compile the worker again into the remote.
 */
const WORKER_URL = new URL('../../worker-dist/bulk-parse.worker.js', import.meta.url);

/** Parses a bulk file in a Web Worker (loaded only now) and ends the worker when done. */
export function parseInWorker(file: File, options: BulkCheckOptions, onProgress?: (done: number) => void): Promise<ParseOutcome> {
  const worker = new Worker(WORKER_URL, { name: 'bulk-parse' });
  const rows: SummaryRow[] = [];
  return new Promise<ParseOutcome>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress?.(reply.done);
        return;
      }
      if (reply.type === 'rows') {
        for (const row of reply.rows) rows.push(row);
        return;
      }
      worker.terminate();
      if (reply.type === 'done') resolve({ result: { ...reply.result, rows }, ms: reply.ms });
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be read'));
    };
    worker.postMessage({ file, options } satisfies WorkerRequest);
  });
}
