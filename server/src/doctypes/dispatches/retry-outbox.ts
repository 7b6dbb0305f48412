import { nowDatetime } from '../../core/datetime';
import { errorReason } from '../../core/errors';
import { isLastAttempt, type Job } from '../../jobs';
import type { AppServices } from '../../services';
import { settleQueuedDeliveries } from './send-outcome';

/** The outbox tables whose "Not Sent" records a job tries again. */
type OutboxTable = 'tabEmail Queue' | 'tabSMS Log';

interface OutboxRecord {
  status: string;
  reference_doctype: string | null;
  reference_name: string | null;
}

export interface OutboxRetry<Row> {
  table: OutboxTable;
  /** The record's name (an Email Queue or SMS Log). */
  name: string;
  /** The columns `deliver` needs, besides status and reference. */
  columns: readonly (keyof Row & string)[];
  /** Sends it; resolves with the provider's message id. */
  deliver(row: Row & OutboxRecord): Promise<string | null>;
  /** A failure that trying again will not change (a refused recipient): ends the record at once. */
  isPermanent?(error: unknown): boolean;
  onError?(error: unknown, row: Row & OutboxRecord): void;
}

/**
 * One more attempt at an outbox record still "Not Sent" (mail, SMS), as a job with retries: Sent
 * with its message id, or "Not Sent" with the reason and the error thrown again so the queue
 * retries it later; the last attempt, or a permanent refusal, ends it "Error". Either end settles
 * the dispatch row that waits on it. A record already settled is not sent again; a record gone is
 * left alone.
 */
export async function retryOutboxRecord<Row extends object>(services: AppServices, job: Job<unknown>, retry: OutboxRetry<Row>): Promise<void> {
  const columns = [...new Set(['status', 'reference_doctype', 'reference_name', ...retry.columns])].map((column) => `"${column}"`).join(', ');
  const { rows } = await services.db.query<Row & OutboxRecord>(`SELECT ${columns} FROM "${retry.table}" WHERE "name" = $1`, [retry.name]);
  const row = rows[0];
  if (!row) return;
  const reference = { doctype: row.reference_doctype, name: row.reference_name };
  // Settled by an earlier run whose own settling failed: settle the dispatch, send nothing again.
  if (row.status !== 'Not Sent') return settleQueuedDeliveries(services, reference);
  try {
    const messageId = await retry.deliver(row);
    await services.db.query(`UPDATE "${retry.table}" SET "status" = 'Sent', "message_id" = $2, "error" = NULL, "modified" = $3 WHERE "name" = $1`, [
      retry.name,
      messageId,
      nowDatetime(),
    ]);
  } catch (error) {
    retry.onError?.(error, row);
    const final = (retry.isPermanent?.(error) ?? false) || isLastAttempt(job);
    await services.db.query(`UPDATE "${retry.table}" SET "status" = $2, "error" = $3, "modified" = $4 WHERE "name" = $1`, [
      retry.name,
      final ? 'Error' : 'Not Sent',
      errorReason(error),
      nowDatetime(),
    ]);
    if (!final) throw error;
  }
  await settleQueuedDeliveries(services, reference);
}
