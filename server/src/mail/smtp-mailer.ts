import nodemailer from 'nodemailer';
import type { AppServices } from '../services';
import { recordMail, type Mailer, type MailReceipt } from './mailer';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. `ArbitRoute <no-reply@example.in>`. */
  from: string;
  /** Called when a mail could not be delivered (the Email Queue record says "Error" too). */
  onError?: (error: unknown, recipient: string) => void;
}

/**
 * Delivers mail over SMTP with nodemailer and records each one in the Email Queue: "Sent", or
 * "Error" with the reason. Secrets (mailed passwords) are blanked in the record: they exist only
 * in the delivered mail. A failed delivery does not fail the request that caused it (the account
 * or password change stands; "forgot password" sends a new one).
 */
export function smtpMailer(services: () => AppServices, options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      const receipts: MailReceipt[] = [];
      for (const recipient of message.recipients) {
        try {
          const info = await transport.sendMail({ from: options.from, to: recipient, subject: message.subject, text: message.message });
          // A server that accepts the envelope but refuses this recipient still resolves.
          if (info.rejected.length > 0 && info.accepted.length === 0) throw new Error(`Recipient refused: ${String(info.response ?? '')}`);
          receipts.push(await recordMail(services(), message, recipient, 'Sent', { hideSecrets: true, messageId: info.messageId }));
        } catch (error) {
          options.onError?.(error, recipient);
          const reason = error instanceof Error ? error.message : String(error);
          receipts.push(await recordMail(services(), message, recipient, 'Error', { hideSecrets: true, error: reason.slice(0, 500) }));
        }
      }
      return receipts;
    },
  };
}
