import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ServiceNoticeRow } from 'shared-api/methods';
import { extractText } from 'unpdf';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { startLocalTwilio, type LocalTwilio } from '../test/notice-providers';
import { affidavitName } from './affidavit-format';
import { configureNotices } from './config';
import { drainChannel } from './drain';
import { sweepServiceLadder } from './escalation';

const pdfUrl = (name: string) => `/api/method/frappe.utils.print_format.download_pdf?doctype=${encodeURIComponent('Service Notice')}&format=${encodeURIComponent('Affidavit of Service')}&name=${encodeURIComponent(name)}`;

describe(`the Affidavit of Service of a party (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let twilio: LocalTwilio;
  let cases: Record<DemoCaseKey, string>;
  let admin: TestClient;
  let clock = Date.parse('2026-11-02T10:30:00+05:30');

  before(async () => {
    app = await createTestApp({ demoData: true, printing: { publicUrl: 'https://portal.example.in' } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    twilio = await startLocalTwilio();
    configureNotices(app.services, { publicUrl: base, now: () => clock, sms: { baseUrl: twilio.url, accountSid: twilio.accountSid, authToken: twilio.authToken, from: 'ARBRTE' } });
    cases = await demoCaseNames(app);
    admin = new TestClient(app);
    await admin.login('admin@demo.in');
    await admin.post(resourceUrl('Service Escalation Rule'), { notice_kind: 'Notice of Arbitration', first_channels: 'Email, SMS', days_to_post: 7, days_to_decision: 15 });
    await messageOf(callApi(admin, 'send_service_notices', { notice_kind: 'Notice of Arbitration', case: cases.assignedClaim }));
    await drainChannel(app.services, 'SMS');
    await drainChannel(app.services, 'Email');
  });
  after(async () => {
    await app.close();
    await twilio.close();
  });

  it('lists every attempt with its channel, address, IST time, status, evidence hash and sender, and the post it escalated to', async () => {
    const notices = await messageOf<ServiceNoticeRow[]>(callApi(admin, 'get_service_record', { case: cases.assignedClaim }, 'GET'));
    const karthik = notices.find((notice) => notice.party_name === 'Karthik Sundaram')!;
    const sms = karthik.attempts.find((attempt) => attempt.channel === 'SMS')!;
    clock += 60 * 60 * 1000;
    assert.equal(await twilio.deliverReceipt(sms.provider_message_id!, 'undelivered', { ErrorCode: '30003' }), 200);
    clock += 8 * 24 * 60 * 60 * 1000;
    await sweepServiceLadder(app.services);
    await messageOf(callApi(admin, 'record_post_article', { notice: karthik.name, article_number: 'RK555666777IN', posted_on: '11-11-2026' }));
    await messageOf(callApi(admin, 'record_post_tracking', { article_number: 'RK555666777IN', status: 'Delivered', date: '14-11-2026' }));
    const record = (await messageOf<ServiceNoticeRow[]>(callApi(admin, 'get_service_record', { case: cases.assignedClaim }, 'GET'))).find((notice) => notice.name === karthik.name)!;
    const receiptHashes = record.attempts.flatMap((attempt) => attempt.receipts.map((receipt) => receipt.payload_sha256));
    assert.equal(receiptHashes.length, 2);

    const response = await admin.get(pdfUrl(affidavitName(cases.assignedClaim, karthik.party_row)));
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    assert.equal(response.headers['content-type'], 'application/pdf');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    assert.match(flat, /Affidavit of Service/);
    assert.match(flat, new RegExp(`Case: ${cases.assignedClaim}`));
    assert.match(flat, /Party served: Karthik Sundaram \(Co-Borrower\)/);
    assert.match(flat, /do solemnly affirm/);
    assert.match(flat, /Attempt 1: Notice of Arbitration by SMS Address used 9000010203 Queued 02-11-2026 10:30 IST Sent 02-11-2026 10:30 IST Status Failed Provider message id SM[0-9a-f]{32} Receipts Failed at 02-11-2026 11:30 IST \(webhook\)/, 'the SMS: address, times in IST, status');
    assert.match(flat, /Twilio error 30003/);
    assert.match(flat, /Attempt 2: Notice of Arbitration by Post Address used Flat 3B, Lakshmi Apartments, 2nd Avenue, Anna Nagar, Chennai, Anna Nagar, Aminjikarai, Chennai, Tamil Nadu, 600040/);
    assert.match(flat, /Sent 11-11-2026 00:00 IST Status Delivered Article number RK555666777IN Tracking Delivered Receipts Delivered at 14-11-2026 12:00 IST \(entered\)/);
    assert.match(flat, /Sent by admin@demo\.in/);
    for (const hash of receiptHashes) assert.ok(flat.replace(/\s/g, '').includes(hash), `receipt hash ${hash}`);
    assert.match(flat, /Notice of Arbitration: served on 14-11-2026 12:00 IST by Post/);
    assert.match(flat, /Section 3 of the Arbitration and Conciliation Act 1996/);
    assert.match(flat, /Prepared on \d{2}-\d{2}-\d{4}/);
    assert.ok(flat.includes(String(response.headers['x-verification-code'])), 'the verification code is printed');
    assert.doesNotMatch(flat, /Meenakshi Sundaram \(Borrower\)|9000010202/, 'only this party\'s attempts');
  });

  it('shows the demo case\'s full evidence: SMS delivered, WhatsApp read, e-mail sent, in its Lot', async () => {
    const notices = await messageOf<ServiceNoticeRow[]>(callApi(admin, 'get_service_record', { case: cases.claimWithHearing }, 'GET'));
    assert.ok(notices.length >= 1 && notices.every((notice) => notice.state === 'Served'));
    const lot = (await app.services.db.query<{ lot: string }>(`SELECT "lot" FROM "tabClaim" WHERE "name" = $1`, [cases.claimWithHearing])).rows[0].lot;
    assert.match(lot, /^LOT-/);
    const response = await admin.get(pdfUrl(affidavitName(cases.claimWithHearing, notices[0].party_row)));
    assert.equal(response.statusCode, 200);
    const flat = (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text.replace(/\s+/g, ' ');
    assert.match(flat, /by SMS .* Status Delivered .* Receipts Delivered at/);
    assert.match(flat, /by WhatsApp .* Status Delivered and read .* Read at/);
    assert.match(flat, /served on \d{2}-\d{2}-\d{4} \d{2}:\d{2} IST by SMS/);
  });

  it('is the case manager\'s alone, and says so for a party never sent a notice', async () => {
    const notices = await messageOf<ServiceNoticeRow[]>(callApi(admin, 'get_service_record', { case: cases.assignedClaim }, 'GET'));
    const name = affidavitName(cases.assignedClaim, notices[0].party_row);
    for (const who of ['claimant', 'arbitrator']) {
      const client = new TestClient(app);
      await client.login(`${who}@demo.in`);
      assert.equal((await client.get(pdfUrl(name))).statusCode, 403, who);
    }
    assert.equal((await admin.get(pdfUrl(`${cases.assignedClaim}::nobody`))).statusCode, 404);
    assert.equal((await admin.get(pdfUrl('garbage'))).statusCode, 417);
  });

  it('bundles the case\'s whole evidence of service in one PDF for the case manager and the case\'s neutral', async () => {
    const evidenceUrl = (name: string) => `/api/method/frappe.utils.print_format.download_pdf?doctype=${encodeURIComponent('Service Notice')}&format=${encodeURIComponent('Service Evidence')}&name=${encodeURIComponent(name)}`;
    const notices = await messageOf<ServiceNoticeRow[]>(callApi(admin, 'get_service_record', { case: cases.assignedClaim }, 'GET'));
    const ids = notices.flatMap((notice) => notice.attempts.map((attempt) => attempt.provider_message_id).filter((id): id is string => Boolean(id)));
    const hashes = notices.flatMap((notice) => notice.attempts.flatMap((attempt) => attempt.receipts.map((receipt) => receipt.payload_sha256)));
    assert.ok(ids.includes('RK555666777IN') && hashes.length >= 2);
    const arbitrator = new TestClient(app);
    await arbitrator.login('arbitrator@demo.in');
    for (const [who, client] of [['case manager', admin], ['arbitrator', arbitrator]] as const) {
      const response = await client.get(evidenceUrl(cases.assignedClaim));
      assert.equal(response.statusCode, 200, `${who}: ${response.body.slice(0, 300)}`);
      const flat = (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text.replace(/\s+/g, ' ');
      const compact = flat.replace(/\s/g, '');
      assert.match(flat, /Evidence of Service/);
      assert.match(flat, /Index 1\. Summary of service 2\. Record of each notice: 2\.1 Notice of Arbitration to/);
      assert.match(flat, /Notice of Arbitration Served 14-11-2026 12:00 IST Post/, `${who}: the summary row of Karthik's notice`);
      for (const id of ids) assert.ok(compact.includes(id.replace(/\s/g, '')), `${who}: provider id ${id}`);
      for (const hash of hashes) assert.ok(compact.includes(hash), `${who}: receipt hash ${hash}`);
      assert.equal((flat.match(/Affidavit of Service Case:/g) ?? []).length, 2, `${who}: an affidavit for each of the two respondents`);
      assert.match(flat, who === 'case manager' ? /DEPONENT \S+/ : /DEPONENT _+ \(case manager\)/);
    }
    const claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    assert.equal((await claimant.get(evidenceUrl(cases.assignedClaim))).statusCode, 403, 'the claimant reads the record on screen, the bundle is the tribunal\'s');
    const mediator = new TestClient(app);
    await mediator.login('mediator@demo.in');
    assert.equal((await mediator.get(evidenceUrl(cases.assignedClaim))).statusCode, 417, 'someone outside the case');
  });
});
