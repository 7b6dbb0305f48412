import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from 'shared-api/rules';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { createTestApp, createUser, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../test/helpers';
import { provenSignUp } from '../test/sign-up';
import { callApi, messageOf } from '../test/methods';

interface Request {
  name: string;
  kind: string;
  status: string;
  filed_at: string;
  due_by: string;
  overdue: boolean;
  answer: string | null;
  subject?: string;
}

describe(`data principal's rights under the DPDP Act 2023 (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const logOf = async (request: string) =>
    (await app.services.db.query<{ actor: string; action: string }>(`SELECT "actor", "action" FROM "__data_request_log" WHERE "request" = $1 ORDER BY "at"`, [request])).rows;

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['admin', 'claimant', 'lawyer']));
    const [claim] = (await app.services.db.query<{ name: string }>(`SELECT "name" FROM "tabClaim" WHERE "stage" <> 'Draft' ORDER BY "name" LIMIT 1`)).rows;
    as.respondent = await respondentClient(app, { doctype: 'Claim', name: claim.name }, '9000000001');
  });
  after(() => app.close());

  it('shows the notice in English and Hindi with its version, and records consent to that version once', async () => {
    const guest = new TestClient(app);
    const notice = await messageOf<{ version: string; notice: Record<string, { title: string }>; consented: boolean }>(callApi(guest, 'get_privacy_notice', {}, 'GET'));
    assert.equal(notice.version, PRIVACY_NOTICE_VERSION);
    assert.match(notice.notice.hi.title, /डेटा/);
    assert.equal(notice.consented, false);
    assert.equal((await callApi(guest, 'record_consent', { version: PRIVACY_NOTICE_VERSION, language: 'en' })).statusCode, 403);
    const stale = await callApi(as.respondent, 'record_consent', { version: '2000-01-1', language: 'hi' });
    assert.equal(stale.statusCode, 417);
    const first = await messageOf<{ version: string; recorded_at: string }>(callApi(as.respondent, 'record_consent', { version: PRIVACY_NOTICE_VERSION, language: 'hi' }));
    const again = await messageOf<{ recorded_at: string }>(callApi(as.respondent, 'record_consent', { version: PRIVACY_NOTICE_VERSION, language: 'en' }));
    assert.equal(again.recorded_at, first.recorded_at, 'the first consent stands');
    assert.equal((await messageOf<{ consented: boolean }>(callApi(as.respondent, 'get_privacy_notice', {}, 'GET'))).consented, true);
    assert.equal((await messageOf<{ consented: boolean }>(callApi(as.claimant, 'get_privacy_notice', {}, 'GET'))).consented, false);
  });

  it('records the consent given at sign-up with the notice version, and refuses an outdated one', async () => {
    const guest = new TestClient(app, '10.9.0.1');
    const sign = async (email: string, mobile: string, version: string) => {
      const token = await provenSignUp(app, guest, email, mobile);
      return guest.post(resourceUrl('User Registration'), { user_type: 'Expert', first_name: 'Consenting', email_id: email, primary_number: mobile, tc_accepted: 1, privacy_notice_version: version }, { headers: { 'x-signup-token': token } });
    };
    const outdated = await sign('old.notice@example.in', '9822233301', '2000-01-1');
    assert.equal(outdated.statusCode, 417, outdated.body);
    assert.match(errorOf(outdated).message, /privacy notice has changed/);
    const created = await sign('consenting@example.in', '9822233302', PRIVACY_NOTICE_VERSION);
    assert.equal(created.statusCode, 200, created.body);
    const { rows } = await app.services.db.query<{ notice_version: string }>(`SELECT "notice_version" FROM "__privacy_consents" WHERE "subject" = 'consenting@example.in'`);
    assert.deepEqual(rows.map((row) => row.notice_version), [PRIVACY_NOTICE_VERSION]);
  });

  it('takes requests from an account and the respondent portal, due in 90 days, each seen only by its filer and the case manager', async () => {
    const access = await messageOf<Request>(callApi(as.claimant, 'file_data_request', { kind: 'Access' }));
    assert.equal(access.status, 'Open');
    assert.equal(Date.parse(access.due_by) - Date.parse(access.filed_at), 90 * 24 * 60 * 60 * 1000);
    const blank = await callApi(as.claimant, 'file_data_request', { kind: 'Correction', details: '  ' });
    assert.equal(blank.statusCode, 417);
    assert.match(errorOf(blank).message, /what is wrong/);
    const correction = await messageOf<Request>(callApi(as.respondent, 'file_data_request', { kind: 'Correction', details: 'My address is 12 MG Road, Pune 411001' }));
    const mine = await messageOf<Request[]>(callApi(as.claimant, 'my_data_requests', {}, 'GET'));
    assert.deepEqual(mine.map((r) => r.name), [access.name]);
    assert.equal(mine[0].subject, undefined);
    assert.deepEqual((await messageOf<Request[]>(callApi(as.respondent, 'my_data_requests', {}, 'GET'))).map((r) => r.name), [correction.name]);
    assert.equal((await callApi(as.claimant, 'list_data_requests', {}, 'GET')).statusCode, 403);
    assert.equal((await callApi(as.lawyer, 'answer_data_request', { request: access.name, status: 'Completed', answer: 'x' })).statusCode, 403);
    const all = await messageOf<Request[]>(callApi(as.admin, 'list_data_requests', {}, 'GET'));
    assert.equal(all.find((r) => r.name === access.name)!.subject, 'claimant@demo.in');
    assert.match(all.find((r) => r.name === correction.name)!.subject!, /^respondent:/);

    // Past its day, an open request shows as overdue to the case manager.
    await app.services.db.query(`UPDATE "__data_requests" SET "due_by" = now() - interval '1 day' WHERE "name" = $1`, [correction.name]);
    const late = (await messageOf<Request[]>(callApi(as.admin, 'list_data_requests', { status: 'Open' }, 'GET'))).find((r) => r.name === correction.name)!;
    assert.equal(late.overdue, true);

    // Access: a copy of one's own data, and nobody else's.
    const copy = await messageOf<{ account: { email: string }; cases: { name: string }[]; requests: Request[] }>(callApi(as.claimant, 'download_my_data', {}, 'GET'));
    assert.equal(copy.account.email, 'claimant@demo.in');
    assert.ok(copy.cases.length > 0);
    assert.ok(copy.requests.every((r) => r.name !== correction.name), 'another person\'s request is not in the copy');
    const respondentCopy = await messageOf<{ case: { name: string }; consents: unknown[] }>(callApi(as.respondent, 'download_my_data', {}, 'GET'));
    assert.ok(respondentCopy.case.name);
    assert.equal(respondentCopy.consents.length, 1);

    const answered = await messageOf<Request>(callApi(as.admin, 'answer_data_request', { request: access.name, status: 'Completed', answer: 'Your copy is ready under Download my data' }));
    assert.equal(answered.status, 'Completed');
    // One of two answers wins.
    const twice = await callApi(as.admin, 'answer_data_request', { request: access.name, status: 'Refused', answer: 'again' });
    assert.equal(twice.statusCode, 417);
    assert.deepEqual((await logOf(access.name)).map((row) => `${row.actor} ${row.action}`), ['claimant@demo.in Filed', 'claimant@demo.in Downloaded', 'admin@demo.in Completed']);
  });

  it('erases what the law does not keep, and refuses an erasure of case records', async () => {
    const partyErasure = await messageOf<Request>(callApi(as.claimant, 'file_data_request', { kind: 'Erasure', details: 'Delete everything about me' }));
    const refused = await callApi(as.admin, 'answer_data_request', { request: partyErasure.name, status: 'Completed', answer: 'Done' });
    assert.equal(refused.statusCode, 417);
    assert.match(errorOf(refused).message, /filed case.*s\. 8\(7\)/);
    assert.equal((await messageOf<Request>(callApi(as.admin, 'answer_data_request', { request: partyErasure.name, status: 'Refused', answer: 'Your cases are kept as the law requires' }))).status, 'Refused');

    const expert = await createUser(app, 'leaving.expert@example.in', ['Arbitrator']);
    const profile = await insertDoc(contextFor(app.services, SYSTEM_USER), 'User Registration', { user_type: 'Expert', first_name: 'Leaving', email_id: 'leaving.expert@example.in', aadhar_number: '444455556666' });
    const erasure = await messageOf<Request>(callApi(expert, 'file_data_request', { kind: 'Erasure', details: 'I withdraw my application' }));
    const done = await messageOf<Request>(callApi(as.admin, 'answer_data_request', { request: erasure.name, status: 'Completed', answer: 'Your profile is erased' }));
    assert.equal(done.status, 'Completed');
    assert.equal((await app.services.db.query(`SELECT 1 FROM "tabUser Registration" WHERE "name" = $1`, [profile.name])).rows.length, 0);
    const [user] = (await app.services.db.query<{ enabled: number; mobile_no: string | null }>(`SELECT "enabled", "mobile_no" FROM "tabUser" WHERE "name" = 'leaving.expert@example.in'`)).rows;
    assert.equal(Number(user.enabled), 0);
    assert.equal((await callApi(expert, 'my_data_requests', {}, 'GET')).statusCode, 403, 'the session ended with the account');
    assert.deepEqual((await logOf(erasure.name)).map((row) => row.action), ['Filed', 'Completed']);
  });
});
