import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createUser, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';

describe(`bulk filing records (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'admin']));
    as.otherLender = await createUser(app, 'ops@otherbank.example.in', ['Claimant']);
  });
  after(() => app.close());

  it('keeps lots to their owner, with the defaults of a new lot', async () => {
    const lot = await as.claimant.post(resourceUrl('Lot'), { batch_id: 'UFL-2030-01', count_of_claim: 120 });
    assert.equal(lot.statusCode, 200, lot.body);
    assert.match(lot.json().data.name, /^LOT-\d{5}$/);
    assert.deepEqual([lot.json().data.type, lot.json().data.amount], ['Bulk', 1000]);
    assert.equal((await as.otherLender.get(resourceUrl('Lot', lot.json().data.name))).statusCode, 404);
    assert.equal((await as.arbitrator.get(resourceUrl('Lot'))).statusCode, 403);
  });

  it('leaves the status and log of an import to the import job', async () => {
    const lot = (await as.claimant.post(resourceUrl('Lot'), { batch_id: 'UFL-2030-02' })).json().data.name;
    const created = await as.claimant.post(resourceUrl('Data Import'), {
      lot,
      reference_doctype: 'Claim',
      import_file: '/files/claims.csv',
      status: 'Success',
      log: { imported: 120 },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.status, 'Pending');
    assert.equal(created.json().data.log, undefined);
    const name = created.json().data.name;
    assert.equal((await as.claimant.put(resourceUrl('Data Import', name), { status: 'Success' })).statusCode, 403);
    assert.equal((await as.claimant.put(resourceUrl('Data Import', name), { import_type: 'Update Existing Records' })).statusCode, 200);
    assert.equal((await as.admin.put(resourceUrl('Data Import', name), { status: 'Running' })).statusCode, 200);
    assert.equal((await as.claimant.put(resourceUrl('Data Import', name), { import_file: '/files/other.csv' })).statusCode, 403, 'no changes once running');
    assert.equal((await as.otherLender.get(resourceUrl('Data Import', name))).statusCode, 404);
  });
});
