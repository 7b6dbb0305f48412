import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';

describe(`assigning and accepting cases (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  const stageOf = async (doctype: string, name: string) => (await as.admin.get(resourceUrl(doctype, name))).json().data.stage;
  const newClaim = async () => (await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: `ACC-${Math.random()}` })).json().data.name as string;

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'mediator', 'medarb', 'admin', 'pending.arbitrator']));
  });
  after(() => app.close());

  it('lets only the case manager assign a neutral, to a Draft, and records who did it', async () => {
    for (const who of ['claimant', 'arbitrator', 'medarb']) {
      const response = await callApi(as[who], 'assign_neutral', { docname: cases.draftClaim, neutral: 'arbitrator@demo.in' });
      assert.equal(response.statusCode, 403, who);
    }
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ docname: cases.draftClaim, neutral: 'lawyer@demo.in' }, /lawyer@demo.in is not registered as an arbitrator/],
      [{ docname: cases.draftClaim, neutral: 'mediator@demo.in' }, /not registered/],
      [{ docname: cases.draftClaim, neutral: 'pending.arbitrator@demo.in' }, /not an approved arbitrator/],
      [{ docname: cases.assignedClaim, neutral: 'medarb@demo.in' }, /Only a Draft case is assigned/],
      [{ neutral: 'arbitrator@demo.in' }, /docname is required/],
      [{ docname: cases.draftClaim }, /neutral is required/],
    ];
    for (const [args, message] of refusals) {
      const response = await callApi(as.admin, 'assign_neutral', args);
      assert.equal(response.statusCode, 417, `${JSON.stringify(args)}: ${response.body}`);
      assert.match(errorOf(response).message, message);
    }
    const assigned = await messageOf(callApi(as.admin, 'assign_neutral', { docname: cases.draftDispute, neutral: 'Mediator@demo.in' }));
    assert.deepEqual([assigned.stage, assigned.mediator_email_id, assigned.mediator_name], ['Draft', 'mediator@demo.in', 'Anjali Sharma']);
    const { rows } = await app.services.db.query(`SELECT "owner", "after" FROM "tabAudit Trail" WHERE "docname" = $1 AND "fieldname" = 'mediator_email_id'`, [cases.draftDispute]);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].owner, 'admin@demo.in');
  });

  it('lets the assigned, approved arbitrator accept: Assignment and a first hearing, in one go', async () => {
    const claim = await newClaim();
    assert.equal((await callApi(as.arbitrator, 'update_claim_fields', { docname: claim })).statusCode, 417, 'not assigned: not even visible');
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: claim, arbitrator: 'arbitrator@demo.in' }));
    const other = await callApi(as.arbitrator, 'update_claim_fields', { docname: claim, arbitrator: 'medarb@demo.in' });
    assert.equal(other.statusCode, 403, 'cannot accept for someone else');
    const accepted = await messageOf(
      callApi(as.arbitrator, 'update_claim_fields', {
        docname: claim,
        hearing_date: '2030-03-01',
        hearing_time: '10:30',
        mode_of_hearing: 'Offline',
        hearing_location: 'Pune District Court, Room 4',
        acceptance_by: 'Dr Vikram Rao',
        total_no_of_cases: 12,
        time_increment: 5,
      }),
    );
    assert.deepEqual([accepted.stage, accepted.arbitrator], ['Assignment', 'arbitrator@demo.in']);
    const doc = (await as.arbitrator.get(resourceUrl('Claim', claim))).json().data;
    assert.deepEqual([doc.acceptance_by, doc.total_no_of_cases, doc.time_increment, doc.hearing_location], ['Dr Vikram Rao', 12, 5, 'Pune District Court, Room 4']);
    const hearings = (await as.claimant.get(resourceUrl('Hearing', undefined, { filters: { claim }, fields: ['hearing_type', 'hearing_date', 'mode_of_hearing'] }))).json().data;
    assert.deepEqual(hearings, [{ hearing_type: 'First Hearing', hearing_date: '2030-03-01', mode_of_hearing: 'Offline' }]);
    const again = await callApi(as.arbitrator, 'update_claim_fields', { docname: claim, hearing_date: '2030-03-02' });
    assert.equal(again.statusCode, 417, 'accepted once');
    assert.match(errorOf(again).message, /already been accepted/);
  });

  it('accepts a case once when two acceptances arrive together', async () => {
    const claim = await newClaim();
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: claim, neutral: 'arbitrator@demo.in' }));
    const other = new TestClient(app);
    await other.login('arbitrator@demo.in');
    const results = await Promise.all([as.arbitrator, other].map((client) => callApi(client, 'update_claim_fields', { docname: claim, hearing_date: '2030-03-05' })));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 417]);
    assert.equal((await as.admin.get(resourceUrl('Hearing', undefined, { filters: { claim } }))).json().data.length, 1, 'one first hearing');
  });

  it('refuses a neutral whose profile is not approved (403), and leaves the case a Draft', async () => {
    const claim = await newClaim();
    // Only an admin PUT can name a neutral who is not approved; acceptance still refuses them.
    assert.equal((await as.admin.put(resourceUrl('Claim', claim), { arbitrator: 'pending.arbitrator@demo.in' })).statusCode, 200);
    const refused = await callApi(as['pending.arbitrator'], 'update_claim_fields', { docname: claim, hearing_date: '2030-03-01' });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.match(errorOf(refused).message, /only an approved arbitrator can accept/);
    const onBehalf = await callApi(as.admin, 'update_claim_fields', { docname: claim });
    assert.equal(onBehalf.statusCode, 403, 'nor may the case manager accept for them');
    assert.equal(await stageOf('Claim', claim), 'Draft');
    assert.equal((await as.admin.get(resourceUrl('Hearing', undefined, { filters: { claim } }))).json().data.length, 0);
  });

  it('lets the case manager accept on behalf of an approved arbitrator', async () => {
    const claim = await newClaim();
    const accepted = await messageOf(callApi(as.admin, 'update_claim_fields', { docname: claim, arbitrator: 'medarb@demo.in', arbitrator_name: 'Mr Suresh Iyer' }));
    assert.deepEqual([accepted.stage, accepted.arbitrator, accepted.hearing], ['Assignment', 'medarb@demo.in', null]);
    assert.equal((await as.medarb.get(resourceUrl('Claim', claim))).json().data.arbitrator_name, 'Mr Suresh Iyer');
  });

  it('accepts a mediation with its due date and first hearing', async () => {
    const dispute = (await as.claimant.post(resourceUrl('Dispute'), { mediation_agreement_number: 'ACC-M-1' })).json().data.name as string;
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: dispute, mediator_email_id: 'mediator@demo.in' }));
    const accepted = await messageOf(
      callApi(as.mediator, 'accept_disputes', { data: JSON.stringify({ docname: dispute, hearing: '2030-04-01', hearing_time: '15:00:00', mode_of_hearing: 'Online', due_date: '2030-05-31', no_of_ongoing_mediations: 3 }) }),
    );
    assert.equal(accepted.stage, 'Assignment');
    const doc = (await as.mediator.get(resourceUrl('Dispute', dispute))).json().data;
    assert.deepEqual([doc.due_date, doc.no_of_ongoing_mediations, doc.mediator_name, doc.proposed_date_1], ['2030-05-31', 3, 'Anjali Sharma', '2030-04-01']);
    const [hearing] = (await as.mediator.get(resourceUrl('Hearing', undefined, { filters: { dispute }, fields: ['hearing_for', 'hearing_type'] }))).json().data;
    assert.deepEqual(hearing, { hearing_for: 'Mediation', hearing_type: 'First Hearing' });
    assert.equal((await callApi(as.arbitrator, 'accept_disputes', { docname: dispute })).statusCode, 417, 'an arbitrator reaches no disputes');
  });

  it('answers bad input with a clear 417 and changes nothing', async () => {
    const claim = await newClaim();
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: claim, neutral: 'arbitrator@demo.in' }));
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{}, 'MandatoryError', /docname is required/],
      [{ docname: 'ARB-99999' }, 'LinkValidationError', /Could not find Claim: ARB-99999/],
      [{ docname: 'XYZ-1' }, 'ValidationError', /not a case number/],
      [{ docname: cases.draftDispute }, 'ValidationError', /is not a claim/],
      [{ docname: claim, hearing_date: '2030-02-30' }, 'DataError', /not a valid date/],
      [{ docname: claim, hearing_date: '2030-02-10', hearing_time: '25:00' }, 'DataError', /not a valid time/],
      [{ docname: claim, mode_of_hearing: 'Telepathy' }, 'ValidationError', /mode_of_hearing must be one of Online, Offline/],
      [{ docname: claim, total_no_of_cases: 'many' }, 'ValidationError', /whole number/],
      [{ data: '{not json' }, 'ValidationError', /data must be a JSON object/],
    ];
    for (const [args, excType, message] of bad) {
      const response = await callApi(as.arbitrator, 'update_claim_fields', args);
      assert.equal(response.statusCode, 417, `${JSON.stringify(args)}: ${response.body}`);
      assert.equal(errorOf(response).exc_type, excType, JSON.stringify(args));
      assert.match(errorOf(response).message, message);
    }
    assert.equal(await stageOf('Claim', claim), 'Draft');
    assert.equal((await callApi(as.arbitrator, 'update_claim_fields', { docname: claim }, 'GET')).statusCode, 403, 'POST only');
  });
});
