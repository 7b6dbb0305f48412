import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { TEST_DOCTYPES } from '../test/doctypes';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../test/helpers';
import { contextFor } from './context';
import { insertDoc } from './documents';
import { SYSTEM_USER } from './session-user';

describe(`permissions (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  before(async () => {
    app = await createTestApp({ demoData: true, doctypes: TEST_DOCTYPES });
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'expert', 'admin']));
    as.guest = new TestClient(app);
    const ctx = contextFor(app.services, SYSTEM_USER);
    for (const [owner_email, team, label] of [
      ['claimant@demo.in', 'a', 'mine'],
      ['someone@else.in', 'b', 'team b'],
      ['someone@else.in', 'c', 'team c'],
    ]) {
      await insertDoc(ctx, 'Test Private', { owner_email, team, label });
    }
  });
  after(() => app.close());

  it('lets guests read reference lists but nothing else', async () => {
    const states = await as.guest.get(resourceUrl('State', undefined, { limit: 100 }));
    assert.equal(states.statusCode, 200);
    assert.equal(states.json().data.length, 36);
    for (const doctype of ['User Registration', 'User', 'File', 'Test Parent']) {
      const response = await as.guest.get(resourceUrl(doctype));
      assert.equal(response.statusCode, 403, doctype);
      assert.equal(errorOf(response).exc_type, 'PermissionError');
    }
    const count = await as.guest.get('/api/method/frappe.client.get_count?doctype=User');
    assert.equal(count.statusCode, 403);
    const write = await as.guest.post(resourceUrl('State'), { state: 'Atlantis' });
    assert.equal(write.statusCode, 403);
    const single = await as.guest.get(resourceUrl('User', 'admin@demo.in'));
    assert.equal(single.statusCode, 403, 'not 404: the guest may not read the doctype at all');
  });

  it('lets only System Managers change reference lists', async () => {
    assert.equal((await as.claimant.post(resourceUrl('Gender'), { gender: 'Unknown' })).statusCode, 403);
    assert.equal((await as.claimant.delete(resourceUrl('Gender', 'Male'))).statusCode, 403);
    assert.equal((await as.admin.post(resourceUrl('Gender'), { gender: 'Prefer not to say' })).statusCode, 200);
  });

  it('shows each user only their own User Registration', async () => {
    const mine = await as.claimant.get(resourceUrl('User Registration', undefined, { fields: ['email_id', 'status'] }));
    assert.deepEqual(mine.json().data, [{ email_id: 'claimant@demo.in', status: 'Approved' }]);
    const count = await as.claimant.get('/api/method/frappe.client.get_count?doctype=User%20Registration');
    assert.equal(count.json().message, 1);
    const all = await as.admin.get('/api/method/frappe.client.get_count?doctype=User%20Registration');
    assert.ok(all.json().message >= 7);

    const [lawyers] = (await as.admin.get(resourceUrl('User Registration', undefined, { filters: { email_id: 'lawyer@demo.in' } }))).json().data;
    const other = await as.claimant.get(resourceUrl('User Registration', lawyers.name));
    assert.equal(other.statusCode, 404, 'another user\'s record does not exist for me');
    assert.equal((await as.claimant.put(resourceUrl('User Registration', lawyers.name), { first_name: 'X' })).statusCode, 404);
    assert.equal((await as.claimant.delete(resourceUrl('User Registration', lawyers.name))).statusCode, 403, 'no delete permission at all');
  });

  it('keeps users from moving a record out of their scope or approving themselves', async () => {
    const [mine] = (await as.arbitrator.get(resourceUrl('User Registration'))).json().data;
    const hijack = await as.arbitrator.put(resourceUrl('User Registration', mine.name), { email_id: 'claimant@demo.in' });
    assert.ok([403, 409].includes(hijack.statusCode), hijack.body);
    const moved = await as.arbitrator.put(resourceUrl('User Registration', mine.name), { email_id: 'new.address@demo.in' });
    assert.equal(moved.statusCode, 403);
    assert.equal(errorOf(moved).exc_type, 'PermissionError');
    const update = await as.arbitrator.put(resourceUrl('User Registration', mine.name), { vc_link: 'https://meet.example.in/new' });
    assert.equal(update.statusCode, 200, update.body);

    const pending = new TestClient(app);
    await pending.login('pending.arbitrator@demo.in');
    const [draft] = (await pending.get(resourceUrl('User Registration'))).json().data;
    const approve = await pending.put(resourceUrl('User Registration', draft.name), { status: 'Approved' });
    assert.equal(approve.statusCode, 403);
    const submit = await pending.put(resourceUrl('User Registration', draft.name), { status: 'Pending For Approval' });
    assert.equal(submit.statusCode, 200, submit.body);
    const signUpApproved = await as.guest.post(resourceUrl('User Registration'), { user_type: 'Expert', email_id: 'sneaky@example.in', status: 'Approved' });
    assert.equal(signUpApproved.statusCode, 403);
  });

  it('shows users only their own User record and never a password', async () => {
    const users = await as.lawyer.get(resourceUrl('User', undefined, { fields: ['*'] }));
    assert.deepEqual(users.json().data.map((u: { name: string }) => u.name), ['lawyer@demo.in']);
    assert.ok(!JSON.stringify(users.json()).includes('scrypt'));
    const own = await as.lawyer.get(resourceUrl('User', 'lawyer@demo.in'));
    assert.deepEqual(own.json().data.roles.map((r: { role: string }) => r.role), ['Lawyer']);
    assert.equal((await as.lawyer.put(resourceUrl('User', 'lawyer@demo.in'), { roles: [{ role: 'System Manager' }] })).statusCode, 403);
  });

  it('applies a row filter to list, count, get, update and delete', async () => {
    const labels = async (client: TestClient) =>
      (await client.get(resourceUrl('Test Private', undefined, { fields: ['label'], order_by: 'label asc' }))).json().data.map((r: { label: string }) => r.label);
    assert.deepEqual(await labels(as.claimant), ['mine'], 'own rows only');
    assert.deepEqual(await labels(as.lawyer), ['mine', 'team b'], 'rows matching one of the OR conditions');
    assert.deepEqual(await labels(as.expert), [], 'false = no rows');
    assert.deepEqual(await labels(as.arbitrator), ['mine', 'team b', 'team c'], 'null = no restriction');

    const count = async (client: TestClient) => (await client.get('/api/method/frappe.client.get_count?doctype=Test%20Private')).json().message;
    assert.deepEqual([await count(as.claimant), await count(as.lawyer), await count(as.expert)], [1, 2, 0]);

    const [teamC] = (await as.arbitrator.get(resourceUrl('Test Private', undefined, { filters: { label: 'team c' } }))).json().data;
    assert.equal((await as.lawyer.get(resourceUrl('Test Private', teamC.name))).statusCode, 404);
    assert.equal((await as.lawyer.put(resourceUrl('Test Private', teamC.name), { label: 'changed' })).statusCode, 404);
    assert.equal((await as.expert.delete(resourceUrl('Test Private', teamC.name))).statusCode, 404);
    assert.equal((await as.arbitrator.get(resourceUrl('Test Private', teamC.name))).json().data.label, 'team c', 'untouched');
    assert.equal((await as.arbitrator.delete(resourceUrl('Test Private', teamC.name))).statusCode, 202);
  });
});
