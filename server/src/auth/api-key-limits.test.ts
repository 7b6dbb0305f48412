import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';

describe(`API key rate limits (${TEST_DB})`, () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoData: true, rateLimits: { apiKeyRequests: { max: 3, windowMs: 60_000 } } });
  });
  after(() => app.close());

  async function keysOf(user: string): Promise<string> {
    const admin = new TestClient(app);
    await admin.login('admin@demo.in');
    const keys = await admin.post('/api/method/frappe.core.doctype.user.user.generate_keys', { user });
    assert.equal(keys.statusCode, 200, keys.body);
    const { api_key, api_secret } = keys.json().message;
    return `token ${api_key}:${api_secret}`;
  }

  it('answers 429 with Retry-After once a key has spent its budget, and leaves other keys alone', async () => {
    const lawyer = await keysOf('lawyer@demo.in');
    const claimant = await keysOf('claimant@demo.in');
    const ask = (authorization: string) => app.inject({ method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { authorization } });
    for (let i = 0; i < 3; i++) assert.equal((await ask(lawyer)).statusCode, 200);
    const over = await ask(lawyer);
    assert.equal(over.statusCode, 429, over.body);
    const wait = Number(over.headers['retry-after']);
    assert.ok(wait >= 1 && wait <= 60, `Retry-After ${over.headers['retry-after']}`);
    assert.equal(errorOf(over).exc_type, 'TooManyRequestsError');
    assert.match(over.body, /Too many requests with this API key/);
    assert.equal((await ask(claimant)).statusCode, 200, "another key's budget is its own");
    // A wrong secret is refused before it is counted: it cannot spend the key owner's budget.
    const [, pair] = claimant.split(' ');
    for (let i = 0; i < 3; i++) assert.equal((await ask(`token ${pair.split(':')[0]}:wrong`)).statusCode, 401);
    assert.equal((await ask(claimant)).statusCode, 200);
  });
});
