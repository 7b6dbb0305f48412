import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { registerMethod } from '../core/methods';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';

registerMethod('test.echo', { allowGuest: true, handler: (_ctx, args) => args });
registerMethod('test.nothing', { allowGuest: true, httpMethods: ['POST'], handler: () => undefined });
registerMethod('test.private', { handler: (ctx) => ctx.user.name });

describe(`method registry (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let guest: TestClient;
  before(async () => {
    app = await createTestApp({ demoData: true });
    guest = new TestClient(app);
  });
  after(() => app.close());

  it('answers ping and merges query-string and body arguments', async () => {
    assert.deepEqual((await guest.get('/api/method/ping')).json(), { message: 'pong' });
    assert.deepEqual((await guest.get('/api/v1/method/ping/')).json(), { message: 'pong' });
    const echo = await guest.post('/api/method/test.echo?a=1&b=query', { b: 'body', c: [1] });
    assert.deepEqual(echo.json(), { message: { a: '1', b: 'body', c: [1] } });
    const form = await guest.request('POST', '/api/method/test.echo', { form: { x: 'y' } });
    assert.deepEqual(form.json(), { message: { x: 'y' } });
  });

  it('replies {} for a method that returns nothing and enforces HTTP methods and login', async () => {
    assert.deepEqual((await guest.post('/api/method/test.nothing')).json(), {});
    const get = await guest.get('/api/method/test.nothing');
    assert.equal(get.statusCode, 403);
    const anonymous = await guest.get('/api/method/test.private');
    assert.equal(anonymous.statusCode, 403);
    assert.equal(errorOf(anonymous).exc_type, 'PermissionError');
    const user = new TestClient(app);
    await user.login('lawyer@demo.in');
    assert.deepEqual((await user.get('/api/method/test.private')).json(), { message: 'lawyer@demo.in' });
    assert.throws(() => registerMethod('ping', { handler: () => 1 }), /already registered/);
  });

  it('hides internal errors behind a request id', async () => {
    registerMethod('test.crash', { allowGuest: true, handler: () => { throw new Error('secret detail'); } });
    const production = await createTestApp({ production: true });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/method/test.crash' });
      assert.equal(response.statusCode, 500);
      const body = response.json();
      assert.equal(body.message, `Internal error, id ${response.headers['x-request-id']}`);
      assert.ok(!response.body.includes('secret detail'));
      // Ids tell requests apart within a process and across processes (each app stands for one).
      const ids = [
        response.headers['x-request-id'],
        (await production.inject({ method: 'GET', url: '/api/method/ping' })).headers['x-request-id'],
        (await guest.get('/api/method/ping')).headers['x-request-id'],
        (await guest.get('/api/method/ping')).headers['x-request-id'],
      ];
      for (const id of ids) assert.match(String(id), /^[0-9a-f]{16}$/);
      assert.equal(new Set(ids).size, ids.length, ids.join(' '));
      assert.notEqual(String(ids[0]).slice(0, 8), String(ids[2]).slice(0, 8), 'another process, another prefix');
    } finally {
      await production.close();
    }
  });
});
