import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { PostTrackingResult, ServiceNoticeRow } from 'shared-api/methods';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { configureNotices } from './config';
import { sweepServiceLadder } from './escalation';

const DAY = 24 * 60 * 60 * 1000;

describe(`the escalation ladder and registered post (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let clock = Date.parse('2026-11-02T11:00:00+05:30');
  let admin: TestClient;
  const record = async (caseName: string) => messageOf<ServiceNoticeRow[]>(callApi(admin, 'get_service_record', { case: caseName }, 'GET'));
  const party = async (caseName: string, name: string) => (await record(caseName)).find((notice) => notice.party_name === name)!;

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    configureNotices(app.services, { publicUrl: 'https://portal.example.in', now: () => clock });
    admin = new TestClient(app);
    await admin.login('admin@demo.in');
  });
  after(() => app.close());

  it('is the case manager\'s setting per notice kind', async () => {
    const saved = await admin.post(resourceUrl('Service Escalation Rule'), { notice_kind: 'Award', first_channels: 'Email, SMS', days_to_post: 3, days_to_decision: 10 });
    assert.equal(saved.statusCode, 200, saved.body);
    const claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    assert.equal((await claimant.post(resourceUrl('Service Escalation Rule'), { notice_kind: 'Hearing Notice', days_to_post: 1 })).statusCode, 403);
    assert.equal((await claimant.get(resourceUrl('Service Escalation Rule', 'Award'))).statusCode, 403);
    const queued = await messageOf(callApi(admin, 'send_service_notices', { notice_kind: 'Award', case: cases.assignedClaim }));
    assert.deepEqual(queued.attempts, { Email: 1, SMS: 2, WhatsApp: 0, Post: 0 }, 'only the rule\'s channels');
  });

  it('refuses a ladder the sweep could not climb', async () => {
    for (const [body, message] of [
      [{ notice_kind: 'Summons', first_channels: 'SMS' }, /Notice kind: choose one of/],
      [{ notice_kind: 'Hearing Notice', first_channels: 'SMS, Pigeon' }, /Pigeon is not a channel/],
      [{ notice_kind: 'Hearing Notice', first_channels: ' , ' }, /choose at least one/],
      [{ notice_kind: 'Hearing Notice', first_channels: 'SMS', days_to_post: 0 }, /Days to post: a whole number of days from 1 to 90/],
      [{ notice_kind: 'Hearing Notice', first_channels: 'SMS', days_to_decision: 91 }, /Days to the decision: a whole number of days from 1 to 90/],
    ] as const) {
      const refused = await admin.post(resourceUrl('Service Escalation Rule'), body);
      assert.equal(refused.statusCode, 417, JSON.stringify(body));
      assert.match(refused.body, message);
    }
    const saved = await admin.post(resourceUrl('Service Escalation Rule'), { notice_kind: 'Hearing Notice', first_channels: 'SMS,SMS, WhatsApp' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().data.first_channels, 'SMS, WhatsApp');
  });

  it('moves an undelivered notice to registered post after its days, then to the case manager\'s decision', async () => {
    clock += 2 * DAY;
    assert.deepEqual(await sweepServiceLadder(app.services), { toPost: 0, toDecision: 0 }, 'day 2 of 3: still waiting');
    clock += 1 * DAY + 60_000;
    assert.deepEqual(await sweepServiceLadder(app.services), { toPost: 2, toDecision: 0 });
    assert.deepEqual(await sweepServiceLadder(app.services), { toPost: 0, toDecision: 0 }, 'a second sweep moves nothing again');
    const meenakshi = await party(cases.assignedClaim, 'Meenakshi Sundaram');
    assert.equal(meenakshi.state, 'Post');
    const post = meenakshi.attempts.find((attempt) => attempt.channel === 'Post')!;
    assert.equal(post.status, 'Queued', 'waiting for its article number');
    assert.match(post.address!, /Flat 3B, Lakshmi Apartments.*Chennai.*Tamil Nadu, 600040/);
    clock += 10 * DAY + 60_000;
    const asked = async () => ((await app.services.db.query(`SELECT count(*)::int AS n FROM "tabEmail Queue" WHERE "message" LIKE '%substituted service%'`)).rows[0] as { n: number }).n;
    assert.equal(await asked(), 0);
    assert.deepEqual(await sweepServiceLadder(app.services), { toPost: 0, toDecision: 2 });
    assert.ok((await asked()) >= 1, 'the case managers are asked by mail');
    assert.equal((await party(cases.assignedClaim, 'Karthik Sundaram')).state, 'Awaiting Decision');
  });

  it('records the article number and India Post\'s tracking as evidence; a delivery proves service', async () => {
    const notice = await messageOf<ServiceNoticeRow[]>(callApi(admin, 'get_service_record', { case: cases.assignedClaim }, 'GET'));
    const meenakshi = notice.find((row) => row.party_name === 'Meenakshi Sundaram')!;
    assert.equal((await callApi(admin, 'record_post_article', { notice: meenakshi.name, article_number: '12345' })).statusCode, 417);
    const recorded = await messageOf(callApi(admin, 'record_post_article', { notice: meenakshi.name, article_number: 'rk 123456789 in', posted_on: '05-11-2026' }));
    assert.equal(recorded.article_number, 'RK123456789IN');
    assert.equal((await callApi(admin, 'record_post_article', { notice: meenakshi.name, article_number: 'RK123456789IN' })).statusCode, 417, 'an article number once');
    const bad = await callApi(admin, 'record_post_tracking', { rows: [{ article_number: 'RK123456789IN', status: 'In Transit' }, { article_number: 'RK123456789IN', status: 'Lost in space' }] });
    assert.equal(bad.statusCode, 417, 'one bad row: nothing recorded');
    assert.match(bad.json().exception ?? bad.body, /Row 2/);
    let attempt = (await party(cases.assignedClaim, 'Meenakshi Sundaram')).attempts.find((row) => row.channel === 'Post')!;
    assert.equal(attempt.tracking_status, 'Booked');
    const results = await messageOf<PostTrackingResult[]>(callApi(admin, 'record_post_tracking', { rows: [
      { article_number: 'RK123456789IN', status: 'In Transit', date: '06-11-2026' },
      { article_number: 'RK123456789IN', status: 'Delivered', date: '08-11-2026' },
      { article_number: 'EK999999999IN', status: 'Delivered', date: '08-11-2026' },
    ] }));
    assert.deepEqual(results.map((row) => row.outcome), ['noted', 'recorded', 'unknown']);
    const again = await messageOf<PostTrackingResult[]>(callApi(admin, 'record_post_tracking', { article_number: 'RK123456789IN', status: 'Delivered', date: '08-11-2026' }));
    assert.deepEqual(again.map((row) => row.outcome), ['replay']);
    const served = await party(cases.assignedClaim, 'Meenakshi Sundaram');
    attempt = served.attempts.find((row) => row.channel === 'Post')!;
    assert.equal(attempt.status, 'Delivered');
    assert.equal(attempt.provider_message_id, 'RK123456789IN');
    assert.equal(attempt.sent_by, 'admin@demo.in');
    assert.equal(attempt.receipts[0].source, 'Imported');
    assert.equal(served.state, 'Served', 'a delivery during the decision still proves service');
  });

  it('lets the case manager order substituted service only for a notice awaiting their decision', async () => {
    const karthik = await party(cases.assignedClaim, 'Karthik Sundaram');
    const meenakshi = await party(cases.assignedClaim, 'Meenakshi Sundaram');
    assert.equal((await callApi(admin, 'decide_substituted_service', { notice: meenakshi.name, decision: 'Newspaper' })).statusCode, 417, 'served already');
    const decided = await messageOf(callApi(admin, 'decide_substituted_service', { notice: karthik.name, decision: 'Substituted service by publication in The Hindu (Chennai edition), as directed' }));
    assert.equal(decided.state, 'Substituted Service');
    const after = await party(cases.assignedClaim, 'Karthik Sundaram');
    assert.equal(after.decided_by, 'admin@demo.in');
    assert.match(after.decision!, /The Hindu/);
  });
});
