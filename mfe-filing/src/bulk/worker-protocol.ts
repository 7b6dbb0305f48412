import type { BulkCheckOptions } from 'shared-api/bulk';
import type { BulkParseResult, SheetPart, SummaryRow } from './summary';

export interface WorkerRequest {
  file: File;
  options: BulkCheckOptions;
  /** The share of the rows this worker checks (all of them without it). */
  part?: SheetPart;
}

export type WorkerReply =
  | { type: 'progress'; done: number }
  /** The summary's rows, a piece at a time before `done` (whose result then has none). */
  | { type: 'rows'; rows: SummaryRow[] }
  | { type: 'done'; result: BulkParseResult; ms: number }
  | { type: 'error'; message: string };
