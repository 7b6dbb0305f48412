import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPglite, openPostgres, type Db } from '../db';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { resourceUrl, TEST_DB, TestClient } from '../test/helpers';

/*
 * Two servers on one database behave as one (several processes behind a load balancer): each app
 * has its own memory and, on PostgreSQL, its own connection pool, so anything kept in one app's
 * memory would show here.
 */

const LOOKUP = '/api/method/arbitroute.api.react_api.get_claim_and_respondent_info';
const VERIFY = '/api/method/arbitroute.api.react_api.verify_otp';

/** Two handles on one database; the first one closed last removes it. */
async function sharedDatabase(): Promise<[Db, Db]> {
  if (TEST_DB === 'pglite') {
    const db = await openPglite();
    return [db, { ...db, close: async () => undefined }];
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const owner = await openPostgres(url, { schema, dropSchemaOnClose: true, max: 5 });
  return [owner, await openPostgres(url, { schema, max: 5 })];
}

describe(`two server processes on one database (${TEST_DB})`, () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;

  before(async () => {
    const [first, second] = await sharedDatabase();
    one = await buildApp({ db: first, demoData: true });
    two = await buildApp({ db: second });
    cases = await demoCaseNames(one);
  });
  after(async () => {
    await two.close();
    await one.close();
  });

  /** The same browser (cookies, CSRF token) talking to either server. */
  const on = (app: FastifyInstance, browser: TestClient): TestClient => {
    const client = new TestClient(app, browser.ip);
    Object.assign(client, { cookies: browser.cookies, csrfToken: browser.csrfToken });
    return client;
  };

  it('a login on one is a session on the other, and a logout on the other ends it on both', async () => {
    const browser = new TestClient(one, '10.9.0.1');
    await browser.login('claimant@demo.in');
    const me = await on(two, browser).get('/api/method/frappe.auth.get_logged_user');
    assert.equal(me.statusCode, 200, me.body);
    assert.equal(me.json().message, 'claimant@demo.in');
    const claims = await on(two, browser).get(resourceUrl('Claim', undefined, { fields: ['name'] }));
    assert.ok(claims.json().data.length > 0, 'row rules apply to the session opened elsewhere');
    assert.equal((await on(two, browser).post('/api/method/logout', {})).statusCode, 200);
    assert.equal((await browser.get('/api/method/frappe.auth.get_logged_user')).statusCode, 403, 'logged out on the first too');
  });

  it('failed logins on one lock the account on the other', async () => {
    for (let i = 0; i < 5; i += 1) {
      const wrong = await new TestClient(i % 2 === 0 ? one : two, `10.9.1.${i}`).post('/api/method/login', { usr: 'lawyer@demo.in', pwd: 'wrong password' });
      assert.equal(wrong.statusCode, 401, wrong.body);
    }
    const locked = await new TestClient(two, '10.9.1.99').post('/api/method/login', { usr: 'lawyer@demo.in', pwd: 'Demo@1234' });
    assert.equal(locked.statusCode, 429, 'the right password waits out the lock on every server');
    assert.ok(Number(locked.headers['retry-after']) > 0);
  });

  it('failed case look-ups from one address count on both servers', async () => {
    const ip = '10.9.2.1';
    for (let i = 0; i < 10; i += 1) {
      const miss = await new TestClient(i % 2 === 0 ? one : two, ip).get(`${LOOKUP}?${new URLSearchParams({ claim_id: cases.claimWithHearing, mobile: '9999999999', role: 'Borrower' })}`);
      assert.equal(miss.statusCode, 401, miss.body);
    }
    const blocked = await new TestClient(one, ip).get(`${LOOKUP}?${new URLSearchParams({ claim_id: cases.claimWithHearing, mobile: '9000010301', role: 'Borrower' })}`);
    assert.equal(blocked.statusCode, 429, blocked.body);
  });

  it('a code texted by one server verifies on the other', async () => {
    const browser = new TestClient(one, '10.9.3.1');
    const sent = await browser.get(`${LOOKUP}?${new URLSearchParams({ claim_id: cases.claimWithHearing, mobile: '9000010301', role: 'Borrower' })}`);
    assert.equal(sent.statusCode, 200, sent.body);
    const { rows } = await one.services.db.query<{ text: string }>(`SELECT "text" FROM "tabSMS Log" WHERE "to" = $1 ORDER BY "creation" DESC LIMIT 1`, ['9000010301']);
    const code = /^(\d{6}) is your one-time code/.exec(rows[0]?.text ?? '')?.[1];
    assert.ok(code, 'a code was texted');
    const verified = await on(two, browser).post(VERIFY, { claim_id: cases.claimWithHearing, mobile: '9000010301', otp: code });
    assert.equal(verified.statusCode, 200, verified.body);
    const mine = await browser.get(resourceUrl('Claim', cases.claimWithHearing));
    assert.equal(mine.statusCode, 200, 'the respondent session opened on the second server works on the first');
  });
});
