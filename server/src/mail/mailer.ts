import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { Job } from '../jobs';
import type { AppServices } from '../services';

export interface MailMessage {
  recipients: readonly string[];
  subject: string;
  /** Plain text body. */
  message: string;
  /**
   * Values in the text that only the recipient may see (a mailed password). A transport that
   * delivers the mail itself records the message in the Email Queue with them blanked out.
   */
  secrets?: readonly string[];
  /** The record the mail is about (a dispatch), kept on its Email Queue rows. */
  reference?: { doctype: string; name: string };
}

/** What became of the mail to one recipient. */
export interface MailReceipt {
  recipient: string;
  /**
   * Sent: the SMTP server accepted it; Not Sent: waiting in the outbox, or (SMTP) for another
   * attempt by the mail job; Error: refused, or given up after the last attempt.
   */
  status: EmailQueueStatus;
  /** The Email Queue record of this mail. */
  queueName: string;
  /** The Message-ID the SMTP server accepted (Sent only). */
  messageId: string | null;
  error: string | null;
}

/** Sends mail: over SMTP when configured (`smtpMailer`), else into the Email Queue outbox. */
export interface Mailer {
  /** One receipt per recipient; a refused delivery is reported in its receipt, not thrown. */
  send(message: MailMessage): Promise<MailReceipt[]>;
  /**
   * The `mail-send` job (SMTP only): another attempt at an Email Queue record left "Not Sent" by
   * a failed delivery. Throws to be retried later; the last attempt records "Error" instead.
   */
  deliverQueued?(job: Job<{ queue: string }>): Promise<void>;
}

export type EmailQueueStatus = 'Not Sent' | 'Sent' | 'Error';

/** Writes one Email Queue record per recipient (the record of every mail, whichever transport). */
export async function recordMail(
  services: AppServices,
  message: MailMessage,
  recipient: string,
  status: EmailQueueStatus,
  options: { hideSecrets: boolean; error?: string; messageId?: string | null },
): Promise<MailReceipt> {
  let text = message.message;
  if (options.hideSecrets) for (const secret of message.secrets ?? []) if (secret) text = text.split(secret).join('********');
  const record = await insertDoc(
    contextFor(services, SYSTEM_USER),
    'Email Queue',
    {
      recipient,
      subject: message.subject,
      message: text,
      status,
      error: options.error ?? null,
      message_id: options.messageId ?? null,
      reference_doctype: message.reference?.doctype ?? null,
      reference_name: message.reference?.name ?? null,
    },
    { ignorePermissions: true },
  );
  return { recipient, status, queueName: String(record.name), messageId: options.messageId ?? null, error: options.error ?? null };
}

/**
 * Writes each message to the `Email Queue` doctype (status "Not Sent"), where a developer or a
 * later sender job can read it. Nothing is silently dropped. Being the only copy, the record
 * keeps the whole text.
 */
export function outboxMailer(services: () => AppServices): Mailer {
  return {
    async send(message) {
      const receipts: MailReceipt[] = [];
      for (const recipient of message.recipients) {
        receipts.push(await recordMail(services(), message, recipient, 'Not Sent', { hideSecrets: false }));
      }
      return receipts;
    },
  };
}
