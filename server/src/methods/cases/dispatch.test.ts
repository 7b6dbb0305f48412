import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';

type Row = Record<string, unknown>;

describe(`dispatch methods (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  const unchecked = async (client: TestClient, args: Record<string, unknown> = {}) =>
    (await messageOf<Row[]>(callApi(client, 'list_unchecked_dispatch', args, 'GET'))).map((row) => row.name).sort();

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'admin']));
  });
  after(() => app.close());

  it('list_unchecked_dispatch: only arbitrators, their own working claims', async () => {
    assert.deepEqual(await unchecked(as.arbitrator, { arbitrator: 'medarb@demo.in' }), [cases.assignedClaim, cases.claimWithHearing].sort());
    assert.deepEqual(await unchecked(as.medarb), [cases.medArbClaim]);
    assert.deepEqual(await unchecked(as.admin, { arbitrator: 'medarb@demo.in' }), [cases.medArbClaim]);
    for (const who of ['claimant', 'mediator', 'admin']) assert.equal((await callApi(as[who], 'list_unchecked_dispatch', {}, 'GET')).statusCode, 403, who);
  });

  it('update_bulk_dispatch_and_channel: all listed cases or none, only by their neutral', async () => {
    const tick = (name: string, channel = 'Speed Post') => ({ name, consent_and_disclosure_dispatch: 1, consent_and_disclosure_channel: channel, venue: 'ignored' });
    const done = await messageOf(callApi(as.arbitrator, 'update_bulk_dispatch_and_channel', { claims_data: [tick(cases.assignedClaim)] }));
    assert.deepEqual(done, { updated: [cases.assignedClaim] });
    const doc = (await as.admin.get(resourceUrl('Claim', cases.assignedClaim))).json().data;
    assert.deepEqual([doc.consent_and_disclosure_dispatch, doc.consent_and_disclosure_channel, doc.venue], [1, 'Speed Post', 'Pune']);
    assert.deepEqual(await unchecked(as.arbitrator), [cases.claimWithHearing]);

    const mixed = await callApi(as.arbitrator, 'update_bulk_dispatch_and_channel', { claims_data: JSON.stringify([tick(cases.claimWithHearing), tick(cases.medArbClaim)]) });
    assert.equal(mixed.statusCode, 417, 'not their case');
    assert.deepEqual(await unchecked(as.arbitrator), [cases.claimWithHearing], 'the first entry was rolled back');
    const badChannel = await callApi(as.arbitrator, 'update_bulk_dispatch_and_channel', { claims_data: [tick(cases.claimWithHearing, 'Pigeon')] });
    assert.equal(errorOf(badChannel).exc_type, 'LinkValidationError');
    for (const [args, status] of [
      [{}, 417],
      [{ claims_data: [] }, 417],
      [{ claims_data: [{ consent_and_disclosure_dispatch: 1 }] }, 417],
      [{ claims_data: [{ name: cases.claimWithHearing }] }, 417],
      [{ claims_data: 'nonsense' }, 417],
    ] as const) {
      assert.equal((await callApi(as.arbitrator, 'update_bulk_dispatch_and_channel', args)).statusCode, status, JSON.stringify(args));
    }
    assert.equal((await callApi(as.claimant, 'update_bulk_dispatch_and_channel', { claims_data: [tick(cases.draftClaim)] })).statusCode, 403);
  });

  it("update_consent_disclosure: the neutral's declarations on their case", async () => {
    const saved = await messageOf(callApi(as.mediator, 'update_consent_disclosure', { docname: cases.assignedDispute, consent: '<p>I consent to act.</p>', disclosure: '<p>Nothing to disclose.</p>' }));
    assert.deepEqual([saved.name, saved.consent, saved.disclosure], [cases.assignedDispute, '<p>I consent to act.</p>', '<p>Nothing to disclose.</p>']);
    assert.equal((await callApi(as.claimant, 'update_consent_disclosure', { docname: cases.draftDispute, consent: 'x' })).statusCode, 403);
    assert.equal((await callApi(as.medarb, 'update_consent_disclosure', { docname: cases.assignedDispute, consent: 'x' })).statusCode, 417);
    assert.equal((await callApi(as.mediator, 'update_consent_disclosure', { docname: cases.assignedDispute })).statusCode, 417, 'nothing to update');
  });

  it('get_*_dispatch_details: the dispatch records the caller may read, with their case', async () => {
    const consent = await as.mediator.post(resourceUrl('Consent And Disclosure Dispatch'), {
      dispute: cases.assignedDispute,
      dispatch_details: [{ dispatched_to: 'Thomas Varghese', channel: 'Speed Post', tracking_id: 'EK123456789IN' }],
    });
    assert.equal(consent.statusCode, 200, consent.body);
    const fhn = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), { claim: cases.claimWithHearing, channel: 'Email' });
    assert.equal(fhn.statusCode, 200, fhn.body);

    const mine = await messageOf<Row[]>(callApi(as.claimant, 'get_dispatch_details', { email: 'arbitrator@demo.in' }, 'GET'));
    assert.deepEqual(mine.map((row) => [row.name, row.case, row.case_kind, row.case_stage, (row.dispatch_details as Row[]).length]), [
      // Recording the dispatch (consent and disclosure were recorded above) moved the dispute on.
      [consent.json().data.name, cases.assignedDispute, 'dispute', 'Consent And Disclosure Dispatch', 1],
    ]);
    assert.deepEqual(await messageOf(callApi(as.arbitrator, 'get_dispatch_details', {}, 'GET')), []);
    for (const who of ['arbitrator', 'lawyer', 'claimant']) {
      const rows = await messageOf<Row[]>(callApi(as[who], 'get_fhn_dispatch_details', { case: cases.claimWithHearing }, 'GET'));
      assert.deepEqual(rows.map((row) => [row.name, row.dispatched]), [[fhn.json().data.name, 0]], who);
    }
    assert.deepEqual(await messageOf(callApi(as.medarb, 'get_fhn_dispatch_details', {}, 'GET')), []);
    assert.deepEqual(await messageOf(callApi(as.claimant, 'get_shn_dispatch_details', {}, 'GET')), []);
    assert.deepEqual(await messageOf(callApi(as.claimant, 'get_award_dispatch_details', {}, 'GET')), []);
    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    assert.equal((await callApi(respondent, 'get_fhn_dispatch_details', {}, 'GET')).statusCode, 403, 'respondents see no dispatches');
    assert.equal((await callApi(as.medarb, 'get_fhn_dispatch_details', { case: cases.claimWithHearing }, 'GET')).statusCode, 417);
  });
});
