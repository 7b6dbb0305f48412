/// <reference lib="webworker" />
import type { BulkCheckOptions } from 'shared-api/bulk';
import { parseBulkFile } from './parse-file';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/*
 * Parses and checks a bulk file off the main thread, so a 100,000-row file never freezes the
 * page: papaparse for CSV, read-excel-file for XLSX, the shared filing rules for every row.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Summary rows per message (each message is one task on the page's main thread). */
const ROWS_PER_MESSAGE = 2000;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { file, options, part } = event.data;
  const reply = (message: WorkerReply) => scope.postMessage(message);
  try {
    const started = performance.now();
    const result = await parseBulkFile(file, options as BulkCheckOptions, (done) => reply({ type: 'progress', done }), part);
    // The page takes each message in one task: 100,000 rows in one would hold its main thread
    // for half a second while they are copied in, so they go in pieces.
    for (let at = 0; at < result.rows.length; at += ROWS_PER_MESSAGE) reply({ type: 'rows', rows: result.rows.slice(at, at + ROWS_PER_MESSAGE) });
    reply({ type: 'done', result: { ...result, rows: [] }, ms: performance.now() - started });
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : 'The file could not be read' });
  }
};
