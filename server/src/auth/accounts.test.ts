import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context';
import { insertDoc, listDocs } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { provenSignUp, smtpCodes, type CodeReader } from '../test/sign-up';
import { startSmtp, type TestSmtp } from '../test/smtp';

const signUp = {
  user_type: 'Arbitrator',
  customer_type: 'Individual',
  salutation: 'Dr',
  first_name: 'Meera',
  last_name: 'Joshi',
  primary_number: '9811122233',
  tc_accepted: 1,
};

/** A guest's sign-up as the wizard sends it: e-mail and mobile proven with their codes first. */
async function signUpAs(app: FastifyInstance, ip: string, doc: Record<string, unknown>, read?: CodeReader) {
  const guest = new TestClient(app, ip);
  const token = await provenSignUp(app, guest, String(doc.email_id), String(doc.primary_number), read);
  return guest.post(resourceUrl('User Registration'), doc, { headers: { 'x-signup-token': token } });
}

async function emailQueue(app: FastifyInstance, recipient: string) {
  return (await listDocs(contextFor(app.services, SYSTEM_USER), 'Email Queue', {
    filters: JSON.stringify([['recipient', '=', recipient]]),
    fields: JSON.stringify(['subject', 'message', 'status']),
    order_by: 'creation desc',
  })) as { subject: string; message: string; status: string }[];
}

describe(`accounts: sign-up, mail over SMTP and the outbox (${TEST_DB})`, () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let outboxApp: FastifyInstance;

  before(async () => {
    smtp = await startSmtp();
    app = await createTestApp({ demoData: true, smtp: { url: `smtp://127.0.0.1:${smtp.port}`, from: 'ArbitRoute <no-reply@example.in>' } });
    outboxApp = await createTestApp({ demoData: true, rateLimits: { signUpPerIp: { max: 2, windowMs: 60_000 } } });
  });
  after(async () => {
    await app.close();
    await outboxApp.close();
    await smtp.close();
  });

  it('creates the account on a guest sign-up and mails its password through a real SMTP server', async () => {
    const created = await signUpAs(app, '10.9.0.1', { ...signUp, email_id: 'Meera.Joshi@Example.in' }, smtpCodes(app, smtp.received));
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.user_type, 'Arbitrator');
    assert.equal(created.json().data.email_id, 'meera.joshi@example.in');
    assert.ok(!/password/i.test(created.body), 'the reply says nothing about the password');

    const mail = smtp.received.find((entry) => entry.to.includes('meera.joshi@example.in') && /Password: /.test(entry.raw));
    assert.ok(mail, 'the SMTP server received the mail');
    assert.match(mail.raw, /From: ArbitRoute <no-reply@example\.in>/);
    const password = /Password: (\S+)/.exec(mail.raw)![1];

    const login = await new TestClient(app).post('/api/method/arbitroute.api.react_api.login', { login_id: 'meera.joshi@example.in', password });
    assert.equal(login.statusCode, 200, login.body);
    assert.deepEqual(login.json().message.roles, ['Arbitrator']);
    assert.equal(login.json().message.full_name, 'Meera Joshi');
    assert.equal(login.json().message.mobile_no, '9811122233');

    const [record] = await emailQueue(app, 'meera.joshi@example.in');
    assert.equal(record.status, 'Sent');
    assert.equal(record.subject, 'Your ArbitRoute account');
    assert.ok(!record.message.includes(password), 'the recorded copy does not hold the password');
    assert.match(record.message, /Password: \*{8}/);
  });

  it('refuses a second sign-up with the same e-mail with the spec message, and validate_email says so too', async () => {
    const guest = new TestClient(app, '10.9.0.2');
    const again = await guest.post(resourceUrl('User Registration'), { ...signUp, email_id: 'meera.joshi@example.in' });
    assert.equal(again.statusCode, 409);
    assert.equal(errorOf(again).exc_type, 'DuplicateEntryError');
    const existingUser = await guest.post(resourceUrl('User Registration'), { ...signUp, email_id: 'admin@demo.in' });
    assert.equal(existingUser.statusCode, 409, 'an account without a profile cannot be taken over by a sign-up');
    assert.equal(errorOf(existingUser).message, 'This email is already existed!');
    const check = await guest.post('/api/method/arbitroute.api.react_api.validate_email?email_id=meera.joshi%40example.in');
    assert.deepEqual(check.json(), { message: { error: true, message: 'This email is already existed!' } });
  });

  it('gives the account the role chosen in the wizard (Claimant, Lawyer, Mediator, Med-Arb, Expert)', async () => {
    for (const [index, role] of ['Claimant', 'Lawyer', 'Mediator', 'Med-Arb', 'Expert'].entries()) {
      const email = `role.${index}@example.in`;
      const created = await signUpAs(app, `10.9.1.${index}`, {
        user_type: role,
        customer_type: role === 'Claimant' ? 'Enterprise' : 'Individual',
        company_name: role === 'Claimant' ? 'Konkan Credit Ltd' : undefined,
        first_name: role === 'Claimant' ? undefined : 'Test',
        email_id: email,
        primary_number: `981112230${index}`,
      }, smtpCodes(app, smtp.received));
      assert.equal(created.statusCode, 200, created.body);
      const password = /Password: (\S+)/.exec(smtp.received.find((entry) => entry.to.includes(email) && /Password: /.test(entry.raw))!.raw)![1];
      const login = await new TestClient(app).post('/api/method/arbitroute.api.react_api.login', { login_id: email, password });
      assert.deepEqual(login.json().message.roles, [role]);
      if (role === 'Claimant') assert.equal(login.json().message.full_name, 'Konkan Credit Ltd');
    }
  });

  it('checks the fields of a sign-up with the SPEC §5 messages and leaves no account behind a refused one', async () => {
    const guest = new TestClient(app, '10.9.0.3');
    const cases: [Record<string, unknown>, string][] = [
      [{ primary_number: '98111' }, 'Primary Number must be exactly 10 digits'],
      [{ pin_code: '4110' }, 'Pincode must be exactly 6 digits'],
      [{ aadhar_number: '1234' }, 'Aadhaar Number must be exactly 12 digits'],
      [{ pan: 'ABCDE123' }, 'Pan number must be at least 10 characters'],
      [{ arb_pan: 'abcde12345' }, 'Invalid PAN format'],
    ];
    for (const [fields, message] of cases) {
      const refused = await guest.post(resourceUrl('User Registration'), { ...signUp, email_id: 'refused@example.in', ...fields });
      assert.equal(refused.statusCode, 417, refused.body);
      assert.equal(errorOf(refused).message, message);
    }
    const badEmail = await guest.post(resourceUrl('User Registration'), { ...signUp, email_id: 'refused@example' });
    assert.equal(errorOf(badEmail).message, 'Invalid email');
    const { rows } = await app.services.db.query(`SELECT 1 FROM "tabUser" WHERE "name" = 'refused@example.in'`);
    assert.equal(rows.length, 0);
    assert.equal(smtp.received.filter((entry) => entry.to.includes('refused@example.in')).length, 0);
  });

  it('without SMTP_URL writes the mail to the Email Queue outbox (Not Sent), with the password for delivery', async () => {
    const created = await signUpAs(outboxApp, '10.9.2.1', { ...signUp, email_id: 'outbox@example.in' });
    assert.equal(created.statusCode, 200, created.body);
    const [record] = await emailQueue(outboxApp, 'outbox@example.in');
    assert.equal(record.status, 'Not Sent');
    assert.equal(record.subject, 'Your ArbitRoute account');
    const password = /Password: (\S+)/.exec(record.message)![1];
    const login = await new TestClient(outboxApp).post('/api/method/login', { usr: 'outbox@example.in', pwd: password });
    assert.equal(login.statusCode, 200);
    const admin = new TestClient(outboxApp);
    await admin.login('admin@demo.in');
    const queue = await admin.get(resourceUrl('Email Queue', undefined, { filters: [['recipient', '=', 'outbox@example.in'], ['subject', '=', 'Your ArbitRoute account']], fields: ['status'] }));
    assert.deepEqual(queue.json().data, [{ status: 'Not Sent' }], 'System Managers read the outbox');
    const claimant = new TestClient(outboxApp);
    await claimant.login('claimant@demo.in');
    const hidden = await claimant.get(resourceUrl('Email Queue'));
    assert.equal(hidden.statusCode, 403, 'nobody else does');
  });

  it('limits how many accounts one address can sign up', async () => {
    for (const n of [1, 2]) {
      assert.equal((await signUpAs(outboxApp, '10.9.2.2', { ...signUp, email_id: `burst${n}@example.in`, primary_number: `981112240${n}` })).statusCode, 200);
    }
    const third = await signUpAs(outboxApp, '10.9.2.2', { ...signUp, email_id: 'burst3@example.in', primary_number: '9811122403' });
    assert.equal(third.statusCode, 429);
    assert.ok(third.headers['retry-after']);
    const other = await signUpAs(outboxApp, '10.9.2.3', { ...signUp, email_id: 'burst4@example.in', primary_number: '9811122404' });
    assert.equal(other.statusCode, 200, 'another address is not affected');
  });

  it('records a failed SMTP delivery as Error without failing the sign-up', async () => {
    const broken = await createTestApp({ smtp: { url: 'smtp://127.0.0.1:1', from: 'no-reply@example.in' } });
    try {
      // Registered by the system (no code can be read back from a mail that failed).
      await insertDoc(contextFor(broken.services, SYSTEM_USER), 'User Registration', { ...signUp, email_id: 'unlucky@example.in' }, { ignorePermissions: true });
      const [record] = await emailQueue(broken, 'unlucky@example.in');
      assert.equal(record.status, 'Error');
      assert.ok(!/Password: (?!\*{8})/.test(record.message));
    } finally {
      await broken.close();
    }
  });
});
