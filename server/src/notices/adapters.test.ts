import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startLocalTwilio, startLocalWhatsApp, type LocalTwilio, type LocalWhatsApp } from '../test/notice-providers';
import type { NoticeChannel, OutgoingNotice } from './channel';
import { retryAfterMs } from './http-retry';
import { twilioReceipt, twilioSignatureValid, twilioSmsChannel } from './twilio-sms';
import { whatsAppChallenge, whatsAppCloudChannel, whatsAppReceipts, whatsAppSignatureValid } from './whatsapp-cloud';

const notice = (to: string): OutgoingNotice => ({
  to,
  subject: 'Notice',
  text: 'Notice of arbitration in case ARB-00001 has been served on you. Read it at https://portal.example.in/#/Respondentlogin/ARB-00001',
  language: 'hi',
  caseName: 'ARB-00001',
  link: 'https://portal.example.in/#/Respondentlogin/ARB-00001',
  attempt: 'SA-1',
});

const fastRetry = { attempts: 3, baseDelayMs: 5, maxDelayMs: 50 };

describe('the Twilio SMS adapter against a local Messages API', () => {
  let twilio: LocalTwilio;
  let sms: NoticeChannel;
  const callbackUrl = 'https://portal.example.in/api/notices/receipts/sms';
  before(async () => {
    twilio = await startLocalTwilio();
    sms = twilioSmsChannel({ baseUrl: twilio.url, accountSid: twilio.accountSid, authToken: twilio.authToken, from: 'ARBRTE', statusCallbackUrl: callbackUrl, retry: fastRetry });
  });
  after(() => twilio.close());

  it('sends the text to +91 with the status callback and keeps the message sid', async () => {
    const result = await sms.send(notice('9876543210'));
    assert.equal(result.status, 'Sent');
    const sent = twilio.messages.at(-1)!;
    assert.equal(result.providerMessageId, sent.sid);
    assert.match(sent.sid, /^SM[0-9a-f]{32}$/);
    assert.equal(sent.to, '+919876543210');
    assert.equal(sent.from, 'ARBRTE');
    assert.equal(sent.statusCallback, callbackUrl);
    assert.match(sent.body, /ARB-00001/);
  });

  it('tries again after a 503 and after a 429 with Retry-After', async () => {
    twilio.failNext(503, 2);
    const before = twilio.requests;
    assert.equal((await sms.send(notice('9876543210'))).status, 'Sent');
    assert.equal(twilio.requests - before, 3, 'two failures, then the send');
    twilio.failNext(429, 1, '0');
    assert.equal((await sms.send(notice('9876543210'))).status, 'Sent');
  });

  it('reports a provider still failing after the last try as retryable, and a 4xx as final', async () => {
    twilio.failNext(500, 3);
    const down = await sms.send(notice('9876543210'));
    assert.equal(down.status, 'Failed');
    assert.equal(down.retryable, true);
    assert.match(down.error!, /HTTP 500/);
    const before = twilio.requests;
    const refused = await sms.send(notice('12'));
    assert.equal(refused.status, 'Failed');
    assert.equal(refused.retryable, false);
    assert.match(refused.error!, /21211/);
    assert.equal(twilio.requests - before, 1, 'a 400 is not tried again');
  });

  it('checks the X-Twilio-Signature of a status callback and reads its receipt', async () => {
    const { sid } = twilio.messages[0];
    const signed = twilio.callback(sid, 'delivered');
    const params = Object.fromEntries(new URLSearchParams(signed.body));
    assert.equal(twilioSignatureValid(twilio.authToken, signed.url, params, signed.headers['x-twilio-signature']), true);
    assert.equal(twilioSignatureValid('another-token', signed.url, params, signed.headers['x-twilio-signature']), false);
    assert.equal(twilioSignatureValid(twilio.authToken, `${signed.url}?x=1`, params, signed.headers['x-twilio-signature']), false, 'the URL is signed');
    assert.equal(twilioSignatureValid(twilio.authToken, signed.url, { ...params, MessageStatus: 'read' }, signed.headers['x-twilio-signature']), false, 'the parameters are signed');
    assert.deepEqual(twilioReceipt(params), { eventKey: `twilio:${sid}:delivered`, providerMessageId: sid, status: 'Delivered', at: null, error: null });
    assert.equal(twilioReceipt({ ...params, MessageStatus: 'queued', SmsStatus: 'queued' }), null, 'queued proves nothing');
    assert.equal(twilioReceipt({ ...params, MessageStatus: 'undelivered', ErrorCode: '30003' })?.status, 'Failed');
  });
});

describe('the WhatsApp Business Cloud adapter against a local Graph API', () => {
  let meta: LocalWhatsApp;
  let whatsapp: NoticeChannel;
  before(async () => {
    meta = await startLocalWhatsApp();
    whatsapp = whatsAppCloudChannel({
      baseUrl: meta.url,
      apiVersion: meta.apiVersion,
      phoneNumberId: meta.phoneNumberId,
      accessToken: meta.accessToken,
      appSecret: meta.appSecret,
      verifyToken: meta.verifyToken,
      template: 'notice_of_service',
      retry: fastRetry,
    });
  });
  after(() => meta.close());

  it('sends the approved template in the respondent\'s language with the case and link', async () => {
    const result = await whatsapp.send(notice('9876543210'));
    assert.equal(result.status, 'Sent');
    const sent = meta.messages.at(-1)!;
    assert.equal(result.providerMessageId, sent.id);
    assert.match(sent.id, /^wamid\./);
    assert.equal(sent.to, '919876543210');
    assert.equal(sent.template, 'notice_of_service');
    assert.equal(sent.language, 'hi');
    assert.deepEqual(sent.parameters, ['ARB-00001', 'https://portal.example.in/#/Respondentlogin/ARB-00001']);
  });

  it('tries again on a 429 (code 130429) and a 500, and gives up as retryable', async () => {
    meta.failNext(429, 1, '0');
    assert.equal((await whatsapp.send(notice('9876543210'))).status, 'Sent');
    meta.failNext(500, 3);
    const down = await whatsapp.send(notice('9876543210'));
    assert.equal(down.status, 'Failed');
    assert.equal(down.retryable, true);
  });

  it('refuses a wrong token without trying again', async () => {
    const stranger = whatsAppCloudChannel({ baseUrl: meta.url, apiVersion: meta.apiVersion, phoneNumberId: meta.phoneNumberId, accessToken: 'wrong', appSecret: 'x', verifyToken: 'y', template: 't', retry: fastRetry });
    const before = meta.requests;
    const result = await stranger.send(notice('9876543210'));
    assert.equal(result.retryable, false);
    assert.match(result.error!, /HTTP 401/);
    assert.equal(meta.requests - before, 1);
  });

  it('checks X-Hub-Signature-256 over the raw body and reads each status', () => {
    const { id } = meta.messages[0];
    const signed = meta.webhook([{ id, status: 'delivered', timestamp: 1_764_300_000 }, { id, status: 'read', timestamp: 1_764_300_060 }]);
    const raw = Buffer.from(signed.body);
    assert.equal(whatsAppSignatureValid(meta.appSecret, raw, signed.headers['x-hub-signature-256']), true);
    assert.equal(whatsAppSignatureValid(meta.appSecret, Buffer.from(signed.body.replace('read', 'sent')), signed.headers['x-hub-signature-256']), false, 'a changed body');
    assert.equal(whatsAppSignatureValid('another-secret', raw, signed.headers['x-hub-signature-256']), false);
    assert.equal(whatsAppSignatureValid(meta.appSecret, raw, undefined), false);
    const receipts = whatsAppReceipts(JSON.parse(signed.body));
    assert.deepEqual(receipts.map((receipt) => [receipt.status, receipt.eventKey, receipt.at?.toISOString()]), [
      ['Delivered', `whatsapp:${id}:delivered`, new Date(1_764_300_000_000).toISOString()],
      ['Read', `whatsapp:${id}:read`, new Date(1_764_300_060_000).toISOString()],
    ]);
  });

  it('answers the subscription handshake only with the verify token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': meta.verifyToken, 'hub.challenge': '1158201444' };
    assert.equal(whatsAppChallenge({ verifyToken: meta.verifyToken }, query), '1158201444');
    assert.equal(whatsAppChallenge({ verifyToken: meta.verifyToken }, { ...query, 'hub.verify_token': 'guess' }), null);
    assert.equal(whatsAppChallenge({ verifyToken: meta.verifyToken }, { ...query, 'hub.mode': 'unsubscribe' }), null);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    assert.equal(retryAfterMs('2'), 2000);
    assert.equal(retryAfterMs(new Date(10_000).toUTCString(), 4_000), 6000);
    assert.equal(retryAfterMs(null), null);
    assert.equal(retryAfterMs('soon'), null);
  });
});
