import nodemailer from 'nodemailer';
import { errorReason } from '../core/errors';
import { retryOutboxRecord } from '../doctypes/dispatches/retry-outbox';
import { retriesQueue, type Job, type QueueDefinition, type RetryPolicy } from '../jobs';
import type { AppServices } from '../services';
import { recordMail, type Mailer, type MailReceipt } from './mailer';

/** The job queue of mail waiting for another attempt: `{ queue: <Email Queue name> }`. */
export const MAIL_QUEUE = 'mail-send';

/** 8 retries from 30 s, doubling: the last about 1–2 hours after the first attempt. */
export const DEFAULT_MAIL_RETRY: RetryPolicy = { limit: 8, delaySeconds: 30 };

export function mailQueueDefinition(retry: RetryPolicy = DEFAULT_MAIL_RETRY): QueueDefinition {
  return retriesQueue(MAIL_QUEUE, retry);
}

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. `ArbitRoute <no-reply@example.in>`. */
  from: string;
  /** Called when an attempt to deliver a mail failed (the Email Queue record keeps the reason too). */
  onError?: (error: unknown, recipient: string) => void;
  /** When to give up on a mail that could not be delivered (default `DEFAULT_MAIL_RETRY`). */
  retry?: RetryPolicy;
}

/**
 * An SMTP answer that will not change by trying again: a 5xx reply (the recipient does not
 * exist, the message is refused). Anything else — the server unreachable, a timeout, a 4xx
 * "try later" — is worth retrying.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers mail over SMTP with nodemailer and records each one in the Email Queue. The first
 * attempt is made at once, in the request (the caller sees Sent and the Message-ID); when it
 * fails for a passing reason (the SMTP server down or busy), the record stays "Not Sent" with the
 * reason and a `mail-send` job retries it with backoff, ending "Sent" or, after the last retry,
 * "Error". A refusal (5xx) is final at once. Secrets (mailed passwords) are blanked in the
 * record, so such a mail cannot be retried from it: it ends "Error" ("forgot password" sends a
 * new one). A failed delivery does not fail the request that caused it.
 */
export function smtpMailer(services: () => AppServices, options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);

  const deliver = async (to: string, subject: string, text: string) => {
    const info = await transport.sendMail({ from: options.from, to, subject, text });
    // A server that accepts the envelope but refuses this recipient still resolves.
    if (info.rejected.length > 0 && info.accepted.length === 0) {
      throw Object.assign(new Error(`Recipient refused: ${String(info.response ?? '')}`), { responseCode: 550 });
    }
    return info.messageId;
  };

  const retryPolicy = options.retry ?? DEFAULT_MAIL_RETRY;
  const queueRetry = async (queueName: string) => {
    if (retryPolicy.limit <= 0) return;
    await services().jobs.send(MAIL_QUEUE, { queue: queueName }, { singletonKey: queueName, startAfterSeconds: retryPolicy.delaySeconds });
  };

  return {
    async send(message) {
      const receipts: MailReceipt[] = [];
      for (const recipient of message.recipients) {
        try {
          const messageId = await deliver(recipient, message.subject, message.message);
          receipts.push(await recordMail(services(), message, recipient, 'Sent', { hideSecrets: true, messageId }));
        } catch (error) {
          options.onError?.(error, recipient);
          const retry = !isPermanentSmtpFailure(error) && (message.secrets ?? []).every((secret) => !secret);
          const status = retry ? 'Not Sent' : 'Error';
          const receipt = await recordMail(services(), message, recipient, status, { hideSecrets: true, error: errorReason(error) });
          if (retry) await queueRetry(receipt.queueName);
          receipts.push(receipt);
        }
      }
      return receipts;
    },

    async deliverQueued(job: Job<{ queue: string }>) {
      await retryOutboxRecord<{ recipient: string; subject: string | null; message: string | null }>(services(), job, {
        table: 'tabEmail Queue',
        name: job.data.queue,
        columns: ['recipient', 'subject', 'message'],
        deliver: (row) => deliver(row.recipient, row.subject ?? '', row.message ?? ''),
        isPermanent: isPermanentSmtpFailure,
        onError: (error, row) => options.onError?.(error, row.recipient),
      });
    },
  };
}
