import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';

describe(`login and sessions (${TEST_DB})`, () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoData: true });
  });
  after(() => app.close());

  it("logs in through Frappe's login (JSON) and sets the session cookies", async () => {
    const client = new TestClient(app);
    const response = await client.post('/api/method/login', { usr: 'arbitrator@demo.in', pwd: 'Demo@1234' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['csrf_token', 'full_name', 'home_page', 'message']);
    assert.equal(body.message, 'Logged In');
    assert.equal(body.home_page, '/app');
    assert.equal(body.full_name, 'Vikram Rao');
    const cookies = response.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number; secure?: boolean }[];
    const sid = cookies.find((c) => c.name === 'sid')!;
    assert.ok(sid.value.length >= 43, 'sid has 32+ random bytes');
    assert.equal(sid.httpOnly, true);
    assert.equal(sid.sameSite, 'Lax');
    assert.equal(sid.path, '/');
    assert.equal(sid.maxAge, 7 * 24 * 3600);
    assert.notEqual(sid.secure, true, 'not Secure over plain http');
    const readable = Object.fromEntries(cookies.filter((c) => c.name !== 'sid').map((c) => [c.name, c]));
    assert.equal(readable.user_id.value, 'arbitrator@demo.in');
    assert.equal(readable.full_name.value, 'Vikram Rao');
    assert.equal(readable.system_user.value, 'no');
    assert.notEqual(readable.user_id.httpOnly, true);
    const { rows } = await app.services.db.query(`SELECT 1 FROM "__sessions" WHERE "sid" = $1`, [sid.value]);
    assert.equal(rows.length, 0, 'the raw sid is not stored');
    const me = await client.get('/api/method/frappe.auth.get_logged_user');
    assert.deepEqual(me.json(), { message: 'arbitrator@demo.in' });
  });

  it('logs in with a form body and marks the cookie Secure over https', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/method/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      payload: 'usr=admin%40demo.in&pwd=Demo%401234',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().full_name, 'Portal Administrator');
    const sid = (response.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'sid')!;
    assert.notEqual(sid.secure, true, 'X-Forwarded-Proto is ignored without trustProxy');
    const system = (response.cookies as { name: string; value: string }[]).find((c) => c.name === 'system_user')!;
    assert.equal(system.value, 'yes');

    const proxied = await createTestApp({ trustProxy: true, demoData: true });
    try {
      const behindProxy = await proxied.inject({
        method: 'POST',
        url: '/api/method/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { usr: 'admin@demo.in', pwd: 'Demo@1234' },
      });
      const secureSid = (behindProxy.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'sid')!;
      assert.equal(secureSid.secure, true);
    } finally {
      await proxied.close();
    }
  });

  it("logs in through the spec's login with an e-mail or a mobile number, from the query string", async () => {
    const client = new TestClient(app);
    const response = await client.request('POST', '/api/method/arbitroute.api.react_api.login?login_id=Claimant%40Demo.in&password=Demo%401234');
    assert.equal(response.statusCode, 200, response.body);
    const { message } = response.json();
    assert.deepEqual(Object.keys(message).sort(), ['csrf_token', 'full_name', 'mobile_no', 'roles', 'success', 'user', 'user_type']);
    assert.equal(message.success, true);
    assert.equal(message.user, 'claimant@demo.in');
    assert.deepEqual(message.roles, ['Claimant']);
    assert.equal(message.user_type, 'Website User');
    assert.equal(message.mobile_no, '9800000001');
    assert.ok(!('sid' in message), 'the sid stays in its HttpOnly cookie');

    const byMobile = await new TestClient(app).post('/api/method/arbitroute.api.react_api.login', { login_id: '+91 98000 00003', password: 'Demo@1234' });
    assert.equal(byMobile.statusCode, 200, byMobile.body);
    assert.equal(byMobile.json().message.user, 'arbitrator@demo.in');
    const withZero = await new TestClient(app).post('/api/method/arbitroute.api.react_api.login', { login_id: '09800000003', password: 'Demo@1234' });
    assert.equal(withZero.json().message.user, 'arbitrator@demo.in', 'a trunk 0 is the same number');
  });

  it('does not cut a mistyped 11-digit number down to someone else\'s', async () => {
    // 7 + the arbitrator's number: its last ten digits are the arbitrator's, but it is not their number.
    const response = await new TestClient(app, '10.0.0.51').post('/api/method/arbitroute.api.react_api.login', { login_id: '79800000003', password: 'Demo@1234' });
    assert.equal(response.statusCode, 401, response.body);
  });

  it('refuses wrong credentials the same way for known and unknown accounts', async () => {
    for (const [url, body] of [
      ['/api/method/login', { usr: 'claimant@demo.in', pwd: 'wrong' }],
      ['/api/method/login', { usr: 'nobody@demo.in', pwd: 'Demo@1234' }],
      ['/api/method/arbitroute.api.react_api.login', { login_id: 'claimant@demo.in', password: 'wrong' }],
      ['/api/method/arbitroute.api.react_api.login', { login_id: '9999999999', password: 'Demo@1234' }],
    ] as const) {
      const response = await new TestClient(app, '10.0.0.50').post(url, body);
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(errorOf(response).exc_type, 'AuthenticationError');
      assert.equal(errorOf(response).message, 'Invalid login credentials');
      assert.equal(response.cookies.length, 0);
    }
  });

  it('tells guests who they are and gives a logged-in page back its CSRF token', async () => {
    const guest = new TestClient(app);
    assert.deepEqual((await guest.get('/api/method/arbitroute.api.react_api.get_boot_info')).json(), {
      message: { user: 'Guest', full_name: 'Guest', roles: [] },
    });
    const forbidden = await guest.get('/api/method/frappe.auth.get_logged_user');
    assert.equal(forbidden.statusCode, 403);
    assert.equal(errorOf(forbidden).exc_type, 'PermissionError');

    const client = new TestClient(app);
    await client.login('mediator@demo.in');
    const boot = (await client.get('/api/method/arbitroute.api.react_api.get_boot_info')).json().message;
    assert.equal(boot.user, 'mediator@demo.in');
    assert.deepEqual(boot.roles, ['Mediator']);
    assert.equal(boot.csrf_token, client.csrfToken);
  });

  it('logs out: the session ends and the cookies expire', async () => {
    const client = new TestClient(app);
    await client.login('expert@demo.in');
    const sid = client.cookies.get('sid')!;
    const response = await client.post('/api/method/logout');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {});
    const expired = (response.cookies as { name: string; maxAge?: number }[]).filter((c) => c.maxAge === 0).map((c) => c.name).sort();
    assert.deepEqual(expired, ['full_name', 'sid', 'system_user', 'user_id']);
    const replay = await app.inject({ method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { cookie: `sid=${sid}` } });
    assert.equal(replay.statusCode, 403, 'the old sid is a guest now');
  });

  it('replaces the browser\'s previous session on a new login', async () => {
    const client = new TestClient(app);
    await client.login('lawyer@demo.in');
    const first = client.cookies.get('sid')!;
    await client.login('lawyer@demo.in');
    assert.notEqual(client.cookies.get('sid'), first);
    const old = await app.inject({ method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { cookie: `sid=${first}` } });
    assert.equal(old.statusCode, 403);
  });

  it('ends the sessions of a disabled user', async () => {
    const client = new TestClient(app);
    await client.login('medarb@demo.in');
    await app.services.db.query(`UPDATE "tabUser" SET "enabled" = 0 WHERE "name" = 'medarb@demo.in'`);
    try {
      assert.equal((await client.get('/api/method/frappe.auth.get_logged_user')).statusCode, 403);
      const again = await new TestClient(app).post('/api/method/login', { usr: 'medarb@demo.in', pwd: 'Demo@1234' });
      assert.equal(again.statusCode, 401);
    } finally {
      await app.services.db.query(`UPDATE "tabUser" SET "enabled" = 1 WHERE "name" = 'medarb@demo.in'`);
    }
  });
});
