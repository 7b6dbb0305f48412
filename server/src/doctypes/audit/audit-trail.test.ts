import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, resourceUrl, respondentClient, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../../test/helpers';

interface AuditRow {
  ref_doctype: string;
  docname: string;
  action: string;
  fieldname: string | null;
  before: unknown;
  after: unknown;
  case_doctype: string;
  case_name: string;
  owner: string;
  creation: string;
}

describe(`audit trail (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  const trail = async (client: TestClient, filters: unknown) => {
    const response = await client.get(resourceUrl('Audit Trail', undefined, { filters, fields: ['*'], order_by: 'creation asc', limit_page_length: 0 }));
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as AuditRow[];
  };

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'medarb', 'admin']));
  });
  after(() => app.close());

  it('records an insert with the whole case, and each changed field of an update with before and after', async () => {
    const created = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'AUD-1', venue: 'Pune', disputed_value: 50000 });
    const name = created.json().data.name;
    const [insert] = await trail(as.claimant, { docname: name });
    assert.equal(insert.action, 'Insert');
    assert.equal(insert.owner, 'claimant@demo.in');
    assert.equal(insert.case_name, name);
    assert.equal((insert.after as Record<string, unknown>).venue, 'Pune');
    assert.equal(insert.before, null);

    const updated = await as.claimant.put(resourceUrl('Claim', name), {
      venue: 'Mumbai',
      disputed_value: 62500.5,
      respondent_table: [{ name1: 'Farhan', mobile: '9000030303', state: 'Maharashtra' }],
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const changes = (await trail(as.claimant, { docname: name, action: 'Update' })).map((row) => [row.fieldname, row.before, row.after]);
    assert.deepEqual(
      changes.filter(([field]) => field !== 'respondent_table'),
      [
        ['disputed_value', 50000, 62500.5],
        ['venue', 'Pune', 'Mumbai'],
      ],
    );
    const table = changes.find(([field]) => field === 'respondent_table')!;
    assert.deepEqual(table[1], []);
    assert.equal((table[2] as { name1: string }[])[0].name1, 'Farhan', 'child tables are recorded row by row');

    const unchanged = await as.claimant.put(resourceUrl('Claim', name), { venue: 'Mumbai' });
    assert.equal(unchanged.statusCode, 200);
    assert.equal((await trail(as.claimant, { docname: name })).length, 4, 'a save without changes adds nothing');
  });

  it('records documents of a case (and their files) under the case, and deletes too', async () => {
    const hearing = await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.assignedClaim, hearing_type: 'First Hearing', hearing_date: '2030-02-01' });
    const hearingName = hearing.json().data.name;
    await as.arbitrator.put(resourceUrl('Hearing', hearingName), { hearing_date: '2030-02-08', status: 'Adjourned' });
    const file = await uploadFile(as.arbitrator, { doctype: 'Hearing', docname: hearingName }, { name: 'notice.pdf', content: TEST_PDF });
    assert.equal(file.statusCode, 200, file.body);
    await as.arbitrator.delete(resourceUrl('Hearing', hearingName));

    const rows = await trail(as.claimant, { case_name: cases.assignedClaim });
    const summary = rows.map((row) => [row.ref_doctype, row.action, row.fieldname]);
    // Saving a first hearing records its date on the case (SPEC §4), in the same transaction, first.
    assert.deepEqual(summary, [
      ['Claim', 'Insert', null],
      // The demo lender's settlement terms on this claim (seed/demo-settlement.ts) are its history too.
      ['Settlement Offer', 'Insert', null],
      ['Settlement Offer', 'Insert', null],
      ['Claim', 'Update', 'proposed_date_1'],
      ['Hearing', 'Insert', null],
      ['Claim', 'Update', 'proposed_date_1'],
      ['Hearing', 'Update', 'status'],
      ['Hearing', 'Update', 'hearing_date'],
      ['File', 'Insert', null],
      ['Hearing', 'Delete', null],
    ]);
    const dateChange = rows.find((row) => row.fieldname === 'hearing_date')!;
    assert.deepEqual([dateChange.before, dateChange.after, dateChange.owner], ['2030-02-01', '2030-02-08', 'arbitrator@demo.in']);
    assert.equal((rows.at(-1)!.before as { hearing_date: string }).hearing_date, '2030-02-08', 'the deleted document is kept in full');
  });

  it('shows the trail of a case to exactly those who may read the case', async () => {
    const of = (client: TestClient, caseName: string) => trail(client, { case_name: caseName }).then((rows) => rows.length);
    assert.ok((await of(as.claimant, cases.draftClaim)) > 0);
    assert.equal(await of(as.lawyer, cases.draftClaim), 0, 'the lawyer is not on the draft');
    assert.equal(await of(as.arbitrator, cases.draftClaim), 0, 'not assigned');
    assert.equal(await of(as.medarb, cases.assignedClaim), 0);
    assert.ok((await of(as.arbitrator, cases.assignedClaim)) > 0);
    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    assert.ok((await of(respondent, cases.claimWithHearing)) > 0);
    assert.equal(await of(respondent, cases.assignedClaim), 0);
    assert.ok((await of(as.admin, cases.draftClaim)) > 0);

    const mediator = new TestClient(app);
    await mediator.login('mediator@demo.in');
    const invoice = await mediator.post(resourceUrl('Invoice'), { dispute: cases.assignedDispute, purpose: 'Mediation fee', amount: 4000 });
    assert.equal(invoice.statusCode, 200, invoice.body);
    const upload = await uploadFile(mediator, { doctype: 'Invoice', docname: invoice.json().data.name }, { name: 'fee-invoice.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);
    const disputeRespondent = await respondentClient(app, { doctype: 'Dispute', name: cases.assignedDispute }, '9000010601');
    const seen = await trail(disputeRespondent, { case_name: cases.assignedDispute });
    const kinds = seen.map((row) => row.ref_doctype);
    assert.ok(kinds.includes('Dispute') && !kinds.includes('Invoice'), 'only kinds of documents the reader may open');
    assert.ok(!JSON.stringify(seen).includes('fee-invoice.pdf'), "nor the files of such documents: the invoice's file stays out of the respondent's trail");
    const mediatorSees = await trail(mediator, { case_name: cases.assignedDispute, ref_doctype: 'File' });
    assert.ok(JSON.stringify(mediatorSees).includes('fee-invoice.pdf'), 'the file is in the trail for those who may read invoices');
  });

  it('cannot be written or deleted through the API, not even by the case manager', async () => {
    const [row] = (await as.admin.get(resourceUrl('Audit Trail', undefined, { limit: 1 }))).json().data;
    assert.equal((await as.admin.post(resourceUrl('Audit Trail'), { ref_doctype: 'Claim', docname: 'x', action: 'Insert', case_doctype: 'Claim', case_name: 'x' })).statusCode, 403);
    assert.equal((await as.admin.put(resourceUrl('Audit Trail', row.name), { action: 'Delete' })).statusCode, 403);
    assert.equal((await as.admin.delete(resourceUrl('Audit Trail', row.name))).statusCode, 403);
    assert.equal((await as.claimant.delete(resourceUrl('Audit Trail', row.name))).statusCode, 403);
  });

  it('is written in the same transaction as the change', async () => {
    const before = (await trail(as.admin, { case_name: cases.draftClaim })).length;
    const refused = await as.claimant.put(resourceUrl('Claim', cases.draftClaim), { venue: 'Nagpur', respondent_table: [{ mobile: '123' }] });
    assert.equal(refused.statusCode, 417);
    assert.equal((await trail(as.admin, { case_name: cases.draftClaim })).length, before, 'nothing recorded for a change that did not happen');
    assert.equal((await as.admin.get(resourceUrl('Claim', cases.draftClaim))).json().data.venue, 'Pune');
  });
});
