import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';
import { sessionId } from './sessions';

const HOUR = 60 * 60 * 1000;
const me = (client: TestClient) => client.get('/api/method/frappe.auth.get_logged_user');

describe(`session lifetimes, rotation and logout (${TEST_DB})`, () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoData: true, sessionTtlMs: 2 * HOUR, sessionMaxAgeMs: 12 * HOUR });
  });
  after(() => app.close());

  const age = (client: TestClient, set: string, params: unknown[]) =>
    app.services.db.query(`UPDATE "__sessions" SET ${set} WHERE "sid" = $1`, [sessionId(client.cookies.get('sid')!), ...params]);

  it('a session left idle longer than the idle lifetime ends', async () => {
    const client = new TestClient(app);
    await client.login('claimant@demo.in');
    const login = await me(client);
    assert.equal(login.statusCode, 200);
    await age(client, `"last_seen" = $2, "expires" = $3`, [Date.now() - 3 * HOUR, Date.now() - HOUR]);
    assert.equal((await me(client)).statusCode, 403);
  });

  it('a session in use is extended by the idle lifetime but never past the absolute one', async () => {
    const client = new TestClient(app);
    await client.login('claimant@demo.in');
    // In use all along, but it began 12 hours ago less a minute: extended only to the 12-hour mark.
    await age(client, `"created" = $2, "last_seen" = $3`, [Date.now() - 12 * HOUR + 60_000, Date.now() - 5 * 60_000]);
    const touched = await me(client);
    assert.equal(touched.statusCode, 200);
    const cookie = (touched.cookies as { name: string; maxAge?: number }[]).find((c) => c.name === 'sid')!;
    assert.ok(cookie.maxAge! <= 60, `cookie renewed for ${cookie.maxAge} s`);
    // Past the absolute lifetime, however recently used.
    await age(client, `"created" = $2, "last_seen" = $3`, [Date.now() - 12 * HOUR - 1, Date.now() - 5 * 60_000]);
    assert.equal((await me(client)).statusCode, 200, 'this request was already authenticated');
    assert.equal((await me(client)).statusCode, 403);
  });

  it('login always starts a new session id (a planted or earlier sid is never adopted)', async () => {
    const client = new TestClient(app);
    client.cookies.set('sid', 'planted-by-an-attacker');
    await client.login('claimant@demo.in');
    const first = client.cookies.get('sid')!;
    assert.notEqual(first, 'planted-by-an-attacker');
    await client.login('claimant@demo.in');
    const second = client.cookies.get('sid')!;
    assert.notEqual(second, first);
    const stale = new TestClient(app);
    stale.cookies.set('sid', first);
    assert.equal((await me(stale)).statusCode, 403, 'the session before the new login has ended');
  });

  it('logout ends the session in every tab and device that carries it', async () => {
    const client = new TestClient(app);
    await client.login('claimant@demo.in');
    const otherTab = new TestClient(app, '10.3.0.9');
    otherTab.cookies.set('sid', client.cookies.get('sid')!);
    assert.equal((await me(otherTab)).statusCode, 200);
    assert.equal((await client.post('/api/method/logout', {})).statusCode, 200);
    assert.equal((await me(otherTab)).statusCode, 403);
  });
});
