import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AwardDispatchStatus, CaseService, ServiceBatchProgress, ServiceNoticeRow } from 'shared-api/methods';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, respondentClient, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { configureNotices } from './config';

const NOON_IST = Date.parse('2026-11-27T12:00:00+05:30');

/*
 * The clocks that run from service start on the day service was PROVEN (served_on), not on the
 * day a notice was sent: s.21 (commencement) and s.31(5)/s.33(1)/s.34(3) (the award's limitation).
 */
describe(`statutory clocks from proven service (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};

  const record = async (caseName: string) => messageOf<ServiceNoticeRow[]>(callApi(as.admin, 'get_service_record', { case: caseName }, 'GET'));
  const deliverByPost = async (notice: string, article: string, date: string) => {
    await messageOf(callApi(as.admin, 'record_post_article', { notice, article_number: article, posted_on: '15-11-2026' }));
    await messageOf(callApi(as.admin, 'record_post_tracking', { article_number: article, status: 'Delivered', date }));
  };

  before(async () => {
    app = await createTestApp({ demoData: true });
    configureNotices(app.services, { publicUrl: 'http://portal.test', now: () => NOON_IST });
    cases = await demoCaseNames(app);
    for (const who of ['admin', 'claimant', 'arbitrator', 'mediator']) {
      as[who] = new TestClient(app);
      await as[who].login(`${who}@demo.in`);
    }
  });
  after(async () => {
    await app.close();
  });

  it('counts the award\'s limitation from the day its delivery was proven, not from its dispatch', async () => {
    await messageOf(callApi(as.admin, 'send_service_notices', { notice_kind: 'Award', case: cases.assignedClaim }));
    const before = await messageOf<AwardDispatchStatus>(callApi(as.admin, 'get_award_dispatch_status', { case: cases.assignedClaim }, 'GET'));
    assert.ok(before.parties.filter((party) => party.party_type === 'Respondent').every((party) => party.served_on === null && party.limitation === null), 'sent is not served: no clock yet');

    const meenakshi = (await record(cases.assignedClaim)).find((notice) => notice.notice_kind === 'Award' && notice.party_name === 'Meenakshi Sundaram')!;
    await deliverByPost(meenakshi.name, 'RK100000001IN', '20-11-2026');
    const status = await messageOf<AwardDispatchStatus>(callApi(as.arbitrator, 'get_award_dispatch_status', { case: cases.assignedClaim }, 'GET'));
    const served = status.parties.find((party) => party.party_row === meenakshi.party_row)!;
    assert.equal(served.served_on, '2026-11-20');
    assert.equal(served.received_from, 'Service');
    assert.deepEqual(served.limitation, { received_on: '2026-11-20', correction_by: '2026-12-20', set_aside_by: '2027-02-20' });
    const karthik = status.parties.find((party) => party.party_name === 'Karthik Sundaram')!;
    assert.equal(karthik.limitation, null, 'his notice is not delivered: his time has not started');
  });

  it('dates the commencement of the proceedings (s.21) from the respondent\'s receipt of the Notice of Arbitration', async () => {
    await messageOf(callApi(as.admin, 'send_service_notices', { notice_kind: 'Notice of Arbitration', case: cases.assignedClaim }));
    const karthik = (await record(cases.assignedClaim)).find((notice) => notice.notice_kind === 'Notice of Arbitration' && notice.party_name === 'Karthik Sundaram')!;
    await deliverByPost(karthik.name, 'RK100000002IN', '18-11-2026');

    for (const who of ['admin', 'arbitrator', 'claimant']) {
      const service = await messageOf<CaseService>(callApi(as[who], 'get_case_service', { case: cases.assignedClaim }, 'GET'));
      const clock = service.clock.find((party) => party.party_row === karthik.party_row)!;
      assert.equal(clock.commenced_on, '2026-11-18', who);
      assert.equal(clock.notice_served_by, 'Post', who);
      assert.equal(clock.notice_state, 'Served', who);
      assert.equal(clock.award_served_on, null, who);
      assert.equal(clock.award_state, 'In Progress', who);
      const other = service.clock.find((party) => party.party_name === 'Meenakshi Sundaram')!;
      assert.equal(other.commenced_on, null, 'her notice of arbitration is not delivered');
      assert.equal(other.limitation?.set_aside_by, '2027-02-20');
      assert.equal(service.notices.length, 4, `${who} reads every notice of the case`);
    }
  });

  it('shows a respondent only their own notices, and nobody outside the case anything', async () => {
    const meenakshi = await respondentClient(app, { doctype: 'Claim', name: cases.assignedClaim }, '9000010202', 'Meenakshi Sundaram');
    const mine = await messageOf<CaseService>(callApi(meenakshi, 'get_case_service', { case: cases.assignedClaim }, 'GET'));
    assert.deepEqual([...new Set(mine.notices.map((notice) => notice.party_name))], ['Meenakshi Sundaram']);
    assert.deepEqual(mine.clock.map((party) => party.party_name), ['Meenakshi Sundaram']);
    assert.equal((await callApi(meenakshi, 'get_case_service', { case: cases.claimWithHearing }, 'GET')).statusCode, 417, 'another case');
    assert.equal((await callApi(as.mediator, 'get_case_service', { case: cases.assignedClaim }, 'GET')).statusCode, 417, 'a mediator not on the case');
    assert.equal((await callApi(new TestClient(app), 'get_case_service', { case: cases.assignedClaim }, 'GET')).statusCode, 403, 'a guest');
  });

  it('tells the case manager how far a send has gone, for the screen to follow while the queue drains', async () => {
    const queued = await messageOf<{ batch: string }>(callApi(as.admin, 'send_service_notices', { notice_kind: 'Hearing Notice', case: cases.assignedClaim }));
    const progress = await messageOf<ServiceBatchProgress>(callApi(as.admin, 'get_service_batch', { batch: queued.batch }, 'GET'));
    assert.equal(progress.notices, 2);
    assert.equal(progress.served, 0);
    assert.deepEqual(progress.attempts.SMS, { Queued: 2, Sent: 0, Delivered: 0, Read: 0, Failed: 0 }, 'no SMS provider: the outbox');
    assert.equal(progress.attempts.Email.Queued + progress.attempts.Email.Sent, 1);
    assert.equal(progress.waiting, 4 + progress.attempts.Email.Queued, 'SMS and WhatsApp to both, e-mail to one');
    assert.equal((await callApi(as.claimant, 'get_service_batch', { batch: queued.batch }, 'GET')).statusCode, 403);
    assert.equal((await callApi(as.admin, 'get_service_batch', { batch: 'SB-none' }, 'GET')).statusCode, 404);
  });
});
