import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('salts scrypt hashes and verifies them', async () => {
    const [a, b] = [await hashPassword('Secret@1'), await hashPassword('Secret@1')];
    assert.notEqual(a, b);
    assert.match(a, /^scrypt\$16384\$8\$1\$/);
    assert.equal(await verifyPassword('Secret@1', a), true);
    assert.equal(await verifyPassword('secret@1', a), false);
    assert.equal(await verifyPassword('Secret@1', null), false);
  });
});

describe(`forgot, reset and e-mail check (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const outbox = async (recipient: string) =>
    (await app.services.db.query<{ subject: string; message: string; status: string }>(
      `SELECT "subject", "message", "status" FROM "tabEmail Queue" WHERE "recipient" = $1 ORDER BY "creation"`,
      [recipient],
    )).rows;

  before(async () => {
    app = await createTestApp({ demoData: true });
  });
  after(() => app.close());

  it('answers forget_password the same for known and unknown addresses and mails a working password', async () => {
    const guest = new TestClient(app, '10.3.0.1');
    const known = await guest.post('/api/method/arbitroute.api.react_api.forget_password', { email: 'lawyer@demo.in' });
    const unknown = await guest.post('/api/method/arbitroute.api.react_api.forget_password', { email: 'nobody@demo.in' });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), { message: 'Password has been sent to your email' });
    assert.deepEqual(unknown.json(), known.json());
    assert.equal((await outbox('nobody@demo.in')).length, 0);
    const [mail] = await outbox('lawyer@demo.in');
    assert.equal(mail.status, 'Not Sent');
    const password = /Your new password is: (\S+)/.exec(mail.message)![1];

    const oldStillWorks = await new TestClient(app).post('/api/method/login', { usr: 'lawyer@demo.in', pwd: 'Demo@1234' });
    assert.equal(oldStillWorks.statusCode, 200, 'a stranger asking cannot lock the owner out');
    const withMailed = await new TestClient(app).post('/api/method/login', { usr: 'lawyer@demo.in', pwd: password });
    assert.equal(withMailed.statusCode, 200, 'the mailed password works');

    const invalid = await guest.post('/api/method/arbitroute.api.react_api.forget_password', { email: 'not-an-email' });
    assert.equal(invalid.statusCode, 417);
    assert.equal(errorOf(invalid).message, 'Please enter valid email');
  });

  it('resets the password of the logged-in user with clear messages', async () => {
    const client = new TestClient(app);
    await client.login('expert@demo.in');
    const reset = (args: Record<string, string>) =>
      client.post('/api/method/arbitroute.api.react_api.reset_password', { email: 'expert@demo.in', ...args });

    const short = await reset({ old_password: 'Demo@1234', new_password: 'abc', confirm_password: 'abc' });
    assert.equal(short.statusCode, 417);
    assert.equal(errorOf(short).message, 'Password must be atleast 6 characters long');
    const mismatch = await reset({ old_password: 'Demo@1234', new_password: 'Better@123', confirm_password: 'Better@124' });
    assert.equal(errorOf(mismatch).message, 'New password and confirm password do not match');
    const wrongOld = await reset({ old_password: 'nope', new_password: 'Better@123', confirm_password: 'Better@123' });
    assert.equal(wrongOld.statusCode, 417);
    assert.equal(errorOf(wrongOld).message, 'Old password is incorrect');
    const other = await client.post('/api/method/arbitroute.api.react_api.reset_password', {
      email: 'lawyer@demo.in',
      old_password: 'Demo@1234',
      new_password: 'Better@123',
      confirm_password: 'Better@123',
    });
    assert.equal(other.statusCode, 403);

    const second = new TestClient(app);
    await second.login('expert@demo.in');
    const ok = await reset({ old_password: 'Demo@1234', new_password: 'Better@123', confirm_password: 'Better@123' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { message: 'Reset Password successfully' });
    assert.equal((await client.get('/api/method/frappe.auth.get_logged_user')).statusCode, 200, 'this session stays');
    assert.equal((await second.get('/api/method/frappe.auth.get_logged_user')).statusCode, 403, 'other sessions end');
    assert.equal((await new TestClient(app).post('/api/method/login', { usr: 'expert@demo.in', pwd: 'Better@123' })).statusCode, 200);

    const guest = await new TestClient(app).post('/api/method/arbitroute.api.react_api.reset_password', {});
    assert.equal(guest.statusCode, 403);
  });

  it('reports whether an e-mail is already registered', async () => {
    const guest = new TestClient(app);
    const taken = await guest.post('/api/method/arbitroute.api.react_api.validate_email?email_id=Arbitrator%40demo.in');
    assert.deepEqual(taken.json(), { message: { error: true, message: 'This email is already existed!' } });
    const free = await guest.get('/api/method/arbitroute.api.react_api.validate_email?email_id=new.person%40example.in');
    assert.deepEqual(free.json(), { message: { error: false } });
  });
});
