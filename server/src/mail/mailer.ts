import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { AppServices } from '../services';

export interface MailMessage {
  recipients: readonly string[];
  subject: string;
  /** Plain text body. */
  message: string;
}

/** Sends mail. Production can plug in an SMTP implementation; the default keeps an outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Writes each message to the `Email Queue` doctype (status "Not Sent"), where a developer or a
 * later sender job can read it. Nothing is silently dropped.
 */
export function outboxMailer(services: () => AppServices): Mailer {
  return {
    async send(message) {
      const ctx = contextFor(services(), SYSTEM_USER);
      for (const recipient of message.recipients) {
        await insertDoc(
          ctx,
          'Email Queue',
          { recipient, subject: message.subject, message: message.message, status: 'Not Sent' },
          { ignorePermissions: true },
        );
      }
    },
  };
}
