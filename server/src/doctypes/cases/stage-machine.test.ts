import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/datetime';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';

const RESPONDENT = {
  respondent_type: 'Individual',
  contact_type: 'Borrower',
  name1: 'Imran',
  last_name: 'Qureshi',
  fathers_name: 'Salim Qureshi',
  mobile: '9000020101',
  taluk: 'Vejalpur',
  district: 'Ahmedabad',
  state: 'Gujarat',
  pin_code: '380055',
};

describe(`stage machine and side effects of saves (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  const get = async (doctype: string, name: string) => (await as.admin.get(resourceUrl(doctype, name))).json().data;
  const list = async (doctype: string, filters: unknown) =>
    (await as.admin.get(resourceUrl(doctype, undefined, { filters, fields: ['*'], limit_page_length: 0 }))).json().data as Record<string, unknown>[];

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'admin']));
  });
  after(() => app.close());

  it('refuses an illegal stage move with the rule as a 417, and leaves the case unchanged', async () => {
    const skip = await as.arbitrator.put(resourceUrl('Claim', cases.assignedClaim), { stage: 'Award', venue: 'Mumbai' });
    assert.equal(skip.statusCode, 417, skip.body);
    assert.equal(errorOf(skip).exc_type, 'ValidationError');
    assert.equal(errorOf(skip).message, 'A claim cannot move from Assignment to Award');
    const after = await get('Claim', cases.assignedClaim);
    assert.deepEqual([after.stage, after.venue], ['Assignment', 'Pune'], 'nothing of the refused save was kept');

    const back = await as.admin.put(resourceUrl('Claim', cases.assignedClaim), { stage: 'Draft' });
    assert.equal(back.statusCode, 417);
    assert.equal(errorOf(back).message, 'A case cannot be moved back to Draft');
    const done = await as.admin.put(resourceUrl('Dispute', cases.assignedDispute), { stage: 'Completed' });
    assert.equal(done.statusCode, 417, 'not even the case manager skips the machine');
    assert.equal((await get('Dispute', cases.assignedDispute)).stage, 'Issuance of Notice');
  });

  it('never lets the filing side or a respondent change a stage', async () => {
    const claimant = await as.claimant.put(resourceUrl('Claim', cases.draftClaim), { stage: 'Assignment' });
    assert.equal(claimant.statusCode, 403);
    assert.equal(errorOf(claimant).message, `Not permitted to change Stage of Claim ${cases.draftClaim}`);
    const lawyer = await as.lawyer.post(resourceUrl('Dispute'), { mediation_agreement_number: 'ST-1' });
    const moved = await as.lawyer.put(resourceUrl('Dispute', lawyer.json().data.name), { stage: 'Assignment' });
    assert.equal(moved.statusCode, 403);
    assert.equal(errorOf(moved).message, `Not permitted to change Stage of Dispute ${lawyer.json().data.name}`);
    assert.equal((await get('Claim', cases.draftClaim)).stage, 'Draft');

    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    const skip = await respondent.put(resourceUrl('Claim', cases.claimWithHearing), { stage: 'Additional Pleading' });
    assert.equal(skip.statusCode, 403);
    assert.equal((await get('Claim', cases.claimWithHearing)).stage, 'Awaiting Reply');
  });

  it('takes a claim from Draft to Completed with the side effects of each save', async () => {
    const filed = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'FLOW-1', respondent_table: [RESPONDENT] });
    const claim = filed.json().data.name as string;
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: claim, neutral: 'arbitrator@demo.in' }));
    assert.equal((await get('Claim', claim)).stage, 'Draft', 'assigned, not yet accepted');

    // Acceptance: Draft → Assignment, and the first hearing is scheduled (its date, not its stage).
    const accepted = await messageOf(
      callApi(as.arbitrator, 'update_claim_fields', { data: { docname: claim, hearing_date: '2030-01-10', hearing_time: '11:00', mode_of_hearing: 'Online', vc_link: 'https://meet.example.in/x', fee_confirmation: 1 } }),
    );
    assert.equal(accepted.stage, 'Assignment');
    let doc = await get('Claim', claim);
    assert.deepEqual([doc.stage, doc.proposed_date_1, doc.acceptance_by, doc.acceptance_date], ['Assignment', '2030-01-10', 'Vikram Rao', today()]);
    const first = await get('Hearing', accepted.hearing);
    assert.deepEqual([first.hearing_type, first.hearing_date, first.hearing_time, first.mode_of_hearing], ['First Hearing', '2030-01-10', '11:00:00', 'Online']);

    assert.equal((await as.arbitrator.put(resourceUrl('Claim', claim), { stage: 'Issuance of Notice' })).statusCode, 200);

    // The respondent's statement_of_claim update moves the case on (once consent and disclosure are
    // recorded) and files the dispatch record.
    await messageOf(callApi(as.arbitrator, 'update_consent_disclosure', { docname: claim, consent: '<p>I consent to act.</p>', disclosure: '<p>Nothing to disclose.</p>' }));
    const respondent = await respondentClient(app, { doctype: 'Claim', name: claim }, '9000020101');
    const statement = await respondent.put(resourceUrl('Claim', claim), { statement_of_claim: 1, stage: 'Consent And Disclosure Dispatch' });
    assert.equal(statement.statusCode, 200, statement.body);
    doc = await get('Claim', claim);
    assert.deepEqual([doc.stage, doc.statement_of_claim, doc.statement_of_claim_date], ['Consent And Disclosure Dispatch', 1, today()]);
    const dispatches = await list('Consent And Disclosure Dispatch', { claim });
    assert.equal(dispatches.length, 1);
    assert.equal(dispatches[0].user_email_id, 'claimant@demo.in');

    assert.equal((await as.arbitrator.put(resourceUrl('Claim', claim), { stage: 'Awaiting Reply' })).statusCode, 200);
    const reply = await respondent.post(resourceUrl('Respondent Reply'), { claim, document_title: 'Reply' });
    assert.equal(reply.statusCode, 200, reply.body);
    doc = await get('Claim', claim);
    assert.deepEqual([doc.respondent_status, doc.stage], ['Active', 'Awaiting Reply'], 'a reply contests the case, the stage stays');

    // The first hearing held: its stage and its actual date.
    const held = await as.arbitrator.put(resourceUrl('Hearing', accepted.hearing), { status: 'Completed' });
    assert.equal(held.statusCode, 200, held.body);
    doc = await get('Claim', claim);
    assert.deepEqual([doc.stage, doc.actual_date_1], ['First Hearing', '2030-01-10']);

    const dates = { 'Second Hearing': '2030-02-10', 'Third Hearing': '2030-03-10', 'Fourth Hearing': '2030-04-10' };
    for (const [hearing_type, hearing_date] of Object.entries(dates)) {
      const saved = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type, hearing_date });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal((await get('Claim', claim)).stage, hearing_type);
    }
    doc = await get('Claim', claim);
    assert.deepEqual([doc.proposed_date_2, doc.proposed_date_3, doc.proposed_date_4], Object.values(dates));
    assert.equal(doc.actual_date_2, undefined, 'not held yet');

    await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Fifth Hearing', hearing_date: '2030-05-10' });
    doc = await get('Claim', claim);
    assert.deepEqual([doc.stage, doc.reason_for_hold], ['Fifth Hearing', 'Fifth hearing held']);

    // Re-saving an old hearing keeps its date on the case but does not take the case back.
    const resaved = await as.arbitrator.put(resourceUrl('Hearing', accepted.hearing), { hearing_date: '2030-01-11' });
    assert.equal(resaved.statusCode, 200, resaved.body);
    doc = await get('Claim', claim);
    assert.deepEqual([doc.stage, doc.proposed_date_1, doc.actual_date_1], ['Fifth Hearing', '2030-01-11', '2030-01-11']);

    // A final hearing saved with saveData false makes the final award: without an award written it is
    // refused and nothing is kept; with one, it files the Award-Final document and the claim is at
    // Award (s.32(1)). The award's own final save adds no second document.
    const early = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Final Hearing', hearing_date: '2030-06-10', saveData: false });
    assert.equal(early.statusCode, 417, early.body);
    assert.equal(errorOf(early).message, 'Save the award first: a hearing is closed as final with the award it makes');
    assert.equal((await get('Claim', claim)).stage, 'Fifth Hearing');
    const award = await as.arbitrator.post(resourceUrl('Award'), { claim, award_amount: 100000, award_date: '2030-06-20', saveData: true });
    assert.equal(award.statusCode, 200, award.body);
    const final = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Final Hearing', hearing_date: '2030-06-10', saveData: false });
    assert.equal(final.statusCode, 200, final.body);
    assert.equal((await get('Claim', claim)).stage, 'Award');
    assert.equal((await list('Arbitration Document', { claim, document_type: 'Award-Final' })).length, 1);
    const finalAward = await as.arbitrator.put(resourceUrl('Award', award.json().data.name), { saveData: 0 });
    assert.equal(finalAward.statusCode, 200, finalAward.body);
    assert.equal((await list('Arbitration Document', { claim, document_type: 'Award-Final' })).length, 1);
    const dispatched = await as.arbitrator.post(resourceUrl('Document Dispatch Tracker'), { claim, dispatched_to: 'Imran Qureshi', dispatch_date: '2030-06-21', tracking_id: 'EM123456789IN' });
    assert.equal(dispatched.statusCode, 200, dispatched.body);

    for (const stage of ['Award Dispatched', 'Completed']) {
      assert.equal((await as.arbitrator.put(resourceUrl('Claim', claim), { stage })).statusCode, 200, stage);
    }
    const reopen = await as.arbitrator.put(resourceUrl('Claim', claim), { stage: 'Award' });
    assert.equal(reopen.statusCode, 417);
    assert.equal(errorOf(reopen).message, 'A case in Completed cannot change stage');

    const moves = (await list('Audit Trail', { docname: claim, fieldname: 'stage' })).length;
    assert.equal(moves, 13, 'every move is in the audit trail');
  });

  it('files an Award-Final document for an award saved with saveData false once the hearings allow it, and none for a draft save', async () => {
    const draftSave = await as.arbitrator.post(resourceUrl('Award'), { claim: cases.claimWithHearing, award_amount: 1, saveData: true });
    assert.equal(draftSave.statusCode, 200, draftSave.body);
    assert.equal((await list('Arbitration Document', { claim: cases.claimWithHearing, document_type: 'Award-Final' })).length, 0);
    // At Awaiting Reply the final award is refused (s.32(1): it ends the proceedings), the draft stays.
    const early = await as.arbitrator.put(resourceUrl('Award', draftSave.json().data.name), { saveData: 'false' });
    assert.equal(early.statusCode, 417, early.body);
    assert.match(errorOf(early).message, /^The final award ends the proceedings .* this claim is at Awaiting Reply and cannot move to Award yet/);
    assert.equal((await list('Arbitration Document', { claim: cases.claimWithHearing, document_type: 'Award-Final' })).length, 0);
    await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.claimWithHearing, hearing_type: 'Second Hearing', hearing_date: '2030-02-10' });
    const final = await as.arbitrator.put(resourceUrl('Award', draftSave.json().data.name), { saveData: 'false' });
    assert.equal(final.statusCode, 200, final.body);
    assert.equal((await get('Claim', cases.claimWithHearing)).stage, 'Award');
    const [document] = await list('Arbitration Document', { claim: cases.claimWithHearing, document_type: 'Award-Final' });
    assert.equal(document.document_class, 'Award');
    assert.equal(document.user_email_id, 'claimant@demo.in');
  });

  it('moves a dispute through its hearing, settlement and registration, keeping outcome and stage together', async () => {
    const dispute = cases.assignedDispute;
    assert.equal((await as.mediator.put(resourceUrl('Dispute', dispute), { stage: 'Awaiting Reply' })).statusCode, 200);
    await as.mediator.post(resourceUrl('Hearing'), { dispute, hearing_type: 'First Hearing', hearing_date: '2030-01-05' });
    let doc = await get('Dispute', dispute);
    assert.deepEqual([doc.stage, doc.proposed_date_1], ['Hearing', '2030-01-05']);

    const settled = await as.mediator.post(resourceUrl('Settlement'), { dispute, settlement_type: 'Settlement', settlement_amount: 120000 });
    assert.equal(settled.statusCode, 200, settled.body);
    doc = await get('Dispute', dispute);
    assert.deepEqual([doc.stage, doc.is_settled, doc.is_nonsettled], ['Settlement Agreement', 1, 0]);

    const registered = await as.mediator.post(resourceUrl('Registration'), { dispute, registration_number: 'REG/2030/1' });
    assert.equal(registered.statusCode, 200, registered.body);
    assert.equal((await get('Dispute', dispute)).stage, 'Registration');

    // A non-settlement after registration cannot move the case back: it is refused, stage and flags stay.
    const late = await as.mediator.post(resourceUrl('Settlement'), { dispute, settlement_type: 'Non Settlement', non_settlement_report: 'x' });
    assert.equal(late.statusCode, 417, late.body);
    assert.equal(errorOf(late).message, 'A dispute cannot move from Registration to Non Settlement Agreement');
    assert.equal((await list('Settlement', { dispute })).length, 1, 'the refused record is not kept');
    doc = await get('Dispute', dispute);
    assert.deepEqual([doc.stage, doc.is_settled, doc.is_nonsettled], ['Registration', 1, 0]);
  });
});
