import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { TEST_DOCTYPES } from '../test/doctypes';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient } from '../test/helpers';

describe(`resource API (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let client: TestClient;
  before(async () => {
    app = await createTestApp({ demoData: true, doctypes: TEST_DOCTYPES });
    client = new TestClient(app);
    await client.login('claimant@demo.in');
  });
  after(() => app.close());

  it('creates, reads, updates and deletes a document with a child table', async () => {
    const created = await client.post(resourceUrl('Test Parent'), {
      title: 'First',
      amount: '1500.50',
      count: 3,
      due: '2026-03-01',
      at: '2026-03-01 10:30:00',
      state: 'Goa',
      meta: { source: 'test', tags: ['a'] },
      items: [{ item: 'Tractor', qty: 1 }, { item: 'Trailer', qty: 2 }],
      unknown_key: 'ignored',
    });
    assert.equal(created.statusCode, 200, created.body);
    const doc = created.json().data;
    const year = new Date().getFullYear();
    assert.match(doc.name, new RegExp(`^TP-${year}-\\d{5}$`));
    assert.equal(doc.doctype, 'Test Parent');
    assert.equal(doc.owner, 'claimant@demo.in');
    assert.equal(doc.status, 'Open', 'Select default applied');
    assert.equal(doc.amount, 1500.5);
    assert.equal(doc.active, 0, 'Check defaults to 0');
    assert.equal(doc.at, '2026-03-01 10:30:00.000000');
    assert.match(doc.creation, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
    assert.deepEqual(doc.meta, { source: 'test', tags: ['a'] });
    assert.equal('notes' in doc, false, 'null fields are omitted');
    assert.equal('unknown_key' in doc, false);
    assert.equal(doc.items.length, 2);
    for (const [i, row] of doc.items.entries()) {
      assert.equal(row.parent, doc.name);
      assert.equal(row.parenttype, 'Test Parent');
      assert.equal(row.parentfield, 'items');
      assert.equal(row.idx, i + 1);
      assert.equal(row.docstatus, 0);
      assert.equal(row.doctype, 'Test Child');
      assert.equal(typeof row.name, 'string');
      assert.equal('note' in row, false, 'null child fields are omitted');
    }

    const read = await client.get(resourceUrl('Test Parent', doc.name));
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().data, doc);

    const [tractor] = doc.items;
    const updated = await client.put(resourceUrl('Test Parent', doc.name), {
      notes: 'merged',
      items: [{ name: tractor.name, item: 'Tractor', qty: 5 }, { item: 'Harvester', qty: 1 }],
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const after = updated.json().data;
    assert.equal(after.title, 'First', 'fields not sent are kept');
    assert.equal(after.notes, 'merged');
    assert.deepEqual(after.items.map((row: { item: string; qty: number }) => [row.item, row.qty]), [['Tractor', 5], ['Harvester', 1]]);
    assert.equal(after.items[0].name, tractor.name, 'known rows are updated in place');
    assert.ok(after.modified > doc.modified);

    const list = await client.get(resourceUrl('Test Parent', undefined, { fields: ['name', 'notes', 'rate'], filters: [['name', '=', doc.name]] }));
    assert.deepEqual(list.json().data, [{ name: doc.name, notes: 'merged', rate: 0 }]);
    const withNull = await client.get(resourceUrl('Test Parent', undefined, { fields: ['name', 'tm'], filters: { name: doc.name } }));
    assert.deepEqual(withNull.json().data, [{ name: doc.name, tm: null }], 'list rows include nulls');

    const deleted = await client.delete(resourceUrl('Test Parent', doc.name));
    assert.equal(deleted.statusCode, 202);
    assert.deepEqual(deleted.json(), { data: 'ok', message: 'ok' });
    const gone = await client.get(resourceUrl('Test Parent', doc.name));
    assert.equal(gone.statusCode, 404);
    assert.equal(errorOf(gone).exc_type, 'DoesNotExistError');
    assert.equal(errorOf(gone).message, `Test Parent ${doc.name} not found`);
    const { rows } = await app.services.db.query(`SELECT 1 FROM "tabTest Child" WHERE "parent" = $1`, [doc.name]);
    assert.equal(rows.length, 0, 'child rows are deleted with the parent');
  });

  it('gives distinct series names to concurrent inserts', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => client.post(resourceUrl('Test Parent'), { title: `Concurrent ${i}` })));
    const names = responses.map((response) => {
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data.name as string;
    });
    assert.equal(new Set(names).size, names.length);
  });

  it('validates mandatory, Select, Link, unique, types and stale updates', async () => {
    const missing = await client.post(resourceUrl('Test Parent'), {});
    assert.equal(missing.statusCode, 417);
    assert.equal(errorOf(missing).exc_type, 'MandatoryError');
    assert.match(errorOf(missing).message, /Value missing for Test Parent: Title/);

    const badChild = await client.post(resourceUrl('Test Parent'), { title: 't', items: [{ qty: 1 }] });
    assert.equal(errorOf(badChild).exc_type, 'MandatoryError');

    const select = await client.post(resourceUrl('Test Parent'), { title: 't', status: 'Maybe' });
    assert.equal(select.statusCode, 417);
    assert.match(errorOf(select).message, /Status cannot be "Maybe"/);

    const link = await client.post(resourceUrl('Test Parent'), { title: 't', state: 'Atlantis' });
    assert.equal(link.statusCode, 417);
    assert.equal(errorOf(link).exc_type, 'LinkValidationError');
    assert.equal(errorOf(link).message, 'Could not find State: Atlantis');

    const badInt = await client.post(resourceUrl('Test Parent'), { title: 't', count: 'many' });
    assert.equal(badInt.statusCode, 417);
    assert.equal(errorOf(badInt).exc_type, 'DataError');
    const badDate = await client.post(resourceUrl('Test Parent'), { title: 't', due: '2026-02-30' });
    assert.equal(errorOf(badDate).exc_type, 'DataError');

    const first = await client.post(resourceUrl('Test Parent'), { title: 'unique', code: 'C-1' });
    assert.equal(first.statusCode, 200);
    const duplicate = await client.post(resourceUrl('Test Parent'), { title: 'unique again', code: 'C-1' });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(errorOf(duplicate).exc_type, 'DuplicateEntryError');

    const doc = first.json().data;
    const stale = await client.put(resourceUrl('Test Parent', doc.name), { title: 'x', modified: '2000-01-01 00:00:00.000000' });
    assert.equal(stale.statusCode, 417);
    assert.equal(errorOf(stale).exc_type, 'TimestampMismatchError');
    const fresh = await client.put(resourceUrl('Test Parent', doc.name), { title: 'x', modified: doc.modified });
    assert.equal(fresh.statusCode, 200, fresh.body);
  });

  it('names documents by prompt and handles percent-encoded doctypes and names with "/"', async () => {
    const name = 'ARB/2026/07 – Räte & co?';
    const created = await client.post('/api/resource/Test%20Named', { name, label: 'slash' });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.name, name);
    assert.equal((await client.get(resourceUrl('Test Named', name))).json().data.label, 'slash');
    const rawSlash = await client.get(`/api/v1/resource/Test%20Named/${name.split('/').map(encodeURIComponent).join('/')}/`);
    assert.equal(rawSlash.statusCode, 200, 'unencoded "/", /api/v1 and a trailing slash work too');
    assert.equal(rawSlash.json().data.name, name);
    const again = await client.post('/api/resource/Test%20Named', { name, label: 'twice' });
    assert.equal(again.statusCode, 409);
    assert.equal(errorOf(again).message, `Test Named ${name} already exists`);
    const deleted = await client.delete(resourceUrl('Test Named', name));
    assert.equal(deleted.statusCode, 202);
  });

  it('accepts a form body and the document as a JSON string in "data"', async () => {
    const form = await client.request('POST', resourceUrl('Test Parent'), { form: { title: 'from a form', count: '4' } });
    assert.equal(form.statusCode, 200, form.body);
    assert.equal(form.json().data.count, 4);
    const wrapped = await client.request('POST', resourceUrl('Test Parent'), { form: { data: JSON.stringify({ title: 'wrapped' }) } });
    assert.equal(wrapped.json().data.title, 'wrapped');
  });

  it('replies with no-store JSON and answers unknown API paths with a JSON 404', async () => {
    const response = await client.get(resourceUrl('State', 'Goa'));
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(String(response.headers['content-type']), /application\/json/);
    const unknown = await client.get('/api/nothing/here');
    assert.equal(unknown.statusCode, 404);
    assert.equal(errorOf(unknown).exc_type, 'DoesNotExistError');
  });
});
