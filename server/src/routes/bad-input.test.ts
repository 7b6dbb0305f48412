import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_DOCTYPES } from '../test/doctypes';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';

/** A Frappe-shaped client error: right status, exc_type, a clear message, never a 500. */
function assertFrappeError(response: LightMyRequestResponse, status: number, excType: string, message: RegExp): void {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json();
  assert.equal(body.exc_type, excType);
  assert.match(body.message, message);
  const [serverMessage] = JSON.parse(body._server_messages) as string[];
  assert.deepEqual(JSON.parse(serverMessage), { message: body.message, title: JSON.parse(serverMessage).title, indicator: 'red', raise_exception: 1 });
}

describe(`bad input (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let client: TestClient;
  const list = (query: string) => client.get(`/api/resource/State?${query}`);
  const canaryExists = async () => (await app.services.db.query(`SELECT count(*) AS n FROM canary`)).rows.length === 1;

  before(async () => {
    app = await createTestApp({ demoData: true, doctypes: TEST_DOCTYPES });
    await app.services.db.query(`CREATE TABLE canary (id integer)`);
    client = new TestClient(app);
    await client.login('claimant@demo.in');
  });
  after(() => app.close());

  it('malformed JSON in fields, filters and or_filters', async () => {
    assertFrappeError(await list('fields=["name"'), 417, 'ValidationError', /Parameter fields is not valid JSON/);
    assertFrappeError(await list('filters=[["state","=",'), 417, 'ValidationError', /Parameter filters is not valid JSON/);
    assertFrappeError(await list('or_filters={state:1}'), 417, 'ValidationError', /Parameter or_filters is not valid JSON/);
    assertFrappeError(await list('filters=42'), 417, 'ValidationError', /filters must be a JSON list or object/);
    assertFrappeError(await list('fields={"a":1}'), 417, 'ValidationError', /fields must be a JSON array/);
  });

  it('unknown doctype, unknown field, unknown operator', async () => {
    assertFrappeError(await client.get('/api/resource/No%20Such%20Thing'), 404, 'DoesNotExistError', /DocType No Such Thing not found/);
    assertFrappeError(await list('fields=["name","password"]'), 417, 'ValidationError', /Field not permitted in query: password/);
    assertFrappeError(await list(`filters=${encodeURIComponent('[["nope","=","x"]]')}`), 417, 'ValidationError', /Field not permitted in query: nope/);
    assertFrappeError(
      await list(`filters=${encodeURIComponent('[["state","<>","Goa"]]')}`),
      417,
      'ValidationError',
      /^Operator must be one of =, !=, >, <, >=, <=, like, not like, in, not in, is, between$/,
    );
  });

  it('SQL in order_by, fields, filters and group_by is refused and never executed', async () => {
    const attempts = [
      `order_by=${encodeURIComponent('name; drop table canary')}`,
      `order_by=${encodeURIComponent('(select 1)')}`,
      `order_by=${encodeURIComponent('name desc; drop table canary --')}`,
      `fields=${encodeURIComponent('["name; drop table canary"]')}`,
      `fields=${encodeURIComponent('["(select count(*) from canary) as n"]')}`,
      `fields=${encodeURIComponent('["name", "\\"tabUser\\".name"]')}`,
      `filters=${encodeURIComponent('[["name) or 1=1 --","=","x"]]')}`,
      `group_by=${encodeURIComponent('name; drop table canary')}`,
    ];
    for (const query of attempts) {
      const response = await list(query);
      assert.equal(response.statusCode, 417, `${query}: ${response.body}`);
      assert.equal(response.json().exc_type, 'ValidationError');
    }
    const injectedValue = await list(`filters=${encodeURIComponent('[["state","=","x\'; drop table canary; --"]]')}`);
    assert.equal(injectedValue.statusCode, 200, 'a value is only ever data');
    assert.deepEqual(injectedValue.json().data, []);
    assert.ok(await canaryExists(), 'the canary table is still there');
  });

  it('values of the wrong type are 417, not database errors', async () => {
    const query = (filters: unknown) => client.get(`/api/resource/Test%20Parent?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    assertFrappeError(await query([['count', '=', 'abc']]), 417, 'DataError', /not a whole number/);
    assertFrappeError(await query([['due', '>', 'yesterday']]), 417, 'DataError', /not a valid date/);
    assertFrappeError(await query([['at', 'between', ['2026-01-01']]]), 417, 'ValidationError', /list of two values/);
    assertFrappeError(await list('limit_page_length=abc'), 417, 'ValidationError', /limit_page_length must be a whole number/);
    assertFrappeError(await list('as_dict=perhaps'), 417, 'ValidationError', /as_dict must be true or false/);
    assertFrappeError(await list('fields=["name"]&fields=["state"]'), 417, 'ValidationError', /more than once/);
    const wrongBody = await client.post('/api/resource/Test%20Parent', { title: { nested: true } });
    assertFrappeError(wrongBody, 417, 'DataError', /Title must be text/);
    const arrayBody = await client.request('POST', '/api/resource/Test%20Parent', { payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    assertFrappeError(arrayBody, 417, 'ValidationError', /must be a JSON object/);
  });

  it('a malformed JSON body, a bad URL encoding and an unknown method', async () => {
    const badJson = await client.request('POST', '/api/resource/Test%20Parent', {
      payload: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    assertFrappeError(badJson, 417, 'ValidationError', /not valid JSON/);
    assertFrappeError(await client.get('/api/resource/Test%20Parent/%E0%A4%A'), 400, 'ValidationError', /not a valid url component/);
    assertFrappeError(await client.get('/api/method/no.such.method'), 417, 'ValidationError', /^Failed to get method for command no.such.method$/);
  });

  it('a missing or wrong CSRF token and a wrong password', async () => {
    assertFrappeError(await client.post('/api/resource/Test%20Parent', { title: 'x' }, { csrf: false }), 400, 'CSRFTokenError', /^Invalid Request$/);
    const wrong = await client.post('/api/resource/Test%20Parent', { title: 'x' }, { csrf: false, headers: { 'x-frappe-csrf-token': 'forged' } });
    assertFrappeError(wrong, 400, 'CSRFTokenError', /^Invalid Request$/);
    const stranger = new TestClient(app, '10.9.9.9');
    assertFrappeError(await stranger.post('/api/method/login', { usr: 'claimant@demo.in', pwd: 'nope' }), 401, 'AuthenticationError', /^Invalid login credentials$/);
  });
  it('malformed multipart uploads: no closing boundary, a truncated part, no boundary at all', async () => {
    const upload = (payload: string, contentType = 'multipart/form-data; boundary=x') =>
      client.request('POST', '/api/method/upload_file', { payload, headers: { 'content-type': contentType } });
    const malformed = /^The upload is not valid multipart\/form-data: /;
    assertFrappeError(await upload('null'), 417, 'ValidationError', malformed);
    assertFrappeError(await upload('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4'), 417, 'ValidationError', malformed);
    assertFrappeError(await upload('--x\r\nContent-Disposition: form-data; name="doctype"\r\n\r\nClaim'), 417, 'ValidationError', malformed);
    assertFrappeError(await upload('abc', 'multipart/form-data'), 417, 'ValidationError', malformed);
    assertFrappeError(await upload('{}', 'application/json'), 417, 'ValidationError', /expects multipart\/form-data/);
    assert.deepEqual((await client.get('/api/method/ping')).json(), { message: 'pong' });
  });
});
