import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES, SIGN_UP_MESSAGES } from 'shared-api/schemas';
import { contextFor } from '../../core/context';
import { listDocs } from '../../core/documents';
import { SYSTEM_USER } from '../../core/session-user';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient } from '../../test/helpers';
import { latestCode, proveIdentifier, provenSignUp, startSignUpToken } from '../../test/sign-up';

const METHOD = '/api/method/arbitroute.api.react_api';
const LOGIN = `${METHOD}.login`;

const expert = (email: string, mobile: string) => ({
  user_type: 'Expert',
  customer_type: 'Individual',
  first_name: 'Meera',
  last_name: 'Nair',
  gender: 'Female',
  email_id: email,
  primary_number: mobile,
  tc_accepted: 1,
});

async function mobileLogin(app: FastifyInstance, mobile: string) {
  return new TestClient(app, '10.77.0.9').post(LOGIN, { login_id: mobile, password: 'Demo@1234' });
}

describe(`identities nobody can take (${TEST_DB})`, () => {
  let app: FastifyInstance;

  before(async () => {
    app = await createTestApp({ demoData: true });
  });
  after(() => app.close());

  it('refuses a sign-up with a mobile another account logs in with, without saying whose; that login keeps working', async () => {
    assert.equal((await mobileLogin(app, '9800000001')).statusCode, 200, 'claimant@demo.in logs in by mobile');
    const guest = new TestClient(app, '10.77.1.1');
    const token = await startSignUpToken(guest);
    const sent = await guest.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '+91 98000 00001' }, { headers: { 'x-signup-token': token } });
    assert.equal(sent.statusCode, 409, sent.body);
    assert.equal(errorOf(sent).message, FIELD_MESSAGES.mobileTaken);
    assert.doesNotMatch(sent.body, /claimant|Rohan|Udaygiri/i);
    await proveIdentifier(app, guest, token, 'email', 'meera.nair@example.in');
    const filed = await guest.post(resourceUrl('User Registration'), expert('meera.nair@example.in', '9800000001'), { headers: { 'x-signup-token': token } });
    assert.equal(filed.statusCode, 409, filed.body);
    assert.equal(errorOf(filed).message, FIELD_MESSAGES.mobileTaken);
    assert.equal((await mobileLogin(app, '9800000001')).statusCode, 200, 'the owner’s mobile login still answers');
  });

  it('limits identity codes per client address (20 an hour), counting the refusals that say a number is registered', async () => {
    const guest = new TestClient(app, '10.77.9.1');
    const headers = { 'x-signup-token': await startSignUpToken(guest) };
    // Probing which numbers are registered costs the same as sending codes.
    for (let n = 1; n <= 20; n++) {
      const taken = await guest.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '9800000001' }, { headers });
      assert.equal(taken.statusCode, 409, `request ${n}: ${taken.body}`);
    }
    const blocked = await guest.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '9823012099' }, { headers });
    assert.equal(blocked.statusCode, 429, blocked.body);
    assert.match(errorOf(blocked).message, /Too many codes asked for/);
    const other = new TestClient(app, '10.77.9.2');
    const fresh = await other.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '9823012099' }, { headers: { 'x-signup-token': await startSignUpToken(other) } });
    assert.equal(fresh.statusCode, 200, `another address is not held back: ${fresh.body}`);
  });

  it('refuses a sign-up whose e-mail or mobile was not proven with a code, or proven in another sign-up', async () => {
    const guest = new TestClient(app, '10.77.2.1');
    const bare = await guest.post(resourceUrl('User Registration'), expert('unproven@example.in', '9823012001'));
    assert.equal(bare.statusCode, 403, bare.body);
    const token = await startSignUpToken(guest);
    const none = await guest.post(resourceUrl('User Registration'), expert('unproven@example.in', '9823012001'), { headers: { 'x-signup-token': token } });
    assert.equal(errorOf(none).message, SIGN_UP_MESSAGES.emailUnverified);
    await proveIdentifier(app, guest, token, 'email', 'unproven@example.in');
    const noMobile = await guest.post(resourceUrl('User Registration'), expert('unproven@example.in', '9823012001'), { headers: { 'x-signup-token': token } });
    assert.equal(errorOf(noMobile).message, SIGN_UP_MESSAGES.mobileUnverified);
    // A number proven in one sign-up proves nothing in another.
    const other = new TestClient(app, '10.77.2.2');
    const otherToken = await provenSignUp(app, other, 'someone.else@example.in', '9823012001');
    assert.ok(otherToken);
    const stillNot = await guest.post(resourceUrl('User Registration'), expert('unproven@example.in', '9823012001'), { headers: { 'x-signup-token': token } });
    assert.equal(errorOf(stillNot).message, SIGN_UP_MESSAGES.mobileUnverified);
    // Proving a different number does not prove the one on the form.
    await proveIdentifier(app, guest, token, 'mobile', '9823012002');
    const different = await guest.post(resourceUrl('User Registration'), expert('unproven@example.in', '9823012001'), { headers: { 'x-signup-token': token } });
    assert.equal(errorOf(different).message, SIGN_UP_MESSAGES.mobileUnverified);
  });

  it('checks codes: a wrong one is refused, five void it, a resend waits a minute', async () => {
    const guest = new TestClient(app, '10.77.3.1');
    const token = await startSignUpToken(guest);
    const headers = { 'x-signup-token': token };
    const sent = await guest.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '09823012003' }, { headers });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().message.to, '******2003');
    const code = await latestCode(app, 'mobile', '9823012003');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const again = await guest.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '9823012003' }, { headers });
    assert.equal(again.statusCode, 429, again.body);
    for (let n = 1; n <= 4; n++) {
      const wrong = await guest.post(`${METHOD}.verify_identity_code`, { channel: 'mobile', value: '9823012003', code: wrongCode }, { headers });
      assert.equal(wrong.statusCode, 417, wrong.body);
    }
    const fifth = await guest.post(`${METHOD}.verify_identity_code`, { channel: 'mobile', value: '9823012003', code: wrongCode }, { headers });
    assert.match(errorOf(fifth).message, /Too many wrong codes/);
    const right = await guest.post(`${METHOD}.verify_identity_code`, { channel: 'mobile', value: '9823012003', code }, { headers });
    assert.equal(errorOf(right).message, 'Ask for a code first.', 'the voided code no longer works');
    const badNumber = await guest.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '1234567890' }, { headers });
    assert.equal(errorOf(badNumber).message, FIELD_MESSAGES.mobileStart);
  });

  it('creates the account once both are proven; its mobile login finds it; the mail invents no title', async () => {
    const guest = new TestClient(app, '10.77.4.1');
    const token = await provenSignUp(app, guest, 'Meera.Proven@example.in', '+91 98230 12004');
    const filed = await guest.post(resourceUrl('User Registration'), { ...expert('meera.proven@example.in', '+91 98230 12004'), signup_token: token });
    assert.equal(filed.statusCode, 200, filed.body);
    assert.equal(filed.json().data.primary_number, '9823012004');
    const [mail] = (await listDocs(contextFor(app.services, SYSTEM_USER), 'Email Queue', {
      filters: JSON.stringify([['recipient', '=', 'meera.proven@example.in'], ['subject', '=', 'Your ArbitRoute account']]),
      fields: JSON.stringify(['message']),
    })) as { message: string }[];
    assert.match(mail.message, /^Dear Meera Nair,/);
    // A second sign-up with the same number is refused now that an account holds it.
    const late = new TestClient(app, '10.77.4.2');
    const lateToken = await startSignUpToken(late);
    const refused = await late.post(`${METHOD}.send_identity_code`, { channel: 'mobile', value: '9823012004' }, { headers: { 'x-signup-token': lateToken } });
    assert.equal(errorOf(refused).message, FIELD_MESSAGES.mobileTaken);
  });

  it('a profile edit to another mobile needs that number proven, and moves the login mobile with it', async () => {
    const owner = new TestClient(app, '10.77.5.1');
    await owner.login('expert@demo.in');
    const [profile] = (await owner.get(resourceUrl('User Registration'))).json().data;
    const unproven = await owner.put(resourceUrl('User Registration', profile.name), { primary_number: '9823012005' });
    assert.equal(errorOf(unproven).message, SIGN_UP_MESSAGES.mobileUnverified);
    const taken = await owner.put(resourceUrl('User Registration', profile.name), { primary_number: '9800000001' });
    assert.equal(errorOf(taken).message, FIELD_MESSAGES.mobileTaken);
    const email = await owner.put(resourceUrl('User Registration', profile.name), { email_id: 'other.address@example.in' });
    assert.equal(email.statusCode, 403, email.body);
    await proveIdentifier(app, owner, null, 'mobile', '9823012005');
    const saved = await owner.put(resourceUrl('User Registration', profile.name), { primary_number: '98230 12005' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await mobileLogin(app, '9823012005')).statusCode, 200);
    assert.equal((await mobileLogin(app, '9800000006')).statusCode, 401, 'the old number no longer names the account');
  });

  it('refuses a PAN or Aadhaar another profile holds, a person’s PAN as a company’s, and PANs that disagree', async () => {
    const admin = new TestClient(app);
    await admin.login('admin@demo.in');
    const base = { user_type: 'Claimant', customer_type: 'Individual', first_name: 'Five', last_name: 'Accounts', gender: 'Male' };
    const first = await admin.post(resourceUrl('User Registration'), { ...base, email_id: 'pan.one@example.in', arb_pan: 'abcpz1234k', aadhar_number: '456712341234' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.arb_pan, 'ABCPZ1234K', 'upper-cased');
    const samePan = await admin.post(resourceUrl('User Registration'), { ...base, email_id: 'pan.two@example.in', arb_pan: 'ABCPZ1234K' });
    assert.equal(errorOf(samePan).message, FIELD_MESSAGES.panTaken);
    const sameAadhaar = await admin.post(resourceUrl('User Registration'), { ...base, email_id: 'pan.three@example.in', aadhar_number: '456712341234' });
    assert.equal(errorOf(sameAadhaar).message, FIELD_MESSAGES.aadhaarTaken);
    const personAsCompany = await admin.post(resourceUrl('User Registration'), { ...base, customer_type: 'Enterprise', company_name: 'X Ltd', email_id: 'pan.four@example.in', pan: 'ABCPY1234K' });
    assert.equal(errorOf(personAsCompany).message, FIELD_MESSAGES.panEnterprise);
    const disagree = await admin.post(resourceUrl('User Registration'), { ...base, email_id: 'pan.five@example.in', arb_pan: 'ABCPX1234K', pan: 'ABCPW1234K' });
    assert.equal(errorOf(disagree).message, FIELD_MESSAGES.panMismatch);
    const badMobile = await admin.post(resourceUrl('User Registration'), { ...base, email_id: 'pan.six@example.in', primary_number: '1234567890' });
    assert.equal(errorOf(badMobile).message, FIELD_MESSAGES.mobileStart);
  });

  it('flags profiles that already share a PAN, Aadhaar or mobile to the case manager', async () => {
    const admin = new TestClient(app);
    await admin.login('admin@demo.in');
    // Duplicates from before the rule: written straight into the table.
    await app.services.db.query(`UPDATE "tabUser Registration" SET "pan" = 'ABRPR3456L' WHERE "email_id" = 'mediator@demo.in'`);
    const names = (await admin.get(resourceUrl('User Registration', undefined, { fields: JSON.stringify(['name', 'email_id']), limit_page_length: '100' }))).json().data as { name: string; email_id: string }[];
    const nameOf = (email: string) => names.find((row) => row.email_id === email)!.name;
    const flags = await admin.post(`${METHOD}.profile_identity_flags`, { names: [nameOf('mediator@demo.in'), nameOf('lawyer@demo.in')] });
    assert.equal(flags.statusCode, 200, flags.body);
    assert.deepEqual(flags.json().message[nameOf('mediator@demo.in')], [{ kind: 'pan', others: [nameOf('arbitrator@demo.in')] }]);
    assert.deepEqual(flags.json().message[nameOf('lawyer@demo.in')], []);
    const owner = new TestClient(app);
    await owner.login('mediator@demo.in');
    assert.equal((await owner.post(`${METHOD}.profile_identity_flags`, { names: [] })).statusCode, 403);
  });
});
