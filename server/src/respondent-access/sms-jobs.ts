import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { errorReason } from '../core/errors';
import { SYSTEM_USER } from '../core/session-user';
import { retryOutboxRecord } from '../doctypes/dispatches/retry-outbox';
import { retriesQueue, type Job, type QueueDefinition, type RetryPolicy } from '../jobs';
import type { AppServices } from '../services';
import { respondentAccessOf } from './config';
import type { SmsReference } from './sms';

/** The job queue of texts waiting for another attempt: `{ log: <SMS Log name> }`. */
export const SMS_QUEUE = 'sms-send';

/** 5 retries from 30 s, doubling: the last about 8–16 minutes after the first attempt. */
export const DEFAULT_SMS_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30 };

export function smsQueueDefinition(retry: RetryPolicy = DEFAULT_SMS_RETRY): QueueDefinition {
  return retriesQueue(SMS_QUEUE, retry);
}

export interface TextOutcome {
  /** Sent: the provider took it; Queued: in the SMS Log outbox (no provider, or waiting for a retry); Failed. */
  status: 'Sent' | 'Queued' | 'Failed';
  /** The provider's message id, or the SMS Log record. */
  id: string | null;
  error: string | null;
}

/**
 * Sends a text that must arrive even if the provider is briefly down (a dispatch): tried at once;
 * if the provider fails, the text waits in the SMS Log ("Not Sent", with the reason) and the
 * `sms-send` job retries it with backoff. Without a provider it goes to the outbox, as before.
 * One-time codes do not come here: they expire in a minute, so they are sent once, in the request.
 */
export async function sendTextWithRetry(services: AppServices, to: string, text: string, reference: SmsReference): Promise<TextOutcome> {
  const sms = respondentAccessOf(services).sms;
  if (sms.outbox) return { status: 'Queued', id: (await sms.send(to, text, reference)) || null, error: null };
  try {
    return { status: 'Sent', id: (await sms.send(to, text, reference)) || null, error: null };
  } catch (error) {
    const retry = services.config.smsRetry;
    if (retry.limit <= 0) return { status: 'Failed', id: null, error: errorReason(error) };
    const record = await insertDoc(
      contextFor(services, SYSTEM_USER),
      'SMS Log',
      { to, text, status: 'Not Sent', error: errorReason(error), reference_doctype: reference.doctype, reference_name: reference.name },
      { ignorePermissions: true },
    );
    const log = String(record.name);
    await services.jobs.send(SMS_QUEUE, { log }, { singletonKey: log, startAfterSeconds: retry.delaySeconds });
    return { status: 'Queued', id: log, error: null };
  }
}

/**
 * The `sms-send` job: another attempt at an SMS Log text through the provider. Sent: the log
 * and the dispatch row it belongs to record it; a failure is retried, the last one records
 * Error / Failed.
 */
export async function deliverQueuedSms(services: AppServices, job: Job<{ log: string }>): Promise<void> {
  const sms = respondentAccessOf(services).sms;
  // Without a provider (none configured in this process) the text stays in the outbox.
  if (sms.outbox) return;
  await retryOutboxRecord<{ to: string; text: string | null }>(services, job, {
    table: 'tabSMS Log',
    name: job.data.log,
    columns: ['to', 'text'],
    deliver: async (row) => {
      const reference = row.reference_doctype && row.reference_name ? { doctype: row.reference_doctype, name: row.reference_name } : undefined;
      return (await sms.send(row.to, row.text ?? '', reference)) || null;
    },
  });
}
