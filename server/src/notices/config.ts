import type { AppServices } from '../services';
import { outboxChannel, type ChannelName, type NoticeChannel } from './channel';
import { emailChannel, postChannel } from './email-channel';
import type { FetchLike, RetryOptions } from './http-retry';
import { twilioSmsChannel, type TwilioSmsConfig } from './twilio-sms';
import { whatsAppCloudChannel, type WhatsAppCloudConfig } from './whatsapp-cloud';

/*
 * Which provider each channel uses, and how fast the queue may drain into it. With nothing
 * configured, SMS and WhatsApp are outboxes (attempts wait as Queued) and e-mail goes wherever the
 * portal's mail goes (SMTP or the Email Queue). From the environment: TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN, TWILIO_FROM (TWILIO_API_URL for a test server); WHATSAPP_PHONE_NUMBER_ID,
 * WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_TEMPLATE
 * (WHATSAPP_API_URL); NOTICES_PUBLIC_URL, the address providers post receipts to.
 */

export interface NoticesOptions {
  /** The portal's public address: links in notices and the receipt routes given to providers. */
  publicUrl?: string | null;
  sms?: Omit<TwilioSmsConfig, 'statusCallbackUrl' | 'fetch' | 'retry'> | null;
  whatsapp?: Omit<WhatsAppCloudConfig, 'fetch' | 'retry'> | null;
  /** Sends per second each channel's provider allows (defaults: 20 e-mail, 50 SMS, 80 WhatsApp). */
  rates?: Partial<Record<ChannelName, number>>;
  retry?: RetryOptions;
  fetch?: FetchLike;
  /** Milliseconds since the epoch; tests move it instead of waiting for the morning. */
  now?: () => number;
}

export interface Notices {
  publicUrl: string | null;
  channels: Record<ChannelName, NoticeChannel>;
  sms: NoticesOptions['sms'];
  whatsapp: NoticesOptions['whatsapp'];
  rates: Record<ChannelName, number>;
  now: () => number;
}

export const SMS_RECEIPT_PATH = '/api/notices/receipts/sms';
export const WHATSAPP_WEBHOOK_PATH = '/api/notices/receipts/whatsapp';

const DEFAULT_RATES: Record<ChannelName, number> = { Email: 20, SMS: 50, WhatsApp: 80, Post: 0 };

/**
 * NOTICES_NOW (an ISO instant; never in production): the notices' clock starts there and runs on,
 * so a browser journey at night is not held to the morning by the quiet hours it does not test.
 */
function clockFrom(env: NodeJS.ProcessEnv): (() => number) | undefined {
  if (!env.NOTICES_NOW || env.NODE_ENV === 'production') return undefined;
  const start = Date.parse(env.NOTICES_NOW);
  if (Number.isNaN(start)) throw new Error('NOTICES_NOW must be an ISO date and time');
  const offset = start - Date.now();
  return () => Date.now() + offset;
}

function fromEnvironment(): NoticesOptions {
  const env = process.env;
  return {
    now: clockFrom(env),
    publicUrl: env.NOTICES_PUBLIC_URL ?? null,
    sms: env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? { baseUrl: env.TWILIO_API_URL ?? 'https://api.twilio.com', accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID }
      : null,
    whatsapp: env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_APP_SECRET
      ? {
          baseUrl: env.WHATSAPP_API_URL ?? 'https://graph.facebook.com',
          apiVersion: env.WHATSAPP_API_VERSION ?? 'v21.0',
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          accessToken: env.WHATSAPP_ACCESS_TOKEN,
          appSecret: env.WHATSAPP_APP_SECRET,
          verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
          template: env.WHATSAPP_TEMPLATE ?? 'notice_of_service',
        }
      : null,
  };
}

function build(services: AppServices, options: NoticesOptions): Notices {
  const publicUrl = options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null;
  // A provider without a public address to post receipts to could never prove delivery: outbox.
  const sms = options.sms && publicUrl
    ? twilioSmsChannel({ ...options.sms, statusCallbackUrl: `${publicUrl}${SMS_RECEIPT_PATH}`, retry: options.retry, fetch: options.fetch })
    : outboxChannel('SMS');
  const whatsapp = options.whatsapp ? whatsAppCloudChannel({ ...options.whatsapp, retry: options.retry, fetch: options.fetch }) : outboxChannel('WhatsApp');
  return {
    publicUrl,
    channels: { Email: emailChannel(services.mailer), SMS: sms, WhatsApp: whatsapp, Post: postChannel() },
    sms: options.sms,
    whatsapp: options.whatsapp,
    rates: { ...DEFAULT_RATES, ...options.rates },
    now: options.now ?? Date.now,
  };
}

const configured = new WeakMap<AppServices, Notices>();

/** Sets the providers (tests, start-up); replaces any earlier setting. */
export function configureNotices(services: AppServices, options: NoticesOptions): Notices {
  const notices = build(services, options);
  configured.set(services, notices);
  return notices;
}

export function noticesOf(services: AppServices): Notices {
  return configured.get(services) ?? configureNotices(services, fromEnvironment());
}
