import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { TEST_DOCTYPES } from '../test/doctypes';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient } from '../test/helpers';

const ROWS = [
  { title: 'Alpha', status: 'Open', count: 1, amount: 100, rate: 0.5, active: 1, due: '2026-01-10', at: '2026-01-10 09:00:00', state: 'Goa', notes: 'first' },
  { title: 'beta', status: 'Closed', count: 2, amount: 250.75, rate: 1.5, active: 0, due: '2026-01-20', at: '2026-01-20 23:30:00', state: 'Kerala' },
  { title: 'Gamma', status: 'Open', count: 3, amount: 999, rate: 2.5, active: 1, due: '2026-02-01', at: '2026-02-01 00:00:00', notes: '' },
  { title: 'Delta', status: 'Closed', count: 4, amount: 0, rate: 3.5, active: 0, due: '2026-02-15', at: '2026-02-15 12:00:00', state: 'Goa' },
];

describe(`list parameters and operators (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let client: TestClient;
  const titles = async (query: Record<string, unknown>) => {
    const response = await client.get(resourceUrl('Test Parent', undefined, { fields: ['title'], order_by: 'count asc', ...query }));
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.map((row: { title: string }) => row.title);
  };

  before(async () => {
    app = await createTestApp({ demoData: true, doctypes: TEST_DOCTYPES });
    const ctx = contextFor(app.services, SYSTEM_USER);
    for (const row of ROWS) await insertDoc(ctx, 'Test Parent', row);
    client = new TestClient(app);
    await client.login('lawyer@demo.in');
  });
  after(() => app.close());

  it('returns only name by default, newest first', async () => {
    const response = await client.get(resourceUrl('Test Parent'));
    const data = response.json().data;
    assert.deepEqual(Object.keys(data[0]), ['name']);
    const all = await client.get(resourceUrl('Test Parent', undefined, { fields: ['title'] }));
    assert.deepEqual(all.json().data.map((r: { title: string }) => r.title), ['Delta', 'Gamma', 'beta', 'Alpha']);
  });

  it('selects *, aliases, and rows as arrays with as_dict=0', async () => {
    const star = await client.get(resourceUrl('Test Parent', undefined, { fields: ['*'], limit: 1 }));
    const row = star.json().data[0];
    for (const key of ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'title', 'amount', 'meta']) {
      assert.ok(key in row, key);
    }
    assert.equal(row.meta, null, 'list rows keep nulls');
    const aliased = await client.get(resourceUrl('Test Parent', undefined, { fields: ['title as heading', 'count'], order_by: 'count asc', limit: 1 }));
    assert.deepEqual(aliased.json().data, [{ heading: 'Alpha', count: 1 }]);
    const arrays = await client.get(resourceUrl('Test Parent', undefined, { fields: ['title', 'amount'], order_by: 'count asc', as_dict: '0', limit: 2 }));
    assert.deepEqual(arrays.json().data, [['Alpha', 100], ['beta', 250.75]]);
  });

  it('filters with each comparison operator', async () => {
    assert.deepEqual(await titles({ filters: [['status', '=', 'Open']] }), ['Alpha', 'Gamma']);
    assert.deepEqual(await titles({ filters: [['status', '!=', 'Open']] }), ['beta', 'Delta']);
    assert.deepEqual(await titles({ filters: [['count', '>', 2]] }), ['Gamma', 'Delta']);
    assert.deepEqual(await titles({ filters: [['count', '<', '2']] }), ['Alpha']);
    assert.deepEqual(await titles({ filters: [['amount', '>=', 250.75]] }), ['beta', 'Gamma']);
    assert.deepEqual(await titles({ filters: [['due', '<=', '2026-01-20']] }), ['Alpha', 'beta']);
    assert.deepEqual(await titles({ filters: [['active', '=', true]] }), ['Alpha', 'Gamma']);
  });

  it('filters with like, not like, in, not in, is and between', async () => {
    assert.deepEqual(await titles({ filters: [['title', 'like', '%ETA%']] }), ['beta'], 'like is case-insensitive');
    assert.deepEqual(await titles({ filters: [['title', 'not like', '%a']] }), []);
    assert.deepEqual(await titles({ filters: [['notes', 'not like', 'fir%']] }), ['beta', 'Gamma', 'Delta'], 'not like keeps empty rows');
    assert.deepEqual(await titles({ filters: [['state', 'in', ['Goa', 'Kerala']]] }), ['Alpha', 'beta', 'Delta']);
    assert.deepEqual(await titles({ filters: [['state', 'in', 'Kerala, Goa']] }), ['Alpha', 'beta', 'Delta'], 'comma string');
    assert.deepEqual(await titles({ filters: [['state', 'not in', ['Goa']]] }), ['beta', 'Gamma'], 'not in keeps empty rows');
    assert.deepEqual(await titles({ filters: [['state', 'in', []]] }), []);
    assert.deepEqual(await titles({ filters: [['notes', 'is', 'set']] }), ['Alpha']);
    assert.deepEqual(await titles({ filters: [['notes', 'is', 'not set']] }), ['beta', 'Gamma', 'Delta']);
    assert.deepEqual(await titles({ filters: [['count', 'between', [2, 3]]] }), ['beta', 'Gamma']);
    assert.deepEqual(await titles({ filters: [['at', 'between', ['2026-01-10', '2026-01-20']]] }), ['Alpha', 'beta'], 'whole days');
    assert.deepEqual(await titles({ filters: [['due', 'between', ['2026-01-20', '2026-02-01']]] }), ['beta', 'Gamma']);
  });

  it('combines filters (AND) with or_filters (OR) in list and dict form', async () => {
    assert.deepEqual(await titles({ filters: { status: 'Open', active: 1 } }), ['Alpha', 'Gamma']);
    assert.deepEqual(await titles({ filters: { count: ['>', 1] } }), ['beta', 'Gamma', 'Delta']);
    assert.deepEqual(await titles({ or_filters: [['title', '=', 'Alpha'], ['title', '=', 'Delta']] }), ['Alpha', 'Delta']);
    assert.deepEqual(
      await titles({ filters: [['Test Parent', 'status', '=', 'Closed']], or_filters: [['count', '=', 1], ['count', '=', 4]] }),
      ['Delta'],
    );
  });

  it('orders, pages and groups', async () => {
    assert.deepEqual(await titles({ order_by: 'amount desc' }), ['Gamma', 'beta', 'Alpha', 'Delta']);
    assert.deepEqual(await titles({ order_by: 'status asc, count desc' }), ['Delta', 'beta', 'Gamma', 'Alpha']);
    assert.deepEqual(await titles({ limit_page_length: 2, limit_start: 1 }), ['beta', 'Gamma']);
    assert.deepEqual(await titles({ limit: 1 }), ['Alpha']);
    assert.equal((await titles({ limit_page_length: 0 })).length, 4);
    const empty = await client.get(resourceUrl('Test Parent', undefined, { fields: ['title'], order_by: '' }));
    assert.equal(empty.statusCode, 200, 'order_by="" as frappe-js-sdk sends it');
    const grouped = await client.get(resourceUrl('Test Parent', undefined, { fields: ['status'], group_by: 'status' }));
    assert.deepEqual(grouped.json().data, [{ status: 'Closed' }, { status: 'Open' }]);
    const badGroup = await client.get(resourceUrl('Test Parent', undefined, { fields: ['title'], group_by: 'status' }));
    assert.equal(badGroup.statusCode, 417);
  });

  it('counts with the same filters through frappe.client.get_count', async () => {
    const count = async (query: string) => {
      const response = await client.get(`/api/method/frappe.client.get_count?${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json().message;
    };
    assert.equal(await count('doctype=Test%20Parent'), 4);
    assert.equal(await count(`doctype=Test%20Parent&filters=${encodeURIComponent('[["status","=","Open"]]')}`), 2);
    assert.equal(await count(`doctype=Test%20Parent&filters=${encodeURIComponent('{"state":["in",["Goa"]]}')}`), 2);
    const bad = await client.get(`/api/method/frappe.client.get_count?doctype=Test%20Parent&filters=${encodeURIComponent('[["x","=",1]]')}`);
    assert.equal(bad.statusCode, 417);
    assert.match(errorOf(bad).message, /Field not permitted in query: x/);
  });
});
