import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, createUser, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';

describe(`who reaches which case (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};

  const names = async (client: TestClient, doctype: string) => {
    const response = await client.get(resourceUrl(doctype, undefined, { order_by: 'name asc', limit_page_length: 0 }));
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.map((row: { name: string }) => row.name);
  };
  const count = async (client: TestClient, doctype: string, filters?: unknown) =>
    (await client.get(`/api/method/frappe.client.get_count?doctype=${encodeURIComponent(doctype)}${filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : ''}`)).json().message;

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'expert', 'admin']));
    as.otherLender = await createUser(app, 'legal@otherbank.example.in', ['Claimant']);
  });
  after(() => app.close());

  it('gives the claimant the cases filed for their e-mail, and another claimant none of them', async () => {
    const { draftClaim, assignedClaim, claimWithHearing, medArbClaim, draftDispute, assignedDispute } = cases;
    assert.deepEqual(await names(as.claimant, 'Claim'), [draftClaim, assignedClaim, claimWithHearing, medArbClaim].sort());
    assert.deepEqual(await names(as.claimant, 'Dispute'), [draftDispute, assignedDispute].sort());
    assert.equal(await count(as.claimant, 'Claim'), 4);
    assert.equal(await count(as.claimant, 'Claim', { stage: 'Draft' }), 1);
    assert.deepEqual(await names(as.otherLender, 'Claim'), []);
    assert.equal(await count(as.otherLender, 'Dispute'), 0);
    const foreign = await as.otherLender.get(resourceUrl('Claim', assignedClaim));
    assert.equal(foreign.statusCode, 404);
    assert.equal(errorOf(foreign).exc_type, 'DoesNotExistError');
    assert.equal((await as.otherLender.put(resourceUrl('Claim', draftClaim), { venue: 'Delhi' })).statusCode, 404);
  });

  it('gives a lawyer the cases naming them in lawyer_email or lawyer_email_id', async () => {
    assert.deepEqual(await names(as.lawyer, 'Claim'), [cases.assignedClaim, cases.claimWithHearing].sort());
    assert.deepEqual(await names(as.lawyer, 'Dispute'), [cases.assignedDispute]);
    assert.equal((await as.lawyer.get(resourceUrl('Claim', cases.draftClaim))).statusCode, 404);
    assert.equal(await count(as.lawyer, 'Claim'), 2);
  });

  it('gives an arbitrator the claims assigned to them, and no disputes at all', async () => {
    assert.deepEqual(await names(as.arbitrator, 'Claim'), [cases.assignedClaim, cases.claimWithHearing].sort());
    assert.equal((await as.arbitrator.get(resourceUrl('Claim', cases.medArbClaim))).statusCode, 404, "another neutral's case");
    assert.equal((await as.arbitrator.get(resourceUrl('Claim', cases.draftClaim))).statusCode, 404, 'unassigned drafts are not shown');
    assert.equal((await as.arbitrator.get(resourceUrl('Dispute'))).statusCode, 403);
  });

  it('gives a mediator the disputes assigned to them, and no claims at all', async () => {
    assert.deepEqual(await names(as.mediator, 'Dispute'), [cases.assignedDispute]);
    assert.equal((await as.mediator.get(resourceUrl('Dispute', cases.draftDispute))).statusCode, 404);
    assert.equal((await as.mediator.get(resourceUrl('Claim'))).statusCode, 403);
  });

  it('gives Med-Arb both their arbitrations and their mediations', async () => {
    assert.deepEqual(await names(as.medarb, 'Claim'), [cases.medArbClaim]);
    assert.deepEqual(await names(as.medarb, 'Dispute'), []);
    const assign = await as.admin.put(resourceUrl('Dispute', cases.draftDispute), { mediator_email_id: 'medarb@demo.in', mediator_name: 'Mr Suresh Iyer' });
    assert.equal(assign.statusCode, 200, assign.body);
    assert.deepEqual(await names(as.medarb, 'Dispute'), [cases.draftDispute]);
    assert.equal((await as.mediator.get(resourceUrl('Dispute', cases.draftDispute))).statusCode, 404);
  });

  it('refuses cases to roles without case access, and shows the case manager everything', async () => {
    for (const doctype of ['Claim', 'Dispute']) {
      const response = await as.expert.get(resourceUrl(doctype));
      assert.equal(response.statusCode, 403, doctype);
      assert.equal(errorOf(response).exc_type, 'PermissionError');
    }
    assert.equal(await count(as.admin, 'Claim'), 4);
    assert.equal(await count(as.admin, 'Dispute'), 2);
  });

  it('lets only the case manager delete a case', async () => {
    for (const who of ['claimant', 'lawyer', 'arbitrator']) {
      const response = await as[who].delete(resourceUrl('Claim', cases.claimWithHearing));
      assert.equal(response.statusCode, 403, who);
    }
    const draft = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'UFL/TEST/DELETE' });
    assert.equal(draft.statusCode, 200, draft.body);
    assert.equal((await as.claimant.delete(resourceUrl('Claim', draft.json().data.name))).statusCode, 403, 'not even their own draft');
    assert.equal((await as.admin.delete(resourceUrl('Claim', draft.json().data.name))).statusCode, 202);
    assert.equal((await as.claimant.get(resourceUrl('Claim', draft.json().data.name))).statusCode, 404);
    const withHearing = await as.admin.delete(resourceUrl('Claim', cases.claimWithHearing));
    assert.equal(withHearing.statusCode, 417, 'a case with documents is not deleted under them');
    assert.equal(errorOf(withHearing).exc_type, 'LinkExistsError');
  });

  it('applies the same rules to child rows read directly', async () => {
    const rows = await as.lawyer.get(resourceUrl('Respondent Table', undefined, { fields: ['parent', 'name1', 'company_name'], limit_page_length: 0 }));
    assert.equal(rows.statusCode, 200, rows.body);
    const parents = new Set(rows.json().data.map((row: { parent: string }) => row.parent));
    assert.deepEqual([...parents].sort(), [cases.assignedClaim, cases.claimWithHearing, cases.assignedDispute].sort());
    assert.equal((await as.expert.get(resourceUrl('Respondent Table'))).statusCode, 403);
  });
});
