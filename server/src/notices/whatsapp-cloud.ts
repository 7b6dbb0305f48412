import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChannelSendResult, NoticeChannel, OutgoingNotice, ProviderReceipt } from './channel';
import { DEFAULT_RETRY, ProviderError, requestWithRetry, type FetchLike, type RetryOptions } from './http-retry';

/*
 * WhatsApp through Meta's WhatsApp Business Cloud API (developers.facebook.com/docs/whatsapp/
 * cloud-api): `POST /{version}/{phone-number-id}/messages` with a Bearer token. A business may
 * only open a conversation with an approved template, so a notice is the template named in the
 * configuration, in the respondent's language, with the case number and the portal link as its
 * body parameters; the reply's `messages[0].id` (a wamid) is the message id. Status updates
 * (sent, delivered, read, failed) come to our webhook as `entry[].changes[].value.statuses[]`,
 * signed in `X-Hub-Signature-256`: "sha256=" + hex HMAC-SHA256 of the raw body keyed with the app
 * secret. Subscribing the webhook is a GET with hub.mode=subscribe, hub.verify_token and
 * hub.challenge, answered with the challenge when the token is ours.
 */

export interface WhatsAppCloudConfig {
  /** https://graph.facebook.com in production. */
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  /** The approved template with two body parameters: case number, link. */
  template: string;
  retry?: RetryOptions;
  fetch?: FetchLike;
}

export function whatsAppCloudChannel(config: WhatsAppCloudConfig): NoticeChannel {
  const fetchImpl = config.fetch ?? ((url, init) => fetch(url, init));
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    channel: 'WhatsApp',
    provider: 'whatsapp-cloud',
    outbox: false,
    async send(notice: OutgoingNotice): Promise<ChannelSendResult> {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${notice.to}`,
        type: 'template',
        template: {
          name: config.template,
          language: { code: notice.language },
          components: [{ type: 'body', parameters: [{ type: 'text', text: notice.caseName }, { type: 'text', text: notice.link }] }],
        },
        biz_opaque_callback_data: notice.attempt,
      };
      try {
        const response = await requestWithRetry(fetchImpl, url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }, config.retry ?? DEFAULT_RETRY);
        const reply = (await response.json()) as { messages?: { id?: string }[] };
        const id = reply.messages?.[0]?.id;
        if (!id) return { status: 'Failed', providerMessageId: null, error: 'WhatsApp returned no message id', retryable: true };
        return { status: 'Sent', providerMessageId: id, error: null, retryable: false };
      } catch (error) {
        const failure = error instanceof ProviderError ? error : new ProviderError(String(error), true, null);
        return { status: 'Failed', providerMessageId: null, error: failure.message, retryable: failure.retryable };
      }
    },
  };
}

/** The X-Hub-Signature-256 of a raw body. */
export function whatsAppSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function whatsAppSignatureValid(appSecret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(whatsAppSignature(appSecret, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The subscription handshake: the challenge to echo, or null to refuse. */
export function whatsAppChallenge(config: Pick<WhatsAppCloudConfig, 'verifyToken'>, query: Record<string, unknown>): string | null {
  const token = query['hub.verify_token'];
  if (query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || typeof query['hub.challenge'] !== 'string') return null;
  const expected = Buffer.from(config.verifyToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? query['hub.challenge'] : null;
}

const STATUSES: Record<string, ProviderReceipt['status']> = { sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed' };

interface StatusUpdate {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string }[];
}

/** Every status update in a webhook body (messages and other fields are not receipts). */
export function whatsAppReceipts(body: unknown): ProviderReceipt[] {
  const entries = (body as { entry?: { changes?: { field?: string; value?: { statuses?: StatusUpdate[] } }[] }[] })?.entry ?? [];
  const receipts: ProviderReceipt[] = [];
  for (const entry of Array.isArray(entries) ? entries : []) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      for (const update of Array.isArray(change?.value?.statuses) ? change.value.statuses : []) {
        const status = STATUSES[update.status ?? ''];
        if (!status || typeof update.id !== 'string') continue;
        const seconds = Number(update.timestamp);
        const error = update.errors?.[0];
        receipts.push({
          eventKey: `whatsapp:${update.id}:${update.status}`,
          providerMessageId: update.id,
          status,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null,
          error: error ? `WhatsApp error ${error.code ?? ''}: ${error.title ?? error.message ?? ''}`.trim() : null,
        });
      }
    }
  }
  return receipts;
}
