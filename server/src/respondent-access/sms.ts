import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { AppServices } from '../services';

/** What a text is about (kept in the outbox so a support person can find it). */
export interface SmsReference {
  doctype: string;
  name: string;
}

/**
 * Sends one text message. Production plugs in its bulk-SMS provider (see README "Respondent
 * access"); the default keeps an outbox. `to` is a 10-digit Indian mobile number.
 */
export interface SmsSender {
  /** Returns the provider's message id (the outbox: its SMS Log record), or nothing when it has none. */
  send(to: string, text: string, reference?: SmsReference): Promise<string | void>;
  /** True when texts only wait in the SMS Log outbox (nothing has left the server yet). */
  readonly outbox?: boolean;
}

/**
 * Writes each text to the `SMS Log` doctype (status "Not Sent"), where a developer, the e2e tests
 * or a later sender job can read it. Nothing is silently dropped.
 */
export function outboxSmsSender(services: AppServices): SmsSender {
  return {
    outbox: true,
    async send(to, text, reference) {
      const record = await insertDoc(
        contextFor(services, SYSTEM_USER),
        'SMS Log',
        { to, text, status: 'Not Sent', reference_doctype: reference?.doctype ?? null, reference_name: reference?.name ?? null },
        { ignorePermissions: true },
      );
      return String(record.name);
    },
  };
}
