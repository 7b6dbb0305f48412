import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { FrappeApp } from 'frappe-js-sdk';
import { createTestApp, TEST_DB, TEST_PDF, TestClient } from '../test/helpers';

/*
 * The npm package frappe-js-sdk, unmodified, against this server over real HTTP (a listening
 * socket, not injected requests). In Node the SDK authenticates with API tokens (`token
 * key:secret`); its cookie login is exercised for its reply and its error.
 */

interface SdkError {
  httpStatus: number;
  exc_type?: string;
  exception: string;
  message: string;
  _server_messages?: string;
}

async function sdkError(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('expected the SDK call to fail');
}

describe(`frappe-js-sdk as an unmodified client over HTTP (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let url: string;
  const sdk: Record<string, FrappeApp> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const admin = new TestClient(app);
    await admin.login('admin@demo.in');
    for (const who of ['claimant', 'lawyer', 'admin']) {
      const keys = await admin.post('/api/method/frappe.core.doctype.user.user.generate_keys', { user: `${who}@demo.in` });
      assert.equal(keys.statusCode, 200, keys.body);
      const { api_key, api_secret } = keys.json().message;
      sdk[who] = new FrappeApp(url, { useToken: true, token: () => `${api_key}:${api_secret}`, type: 'token' });
    }
  });
  after(() => app.close());

  it('logs in with username and password, and decodes a failed login', async () => {
    const auth = new FrappeApp(url).auth();
    const reply = (await auth.loginWithUsernamePassword({ username: 'claimant@demo.in', password: 'Demo@1234' })) as { message: string; full_name: string };
    assert.equal(reply.message, 'Logged In');
    assert.equal(reply.full_name, 'Rohan Mehta');
    const failed = await sdkError(auth.loginWithUsernamePassword({ username: 'claimant@demo.in', password: 'wrong-password' }));
    assert.equal(failed.httpStatus, 401);
    assert.equal(failed.exc_type, 'AuthenticationError');
    assert.match(failed.exception, /^frappe.exceptions.AuthenticationError: /);
    assert.equal(failed.message, 'Invalid login credentials');
    assert.equal(await sdk.claimant.auth().getLoggedInUser(), 'claimant@demo.in');
  });

  it('creates, lists (fields, filters, orderBy, limit, limit_start), reads, counts, updates and deletes', async () => {
    const db = sdk.claimant.db();
    const batch = `SDK-${Date.now()}`;
    const created = [];
    for (const n of [1, 2, 3]) created.push(await db.createDoc('Lot', { batch_id: batch, count_of_claim: n }));
    assert.match(created[0].name, /^LOT-\d{5}$/);
    assert.equal((created[0] as { amount?: number }).amount, 1000, 'the default amount of a new lot');

    const page = await db.getDocList<{ name: string; count_of_claim: number }>('Lot', {
      fields: ['name', 'count_of_claim'],
      filters: [['batch_id', '=', batch], ['count_of_claim', '>', 0]],
      orderBy: { field: 'count_of_claim', order: 'desc' },
      limit: 2,
      limit_start: 0,
    });
    assert.deepEqual(page.map((row) => row.count_of_claim), [3, 2]);
    const next = await db.getDocList<{ name: string; count_of_claim: number }>('Lot', {
      fields: ['name', 'count_of_claim'],
      filters: [['batch_id', '=', batch]],
      orderBy: { field: 'count_of_claim', order: 'desc' },
      limit: 2,
      limit_start: 2,
    });
    assert.deepEqual(next.map((row) => row.count_of_claim), [1]);
    const arrays = await db.getDocList('Lot', { fields: ['count_of_claim'], filters: [['batch_id', '=', batch]], orderBy: { field: 'count_of_claim' }, asDict: false });
    assert.deepEqual(arrays, [[1], [2], [3]]);

    assert.equal(await db.getCount('Lot', [['batch_id', '=', batch]]), 3);
    const one = await db.getDoc<{ name: string; batch_id: string; doctype: string }>('Lot', created[1].name);
    assert.equal(one.batch_id, batch);
    assert.equal(one.doctype, 'Lot');
    const updated = await db.updateDoc('Lot', created[1].name, { naming_series: 'LOT-SDK-.#####' });
    assert.equal(updated.naming_series, 'LOT-SDK-.#####');

    // Row-level access holds through the SDK: another filer sees none of these lots.
    assert.equal(await sdk.lawyer.db().getCount('Lot', [['batch_id', '=', batch]]), 0);
    const hidden = await sdkError(sdk.lawyer.db().getDoc('Lot', created[0].name));
    assert.equal(hidden.httpStatus, 404);
    assert.equal(hidden.exc_type, 'DoesNotExistError');
    assert.match(hidden.exception, /^frappe.exceptions.DoesNotExistError: /);

    const refused = await sdkError(db.deleteDoc('Lot', created[0].name));
    assert.equal(refused.httpStatus, 403);
    assert.equal(refused.exc_type, 'PermissionError');
    assert.match(refused.exception, /^frappe.exceptions.PermissionError: /);
    assert.ok(refused._server_messages, 'Frappe-shaped error body');
    const deleted = await sdk.admin.db().deleteDoc('Lot', created[0].name);
    assert.equal((deleted as { message: string }).message, 'ok');
    assert.equal(await db.getCount('Lot', [['batch_id', '=', batch]]), 2);
  });

  it('decodes validation errors and bad queries', async () => {
    const db = sdk.claimant.db();
    const bad = await sdkError(db.createDoc('Lot', { count_of_claim: 'many' }));
    assert.equal(bad.httpStatus, 417);
    assert.equal(bad.exc_type, 'DataError');
    assert.match(bad.exception, /^frappe.exceptions.DataError: /);
    assert.match(bad.message, /Count Of Claim must be a whole number/);
    const injected = await sdkError(db.getDocList('Lot', { fields: ['name; DROP TABLE "tabLot"'] }));
    assert.equal(injected.httpStatus, 417);
    const confidential = await sdkError(sdk.admin.db().getDocList('User Registration', { filters: [['aadhar_number', 'like', '%1']] }));
    assert.equal(confidential.httpStatus, 417);
  });

  it('uploads a file to a document and downloads it with the same token', async () => {
    const lot = await sdk.claimant.db().createDoc('Lot', { batch_id: `SDK-FILE-${Date.now()}` });
    const file = new File([TEST_PDF], 'lot-statement.pdf', { type: 'application/pdf' });
    const uploaded = await sdk.claimant.file().uploadFile(file, { isPrivate: true, doctype: 'Lot', docname: lot.name });
    const message = (uploaded as { data: { message: { file_url: string; attached_to_name: string; file_name: string } } }).data.message;
    assert.equal(message.attached_to_name, lot.name);
    assert.equal(message.file_name, 'lot-statement.pdf');
    assert.match(message.file_url, /^\/private\/files\//);
    assert.ok(!message.file_url.includes('lot-statement'), 'stored under a generated name');
    const download = await sdk.claimant.axios.get(message.file_url, { responseType: 'arraybuffer' });
    assert.equal(Buffer.from(download.data).toString(), TEST_PDF.toString());
    const stranger = await sdk.lawyer.axios.get(message.file_url, { validateStatus: () => true });
    assert.ok([403, 404].includes(stranger.status));
    const refused = await sdkError(sdk.claimant.file().uploadFile(new File([Buffer.from('MZ\x90\x00 not a document')], 'tool.exe'), { isPrivate: true, doctype: 'Lot', docname: lot.name }));
    assert.equal(refused.httpStatus, 417);
  });

  it('calls whitelisted methods with GET and POST', async () => {
    const call = sdk.claimant.call();
    const cards = (await call.get('arbitroute.api.react_api.dashboard_cards')) as { message: { total: number } };
    assert.ok(cards.message.total >= 1);
    const pong = (await call.post('ping')) as { message: string };
    assert.equal(pong.message, 'pong');
  });
});
