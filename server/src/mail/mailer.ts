import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
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
}

/** Sends mail: over SMTP when configured (`smtpMailer`), else into the Email Queue outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type EmailQueueStatus = 'Not Sent' | 'Sent' | 'Error';

/** Writes one Email Queue record per recipient (the record of every mail, whichever transport). */
export async function recordMail(
  services: AppServices,
  message: MailMessage,
  recipient: string,
  status: EmailQueueStatus,
  options: { hideSecrets: boolean; error?: string },
): Promise<void> {
  let text = message.message;
  if (options.hideSecrets) for (const secret of message.secrets ?? []) if (secret) text = text.split(secret).join('********');
  await insertDoc(
    contextFor(services, SYSTEM_USER),
    'Email Queue',
    { recipient, subject: message.subject, message: text, status, error: options.error ?? null },
    { ignorePermissions: true },
  );
}

/**
 * Writes each message to the `Email Queue` doctype (status "Not Sent"), where a developer or a
 * later sender job can read it. Nothing is silently dropped. Being the only copy, the record
 * keeps the whole text.
 */
export function outboxMailer(services: () => AppServices): Mailer {
  return {
    async send(message) {
      for (const recipient of message.recipients) {
        await recordMail(services(), message, recipient, 'Not Sent', { hideSecrets: false });
      }
    },
  };
}
