import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, createUser, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient } from '../test/helpers';

describe(`respondent sessions (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let respondent: TestClient;
  let admin: TestClient;
  let arbitrator: TestClient;
  const names = async (client: TestClient, doctype: string) => {
    const response = await client.get(resourceUrl(doctype, undefined, { limit_page_length: 0 }));
    assert.equal(response.statusCode, 200, `${doctype}: ${response.body}`);
    return response.json().data.map((row: { name: string }) => row.name);
  };

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301', 'Patil Agro Traders');
    admin = new TestClient(app);
    await admin.login('admin@demo.in');
    arbitrator = new TestClient(app);
    await arbitrator.login('arbitrator@demo.in');
  });
  after(() => app.close());

  it('identifies the respondent by case and mobile, with the Respondent role only', async () => {
    const me = await respondent.get('/api/method/frappe.auth.get_logged_user');
    assert.equal(me.json().message, `respondent:${cases.claimWithHearing}:9000010301`);
    const boot = await respondent.get('/api/method/arbitroute.api.react_api.get_boot_info');
    assert.deepEqual(boot.json().message.roles, ['Respondent']);
    assert.equal(boot.json().message.full_name, 'Patil Agro Traders');
  });

  it('reaches exactly one case and what belongs to it', async () => {
    assert.deepEqual(await names(respondent, 'Claim'), [cases.claimWithHearing]);
    assert.deepEqual(await names(respondent, 'Dispute'), []);
    assert.equal((await respondent.get(resourceUrl('Claim', cases.assignedClaim))).statusCode, 404);
    assert.equal((await respondent.get(resourceUrl('Claim', cases.claimWithHearing))).statusCode, 200);
    assert.equal((await names(respondent, 'Hearing')).length, 1);
    const count = await respondent.get('/api/method/frappe.client.get_count?doctype=Claim');
    assert.equal(count.json().message, 1);
    for (const doctype of ['User', 'User Registration', 'Lot']) {
      const response = await respondent.get(resourceUrl(doctype));
      assert.ok(response.statusCode === 403 || response.json().data.length === 0, `${doctype}: ${response.body}`);
    }
    assert.equal((await respondent.get(resourceUrl('Invoice'))).statusCode, 403);
  });

  it('changes only its respondent status on the case', async () => {
    const status = await respondent.put(resourceUrl('Claim', cases.claimWithHearing), { respondent_status: 'Active', respondent_log_time: '2030-01-01 10:00:00' });
    assert.equal(status.statusCode, 200, status.body);
    for (const body of [{ stage: 'Completed' }, { venue: 'Nashik' }, { respondent_table: [] }]) {
      const response = await respondent.put(resourceUrl('Claim', cases.claimWithHearing), body);
      assert.equal(response.statusCode, 403, JSON.stringify(body));
      assert.equal(errorOf(response).exc_type, 'PermissionError');
    }
    assert.equal((await respondent.put(resourceUrl('Claim', cases.assignedClaim), { respondent_status: 'Active' })).statusCode, 404);
    assert.equal((await respondent.post(resourceUrl('Claim'), {})).statusCode, 403);
    assert.equal((await respondent.delete(resourceUrl('Claim', cases.claimWithHearing))).statusCode, 403);
  });

  it('files replies, pleadings and documents in its own case only', async () => {
    // The case awaits the reply: pleadings open at the next stage (see case-document-stages.test.ts).
    const pleading = await respondent.post(resourceUrl('Additional Pleading'), { claim: cases.claimWithHearing, document_title: 'Rejoinder' });
    assert.equal(pleading.statusCode, 417, pleading.body);
    for (const doctype of ['Respondent Reply', 'Arbitration Document']) {
      const created = await respondent.post(resourceUrl(doctype), { claim: cases.claimWithHearing, ...(doctype === 'Arbitration Document' ? { document_type: 'Response' } : { document_title: 'Reply' }) });
      assert.equal(created.statusCode, 200, `${doctype}: ${created.body}`);
      assert.equal(created.json().data.owner, `respondent:${cases.claimWithHearing}:9000010301`);
      const updated = await respondent.put(resourceUrl(doctype, created.json().data.name), { received_date: '2030-01-03' });
      assert.equal(updated.statusCode, 200, `${doctype}: ${updated.body}`);
      const elsewhere = await respondent.post(resourceUrl(doctype), { claim: cases.assignedClaim });
      assert.equal(elsewhere.statusCode, 417, `${doctype} in another case`);
      assert.equal(errorOf(elsewhere).exc_type, 'LinkValidationError');
    }
    const byNeutral = await arbitrator.post(resourceUrl('Respondent Reply'), { claim: cases.claimWithHearing, document_title: 'Reply received by post', received: 1 });
    assert.equal(byNeutral.statusCode, 200, byNeutral.body);
    assert.equal((await respondent.put(resourceUrl('Respondent Reply', byNeutral.json().data.name), { document_title: 'x' })).statusCode, 403);
    for (const doctype of ['Hearing', 'Award', 'Settlement', 'Invoice']) {
      assert.equal((await respondent.post(resourceUrl(doctype), { claim: cases.claimWithHearing })).statusCode, 403, doctype);
    }
  });

  it('may ask for more time on its dispute, but not move the due date', async () => {
    const disputeRespondent = await respondentClient(app, { doctype: 'Dispute', name: cases.assignedDispute }, '9000010601');
    const request = await disputeRespondent.put(resourceUrl('Dispute', cases.assignedDispute), {
      extension_status: 'Extension Request Sent',
      requested_by_respondent: 1,
      no_of_days_extended: 60,
      reason_for_extension: 'Awaiting a valuation of the pledged gold',
    });
    assert.equal(request.statusCode, 200, request.body);
    const due = await disputeRespondent.put(resourceUrl('Dispute', cases.assignedDispute), { due_date: '2099-01-01' });
    assert.equal(due.statusCode, 403);
    assert.deepEqual(await names(disputeRespondent, 'Claim'), []);
  });

  it('ends when its case is deleted', async () => {
    const doomed = await admin.post(resourceUrl('Claim'), { arbitration_agreement_number: 'TO-DELETE' });
    const session = await respondentClient(app, { doctype: 'Claim', name: doomed.json().data.name }, '9000099999');
    assert.equal((await session.get('/api/method/frappe.auth.get_logged_user')).statusCode, 200);
    assert.equal((await admin.delete(resourceUrl('Claim', doomed.json().data.name))).statusCode, 202);
    assert.equal((await session.get('/api/method/frappe.auth.get_logged_user')).statusCode, 403, 'now a guest');
  });

  it('gives a user holding a plain Respondent role nothing', async () => {
    const plain = await createUser(app, 'borrower@example.in', ['Respondent']);
    assert.deepEqual(await names(plain, 'Claim'), []);
    assert.deepEqual(await names(plain, 'Hearing'), []);
  });
});
