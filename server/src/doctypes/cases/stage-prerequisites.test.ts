import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/datetime';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';
import { addDays } from '../../methods/cases/args';

const CLAIMANT = { customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', email: 'claimant@demo.in', mobile: '9800000001', state: 'Maharashtra', district: 'Pune' };
const RESPONDENT = {
  respondent_type: 'Individual',
  contact_type: 'Borrower',
  name1: 'Imran',
  last_name: 'Qureshi',
  fathers_name: 'Salim Qureshi',
  mobile: '9000020111',
  taluk: 'Vejalpur',
  district: 'Ahmedabad',
  state: 'Gujarat',
  pin_code: '380055',
};
const GUARANTOR = { ...RESPONDENT, contact_type: 'Guarantor', name1: 'Farah', fathers_name: 'Salim Qureshi', mobile: '9000020112', email: 'farah.q@example.in' };

describe(`stages reached only through their records (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const get = async (doctype: string, name: string) => (await as.admin.get(resourceUrl(doctype, name))).json().data;
  const list = async (doctype: string, filters: unknown) =>
    (await as.admin.get(resourceUrl(doctype, undefined, { filters, fields: ['*'], limit_page_length: 0 }))).json().data as Record<string, unknown>[];
  let seq = 0;
  /** A case filed by the case manager at `stage`, with its neutral. */
  const fileAt = async (doctype: 'Claim' | 'Dispute', stage: string, extra: Record<string, unknown> = {}) => {
    seq += 1;
    const neutral = doctype === 'Claim' ? { arbitrator: 'arbitrator@demo.in' } : { mediator_email_id: 'mediator@demo.in' };
    const agreement = doctype === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number';
    const filed = await as.admin.post(resourceUrl(doctype), {
      [agreement]: `PRE-${seq}`,
      stage,
      ...neutral,
      user_email_id: 'claimant@demo.in',
      claimant_table: [CLAIMANT],
      respondent_table: [RESPONDENT, GUARANTOR],
      ...extra,
    });
    assert.equal(filed.statusCode, 200, filed.body);
    return filed.json().data.name as string;
  };
  const move = (who: string, doctype: string, name: string, stage: string) => as[who].put(resourceUrl(doctype, name), { stage });
  const refused = async (response: Awaited<ReturnType<typeof move>>, message: string | RegExp) => {
    assert.equal(response.statusCode, 417, response.body);
    if (typeof message === 'string') assert.equal(errorOf(response).message, message);
    else assert.match(errorOf(response).message, message);
  };

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'mediator', 'admin']));
  });
  after(() => app.close());

  it('takes a claim to Award only with an award, to Award Dispatched only when every party has it, then to Completed', async () => {
    const claim = await fileAt('Claim', 'Second Hearing');
    for (const who of ['arbitrator', 'admin']) await refused(await move(who, 'Claim', claim, 'Award'), 'An award must be saved before the case moves to Award');
    const options = await messageOf(callApi(as.arbitrator, 'get_stage_options', { case: claim }, 'GET'));
    assert.deepEqual(
      options.options.find((option: { stage: string }) => option.stage === 'Award'),
      { stage: 'Award', ok: false, reason: 'An award must be saved before the case moves to Award' },
    );
    // A hearing stage stands for its hearing: not offered until it is scheduled.
    assert.deepEqual(
      options.options.find((option: { stage: string }) => option.stage === 'Third Hearing'),
      { stage: 'Third Hearing', ok: false, reason: 'The third hearing must be scheduled before the claim moves to Third Hearing' },
    );

    assert.equal((await as.arbitrator.post(resourceUrl('Award'), { claim, award_amount: 150000, award_date: today() })).statusCode, 200);
    assert.equal((await move('arbitrator', 'Claim', claim, 'Award')).statusCode, 200);

    await refused(await move('arbitrator', 'Claim', claim, 'Award Dispatched'), 'The award must be dispatched to every party: not yet to Udaygiri Finance Ltd, Imran Qureshi, Farah Qureshi');
    // By name, by mobile in a delivery row, by e-mail: each party is reached once.
    // (A tracker with delivery rows names its recipients from them, so the claimant's is one of its own.)
    const toClaimant = await as.arbitrator.post(resourceUrl('Document Dispatch Tracker'), { claim, dispatched_to: 'Udaygiri Finance Ltd', dispatch_date: today() });
    assert.equal(toClaimant.statusCode, 200, toClaimant.body);
    const dispatch = await as.arbitrator.post(resourceUrl('Document Dispatch Tracker'), {
      claim,
      dispatch_date: today(),
      dispatch_details: [{ dispatched_to: 'Borrower', mobile: '+91 90000 20111', channel: null, tracking_id: 'EM1IN' }],
    });
    assert.equal(dispatch.statusCode, 200, dispatch.body);
    await refused(await move('admin', 'Claim', claim, 'Award Dispatched'), 'The award must be dispatched to every party: not yet to Farah Qureshi');
    await as.arbitrator.post(resourceUrl('Document Dispatch Tracker'), { claim, dispatch_details: [{ email: 'Farah.Q@example.in' }] });
    assert.equal((await move('arbitrator', 'Claim', claim, 'Award Dispatched')).statusCode, 200);
    assert.equal((await move('arbitrator', 'Claim', claim, 'Completed')).statusCode, 200);
  });

  it('refuses Completed to a claim without its outcome, and Settled without a settlement', async () => {
    const claim = await fileAt('Claim', 'Award');
    await refused(await move('admin', 'Claim', claim, 'Award Dispatched'), 'An award must be saved before it can be dispatched');
    const early = await fileAt('Claim', 'First Hearing');
    await refused(await move('arbitrator', 'Claim', early, 'Settled'), 'A settlement must be recorded before the claim is Settled');
    const settled = await as.arbitrator.post(resourceUrl('Settlement'), { claim: early, settlement_type: 'Settlement', settlement_amount: 50000 });
    assert.equal(settled.statusCode, 200, settled.body);
    assert.deepEqual([(await get('Claim', early)).stage, (await get('Claim', early)).is_settled], ['Settled', 1]);
    assert.equal((await move('arbitrator', 'Claim', early, 'Completed')).statusCode, 200);
  });

  it('moves a claim to Consent And Disclosure Dispatch only once consent and disclosure are recorded, for the respondent too', async () => {
    const claim = await fileAt('Claim', 'Issuance of Notice');
    await refused(await move('arbitrator', 'Claim', claim, 'Consent And Disclosure Dispatch'), 'Consent and disclosure must be recorded before they can be dispatched');
    const respondent = await respondentClient(app, { doctype: 'Claim', name: claim }, RESPONDENT.mobile);
    const statement = await respondent.put(resourceUrl('Claim', claim), { statement_of_claim: 1 });
    assert.equal(statement.statusCode, 200, statement.body);
    let doc = await get('Claim', claim);
    assert.deepEqual([doc.stage, doc.statement_of_claim], ['Issuance of Notice', 1], 'the statement is recorded, the stage waits for consent');
    await messageOf(callApi(as.arbitrator, 'update_consent_disclosure', { docname: claim, consent: '<p>I consent.</p>', disclosure_document: '/files/disclosure.pdf' }));
    assert.equal((await move('arbitrator', 'Claim', claim, 'Consent And Disclosure Dispatch')).statusCode, 200);
    doc = await get('Claim', claim);
    assert.equal(doc.stage, 'Consent And Disclosure Dispatch');
  });

  it('moves a dispute to its outcome only by recording it, and completes it by registration', async () => {
    const dispute = await fileAt('Dispute', 'Hearing');
    for (const who of ['mediator', 'admin']) {
      await refused(await move(who, 'Dispute', dispute, 'Settlement Agreement'), 'A settlement must be recorded before the dispute moves to Settlement Agreement');
      await refused(await move(who, 'Dispute', dispute, 'Non Settlement Agreement'), 'A non-settlement must be recorded before the dispute moves to Non Settlement Agreement');
    }
    // Setting the flags by hand does not stand for the record either.
    const flagged = await as.mediator.put(resourceUrl('Dispute', dispute), { stage: 'Settlement Agreement', is_settled: 1 });
    assert.equal(flagged.statusCode, 403, 'the flag is the settlement record\'s');
    assert.equal(errorOf(flagged).message, `Not permitted to change Is Settled of Dispute ${dispute}`);
    assert.deepEqual([(await get('Dispute', dispute)).stage, (await get('Dispute', dispute)).is_settled], ['Hearing', 0]);

    const settled = await as.mediator.post(resourceUrl('Settlement'), { dispute, settlement_type: 'Settlement', settlement_amount: 90000 });
    assert.equal(settled.statusCode, 200, settled.body);
    let doc = await get('Dispute', dispute);
    assert.deepEqual([doc.stage, doc.is_settled, doc.is_nonsettled], ['Settlement Agreement', 1, 0]);
    await refused(await move('mediator', 'Dispute', dispute, 'Registration'), 'A registration must be recorded before the dispute moves to Registration');
    await refused(await move('admin', 'Dispute', dispute, 'Completed'), /^A dispute cannot move from Settlement Agreement to Completed/);
    assert.equal((await as.mediator.post(resourceUrl('Registration'), { dispute, registration_number: 'REG/1' })).statusCode, 200);
    doc = await get('Dispute', dispute);
    assert.equal(doc.stage, 'Registration');
    assert.equal((await move('mediator', 'Dispute', dispute, 'Completed')).statusCode, 200);

    const failed = await fileAt('Dispute', 'Hearing');
    const registration = await as.mediator.post(resourceUrl('Registration'), { dispute: failed, registration_number: 'REG/2' });
    assert.equal(registration.statusCode, 417, 'a dispute without a settlement cannot be registered');
    assert.equal(errorOf(registration).message, 'A dispute cannot move from Hearing to Registration');
    assert.equal((await list('Registration', { dispute: failed })).length, 0, 'the refused registration is not kept');
    await as.mediator.post(resourceUrl('Settlement'), { dispute: failed, settlement_type: 'Non Settlement', non_settlement_report: 'No agreement' });
    doc = await get('Dispute', failed);
    assert.deepEqual([doc.stage, doc.is_settled, doc.is_nonsettled], ['Non Settlement Agreement', 0, 1]);
    assert.equal((await move('mediator', 'Dispute', failed, 'Completed')).statusCode, 200);
  });

  it('closes the open hearings of a case that completes or settles, and leaves them off dashboards and lists', async () => {
    const claim = await fileAt('Claim', 'First Hearing');
    const past = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'First Hearing', hearing_date: addDays(today(), -3) });
    const ahead = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Second Hearing', hearing_date: addDays(today(), 5) });
    assert.equal(ahead.statusCode, 200, ahead.body);
    const upcoming = async () => (await messageOf(callApi(as.arbitrator, 'dashboard_api', {}, 'GET'))).hearings.filter((h: { claim: string }) => h.claim === claim).length;
    assert.equal(await upcoming(), 1);
    const listed = async () =>
      (await as.arbitrator.get(resourceUrl('Hearing', undefined, { filters: [['claim', '=', claim], ['case_stage', 'not in', ['Completed', 'Settled', 'On hold']]] }))).json().data.length;
    assert.equal(await listed(), 2);

    assert.equal((await as.arbitrator.post(resourceUrl('Settlement'), { claim, settlement_type: 'Settlement' })).statusCode, 200);
    assert.equal((await get('Claim', claim)).stage, 'Settled');
    assert.equal((await get('Hearing', past.json().data.name)).status, 'Completed', 'a hearing whose date passed took place');
    assert.equal((await get('Hearing', ahead.json().data.name)).status, 'Cancelled', 'a hearing ahead will not');
    assert.equal(await upcoming(), 0);
    assert.equal(await listed(), 0);
    const trail = await list('Audit Trail', { docname: ahead.json().data.name, fieldname: 'status' });
    assert.deepEqual([trail.length, trail[0]?.owner], [1, 'arbitrator@demo.in'], 'the closing is in the audit trail');
  });

  it("fills a hearing's parties from its case, and keeps the mediator dashboard to mediation", async () => {
    const claim = await fileAt('Claim', 'First Hearing');
    const hearing = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Second Hearing', hearing_date: addDays(today(), 2) });
    const saved = hearing.json().data;
    assert.deepEqual([saved.claimant_name, saved.respondent_name, saved.agreement_number], ['Udaygiri Finance Ltd', 'Imran & Anr.', `PRE-${seq}`]);
    const all = await messageOf(callApi(as.claimant, 'dashboard_api', {}, 'GET'));
    assert.ok(all.hearings.some((h: { claim?: string }) => h.claim === claim));
    const mediation = await messageOf(callApi(as.claimant, 'dashboard_api', { hearing_for: 'Mediation' }, 'GET'));
    assert.equal(mediation.hearings.filter((h: { claim?: string }) => h.claim).length, 0, 'no arbitration hearing on the mediator dashboard');
    assert.ok(mediation.due_cases.every((row: { doctype: string }) => row.doctype === 'Dispute'));
  });

  it('refuses the correction and the check to everyone but the case manager, and changes nothing', async () => {
    const broken = await fileAt('Claim', 'Second Hearing');
    await app.services.db.query(`UPDATE "tabClaim" SET "stage" = 'Award' WHERE "name" = $1`, [broken]);
    const trailBefore = (await list('Audit Trail', { docname: broken })).length;
    // The case's own arbitrator, the claimant who filed it and another neutral alike.
    for (const who of ['arbitrator', 'claimant', 'mediator']) {
      const correction = await callApi(as[who], 'correct_stage', { case: broken, stage: 'Second Hearing', reason: 'Award stage set without an award' });
      assert.equal(correction.statusCode, 403, `${who}: ${correction.body}`);
      assert.equal((await callApi(as[who], 'check_case_consistency', {}, 'GET')).statusCode, 403, who);
    }
    const after = await get('Claim', broken);
    assert.deepEqual([after.stage, after.stage_correction_reason ?? null], ['Award', null], 'the stage and the reason are as they were');
    assert.equal((await list('Audit Trail', { docname: broken })).length, trailBefore, 'nothing was written to the audit trail');
    const report = await messageOf(callApi(as.admin, 'check_case_consistency', {}, 'GET'));
    assert.deepEqual(report.cases.find((row: { name: string }) => row.name === broken)?.problems, ['An award must be saved before the case moves to Award'], 'still listed');
  });

  it("lists inconsistent cases for the case manager, who corrects a stage with a reason kept in the audit trail", async () => {
    // Filed directly at Completed (an import): no registration, no non-settlement, and a live hearing.
    const broken = await fileAt('Dispute', 'Hearing');
    await as.mediator.post(resourceUrl('Hearing'), { dispute: broken, hearing_type: 'First Hearing', hearing_date: addDays(today(), 4) });
    await app.services.db.query(`UPDATE "tabDispute" SET "stage" = 'Completed' WHERE "name" = $1`, [broken]);

    assert.equal((await callApi(as.mediator, 'check_case_consistency', {}, 'GET')).statusCode, 403);
    const report = await messageOf(callApi(as.admin, 'check_case_consistency', {}, 'GET'));
    const entry = report.cases.find((row: { name: string }) => row.name === broken);
    assert.deepEqual(entry, {
      doctype: 'Dispute',
      name: broken,
      stage: 'Completed',
      problems: [
        'A dispute is Completed once its settlement is registered, its non-settlement recorded or its award dispatched',
        '1 hearing is still open though the case is Completed',
      ],
    });

    const byNeutral = await callApi(as.mediator, 'correct_stage', { case: broken, stage: 'Hearing', reason: 'Completed by mistake' });
    assert.equal(byNeutral.statusCode, 403);
    assert.equal((await callApi(as.admin, 'correct_stage', { case: broken, stage: 'Hearing' })).statusCode, 417, 'a reason is required');
    const ahead = await callApi(as.admin, 'correct_stage', { case: broken, stage: 'Registration', reason: 'Registered offline' });
    assert.equal(ahead.statusCode, 417, 'a correction cannot skip the records either');
    assert.equal(errorOf(ahead).message, 'Only a settled dispute can be registered: record the settlement first');

    const corrected = await messageOf(callApi(as.admin, 'correct_stage', { case: broken, stage: 'Hearing', reason: 'Completed by mistake in the import' }));
    assert.deepEqual(corrected, { name: broken, stage: 'Hearing', stage_correction_reason: 'Completed by mistake in the import (Completed → Hearing)' });
    const trail = await list('Audit Trail', { docname: broken, fieldname: ['in', ['stage', 'stage_correction_reason']] });
    assert.deepEqual(
      trail.map((row) => [row.fieldname, row.after, row.owner]).sort(),
      [
        ['stage', 'Hearing', 'admin@demo.in'],
        ['stage_correction_reason', 'Completed by mistake in the import (Completed → Hearing)', 'admin@demo.in'],
      ],
    );
    // The reason cannot be slipped in by anyone else, nor without a move.
    assert.equal((await as.mediator.put(resourceUrl('Dispute', broken), { stage: 'Completed', stage_correction_reason: 'x' })).statusCode, 403);
    const report2 = await messageOf(callApi(as.admin, 'check_case_consistency', {}, 'GET'));
    assert.equal(report2.cases.find((row: { name: string }) => row.name === broken), undefined, 'consistent again');
  });
  it('moves a dispute to Hearing only with a hearing recorded: the menu does not offer it, the machine refuses it', async () => {
    const dispute = await fileAt('Dispute', 'Awaiting Reply');
    const hearingOption = async () =>
      (await messageOf(callApi(as.mediator, 'get_stage_options', { case: dispute }, 'GET'))).options.find((option: { stage: string }) => option.stage === 'Hearing');
    assert.deepEqual(await hearingOption(), { stage: 'Hearing', ok: false, reason: 'A hearing must be scheduled before the dispute moves to Hearing' });
    for (const who of ['mediator', 'admin']) await refused(await move(who, 'Dispute', dispute, 'Hearing'), 'A hearing must be scheduled before the dispute moves to Hearing');
    assert.equal((await get('Dispute', dispute)).stage, 'Awaiting Reply');
    // Scheduling the hearing takes the dispute there itself.
    const hearing = await as.mediator.post(resourceUrl('Hearing'), { dispute, hearing_type: 'First Hearing', hearing_date: addDays(today(), 3) });
    assert.equal(hearing.statusCode, 200, hearing.body);
    assert.equal((await get('Dispute', dispute)).stage, 'Hearing');
  });

  it('a final award ends the proceedings (s.32(1)): refused at the first hearing with nothing kept, and saved it moves the claim to Award', async () => {
    const claim = await fileAt('Claim', 'Awaiting Reply');
    assert.equal((await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'First Hearing', hearing_date: addDays(today(), -2) })).statusCode, 200);
    assert.equal((await get('Claim', claim)).stage, 'First Hearing');

    const early = await as.arbitrator.post(resourceUrl('Award'), { claim, award_amount: 150000, award_date: today(), award_type: 'Award-Final', saveData: false });
    await refused(early, /^The final award ends the proceedings \(s\.32\(1\) of the Arbitration and Conciliation Act 1996\).*this claim is at First Hearing and cannot move to Award yet/);
    assert.equal((await list('Award', { claim })).length, 0, 'the refused award is not kept');
    assert.equal((await list('Arbitration Document', { claim, document_type: 'Award-Final' })).length, 0);
    // A draft is kept, and stays a draft.
    const draft = await as.arbitrator.post(resourceUrl('Award'), { claim, award_amount: 150000, award_date: today(), saveData: true });
    assert.equal(draft.statusCode, 200, draft.body);
    assert.equal((await get('Claim', claim)).stage, 'First Hearing');

    // The respondent in default is heard ex parte at the second hearing (s.25); then the award is final.
    assert.equal((await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Second Hearing', hearing_date: addDays(today(), -1) })).statusCode, 200);
    const final = await as.arbitrator.put(resourceUrl('Award', draft.json().data.name), { award_type: 'Award-Final', saveData: false });
    assert.equal(final.statusCode, 200, final.body);
    assert.equal((await get('Claim', claim)).stage, 'Award', 'the final award moved the claim to Award');
    assert.equal((await list('Arbitration Document', { claim, document_type: 'Award-Final' })).length, 1);
    const options = await messageOf(callApi(as.arbitrator, 'get_stage_options', { case: claim }, 'GET'));
    assert.deepEqual(options.options.map((option: { stage: string }) => option.stage), ['Award Dispatched'], 'no hearing stage is offered after the award');
    // Back to a hearing is refused, for the case manager's correction too.
    const back = await callApi(as.admin, 'correct_stage', { case: claim, stage: 'Second Hearing', reason: 'Try' });
    await refused(back, 'The final award is saved and has ended the proceedings (s.32(1) of the Arbitration and Conciliation Act 1996): the case belongs at Award, not Second Hearing');
  });

  it('Case Consistency lists a final award whose case is not at an award stage', async () => {
    const claim = await fileAt('Claim', 'Awaiting Reply');
    assert.equal((await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'First Hearing', hearing_date: addDays(today(), -2) })).statusCode, 200);
    // As data from before the rule holds it: an award and its Award-Final document, the case at First Hearing.
    await app.services.db.query(`INSERT INTO "tabAward" ("name", "claim", "award_type", "creation") VALUES ($1, $2, 'Award-Final', now())`, [`AWD-${claim}`, claim]);
    await app.services.db.query(
      `INSERT INTO "tabArbitration Document" ("name", "claim", "document_type", "document_class", "creation") VALUES ($1, $2, 'Award-Final', 'Award', now())`,
      [`DOC-${claim}`, claim],
    );
    const report = await messageOf(callApi(as.admin, 'check_case_consistency', {}, 'GET'));
    assert.deepEqual(report.cases.find((row: { name: string }) => row.name === claim), {
      doctype: 'Claim',
      name: claim,
      stage: 'First Hearing',
      problems: ['The final award is saved and has ended the proceedings (s.32(1) of the Arbitration and Conciliation Act 1996): the case belongs at Award, not First Hearing'],
    });
    const corrected = await callApi(as.admin, 'correct_stage', { case: claim, stage: 'Award', reason: 'Final award saved before the rule' });
    assert.equal(corrected.statusCode, 200, corrected.body);
    const again = await messageOf(callApi(as.admin, 'check_case_consistency', {}, 'GET'));
    assert.equal(again.cases.find((row: { name: string }) => row.name === claim), undefined, 'consistent again');
  });
  it('lists a case as awaiting consent and disclosure only until the award (or the outcome), on the list and the dashboard count', async () => {
    const pending = async () => (await messageOf(callApi(as.admin, 'dashboard_cards', {}, 'GET'))).claims.bulk_pending_consent_disclosure as number;
    const awaiting = async () => (await messageOf<{ name: string }[]>(callApi(as.admin, 'list_consent_disclosure', {}, 'GET'))).map((row) => row.name);
    const before = await pending();
    const running = await fileAt('Claim', 'Second Hearing', { claim_type: 'Bulk' });
    const awarded = await fileAt('Claim', 'Award Dispatched', { claim_type: 'Bulk' });
    const settled = await fileAt('Dispute', 'Registration');
    assert.equal(await pending(), before + 1, 'only the running claim is pending');
    const listed = await awaiting();
    assert.ok(listed.includes(running));
    assert.ok(!listed.includes(awarded), 'a claim at Award Dispatched is past consent and disclosure');
    assert.ok(!listed.includes(settled), 'a registered mediation too');
  });
});
