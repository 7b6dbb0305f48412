/*
 * One interface for every way a notice reaches a party (issue "Service that stands in court"):
 * e-mail (the portal's mailer), SMS (Twilio's Messages API), WhatsApp (Meta's Business Cloud API)
 * and post (registered post / Speed Post, sent by hand and recorded by article number). A channel
 * with no provider configured is an outbox: its attempts wait as Queued and go when one is.
 */

export const CHANNELS = ['Email', 'SMS', 'WhatsApp', 'Post'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** What one attempt hands its channel. */
export interface OutgoingNotice {
  /** E-mail address, 10-digit Indian mobile, or postal address. */
  to: string;
  subject: string;
  text: string;
  /** Language code of the text (a WhatsApp template is chosen by it). */
  language: string;
  caseName: string;
  /** The respondent portal's link for this case. */
  link: string;
  /** The Service Attempt this is (kept with the provider's message where it allows). */
  attempt: string;
}

/** How the provider took it. `retryable`: a passing failure (5xx, 429, network), worth another try later. */
export interface ChannelSendResult {
  status: 'Sent' | 'Queued' | 'Failed';
  providerMessageId: string | null;
  error: string | null;
  retryable: boolean;
}

export interface NoticeChannel {
  readonly channel: ChannelName;
  /** "twilio", "whatsapp-cloud", "smtp", "outbox", "india-post". */
  readonly provider: string;
  /** True when nothing leaves the server: attempts wait as Queued. */
  readonly outbox: boolean;
  send(notice: OutgoingNotice): Promise<ChannelSendResult>;
}

/** A channel with no provider: its attempts wait in the outbox (the Queued Service Attempts). */
export function outboxChannel(channel: ChannelName): NoticeChannel {
  return {
    channel,
    provider: 'outbox',
    outbox: true,
    send: async () => ({ status: 'Queued', providerMessageId: null, error: null, retryable: false }),
  };
}

/** A receipt read from a provider's callback: one status of one message. */
export interface ProviderReceipt {
  /** Unique per event: a second delivery of the same key is a replay and is refused. */
  eventKey: string;
  providerMessageId: string;
  status: 'Sent' | 'Delivered' | 'Read' | 'Failed';
  /** When the provider says it happened (null: when it reached us). */
  at: Date | null;
  error: string | null;
}
