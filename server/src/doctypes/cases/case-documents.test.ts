import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../../test/helpers';

describe(`documents of a case follow the case (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let hearing: string;
  const as: Record<string, TestClient> = {};
  const names = async (client: TestClient, doctype: string, filters: unknown = {}) =>
    (await client.get(resourceUrl(doctype, undefined, { filters, limit_page_length: 0 }))).json().data.map((row: { name: string }) => row.name);

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'expert', 'admin']));
    [hearing] = await names(as.admin, 'Hearing', { claim: cases.claimWithHearing });
  });
  after(() => app.close());

  it('shows a hearing to exactly those who reach its case', async () => {
    for (const who of ['claimant', 'lawyer', 'arbitrator', 'admin']) {
      assert.deepEqual(await names(as[who], 'Hearing'), [hearing], who);
      assert.equal((await as[who].get(resourceUrl('Hearing', hearing))).statusCode, 200, who);
    }
    for (const who of ['mediator', 'medarb']) {
      assert.deepEqual(await names(as[who], 'Hearing'), [], who);
      assert.equal((await as[who].get(resourceUrl('Hearing', hearing))).statusCode, 404, who);
    }
    assert.equal((await as.expert.get(resourceUrl('Hearing'))).statusCode, 403);
    const count = await as.lawyer.get(`/api/method/frappe.client.get_count?doctype=Hearing`);
    assert.equal(count.json().message, 1);
  });

  it("lets only the case's neutral schedule and change hearings", async () => {
    const scheduled = await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.assignedClaim, hearing_type: 'First Hearing', hearing_date: '2030-01-15' });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    const doc = scheduled.json().data;
    assert.equal(doc.status, 'In Progress');
    assert.equal(doc.hearing_for, 'Arbitration');
    assert.deepEqual([doc.arbitrator, doc.user_email_id, doc.lawyer_email_id], ['arbitrator@demo.in', 'claimant@demo.in', 'lawyer@demo.in'], 'parties copied from the case');

    const elsewhere = await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.medArbClaim, hearing_type: 'First Hearing' });
    assert.equal(elsewhere.statusCode, 417, 'a case they do not reach does not exist for them');
    assert.equal(errorOf(elsewhere).exc_type, 'LinkValidationError');
    assert.equal((await as.claimant.post(resourceUrl('Hearing'), { claim: cases.assignedClaim })).statusCode, 403);
    assert.equal((await as.claimant.put(resourceUrl('Hearing', hearing), { vc_link: 'https://evil.example' })).statusCode, 403);
    assert.equal((await as.medarb.put(resourceUrl('Hearing', hearing), { vc_link: 'https://evil.example' })).statusCode, 404);
    const both = await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.assignedClaim, dispute: cases.assignedDispute });
    assert.equal(both.statusCode, 417);
    const none = await as.arbitrator.post(resourceUrl('Hearing'), { hearing_type: 'First Hearing' });
    assert.equal(errorOf(none).exc_type, 'MandatoryError');
    const moved = await as.arbitrator.put(resourceUrl('Hearing', doc.name), { claim: cases.claimWithHearing });
    assert.equal(moved.statusCode, 403, 'a document stays with its case');
    assert.equal(errorOf(moved).message, `Not permitted to change Claim of Hearing ${doc.name}`);
    assert.equal((await as.arbitrator.delete(resourceUrl('Hearing', doc.name))).statusCode, 202);
  });

  it('moves access to the new neutral when the case manager reassigns a case', async () => {
    const reassign = await as.admin.put(resourceUrl('Claim', cases.claimWithHearing), { arbitrator: 'medarb@demo.in', arbitrator_name: 'Mr Suresh Iyer' });
    assert.equal(reassign.statusCode, 200, reassign.body);
    assert.equal((await as.arbitrator.get(resourceUrl('Hearing', hearing))).statusCode, 404);
    const now = await as.medarb.get(resourceUrl('Hearing', hearing));
    assert.equal(now.statusCode, 200);
    assert.equal(now.json().data.arbitrator, 'medarb@demo.in', 'the copy on the hearing follows the case');
    await as.admin.put(resourceUrl('Claim', cases.claimWithHearing), { arbitrator: 'arbitrator@demo.in', arbitrator_name: 'Dr Vikram Rao' });
  });

  it('lets everyone on the case file documents, and serves their files to the same people', async () => {
    const filed = await as.claimant.post(resourceUrl('Arbitration Document'), {
      claim: cases.claimWithHearing,
      document_type: 'Statement of Claim',
      document_class: 'Pleading',
      description: 'Statement of claim with annexures',
    });
    assert.equal(filed.statusCode, 200, filed.body);
    const docname = filed.json().data.name;
    assert.equal(filed.json().data.posting_date.length, 10, 'posting date defaults to today');
    const upload = await uploadFile(as.claimant, { doctype: 'Arbitration Document', docname, is_private: '0' }, { name: 'soc.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);
    const { file_url, name: fileName } = upload.json().message;

    for (const who of ['claimant', 'lawyer', 'arbitrator', 'admin']) {
      assert.equal((await as[who].get(file_url)).statusCode, 200, `${who} downloads`);
      assert.deepEqual(await names(as[who], 'File', { attached_to_name: docname }), [fileName], `${who} lists`);
    }
    for (const who of ['medarb', 'mediator', 'expert']) {
      assert.equal((await as[who].get(file_url)).statusCode, 403, `${who} downloads`);
      assert.deepEqual(await names(as[who], 'File', { attached_to_name: docname }), [], `${who} lists`);
    }
    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    assert.equal((await respondent.get(file_url)).statusCode, 200, 'the respondent of that case too');
    const otherRespondent = await respondentClient(app, { doctype: 'Claim', name: cases.assignedClaim }, '9000010202');
    assert.equal((await otherRespondent.get(file_url)).statusCode, 403);

    assert.equal((await as.lawyer.put(resourceUrl('Arbitration Document', docname), { description: 'x' })).statusCode, 403, 'not the author');
    assert.equal((await as.arbitrator.put(resourceUrl('Arbitration Document', docname), { received: 1 })).statusCode, 200, 'the neutral');
    assert.equal((await as.claimant.delete(resourceUrl('Arbitration Document', docname))).statusCode, 403);
    assert.equal((await as.medarb.post(resourceUrl('Arbitration Document'), { claim: cases.claimWithHearing })).statusCode, 417);
  });

  it("keeps reply and pleading files deletable by the case's neutral only", async () => {
    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    const reply = await respondent.post(resourceUrl('Respondent Reply'), { claim: cases.claimWithHearing, document_title: 'Reply to the statement of claim', document_date: '2030-01-02' });
    assert.equal(reply.statusCode, 200, reply.body);
    const upload = await uploadFile(respondent, { doctype: 'Respondent Reply', docname: reply.json().data.name }, { name: 'reply.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);
    const file = upload.json().message.name;
    assert.equal((await respondent.delete(resourceUrl('File', file))).statusCode, 403, 'not even the respondent who uploaded it');
    assert.equal((await as.claimant.delete(resourceUrl('File', file))).statusCode, 403);
    assert.equal((await as.medarb.delete(resourceUrl('File', file))).statusCode, 404);
    assert.equal((await as.arbitrator.delete(resourceUrl('File', file))).statusCode, 202);

    const own = await uploadFile(as.claimant, { doctype: 'Claim', docname: cases.draftClaim }, { name: 'loan-agreement.pdf', content: TEST_PDF });
    assert.equal(own.statusCode, 200, own.body);
    assert.equal((await as.claimant.delete(resourceUrl('File', own.json().message.name))).statusCode, 202, 'files of a draft the claimant may still change');
  });

  it('lets the assigned arbitrator edit an award until the case is completed', async () => {
    const award = await as.arbitrator.post(resourceUrl('Award'), { claim: cases.claimWithHearing, award_type: 'Award-Final', award_amount: 1265400, award_date: '2030-03-01' });
    assert.equal(award.statusCode, 200, award.body);
    assert.equal((await as.claimant.get(resourceUrl('Award', award.json().data.name))).statusCode, 200);
    assert.equal((await as.claimant.put(resourceUrl('Award', award.json().data.name), { award_amount: 1 })).statusCode, 403);
    // The state machine has no way back out of Completed, so the fixture sets the stage directly.
    const setStage = (stage: string) => app.services.db.query(`UPDATE "tabClaim" SET "stage" = $1 WHERE "name" = $2`, [stage, cases.claimWithHearing]);
    await setStage('Completed');
    const late = await as.arbitrator.put(resourceUrl('Award', award.json().data.name), { award_amount: 1 });
    assert.equal(late.statusCode, 403, 'completed cases keep their award');
    await setStage('Awaiting Reply');
  });

  it('shows invoices and dispatches to the filing side and the neutral, not to respondents', async () => {
    const invoice = await as.mediator.post(resourceUrl('Invoice'), { dispute: cases.assignedDispute, purpose: 'Mediation fee', amount: 5000, invoice_status: 'Unpaid' });
    assert.equal(invoice.statusCode, 200, invoice.body);
    assert.equal(invoice.json().data.mediator_email_id, 'mediator@demo.in');
    const dispatch = await as.mediator.post(resourceUrl('Consent And Disclosure Dispatch'), {
      dispute: cases.assignedDispute,
      dispatch_details: [{ dispatched_to: 'Thomas Varghese', channel: 'Speed Post', tracking_id: 'EK123456789IN' }],
    });
    assert.equal(dispatch.statusCode, 200, dispatch.body);
    for (const who of ['claimant', 'lawyer', 'mediator']) {
      assert.equal((await as[who].get(resourceUrl('Invoice', invoice.json().data.name))).statusCode, 200, who);
      assert.equal((await as[who].get(resourceUrl('Consent And Disclosure Dispatch', dispatch.json().data.name))).statusCode, 200, who);
    }
    assert.equal((await as.arbitrator.get(resourceUrl('Invoice', invoice.json().data.name))).statusCode, 404);
    const respondent = await respondentClient(app, { doctype: 'Dispute', name: cases.assignedDispute }, '9000010601');
    assert.equal((await respondent.get(resourceUrl('Invoice'))).statusCode, 403);
    assert.equal((await respondent.get(resourceUrl('Consent And Disclosure Dispatch'))).statusCode, 403);
  });
});
