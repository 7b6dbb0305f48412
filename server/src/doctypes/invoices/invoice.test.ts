import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../../test/helpers';

type Row = Record<string, any>;

describe(`invoices: the neutral bills, the filing side and the case manager read (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'admin']));
  });
  after(() => app.close());

  it('access matrix and checks of a fee invoice', async () => {
    const fee = { claim: cases.claimWithHearing, purpose: 'Arbitrator fee', amount: 150000, invoice_status: 'Unpaid', description: 'First sitting' };
    const created = await as.arbitrator.post(resourceUrl('Invoice'), fee);
    assert.equal(created.statusCode, 200, created.body);
    const name = created.json().data.name as string;
    assert.equal(created.json().data.arbitrator, 'arbitrator@demo.in', 'the neutral is copied from the case');

    for (const who of ['claimant', 'lawyer', 'admin']) assert.equal((await as[who].get(resourceUrl('Invoice', name))).statusCode, 200, who);
    assert.equal((await as.medarb.get(resourceUrl('Invoice', name))).statusCode, 404, 'another arbitrator');
    assert.equal((await as.claimant.put(resourceUrl('Invoice', name), { invoice_status: 'Paid' })).statusCode, 403);
    assert.equal((await as.medarb.post(resourceUrl('Invoice'), { ...fee, claim: cases.claimWithHearing })).statusCode, 417, 'not their case');
    assert.equal((await as.mediator.post(resourceUrl('Invoice'), fee)).statusCode, 417);
    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    assert.equal((await respondent.get(resourceUrl('Invoice', name))).statusCode, 403);

    const paid = await as.arbitrator.put(resourceUrl('Invoice', name), { invoice_status: 'Paid', mode_of_payment: 'Bank Transfer' });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal((await as.arbitrator.put(resourceUrl('Invoice', name), { invoice_status: 'Settled somehow' })).statusCode, 417, 'Invoice Status is a list');
    const zero = await as.arbitrator.put(resourceUrl('Invoice', name), { amount: 0 });
    assert.equal(zero.statusCode, 417);
    assert.match(errorOf(zero).message, /more than zero/);
    assert.equal((await as.admin.get(resourceUrl('Invoice', name))).json().data.amount, 150000, 'nothing half-written');

    // The filing fee belongs to the payment service.
    assert.equal((await as.arbitrator.post(resourceUrl('Invoice'), { ...fee, document_type: 'Filing Fee' })).statusCode, 417);
    const list = await as.admin.get(resourceUrl('Invoice', undefined, { fields: ['name', 'arbitrator', 'mediator_email_id'], limit_page_length: 0 }));
    assert.ok((list.json().data as Row[]).some((row) => row.name === name), 'the case manager sees every invoice');
    const mine = await as.medarb.get(resourceUrl('Invoice', undefined, { fields: ['name'] }));
    assert.ok(!(mine.json().data as Row[]).some((row) => row.name === name));
  });
});
