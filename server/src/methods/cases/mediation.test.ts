import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/datetime';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';
import { addDays } from './args';

describe(`extensions, conversion and referral (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let respondent: TestClient;
  const as: Record<string, TestClient> = {};
  const extend = (client: TestClient, args: Record<string, unknown>) => callApi(client, 'update_mediation', { case: cases.assignedDispute, ...args });
  const dispute = async () => (await as.admin.get(resourceUrl('Dispute', cases.assignedDispute))).json().data;

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'admin']));
    respondent = await respondentClient(app, { doctype: 'Dispute', name: cases.assignedDispute }, '9000010601');
  });
  after(() => app.close());

  it('lets one party ask for more time and only the other answer', async () => {
    const due = (await dispute()).due_date;
    assert.equal((await extend(as.mediator, { extension_status: 'Extension Request Sent' })).statusCode, 403, 'the neutral is not a party');
    for (const body of [{ extension_status: 'Extended', is_extended: 1, extended_date: '2099-01-01' }, { no_of_days_extended: 365 }]) {
      const put = await as.mediator.put(resourceUrl('Dispute', cases.assignedDispute), body);
      assert.equal(put.statusCode, 403, `nor by a PUT of the dispute: ${JSON.stringify(body)}`);
    }
    assert.deepEqual([(await dispute()).is_extended, (await dispute()).extended_date], [0, undefined], 'nothing written');
    const nothing = await extend(as.claimant, { extension_status: 'Extended' });
    assert.equal(nothing.statusCode, 417);
    assert.equal(errorOf(nothing).message, 'There is no extension request to answer');

    const asked = await messageOf(extend(as.claimant, { extension_status: 'Extension Request Sent', requested_by_claimant: 1, no_of_days_extended: 30, reason_for_extension: 'Valuation pending' }));
    assert.deepEqual([asked.extension_status, asked.requested_by_claimant, asked.requested_by_respondent, asked.no_of_days_extended], ['Extension Request Sent', 1, 0, 30]);
    const twice = await extend(as.lawyer, { action: 'request' });
    assert.equal(errorOf(twice).message, 'An extension request is already waiting for an answer');
    const own = await extend(as.lawyer, { extension_status: 'Extended', is_extended: 1 });
    assert.equal(errorOf(own).message, 'The party that asked for the extension cannot approve it', 'the lawyer is on the claimant side');

    const approved = await messageOf(extend(respondent, { extension_status: 'Extended', is_extended: 1 }));
    assert.deepEqual([approved.extension_status, approved.is_extended, approved.extended_date, approved.due_date], ['Extended', 1, addDays(due, 30), due]);
    const changed = await messageOf(extend(respondent, { extension_status: 'Extension Rejected' }));
    assert.deepEqual([changed.extension_status, changed.is_extended, changed.extended_date], ['Extension Rejected', 0, null], 'an answer may be changed');

    // The respondent's own PUT follows the same rules.
    const putRequest = await respondent.put(resourceUrl('Dispute', cases.assignedDispute), { extension_status: 'Extension Request Sent', requested_by_respondent: 1, no_of_days_extended: 20 });
    assert.equal(putRequest.statusCode, 200, putRequest.body);
    assert.deepEqual([putRequest.json().data.requested_by_claimant, putRequest.json().data.requested_by_respondent], [0, 1], 'a new request belongs to its requester');
    const selfApprove = await respondent.put(resourceUrl('Dispute', cases.assignedDispute), { extension_status: 'Extended', is_extended: 1 });
    assert.equal(selfApprove.statusCode, 417);
    assert.equal((await dispute()).extension_status, 'Extension Request Sent');
    const byCaseManager = await messageOf(extend(as.admin, { action: 'approve' }));
    assert.deepEqual([byCaseManager.extension_status, byCaseManager.extended_date], ['Extended', addDays(due, 20)], 'acting for the side that did not ask');

    const trail = (await as.claimant.get(resourceUrl('Audit Trail', undefined, { filters: { docname: cases.assignedDispute, fieldname: 'extension_status' }, fields: ['owner'], limit_page_length: 0 }))).json().data;
    assert.ok(trail.some((row: { owner: string }) => row.owner === 'claimant@demo.in'), 'the claimant side changed the dispute through the method');
  });

  it('refuses requests outside the 20-day window, bad days and other cases', async () => {
    const far = (await as.claimant.post(resourceUrl('Dispute'), { mediation_agreement_number: 'EXT-2' })).json().data.name;
    await as.admin.put(resourceUrl('Dispute', far), { due_date: addDays(today(), 40) });
    const early = await callApi(as.claimant, 'update_mediation', { case: far, action: 'request' });
    assert.equal(early.statusCode, 417);
    assert.match(errorOf(early).message, /within the next 20 days/);
    await as.admin.put(resourceUrl('Dispute', far), { due_date: addDays(today(), 3) });
    assert.equal((await callApi(as.claimant, 'update_mediation', { case: far, action: 'request', no_of_days_extended: 0 })).statusCode, 417);
    assert.equal((await callApi(as.claimant, 'update_mediation', { case: far, action: 'request' })).statusCode, 200);
    assert.equal((await callApi(as.claimant, 'update_mediation', { case: cases.assignedClaim, action: 'request' })).statusCode, 417, 'claims have no extension');
    assert.equal((await callApi(as.claimant, 'update_mediation', { action: 'request' })).statusCode, 417);
    assert.equal((await callApi(as.claimant, 'update_mediation', { case: far })).statusCode, 417, 'nothing to do');
    assert.equal((await callApi(respondent, 'update_mediation', { case: far, action: 'approve' })).statusCode, 417, "another case's respondent");
  });

  it('refers a claim to mediation: a new Draft dispute with the same parties, linked both ways', async () => {
    assert.equal((await callApi(as.claimant, 'refer_to_mediation', { case: cases.claimWithHearing })).statusCode, 403);
    assert.equal((await callApi(as.medarb, 'refer_to_mediation', { case: cases.claimWithHearing })).statusCode, 417, 'not their case');
    const response = await callApi(as.arbitrator, 'refer_to_mediation', { case: cases.claimWithHearing });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, 'Referred to mediation successfully');
    assert.equal(body.claim, cases.claimWithHearing);
    assert.match(body.dispute, /^MED-\d{5}$/);

    const created = (await as.claimant.get(resourceUrl('Dispute', body.dispute))).json().data;
    assert.deepEqual(
      [created.stage, created.isarbreffercase, created.linked_case, created.user_email_id, created.lawyer_email_id, created.mediation_agreement_number, created.mediator_email_id],
      ['Draft', 1, cases.claimWithHearing, 'claimant@demo.in', 'lawyer@demo.in', 'UFL/BL/2021/007730', undefined],
    );
    assert.deepEqual(created.respondent_table.map((row: { company_name?: string; name1?: string }) => row.company_name ?? row.name1), ['Patil Agro Traders', 'Sunil']);
    const claim = (await as.claimant.get(resourceUrl('Claim', cases.claimWithHearing))).json().data;
    assert.deepEqual([claim.linked_case, claim.isarbreffercase, claim.stage], [body.dispute, 1, 'Awaiting Reply']);
    const again = await callApi(as.admin, 'refer_to_mediation', { case: cases.claimWithHearing });
    assert.equal(again.statusCode, 417);
    assert.match(errorOf(again).message, /already linked/);
  });

  it('converts a failed mediation to arbitration: a new Draft claim flagged is_convereted, carrying parties and papers', async () => {
    const dispute = cases.assignedDispute;
    const early = await callApi(as.mediator, 'convert_to_arbitration', { docname: dispute });
    assert.equal(early.statusCode, 417, 'a mediation still running is not converted');
    assert.equal(errorOf(early).message, 'Only a mediation that failed (its non-settlement recorded) can be converted to arbitration');

    // The mediation fails: a hearing, then the non-settlement. A paper of the case, with its file.
    assert.equal((await as.mediator.put(resourceUrl('Dispute', dispute), { stage: 'Awaiting Reply' })).statusCode, 200);
    assert.equal((await as.mediator.post(resourceUrl('Hearing'), { dispute, hearing_type: 'First Hearing', hearing_date: today() })).statusCode, 200);
    const filed = await as.claimant.post(resourceUrl('Arbitration Document'), { dispute, document_type: 'Statement of Claim', document_class: 'Pleading', description: 'Statement of dispute' });
    assert.equal(filed.statusCode, 200, filed.body);
    const paper = filed.json().data.name;
    const upload = await uploadFile(as.claimant, { doctype: 'Arbitration Document', docname: paper, is_private: '1' }, { name: 'sod.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);
    assert.equal((await as.mediator.post(resourceUrl('Settlement'), { dispute, settlement_type: 'Non Settlement', non_settlement_report: 'No agreement' })).statusCode, 200);

    assert.equal((await callApi(as.claimant, 'convert_to_arbitration', { docname: dispute })).statusCode, 403);
    const converted = await callApi(as.mediator, 'convert_to_arbitration', { docname: dispute });
    assert.equal(converted.statusCode, 200, converted.body);
    const { claim, dispute: from, message } = converted.json();
    assert.deepEqual([from, message], [dispute, 'Converted to arbitration successfully']);
    const doc = (await as.admin.get(resourceUrl('Claim', claim))).json().data;
    assert.deepEqual([doc.stage, doc.is_convereted, doc.linked_case, doc.arbitration_agreement_number, doc.arbitrator], ['Draft', 1, dispute, 'UFL/GL/2023/031145', undefined]);
    assert.deepEqual(doc.respondent_table.map((row: { name1: string }) => row.name1), ['Thomas']);
    const original = (await as.admin.get(resourceUrl('Dispute', dispute))).json().data;
    assert.deepEqual([original.linked_case, original.is_convereted, original.stage], [claim, 1, 'Non Settlement Agreement'], 'the dispute is marked converted');

    // The paper came along with a copy of its file, which the claimant reaches through the new claim.
    const [carried] = (await as.claimant.get(resourceUrl('Arbitration Document', undefined, { filters: { claim }, fields: ['name', 'description'] }))).json().data;
    assert.equal(carried.description, `Statement of dispute — Carried over from ${dispute} (${paper})`);
    const files = (await as.claimant.get(resourceUrl('File', undefined, { filters: { attached_to_doctype: 'Arbitration Document', attached_to_name: carried.name }, fields: ['file_name', 'file_url'] }))).json().data;
    assert.equal(files.length, 1);
    assert.equal(files[0].file_name, 'sod.pdf');
    assert.notEqual(files[0].file_url, upload.json().message.file_url, 'a copy, not the same file');
    assert.equal((await as.claimant.get(files[0].file_url)).statusCode, 200);

    assert.equal((await callApi(as.claimant, 'convert_to_arbitration', { docname: dispute })).statusCode, 403);
    const again = await callApi(as.mediator, 'convert_to_arbitration', { docname: dispute });
    assert.equal(again.statusCode, 417);
    assert.match(errorOf(again).message, /already linked/);
    const draft = await callApi(as.admin, 'convert_to_arbitration', { docname: cases.draftDispute });
    assert.equal(draft.statusCode, 417);
  });

  it('refers only a running arbitration, before its award', async () => {
    const refused = await callApi(as.medarb, 'refer_to_mediation', { case: cases.draftClaim });
    assert.equal(refused.statusCode, 417, 'not their case: it is not found');
    const draft = await callApi(as.admin, 'refer_to_mediation', { case: cases.draftClaim });
    assert.equal(draft.statusCode, 417);
    assert.match(errorOf(draft).message, /still a Draft/);
  });
});
