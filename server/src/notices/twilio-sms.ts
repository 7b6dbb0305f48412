import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChannelSendResult, NoticeChannel, OutgoingNotice, ProviderReceipt } from './channel';
import { DEFAULT_RETRY, ProviderError, requestWithRetry, type FetchLike, type RetryOptions } from './http-retry';

/*
 * SMS through Twilio's Programmable Messaging API (documented at twilio.com/docs/messaging/api):
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded To, From (or
 * MessagingServiceSid), Body and StatusCallback, HTTP Basic with the Account SID and Auth Token;
 * the reply's `sid` is the message id. Delivery receipts come to StatusCallback as a form POST
 * (MessageSid, MessageStatus, ErrorCode, AccountSid…) signed in `X-Twilio-Signature`: Base64 of
 * HMAC-SHA1, keyed with the Auth Token, of the callback's full URL followed by every POST
 * parameter's name and value, sorted by name.
 */

export interface TwilioSmsConfig {
  /** https://api.twilio.com in production. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A sender ID or number, or use `messagingServiceSid`. */
  from?: string;
  messagingServiceSid?: string;
  /** The full public URL of our receipt route, sent as StatusCallback and signed by Twilio. */
  statusCallbackUrl: string;
  retry?: RetryOptions;
  fetch?: FetchLike;
}

export function twilioSmsChannel(config: TwilioSmsConfig): NoticeChannel {
  const fetchImpl = config.fetch ?? ((url, init) => fetch(url, init));
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    channel: 'SMS',
    provider: 'twilio',
    outbox: false,
    async send(notice: OutgoingNotice): Promise<ChannelSendResult> {
      const form = new URLSearchParams({ To: `+91${notice.to}`, Body: notice.text, StatusCallback: config.statusCallbackUrl });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else form.set('From', config.from ?? '');
      try {
        const response = await requestWithRetry(fetchImpl, url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
        }, config.retry ?? DEFAULT_RETRY);
        const body = (await response.json()) as { sid?: string; status?: string };
        if (!body.sid) return { status: 'Failed', providerMessageId: null, error: 'Twilio returned no message sid', retryable: true };
        return { status: body.status === 'failed' ? 'Failed' : 'Sent', providerMessageId: body.sid, error: null, retryable: false };
      } catch (error) {
        const failure = error instanceof ProviderError ? error : new ProviderError(String(error), true, null);
        return { status: 'Failed', providerMessageId: null, error: failure.message, retryable: failure.retryable };
      }
    },
  };
}

/** Twilio's request signature of a form POST to `url`. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params).sort().reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function twilioSignatureValid(authToken: string, url: string, params: Record<string, string>, header: unknown): boolean {
  if (typeof header !== 'string' || header === '') return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const TWILIO_STATUSES: Record<string, ProviderReceipt['status']> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  undelivered: 'Failed',
  failed: 'Failed',
};

/** The receipt in a status callback; null for statuses that prove nothing (queued, sending, accepted). */
export function twilioReceipt(params: Record<string, string>): ProviderReceipt | null {
  const status = TWILIO_STATUSES[params.MessageStatus ?? ''];
  const sid = params.MessageSid ?? params.SmsSid;
  if (!status || !sid) return null;
  return {
    // Twilio sends no event id: one message reaches each status once, so the pair names the event.
    eventKey: `twilio:${sid}:${params.MessageStatus}`,
    providerMessageId: sid,
    status,
    at: null,
    error: params.ErrorCode ? `Twilio error ${params.ErrorCode}${params.ErrorMessage ? `: ${params.ErrorMessage}` : ''}` : null,
  };
}
