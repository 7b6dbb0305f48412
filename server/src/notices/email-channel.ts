import type { Mailer } from '../mail/mailer';
import type { ChannelSendResult, NoticeChannel, OutgoingNotice } from './channel';

/*
 * E-mail through the portal's mailer: SMTP when configured (the Message-ID is the provider id),
 * else the Email Queue outbox (the attempt stays Queued, the queue record named). SMTP gives no
 * delivery receipt; an e-mail attempt proves sending, not delivery.
 */
export function emailChannel(mailer: Mailer): NoticeChannel {
  const outbox = !mailer.deliverQueued;
  return {
    channel: 'Email',
    provider: outbox ? 'outbox' : 'smtp',
    outbox,
    async send(notice: OutgoingNotice): Promise<ChannelSendResult> {
      const [receipt] = await mailer.send({ recipients: [notice.to], subject: notice.subject, message: notice.text, reference: { doctype: 'Service Attempt', name: notice.attempt } });
      if (!receipt) return { status: 'Failed', providerMessageId: null, error: 'The mail was not accepted', retryable: false };
      if (receipt.status === 'Sent') return { status: 'Sent', providerMessageId: receipt.messageId ?? receipt.queueName, error: null, retryable: false };
      if (receipt.status === 'Error') return { status: 'Failed', providerMessageId: receipt.queueName, error: receipt.error, retryable: false };
      // Waiting in the Email Queue (the outbox, or the mail job's retries, which record the outcome
      // there): the attempt names that record and is not sent again by the drain.
      return { status: 'Queued', providerMessageId: receipt.queueName, error: null, retryable: false };
    },
  };
}

/** Post is sent by hand: the attempt waits for its article number (`record_post_article`). */
export function postChannel(): NoticeChannel {
  return {
    channel: 'Post',
    provider: 'india-post',
    outbox: true,
    send: async () => ({ status: 'Queued', providerMessageId: null, error: null, retryable: false }),
  };
}
