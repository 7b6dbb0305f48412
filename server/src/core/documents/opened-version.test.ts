import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';

type Row = Record<string, any>;

/*
 * The portal's editing forms send back the `modified` they read (shared-api's sinceOpened). For
 * that to protect anyone, the version each form reads must be the one the server compares, and a
 * save's reply must carry the version the form's next save sends: otherwise the form's second save
 * is refused although nobody else wrote (or, worse, forms stop sending it).
 */
describe(`forms' opened versions round-trip (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['arbitrator', 'claimant']));
  });
  after(() => app.close());

  /** Save with the version read, save again with the reply's, then a save with the first is refused. */
  async function roundTrip(client: TestClient, doctype: string, opened: Row, first: Row, second: Row) {
    assert.ok(typeof opened.modified === 'string' && opened.modified, `${doctype}: the form reads a version`);
    const saved = await client.put(resourceUrl(doctype, opened.name), { ...first, modified: opened.modified });
    assert.equal(saved.statusCode, 200, `${doctype}, first save: ${saved.body}`);
    const reply = saved.json().data as Row;
    const again = await client.put(resourceUrl(doctype, opened.name), { ...second, modified: reply.modified });
    assert.equal(again.statusCode, 200, `${doctype}, save with the reply's version: ${again.body}`);
    const stale = await client.put(resourceUrl(doctype, opened.name), { ...second, modified: opened.modified });
    assert.equal(stale.statusCode, 417, `${doctype}: a save from the version first opened is refused`);
    assert.equal(errorOf(stale).exc_type, 'TimestampMismatchError');
  }

  it('a dispatch, as the dispatch editor lists it (get_fhn_dispatch_details), saved twice in a row', async () => {
    const claim = (await as.arbitrator.get(resourceUrl('Claim', cases.assignedClaim))).json().data as Row;
    const row = { dispatched_to: 'Meenakshi Sundaram', party_type: 'Respondent', party_row: claim.respondent_table[0].name, channel: 'Speed Post' };
    const created = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), { claim: cases.assignedClaim, documents: 'First hearing notice', dispatch_details: [row] });
    assert.equal(created.statusCode, 200, created.body);
    const listed = await messageOf<Row[]>(callApi(as.arbitrator, 'get_fhn_dispatch_details', { case: cases.assignedClaim }, 'GET'));
    const opened = listed.find((record) => record.name === created.json().data.name)!;
    await roundTrip(as.arbitrator, 'FHN And MOM Dispatch', opened, { documents: 'First hearing notice and minutes' }, { documents: 'First hearing notice, minutes' });
  });

  it('an invoice, as the invoices list reads it', async () => {
    const created = await as.arbitrator.post(resourceUrl('Invoice'), { claim: cases.assignedClaim, purpose: 'Arbitrator fee', amount: 25000, invoice_status: 'Unpaid' });
    assert.equal(created.statusCode, 200, created.body);
    const listed = await as.arbitrator.get(resourceUrl('Invoice', undefined, { fields: ['name', 'purpose', 'modified'], filters: [['name', '=', created.json().data.name]] }));
    await roundTrip(as.arbitrator, 'Invoice', listed.json().data[0], { purpose: 'Arbitrator fee, first half' }, { purpose: 'Arbitrator fee, second half' });
  });

  it('an award, as the case view lists it', async () => {
    const created = await as.arbitrator.post(resourceUrl('Award'), { claim: cases.claimWithHearing, award_type: 'Award', award_letter: '<p>Draft</p>', saveData: true });
    assert.equal(created.statusCode, 200, created.body);
    const listed = await as.arbitrator.get(resourceUrl('Award', undefined, { fields: ['*'], filters: [['name', '=', created.json().data.name]] }));
    await roundTrip(as.arbitrator, 'Award', listed.json().data[0], { award_letter: '<p>Draft two</p>', saveData: true }, { award_covering_letter: '<p>Covering letter</p>' });
  });

  it('a profile, as the profile page loads it', async () => {
    const [row] = (await as.claimant.get(resourceUrl('User Registration', undefined, { fields: ['name'], filters: [['email_id', '=', 'claimant@demo.in']] }))).json().data as Row[];
    const opened = (await as.claimant.get(resourceUrl('User Registration', row.name))).json().data as Row;
    await roundTrip(as.claimant, 'User Registration', opened, { city: 'Pune' }, { city: 'Nashik' });
  });
});
