import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';
import { sessionId } from './sessions';

describe(`CSRF, API tokens and session expiry (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let admin: TestClient;
  before(async () => {
    app = await createTestApp({ demoData: true });
    admin = new TestClient(app);
    await admin.login('admin@demo.in');
  });
  after(() => app.close());

  const createSalutation = (client: TestClient, salutation: string, options = {}) =>
    client.post('/api/resource/Salutation', { salutation }, options);

  it('needs the CSRF token on unsafe requests of a cookie session', async () => {
    const missing = await createSalutation(admin, 'Er', { csrf: false });
    assert.equal(missing.statusCode, 400);
    assert.equal(errorOf(missing).exc_type, 'CSRFTokenError');
    const wrong = await createSalutation(admin, 'Er', { csrf: false, headers: { 'x-frappe-csrf-token': 'x'.repeat(43) } });
    assert.equal(wrong.statusCode, 400);
    const right = await createSalutation(admin, 'Er');
    assert.equal(right.statusCode, 200, right.body);
    const logout = await admin.request('POST', '/api/method/logout', { csrf: false });
    assert.equal(logout.statusCode, 400, 'logout needs the token too');
    const read = await admin.get('/api/resource/Salutation/Er');
    assert.equal(read.statusCode, 200, 'safe requests need no token');
  });

  it('exempts login and guests from CSRF', async () => {
    const guest = new TestClient(app);
    // A guest starting a sign-up has no session and so no token to send.
    const signup = await guest.post('/api/method/arbitroute.api.react_api.start_signup', {});
    assert.equal(signup.statusCode, 200, signup.body);
    assert.equal(typeof signup.json().message.signup_token, 'string');
    const relogin = await admin.post('/api/method/login', { usr: 'admin@demo.in', pwd: 'Demo@1234' }, { csrf: false });
    assert.equal(relogin.statusCode, 200);
    admin.csrfToken = relogin.json().csrf_token;
  });

  it('authenticates integrations with token and Basic credentials, without CSRF', async () => {
    const keys = await admin.post('/api/method/frappe.core.doctype.user.user.generate_keys', { user: 'lawyer@demo.in' });
    assert.equal(keys.statusCode, 200, keys.body);
    const { api_key, api_secret } = keys.json().message;
    const { rows } = await app.services.db.query<{ api_secret_hash: string }>(`SELECT "api_secret_hash" FROM "__auth" WHERE "user_id" = 'lawyer@demo.in'`);
    assert.notEqual(rows[0].api_secret_hash, api_secret, 'the secret is stored hashed');

    for (const authorization of [`token ${api_key}:${api_secret}`, `Basic ${Buffer.from(`${api_key}:${api_secret}`).toString('base64')}`]) {
      const me = await app.inject({ method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { authorization } });
      assert.deepEqual(me.json(), { message: 'lawyer@demo.in' });
      const post = await app.inject({
        method: 'POST',
        url: '/api/resource/Claim',
        headers: { authorization },
        payload: { arbitration_agreement_number: `TOKEN-${authorization.slice(0, 5)}` },
      });
      assert.equal(post.statusCode, 200, `no CSRF token needed: ${post.body}`);
    }
    const bad = await app.inject({ method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { authorization: `token ${api_key}:wrong` } });
    assert.equal(bad.statusCode, 401);
    assert.equal(errorOf(bad).exc_type, 'AuthenticationError');
    const bearer = await app.inject({ method: 'GET', url: '/api/method/ping', headers: { authorization: 'Bearer abc' } });
    assert.equal(bearer.statusCode, 401);
  });

  it('lets only a System Manager generate keys', async () => {
    const lawyer = new TestClient(app);
    await lawyer.login('lawyer@demo.in');
    const response = await lawyer.post('/api/method/frappe.core.doctype.user.user.generate_keys', { user: 'lawyer@demo.in' });
    assert.equal(response.statusCode, 403);
  });

  it('slides the session expiry on use and drops expired sessions', async () => {
    const client = new TestClient(app);
    await client.login('claimant@demo.in');
    const id = sessionId(client.cookies.get('sid')!);
    const longAgo = Date.now() - 5 * 60_000;
    await app.services.db.query(`UPDATE "__sessions" SET "last_seen" = $2, "expires" = $3 WHERE "sid" = $1`, [id, longAgo, Date.now() + 1000]);
    const used = await client.get('/api/method/frappe.auth.get_logged_user');
    assert.equal(used.statusCode, 200);
    assert.ok((used.cookies as { name: string }[]).some((c) => c.name === 'sid'), 'the cookie is renewed');
    const { rows } = await app.services.db.query<{ expires: string }>(`SELECT "expires" FROM "__sessions" WHERE "sid" = $1`, [id]);
    assert.ok(Number(rows[0].expires) > Date.now() + 6 * 24 * 3600 * 1000);

    await app.services.db.query(`UPDATE "__sessions" SET "expires" = $2 WHERE "sid" = $1`, [id, Date.now() - 1]);
    assert.equal((await client.get('/api/method/frappe.auth.get_logged_user')).statusCode, 403);
  });
});
