import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { QueuedServiceNotices, ServiceNoticeRow } from 'shared-api/methods';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { startLocalTwilio, startLocalWhatsApp, type LocalTwilio, type LocalWhatsApp } from '../test/notice-providers';
import { configureNotices, SMS_RECEIPT_PATH, WHATSAPP_WEBHOOK_PATH } from './config';
import { drainChannel, MAX_TRIES } from './drain';

const NOON_IST = Date.parse('2026-11-27T12:00:00+05:30');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe(`notices sent on every channel, receipts signed and stored (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let base: string;
  let twilio: LocalTwilio;
  let meta: LocalWhatsApp;
  let cases: Record<DemoCaseKey, string>;
  let clock = NOON_IST;
  const admin = () => as.admin;
  const as: Record<string, TestClient> = {};

  const record = async (caseName: string) => messageOf<ServiceNoticeRow[]>(callApi(admin(), 'get_service_record', { case: caseName }, 'GET'));
  const configure = (providers: boolean) =>
    configureNotices(app.services, {
      publicUrl: base,
      now: () => clock,
      retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
      ...(providers
        ? {
            sms: { baseUrl: twilio.url, accountSid: twilio.accountSid, authToken: twilio.authToken, from: 'ARBRTE' },
            whatsapp: { baseUrl: meta.url, apiVersion: meta.apiVersion, phoneNumberId: meta.phoneNumberId, accessToken: meta.accessToken, appSecret: meta.appSecret, verifyToken: meta.verifyToken, template: 'notice_of_service' },
          }
        : {}),
    });

  before(async () => {
    app = await createTestApp({ demoData: true });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    twilio = await startLocalTwilio();
    meta = await startLocalWhatsApp();
    cases = await demoCaseNames(app);
    for (const who of ['admin', 'claimant', 'arbitrator']) {
      as[who] = new TestClient(app);
      await as[who].login(`${who}@demo.in`);
    }
  });
  after(async () => {
    await app.close();
    await twilio.close();
    await meta.close();
  });

  it('keeps texts in the outbox when no provider is configured', async () => {
    configure(false);
    const queued = await messageOf<QueuedServiceNotices>(callApi(admin(), 'send_service_notices', { notice_kind: 'Hearing Notice', case: cases.claimWithHearing }));
    assert.ok(queued.notices >= 1);
    assert.equal((await drainChannel(app.services, 'SMS')).sent, 0, 'nothing leaves without a provider');
    const attempts = (await record(cases.claimWithHearing)).filter((notice) => notice.notice_kind === 'Hearing Notice').flatMap((notice) => notice.attempts);
    assert.ok(attempts.some((attempt) => attempt.channel === 'SMS'));
    assert.ok(attempts.filter((attempt) => attempt.channel !== 'Email').every((attempt) => attempt.status === 'Queued' && attempt.provider === 'outbox'));
  });

  it('lets only the case manager send notices and read the record', async () => {
    for (const who of ['claimant', 'arbitrator']) {
      assert.equal((await callApi(as[who], 'send_service_notices', { notice_kind: 'Award', case: cases.assignedClaim })).statusCode, 403, who);
      assert.equal((await callApi(as[who], 'get_service_record', { case: cases.assignedClaim }, 'GET')).statusCode, 403, who);
    }
    assert.equal((await new TestClient(app).post(`/api/resource/Service Attempt`, { case_name: cases.assignedClaim })).statusCode, 403, 'a guest');
    const forged = await admin().post('/api/resource/Service Attempt', { notice: 'x', case_doctype: 'Claim', case_name: cases.assignedClaim, party_row: 'x', notice_kind: 'Award', channel: 'SMS', status: 'Delivered' });
    assert.equal(forged.statusCode, 403, 'not even the case manager writes evidence by hand');
    assert.equal((await callApi(admin(), 'send_service_notices', { notice_kind: 'Summons', case: cases.assignedClaim })).statusCode, 417);
  });

  it('sends SMS, WhatsApp and e-mail to each respondent with the address on record, in their language', async () => {
    configure(true);
    const queued = await messageOf<QueuedServiceNotices>(callApi(admin(), 'send_service_notices', { notice_kind: 'Notice of Arbitration', case: cases.assignedClaim }));
    assert.equal(queued.notices, 2, 'Meenakshi and Karthik Sundaram');
    assert.deepEqual(queued.attempts, { Email: 1, SMS: 2, WhatsApp: 2, Post: 0 }, 'only Meenakshi has an e-mail address');
    assert.equal(queued.notBefore, new Date(NOON_IST).toISOString(), 'noon IST: at once');
    // Two to the Sundarams, and the texts the outbox kept for claimWithHearing: a provider plugged in later sends them.
    assert.deepEqual(await drainChannel(app.services, 'SMS'), { sent: 4, failed: 0, waiting: 0, deferredUntil: null, more: false });
    assert.ok((await drainChannel(app.services, 'WhatsApp')).sent >= 2);
    await drainChannel(app.services, 'Email');
    const notices = await record(cases.assignedClaim);
    const meenakshi = notices.find((notice) => notice.party_name === 'Meenakshi Sundaram')!;
    const sms = meenakshi.attempts.find((attempt) => attempt.channel === 'SMS')!;
    assert.equal(sms.status, 'Sent');
    assert.equal(sms.address, '9000010202');
    assert.equal(sms.sent_by, 'admin@demo.in');
    assert.ok(twilio.messages.some((message) => message.sid === sms.provider_message_id && message.to === '+919000010202' && message.body.includes(`${base}/#/Respondentlogin/${cases.assignedClaim}`)));
    const whatsapp = meenakshi.attempts.find((attempt) => attempt.channel === 'WhatsApp')!;
    assert.equal(whatsapp.language, 'ta', 'Tamil Nadu: the template in Tamil');
    assert.equal(meta.messages.find((message) => message.id === whatsapp.provider_message_id)?.language, 'ta');
    assert.equal(sms.language, 'en', 'no Tamil text yet: the SMS goes in English and says so');
    const email = meenakshi.attempts.find((attempt) => attempt.channel === 'Email')!;
    assert.equal(email.status, 'Queued', 'no SMTP here: waiting in the Email Queue');
    assert.ok(email.provider_message_id, 'naming its Email Queue record');
    const again = await callApi(admin(), 'send_service_notices', { notice_kind: 'Notice of Arbitration', case: cases.assignedClaim });
    assert.equal(again.statusCode, 417, 'a second send sends nothing twice');
    assert.equal((await drainChannel(app.services, 'SMS')).sent, 0);
  });

  it('records a signed SMS delivery receipt with its raw payload\'s SHA-256 and refuses its replay', async () => {
    const notice = (await record(cases.assignedClaim)).find((row) => row.party_name === 'Karthik Sundaram')!;
    const sms = notice.attempts.find((attempt) => attempt.channel === 'SMS')!;
    const signed = twilio.callback(sms.provider_message_id!, 'delivered');
    assert.equal(await twilio.deliverReceipt(sms.provider_message_id!, 'delivered'), 200);
    assert.equal(await twilio.deliverReceipt(sms.provider_message_id!, 'delivered'), 409, 'the same event again');
    const forged = await fetch(`${base}${SMS_RECEIPT_PATH}`, { method: 'POST', headers: { ...signed.headers, 'x-twilio-signature': 'AAAA' }, body: signed.body.replace('delivered', 'read') });
    assert.equal(forged.status, 401);
    const unsigned = await fetch(`${base}${SMS_RECEIPT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signed.body });
    assert.equal(unsigned.status, 401);
    const after = (await record(cases.assignedClaim)).find((row) => row.name === notice.name)!;
    const delivered = after.attempts.find((attempt) => attempt.name === sms.name)!;
    assert.equal(delivered.status, 'Delivered');
    assert.ok(delivered.delivered_on);
    assert.equal(delivered.receipts.length, 1, 'one receipt, the replay refused');
    assert.equal(delivered.receipts[0].payload_sha256, sha256(new URLSearchParams(Object.fromEntries(new URLSearchParams(signed.body))).toString()));
    assert.equal(delivered.receipt_sha256, delivered.receipts[0].payload_sha256);
    assert.equal(after.state, 'Served', 'a delivery proves service');
    assert.equal(after.served_on, delivered.delivered_on);
  });

  it('answers WhatsApp\'s handshake and records signed delivered and read statuses, refusing replays and stale events', async () => {
    const challenge = await fetch(`${base}${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${meta.verifyToken}&hub.challenge=8213`);
    assert.equal(challenge.status, 200);
    assert.equal(await challenge.text(), '8213');
    assert.equal((await fetch(`${base}${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`)).status, 403);
    const notice = (await record(cases.assignedClaim)).find((row) => row.party_name === 'Meenakshi Sundaram')!;
    const whatsapp = notice.attempts.find((attempt) => attempt.channel === 'WhatsApp')!;
    const at = Math.floor(clock / 1000);
    const url = `${base}${WHATSAPP_WEBHOOK_PATH}`;
    assert.equal(await meta.deliverStatus(url, [{ id: whatsapp.provider_message_id!, status: 'delivered', timestamp: at }, { id: whatsapp.provider_message_id!, status: 'read', timestamp: at + 60 }]), 200);
    assert.equal(await meta.deliverStatus(url, [{ id: whatsapp.provider_message_id!, status: 'read', timestamp: at + 60 }]), 409, 'replay');
    const forged = meta.webhook([{ id: whatsapp.provider_message_id!, status: 'failed' }], 'not-the-app-secret');
    assert.equal((await fetch(url, { method: 'POST', headers: forged.headers, body: forged.body })).status, 401);
    const tampered = meta.webhook([{ id: whatsapp.provider_message_id!, status: 'failed' }]);
    assert.equal((await fetch(url, { method: 'POST', headers: tampered.headers, body: tampered.body.replace('failed', 'sent') })).status, 401);
    const sms = notice.attempts.find((attempt) => attempt.channel === 'SMS')!;
    // An old event (beyond the 7 days a provider retries) is refused, not recorded.
    assert.equal(await meta.deliverStatus(url, [{ id: whatsapp.provider_message_id!, status: 'failed', timestamp: at - 8 * 24 * 3600 }]), 409);
    assert.equal(await meta.deliverStatus(url, [{ id: 'wamid.unknown', status: 'delivered', timestamp: at }]), 404);
    const after = (await record(cases.assignedClaim)).find((row) => row.name === notice.name)!;
    const read = after.attempts.find((attempt) => attempt.name === whatsapp.name)!;
    assert.equal(read.status, 'Read');
    assert.ok(read.delivered_on && read.read_on);
    assert.deepEqual(read.receipts.map((receipt) => receipt.status), ['Delivered', 'Read']);
    assert.equal(after.attempts.find((attempt) => attempt.name === sms.name)!.status, 'Sent', 'other attempts untouched');
    assert.equal(after.state, 'Served');
  });

  it('answers garbage at the receipt routes with a 4xx, never a 5xx, and records nothing', async () => {
    const before = (await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "tabService Receipt"`)).rows[0].n;
    const bodies: [string, string][] = [
      ['application/json', '{"entry":[{"changes":[{"value":{"statuses":[{"id":"x","status":"read"}]}}]}]}'],
      ['application/json', '{"entry":'],
      ['application/json', ''],
      ['application/x-www-form-urlencoded', 'MessageSid=SMx&MessageStatus=delivered&AccountSid=AC1'],
      ['text/plain', '\u0000'],
      ['application/xml', '<a/>'],
    ];
    for (const path of [SMS_RECEIPT_PATH, WHATSAPP_WEBHOOK_PATH]) {
      for (const [type, body] of bodies) {
        for (const signature of [{}, { 'x-hub-signature-256': 'sha256=00', 'x-twilio-signature': 'AAAA' }] as Record<string, string>[]) {
          const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': type, ...signature }, body });
          assert.ok(response.status >= 400 && response.status < 500, `${path} ${type}: ${response.status}`);
        }
      }
      assert.equal((await fetch(`${base}${path}?hub.mode=subscribe&hub.challenge=1`)).status >= 400, true);
    }
    assert.equal((await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "tabService Receipt"`)).rows[0].n, before);
  });

  it('holds texts outside 08:00-19:00 IST until the next morning', async () => {
    clock = Date.parse('2026-11-27T21:15:00+05:30');
    try {
      const queued = await messageOf<QueuedServiceNotices>(callApi(admin(), 'send_service_notices', { notice_kind: 'Award', case: cases.assignedClaim }));
      assert.equal(queued.notBefore, new Date('2026-11-28T08:00:00+05:30').toISOString());
      const drained = await drainChannel(app.services, 'SMS');
      assert.equal(drained.sent, 0);
      assert.equal(drained.deferredUntil?.toISOString(), new Date('2026-11-28T08:00:00+05:30').toISOString());
      clock = Date.parse('2026-11-28T08:00:30+05:30');
      assert.equal((await drainChannel(app.services, 'SMS')).sent, 2, 'sent at eight');
    } finally {
      clock = NOON_IST;
    }
  });

  it('leaves an attempt queued while the provider answers 5xx or 429, and fails it after the last try', async () => {
    await messageOf(callApi(admin(), 'send_service_notices', { notice_kind: 'Hearing Notice', case: cases.assignedClaim }));
    twilio.failNext(503, 2 * 2);
    const first = await drainChannel(app.services, 'SMS');
    assert.deepEqual([first.sent, first.waiting], [0, 2], 'two tries each, both 503: waiting');
    let attempts = (await record(cases.assignedClaim)).filter((notice) => notice.notice_kind === 'Hearing Notice').flatMap((notice) => notice.attempts.filter((attempt) => attempt.channel === 'SMS'));
    assert.ok(attempts.every((attempt) => attempt.status === 'Queued' && /HTTP 503/.test(attempt.error ?? '')));
    assert.equal((await drainChannel(app.services, 'SMS')).sent, 0, 'not before its back-off');
    clock += 60_000;
    twilio.failNext(429, 1, '0');
    assert.equal((await drainChannel(app.services, 'SMS')).sent, 2, 'a 429 then success');
    attempts = (await record(cases.assignedClaim)).filter((notice) => notice.notice_kind === 'Hearing Notice').flatMap((notice) => notice.attempts.filter((attempt) => attempt.channel === 'SMS'));
    assert.ok(attempts.every((attempt) => attempt.status === 'Sent'));
    // WhatsApp down for good: failed after MAX_TRIES drains.
    twilio.failNext(503, 0);
    meta.failNext(500, 2 * 2 * MAX_TRIES);
    for (let drain = 0; drain < MAX_TRIES; drain += 1) {
      await drainChannel(app.services, 'WhatsApp');
      clock += 60 * 60_000;
    }
    const whatsapp = (await record(cases.assignedClaim)).filter((notice) => notice.notice_kind === 'Hearing Notice').flatMap((notice) => notice.attempts.filter((attempt) => attempt.channel === 'WhatsApp'));
    assert.ok(whatsapp.every((attempt) => attempt.status === 'Failed' && attempt.failed_on), JSON.stringify(whatsapp.map((attempt) => attempt.status)));
    clock = NOON_IST;
  });
});
