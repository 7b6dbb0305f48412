import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE, MethodRegistry, type ExtraMethod } from '../core/methods';
import { METHOD_HANDLERS } from '../methods';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';

const TEST_METHODS: ExtraMethod[] = [
  { path: 'test.echo', allowGuest: true, handler: (_ctx, args) => args },
  { path: 'test.nothing', allowGuest: true, httpMethods: ['POST'], handler: () => undefined },
  { path: 'test.private', handler: (ctx) => ctx.user.name },
];

describe('method catalogue', () => {
  it('has a handler for every entry and an entry for every handler', () => {
    const registry = new MethodRegistry(METHOD_HANDLERS);
    assert.deepEqual(registry.unserved(), [], 'catalogue entries (shared-api/src/methods) nobody serves');
    const uncatalogued = registry.paths().filter((path) => !CATALOGUE.has(path));
    assert.deepEqual(uncatalogued, [], 'handlers without a catalogue entry');
  });

  it('refuses a handler without a catalogue entry, and a second handler for one method', () => {
    assert.throws(() => new MethodRegistry([[['arbitroute.api.react_api.no_such_method', () => 1]]]), /no entry in the catalogue/);
    assert.throws(() => new MethodRegistry([...METHOD_HANDLERS, [['ping', () => 1]]]), /already registered/);
    assert.throws(() => new MethodRegistry([], [{ path: 'ping', handler: () => 1 }]), /is in the catalogue/);
  });

  it('keeps each app’s methods to itself', async () => {
    const plain = await createTestApp();
    try {
      assert.equal(plain.methods.get('test.echo'), undefined);
      assert.equal((await plain.inject({ method: 'GET', url: '/api/method/test.echo' })).statusCode, 417);
    } finally {
      await plain.close();
    }
  });
});

describe(`method registry (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let guest: TestClient;
  before(async () => {
    app = await createTestApp({ demoData: true, extraMethods: TEST_METHODS });
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
  });

  it('refuses a method to anyone without the roles its catalogue entry names, with its reason', async () => {
    const lawyer = new TestClient(app);
    await lawyer.login('lawyer@demo.in');
    const refused = await lawyer.post('/api/method/arbitroute.api.react_api.correct_stage', { case: 'nothing', stage: 'Hearing', reason: 'x' });
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).message, 'Only the case manager can correct the stage of a case');
    const lawyers = await lawyer.get('/api/method/arbitroute.api.react_api.get_lawyers');
    assert.equal(errorOf(lawyers).message, 'The lawyer list is for claimants');
    const claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    assert.equal((await claimant.get('/api/method/arbitroute.api.react_api.get_lawyers')).statusCode, 200);
    const manager = new TestClient(app);
    await manager.login('admin@demo.in');
    assert.equal((await manager.get('/api/method/arbitroute.api.react_api.check_case_consistency')).statusCode, 200);
  });

  it('hides internal errors behind a request id', async () => {
    const production = await createTestApp({
      production: true,
      extraMethods: [{ path: 'test.crash', allowGuest: true, handler: () => { throw new Error('secret detail'); } }],
    });
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
