import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadSessionUser } from '../../auth/users';
import { contextFor } from '../../core/context';
import { updateDoc } from '../../core/documents';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';

const RESPONDENT = {
  respondent_type: 'Individual',
  contact_type: 'Borrower',
  salutation: 'Mr',
  name1: 'Imran',
  last_name: 'Qureshi',
  fathers_name: 'Salim Qureshi',
  mobile: '+91 90000 20101',
  streetvillage: 'Juhapura',
  city: 'Ahmedabad',
  taluk: 'Vejalpur',
  district: 'Ahmedabad',
  state: 'Gujarat',
  pin_code: '380055',
};

describe(`filing and changing cases (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'medarb', 'admin']));
  });
  after(() => app.close());

  it('names claims ARB-00001 and disputes MED-00001 style', async () => {
    const claim = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'A-1', respondent_table: [RESPONDENT] });
    assert.equal(claim.statusCode, 200, claim.body);
    assert.match(claim.json().data.name, /^ARB-\d{5}$/);
    assert.equal(claim.json().data.respondent_table[0].mobile, '9000020101', 'mobiles are kept as 10 digits');
    const dispute = await as.claimant.post(resourceUrl('Dispute'), { mediation_agreement_number: 'M-1' });
    assert.match(dispute.json().data.name, /^MED-\d{5}$/);
    assert.equal(dispute.json().data.stage, 'Draft');
    assert.equal(dispute.json().data.claim_type, 'Single');
    assert.equal(dispute.json().data.case_management_type, 'Type One');
  });

  it('keeps blank loan figures blank (shown Nil), and a real 0 as 0', async () => {
    const blank = { quantity: '', no_of_instalments: '', instalment_amt: null, repayment_amount: '', sale_amount: null, loan_amount: '' };
    const filed = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'A-BLANK', ...blank });
    assert.equal(filed.statusCode, 200, filed.body);
    const name = filed.json().data.name;
    const read = (await as.claimant.get(resourceUrl('Claim', name))).json().data;
    // Blank fields are left out of the reply, as Frappe leaves out nulls; without the rule they read 0.
    for (const field of Object.keys(blank)) assert.equal(read[field] ?? null, null, `${field} stays blank`);
    const untouched = (await as.claimant.post(resourceUrl('Dispute'), { mediation_agreement_number: 'M-BLANK' })).json().data;
    assert.deepEqual([untouched.no_of_instalments ?? null, untouched.sale_amount ?? null], [null, null], 'not given at all: blank too');
    await as.claimant.put(resourceUrl('Claim', name), { sale_amount: 0, no_of_instalments: 12 });
    const set = (await as.claimant.get(resourceUrl('Claim', name))).json().data;
    assert.deepEqual([set.sale_amount, set.no_of_instalments, set.interim_measures], [0, 12, 0], 'a stated 0 is kept; checks stay 0/1');
  });

  it("files a claimant's case for their own e-mail, as a Draft, whatever the body says", async () => {
    const response = await as.claimant.post(resourceUrl('Claim'), {
      user_email_id: 'victim@otherbank.example.in',
      stage: 'Draft',
      arbitration_agreement_number: 'A-2',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.user_email_id, 'claimant@demo.in');
    assert.equal(response.json().data.stage, 'Draft');
    const later = await as.claimant.post(resourceUrl('Claim'), { stage: 'Award', arbitration_agreement_number: 'A-2B' });
    assert.equal(later.statusCode, 403, 'a case is filed as a Draft: asking for another stage is refused, not quietly changed');
    assert.equal(errorOf(later).message, 'Not permitted to set Stage of a new Claim');
    const moved = await as.claimant.put(resourceUrl('Claim', response.json().data.name), { user_email_id: 'victim@otherbank.example.in' });
    assert.equal(moved.statusCode, 403, 'cannot hand the case to someone else later either');
  });

  it("records a lawyer's case under lawyer_email, for the first claimant row's user", async () => {
    const response = await as.lawyer.post(resourceUrl('Claim'), {
      lawyer_email: 'someone.else@example.in',
      arbitration_agreement_number: 'A-3',
      claimant_table: [{ customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', email: 'Claimant@Demo.in', state: 'Maharashtra', district: 'Pune' }],
    });
    assert.equal(response.statusCode, 200, response.body);
    const { name, lawyer_email, user_email_id } = response.json().data;
    assert.deepEqual([lawyer_email, user_email_id], ['lawyer@demo.in', 'claimant@demo.in']);
    assert.equal((await as.claimant.get(resourceUrl('Claim', name))).statusCode, 200, 'the claimant sees the case filed for them');
  });

  it('lets the filing side edit only while the case is a Draft', async () => {
    assert.equal((await as.claimant.put(resourceUrl('Claim', cases.draftClaim), { venue: 'Mumbai' })).statusCode, 200);
    const late = await as.claimant.put(resourceUrl('Claim', cases.assignedClaim), { venue: 'Mumbai' });
    assert.equal(late.statusCode, 403, 'readable, so 403 rather than 404');
    assert.equal(errorOf(late).exc_type, 'PermissionError');
    assert.equal((await as.lawyer.put(resourceUrl('Claim', cases.claimWithHearing), { venue: 'Mumbai' })).statusCode, 403);
    const submit = await as.claimant.put(resourceUrl('Claim', cases.draftClaim), { stage: 'Assignment' });
    assert.equal(submit.statusCode, 403, 'the filing side cannot move a case out of Draft');
    assert.equal((await as.admin.get(resourceUrl('Claim', cases.draftClaim))).json().data.stage, 'Draft');
  });

  it('lets only the case manager assign a neutral, and only to someone with that role', async () => {
    const self = await as.claimant.put(resourceUrl('Claim', cases.draftClaim), { arbitrator: 'arbitrator@demo.in' });
    assert.equal(self.statusCode, 403);
    assert.equal(errorOf(self).message, `Not permitted to change Arbitrator of Claim ${cases.draftClaim}`);
    const onCreate = await as.claimant.post(resourceUrl('Dispute'), { mediator_email_id: 'mediator@demo.in' });
    assert.equal(onCreate.statusCode, 403);
    const wrongRole = await as.admin.put(resourceUrl('Claim', cases.draftClaim), { arbitrator: 'lawyer@demo.in' });
    assert.equal(wrongRole.statusCode, 417);
    const unknown = await as.admin.put(resourceUrl('Claim', cases.draftClaim), { arbitrator: 'nobody@demo.in' });
    assert.equal(errorOf(unknown).exc_type, 'LinkValidationError');

    assert.equal((await as.arbitrator.get(resourceUrl('Claim', cases.draftClaim))).statusCode, 404);
    const assign = await as.admin.put(resourceUrl('Claim', cases.draftClaim), { arbitrator: 'Arbitrator@Demo.in', arbitrator_name: 'Dr Vikram Rao' });
    assert.equal(assign.statusCode, 200, assign.body);
    assert.equal(assign.json().data.arbitrator, 'arbitrator@demo.in');
    assert.equal((await as.arbitrator.get(resourceUrl('Claim', cases.draftClaim))).statusCode, 200, 'the assigned arbitrator now reaches it');
    const handOver = await as.arbitrator.put(resourceUrl('Claim', cases.draftClaim), { arbitrator: 'medarb@demo.in' });
    assert.equal(handOver.statusCode, 403, 'a neutral cannot reassign the case');
  });

  it('lets a trusted method record a neutral accepting a case', async () => {
    const medarb = contextFor(app.services, (await loadSessionUser(app.services.db, 'medarb@demo.in', 'session'))!);
    await assert.rejects(updateDoc(medarb, 'Dispute', cases.draftDispute, { mediator_email_id: 'medarb@demo.in' }), /404|not found/i);
    const accepted = await updateDoc(medarb, 'Dispute', cases.draftDispute, { mediator_email_id: 'medarb@demo.in', stage: 'Assignment', acceptance_by: 'Mr Suresh Iyer' }, { ignorePermissions: true });
    assert.equal(accepted.mediator_email_id, 'medarb@demo.in');
    const { rows } = await app.services.db.query(`SELECT "owner" FROM "tabAudit Trail" WHERE "docname" = $1 AND "fieldname" = 'mediator_email_id'`, [cases.draftDispute]);
    assert.deepEqual(rows, [{ owner: 'medarb@demo.in' }], 'recorded as the neutral who accepted');
  });

  it('lets the assigned neutral update their case, and nobody else', async () => {
    const stage = await as.arbitrator.put(resourceUrl('Claim', cases.assignedClaim), { stage: 'Issuance of Notice' });
    assert.equal(stage.statusCode, 200, stage.body);
    assert.equal((await as.arbitrator.put(resourceUrl('Claim', cases.medArbClaim), { stage: 'Awaiting Reply' })).statusCode, 404);
    assert.equal((await as.medarb.put(resourceUrl('Claim', cases.medArbClaim), { stage: 'Awaiting Reply' })).statusCode, 200);
  });

  it('validates claimant and respondent rows and links', async () => {
    const post = (body: Record<string, unknown>) => as.claimant.post(resourceUrl('Claim'), body);
    const cases417: [Record<string, unknown>, RegExp, string?][] = [
      [{ respondent_table: [{ ...RESPONDENT, state: 'Atlantis' }] }, /Could not find State: Atlantis/, 'LinkValidationError'],
      [{ respondent_table: [{ ...RESPONDENT, district: 'Pune' }] }, /District Pune is not in Gujarat/],
      [{ respondent_table: [{ ...RESPONDENT, mobile: '98765' }] }, /exactly 10 digits/],
      [{ respondent_table: [{ ...RESPONDENT, pin_code: '38005' }] }, /exactly 6 digits/],
      [{ respondent_table: [{ ...RESPONDENT, salutation: 'Lord' }] }, /Could not find Salutation/],
      [{ claimant_table: [{ email: 'not-an-email' }] }, /Invalid email address/],
      [{ nature_of_dispute: 'Piracy' }, /Could not find Nature Of Dispute: Piracy/],
      [{ composition_of_tribunal: 'Five' }, /Composition Of Tribunal cannot be "Five"/],
    ];
    for (const [body, message, excType] of cases417) {
      const response = await post(body);
      assert.equal(response.statusCode, 417, `${JSON.stringify(body)}: ${response.body}`);
      assert.match(errorOf(response).message, message);
      if (excType) assert.equal(errorOf(response).exc_type, excType);
    }
    const badStage = await as.admin.put(resourceUrl('Claim', cases.draftClaim), { stage: 'Decided' });
    assert.equal(badStage.statusCode, 417);
    assert.match(errorOf(badStage).message, /Stage cannot be "Decided"/);
    const fullName = await post({ respondent_table: [{ ...RESPONDENT, district: 'Ahmedabad (Gujarat)' }], nature_of_dispute: 'Loan Recovery' });
    assert.equal(fullName.statusCode, 200, fullName.body);
  });

  it('saves a child row sent on its own through its case, with the case rules', async () => {
    const [row] = (await as.admin.get(resourceUrl('Claim', cases.draftClaim))).json().data.respondent_table;
    const open = await as.claimant.put(resourceUrl('Respondent Table', row.name), { landmark: 'Opposite Lekhraj Market' });
    assert.equal(open.statusCode, 200, open.body);
    assert.equal(open.json().data.landmark, 'Opposite Lekhraj Market');
    assert.equal(open.json().data.name1, 'Sandeep', 'other values kept');
    const bad = await as.claimant.put(resourceUrl('Respondent Table', row.name), { pin_code: '12' });
    assert.equal(bad.statusCode, 417, 'validated like the whole case');

    const [closedRow] = (await as.admin.get(resourceUrl('Claim', cases.claimWithHearing))).json().data.respondent_table;
    assert.equal((await as.claimant.put(resourceUrl('Respondent Table', closedRow.name), { landmark: 'x' })).statusCode, 403);
    const foreign = await new TestClient(app).get(resourceUrl('Respondent Table', closedRow.name));
    assert.equal(foreign.statusCode, 403, 'guests cannot read cases at all');
    assert.equal((await as.medarb.put(resourceUrl('Respondent Table', closedRow.name), { landmark: 'x' })).statusCode, 404);

    const added = await as.claimant.post(resourceUrl('Respondent Table'), {
      ...RESPONDENT,
      contact_type: 'Guarantor',
      parent: cases.draftClaim,
      parenttype: 'Claim',
      parentfield: 'respondent_table',
    });
    assert.equal(added.statusCode, 200, added.body);
    const removed = await as.claimant.delete(resourceUrl('Respondent Table', added.json().data.name));
    assert.equal(removed.statusCode, 202);
    const after = (await as.claimant.get(resourceUrl('Claim', cases.draftClaim))).json().data.respondent_table;
    assert.deepEqual(after.map((r: { name: string }) => r.name), [row.name]);
  });
});
