import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../../core/context';
import { listDocs } from '../../core/documents';
import { SYSTEM_USER } from '../../core/session-user';
import { createTestApp, errorOf, multipart, resourceUrl, TEST_DB, TEST_PDF, TestClient } from '../../test/helpers';
import { proveIdentifier, provenSignUp } from '../../test/sign-up';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const START = '/api/method/arbitroute.api.react_api.start_signup';
const REVIEW = '/api/method/arbitroute.api.react_api.review_profile';

const arbitrator = (email: string, mobile: string) => ({
  user_type: 'Arbitrator',
  customer_type: 'Individual',
  salutation: 'Mr',
  first_name: 'Naveen',
  last_name: 'Rao',
  email_id: email,
  primary_number: mobile,
  tc_accepted: 1,
});

async function startSignUp(guest: TestClient): Promise<string> {
  const response = await guest.post(START);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().message.signup_token;
}

function guestUpload(guest: TestClient, token: string | null, file: { name: string; content: Buffer }, fields: Record<string, string> = { doctype: 'User Registration' }) {
  const body = multipart(fields, file);
  return guest.request('POST', '/api/method/upload_file', { payload: body.payload, headers: { ...body.headers, ...(token ? { 'x-signup-token': token } : {}) } });
}

async function mailsTo(app: FastifyInstance, recipient: string) {
  return (await listDocs(contextFor(app.services, SYSTEM_USER), 'Email Queue', {
    filters: JSON.stringify([['recipient', '=', recipient]]),
    fields: JSON.stringify(['subject', 'message']),
    order_by: 'creation asc',
  })) as { subject: string; message: string }[];
}

describe(`onboarding: guest sign-up files, approval and assignment (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const admin = () => {
    const client = new TestClient(app);
    return client.login('admin@demo.in').then(() => client);
  };

  before(async () => {
    app = await createTestApp({ demoData: true });
  });
  after(() => app.close());

  it('lets a guest upload only into their own sign-up, with the sign-up limits', async () => {
    const guest = new TestClient(app, '10.20.0.1');
    const noToken = await guestUpload(guest, null, { name: 'bar.pdf', content: TEST_PDF });
    assert.equal(noToken.statusCode, 403, noToken.body);
    const forged = await guestUpload(guest, 'x'.repeat(43), { name: 'bar.pdf', content: TEST_PDF });
    assert.equal(forged.statusCode, 403, forged.body);

    const token = await startSignUp(guest);
    const otherDoctype = await guestUpload(guest, token, { name: 'bar.pdf', content: TEST_PDF }, { doctype: 'Claim' });
    assert.equal(otherDoctype.statusCode, 403, 'a guest writes nothing but their sign-up');
    const wrongType = await guestUpload(guest, token, { name: 'notes.txt', content: Buffer.from('plain text') });
    assert.equal(wrongType.statusCode, 417, wrongType.body);
    const big = await guestUpload(guest, token, { name: 'big.pdf', content: Buffer.concat([TEST_PDF, Buffer.alloc(6 * 1024 * 1024)]) });
    assert.equal(big.statusCode, 413, big.body);

    const uploaded = await guestUpload(guest, token, { name: 'bar council.pdf', content: TEST_PDF });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const file = uploaded.json().message;
    assert.equal(file.is_private, 1, 'identity documents are private');
    assert.match(file.file_url, /^\/private\/files\//);
    assert.equal((await guest.get(file.file_url)).statusCode, 403, 'nobody reads a sign-up file before the sign-up is filed');

    // Another sign-up cannot name that file, with its own token or without one.
    const intruder = new TestClient(app, '10.20.0.2');
    const intruderToken = await startSignUp(intruder);
    const stolen = await intruder.post(resourceUrl('User Registration'), { ...arbitrator('intruder@example.in', '9822200001'), bar_council_id: file.file_url }, { headers: { 'x-signup-token': intruderToken } });
    assert.equal(stolen.statusCode, 403, stolen.body);
    const stolenBare = await intruder.post(resourceUrl('User Registration'), { ...arbitrator('intruder2@example.in', '9822200002'), bar_council_id: file.file_url });
    assert.equal(stolenBare.statusCode, 403, stolenBare.body);

    // Its own sign-up claims it; the token is then spent.
    // The token may travel in the body too, as the browser sends it.
    await proveIdentifier(app, guest, token, 'email', 'naveen.rao@example.in');
    await proveIdentifier(app, guest, token, 'mobile', '9822200003');
    const filed = await guest.post(resourceUrl('User Registration'), { ...arbitrator('naveen.rao@example.in', '9822200003'), bar_council_id: file.file_url, signup_token: token });
    assert.equal(filed.statusCode, 200, filed.body);
    const name = filed.json().data.name;
    const [row] = (await listDocs(contextFor(app.services, SYSTEM_USER), 'File', {
      filters: JSON.stringify([['file_url', '=', file.file_url]]),
      fields: JSON.stringify(['attached_to_doctype', 'attached_to_name', 'attached_to_field']),
    })) as Record<string, string>[];
    assert.deepEqual(row, { attached_to_doctype: 'User Registration', attached_to_name: name, attached_to_field: 'bar_council_id' });
    const afterwards = await guestUpload(guest, token, { name: 'more.pdf', content: TEST_PDF });
    assert.equal(afterwards.statusCode, 403, 'a filed sign-up takes no more guest files');
  });

  it('caps the files of one sign-up', async () => {
    const guest = new TestClient(app, '10.20.0.3');
    const token = await startSignUp(guest);
    // A file refused on the way (counted once its first bytes passed, then too large) gives its
    // count back. Sent in pieces, as over a network: the first one passes, the rest goes over 5 MB.
    const { payload, headers } = multipart({ doctype: 'User Registration' }, { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) });
    const pieces = Array.from({ length: Math.ceil(payload.length / 65536) }, (_, i) => payload.subarray(i * 65536, (i + 1) * 65536));
    const big = await guest.request('POST', '/api/method/upload_file', { payload: Readable.from(pieces), headers: { ...headers, 'x-signup-token': token } });
    assert.equal(big.statusCode, 413, big.body);
    for (let i = 0; i < 10; i += 1) assert.equal((await guestUpload(guest, token, { name: `c${i}.png`, content: PNG })).statusCode, 200);
    const eleventh = await guestUpload(guest, token, { name: 'c10.png', content: PNG });
    assert.equal(eleventh.statusCode, 417, eleventh.body);
  });

  it('refuses a second sign-up with a registered e-mail with the spec’s message', async () => {
    const guest = new TestClient(app, '10.20.0.4');
    const duplicate = await guest.post(resourceUrl('User Registration'), arbitrator('Arbitrator@demo.in', '9822200004'));
    assert.equal(duplicate.statusCode, 409, duplicate.body);
    assert.equal(errorOf(duplicate).message, 'This email is already existed!');
    const check = await guest.post('/api/method/arbitroute.api.react_api.validate_email', { email_id: 'arbitrator@demo.in' });
    assert.deepEqual(check.json().message, { error: true, message: 'This email is already existed!' });
  });

  it('keeps Aadhaar encrypted at rest and masked to the case manager', async () => {
    const guest = new TestClient(app, '10.20.0.5');
    const token = await provenSignUp(app, guest, 'aadhaar.owner@example.in', '9822200005');
    const filed = await guest.post(resourceUrl('User Registration'), { ...arbitrator('aadhaar.owner@example.in', '9822200005'), aadhar_number: '998877665544', arb_pan: 'ABCPR1234K' }, { headers: { 'x-signup-token': token } });
    assert.equal(filed.statusCode, 200, filed.body);
    const { rows } = await app.services.db.query<{ aadhar_number: string }>(`SELECT "aadhar_number" FROM "tabUser Registration" WHERE "email_id" = 'aadhaar.owner@example.in'`);
    assert.ok(!rows[0].aadhar_number.includes('998877665544'));
    const seen = (await (await admin()).get(resourceUrl('User Registration', filed.json().data.name))).json().data;
    assert.equal(seen.aadhar_number, 'XXXX-XXXX-5544');
  });

  it('moves Draft → Pending For Approval → Approved or Rejected, only by the case manager, with mail and a record of who decided', async () => {
    const guest = new TestClient(app, '10.20.0.6');
    const token = await startSignUp(guest);
    const upload = async (fileName: string) => (await guestUpload(guest, token, { name: fileName, content: PNG })).json().message.file_url as string;
    const email = 'leela.iyer@example.in';
    await proveIdentifier(app, guest, token, 'email', email);
    await proveIdentifier(app, guest, token, 'mobile', '9822200006');
    const filed = await guest.post(resourceUrl('User Registration'), { ...arbitrator(email, '9822200006'), first_name: 'Leela', last_name: 'Iyer', signature: await upload('sign.png') }, { headers: { 'x-signup-token': token } });
    assert.equal(filed.statusCode, 200, filed.body);
    assert.equal(filed.json().data.status, 'Draft');
    const name = filed.json().data.name;
    const password = /Password: (\S+)/.exec((await mailsTo(app, email)).find((mail) => mail.subject === 'Your ArbitRoute account')!.message)?.[1];
    assert.ok(password, 'the password is mailed');
    const owner = new TestClient(app, '10.20.0.6');
    await owner.login(email, password);

    // The case manager cannot approve a Draft; the owner completes it and it goes for approval.
    const manager = await admin();
    const early = await manager.post(REVIEW, { name, action: 'Approve' });
    assert.equal(early.statusCode, 417, early.body);
    const ownerFile = async (fileName: string) => {
      const body = multipart({ doctype: 'User Registration', docname: name, is_private: '1' }, { name: fileName, content: PNG });
      return (await owner.request('POST', '/api/method/upload_file', body)).json().message.file_url as string;
    };
    const completed = await owner.put(resourceUrl('User Registration', name), { pan: 'ABCPI1234L', aadhar_number: '123412341234', bank_name: 'Canara Bank', letterhead: await ownerFile('head.png') });
    assert.equal(completed.statusCode, 200, completed.body);
    assert.equal(completed.json().data.status, 'Pending For Approval');

    // An unapproved neutral is not assigned a case.
    const [draftClaim] = (await manager.get(resourceUrl('Claim', undefined, { filters: [['stage', '=', 'Draft']], fields: ['name'], limit_page_length: 1 }))).json().data;
    const refused = await manager.post('/api/method/arbitroute.api.react_api.assign_neutral', { docname: draftClaim.name, arbitrator: email });
    assert.equal(refused.statusCode, 417, refused.body);
    assert.match(errorOf(refused).message, /not an approved arbitrator/);

    // Neither the owner nor another professional approves; a rejection needs a reason.
    assert.equal((await owner.post(REVIEW, { name, action: 'Approve' })).statusCode, 403);
    assert.equal((await owner.put(resourceUrl('User Registration', name), { status: 'Approved' })).statusCode, 403);
    assert.equal((await owner.put(resourceUrl('User Registration', name), { reviewed_by: 'owner@example.in' })).json().data.reviewed_by ?? null, null);
    assert.equal((await manager.post(REVIEW, { name, action: 'Reject' })).statusCode, 417);

    const rejected = await manager.post(REVIEW, { name, action: 'Reject', reason: 'The letterhead is not legible' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().message.status, 'Rejected');
    const rejectionMail = (await mailsTo(app, email)).at(-1)!;
    assert.match(rejectionMail.message, /The letterhead is not legible/);

    // Saved again complete, it goes back for approval; then it is approved.
    const resubmitted = await owner.put(resourceUrl('User Registration', name), { letterhead: await ownerFile('head2.png') });
    assert.equal(resubmitted.json().data.status, 'Pending For Approval');
    const approved = await manager.post(REVIEW, { name, action: 'Approve' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.deepEqual(approved.json().message, { name, status: 'Approved', reviewed_by: 'admin@demo.in' });
    assert.match((await mailsTo(app, email)).at(-1)!.subject, /approved/);
    const decisions = (await manager.get(resourceUrl('Profile Review', undefined, { filters: [['registration', '=', name]], fields: ['decision', 'owner', 'reason'], order_by: 'creation asc' }))).json().data;
    assert.deepEqual(decisions, [
      { decision: 'Rejected', owner: 'admin@demo.in', reason: 'The letterhead is not legible' },
      { decision: 'Approved', owner: 'admin@demo.in', reason: null },
    ]);
    assert.equal((await owner.get(resourceUrl('Profile Review'))).statusCode, 403, 'the log is the case manager’s');

    const assigned = await manager.post('/api/method/arbitroute.api.react_api.assign_neutral', { docname: draftClaim.name, arbitrator: email });
    assert.equal(assigned.statusCode, 200, assigned.body);
  });
});
