import type { BulkCheckOptions } from 'shared-api/bulk';
import type { BulkParseResult } from './summary';

export interface WorkerRequest {
  file: File;
  options: BulkCheckOptions;
}

export type WorkerReply =
  | { type: 'progress'; done: number }
  | { type: 'done'; result: BulkParseResult; ms: number }
  | { type: 'error'; message: string };
