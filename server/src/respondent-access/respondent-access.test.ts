import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { configureRespondentAccess } from './config';
import { FIELD_MESSAGES } from 'shared-api/schemas';

const LOOKUP = '/api/method/arbitroute.api.react_api.get_claim_and_respondent_info';
const RESEND = '/api/method/arbitroute.api.react_api.generate_otp';
const VERIFY = '/api/method/arbitroute.api.react_api.verify_otp';
const CASE_TYPE = '/api/method/arbitroute.api.react_api.update_case_type';
const MINUTE = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');
const localDatetime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

describe(`respondent access: case lookup, OTP by SMS, verify (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let admin: TestClient;
  let claimant: TestClient;
  let arbitrator: TestClient;
  let now: number;
  let nextIp = 1;
  /** Every reply any test received, to prove no code ever leaves the server except by SMS. */
  const replies: string[] = [];
  /** Every code the SMS outbox received. */
  const codes = new Set<string>();

  /** A guest browser on its own IP (per-IP limits stay out of the way unless a test wants them). */
  const guest = () => new TestClient(app, `10.0.0.${nextIp++}`);
  const seen = (response: LightMyRequestResponse) => {
    replies.push(response.body, JSON.stringify(response.headers));
    return response;
  };
  const lookup = async (client: TestClient, query: Record<string, string>) => seen(await client.get(`${LOOKUP}?${new URLSearchParams(query)}`));
  const resend = async (client: TestClient, body: Record<string, string>) => seen(await client.post(RESEND, body));
  const verify = async (client: TestClient, body: Record<string, string>) => seen(await client.post(VERIFY, body));

  /** The e2e way: the latest SMS to this mobile, read through a System Manager session. */
  async function smsTo(mobile: string): Promise<{ text: string; count: number }> {
    const response = await admin.get(
      resourceUrl('SMS Log', undefined, { filters: [['to', '=', mobile]], fields: ['name', 'text', 'creation'], order_by: 'creation desc', limit_page_length: 0 }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const rows = response.json().data as { text: string }[];
    return { text: rows[0]?.text ?? '', count: rows.length };
  }
  async function codeFor(mobile: string): Promise<string> {
    const { text } = await smsTo(mobile);
    const code = /^(\d{6}) is your one-time code/.exec(text)?.[1];
    assert.ok(code, `no code in "${text}"`);
    codes.add(code);
    return code;
  }
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function newCase(doctype: 'Claim' | 'Dispute', rows: Record<string, unknown>[], stage = 'Awaiting Reply'): Promise<string> {
    const doc = await insertDoc(
      contextFor(app.services, SYSTEM_USER),
      doctype,
      { stage, user_email_id: 'claimant@demo.in', respondent_table: rows.map((row) => ({ respondent_type: 'Individual', name1: 'Test', ...row })) },
      { ignorePermissions: true },
    );
    return doc.name as string;
  }

  /** Lookup + verify; returns the logged-in respondent browser. */
  async function logIn(caseName: string, mobile: string, role = 'Borrower', type = 'claim_id'): Promise<{ client: TestClient; reply: LightMyRequestResponse }> {
    const client = guest();
    const found = await lookup(client, { [type]: caseName, mobile, role });
    assert.equal(found.statusCode, 200, found.body);
    const reply = await verify(client, { [type]: caseName, mobile, otp: await codeFor(mobile) });
    assert.equal(reply.statusCode, 200, reply.body);
    client.csrfToken = reply.json().message.csrf_token;
    return { client, reply };
  }

  const caseRow = async (doctype: string, name: string) => {
    const { rows } = await app.services.db.query<{ respondent_log_time: string | null }>(`SELECT "respondent_log_time"::text AS "respondent_log_time" FROM "tab${doctype}" WHERE "name" = $1`, [name]);
    return rows[0];
  };

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    admin = new TestClient(app);
    await admin.login('admin@demo.in');
    claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    arbitrator = new TestClient(app);
    await arbitrator.login('arbitrator@demo.in');
  });
  beforeEach(() => {
    // Each test starts well after the last one's codes, windows and locks.
    now = Math.max(Date.now(), (now ?? 0) + 31 * MINUTE);
    configureRespondentAccess(app.services, { now: () => now });
  });
  after(async () => {
    // No reply ever carried a code that was texted.
    assert.ok(codes.size >= 10, `only ${codes.size} codes seen`);
    for (const code of codes) for (const body of replies) assert.ok(!body.includes(code), `a reply contains the OTP ${code}: ${body}`);
    await app.close();
  });

  it('texts a code for a matching case and respondent; the reply never has it', async () => {
    const client = guest();
    const response = await lookup(client, { claim_id: cases.claimWithHearing, mobile: '9000010301', email: 'Accounts@PatilAgro.example.in', role: 'Borrower' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      message: {
        sent: true,
        case: cases.claimWithHearing,
        doctype: 'Claim',
        masked_mobile: '******0301',
        expires_in: 60,
        resend_after: 60,
        claim_info: { name: cases.claimWithHearing },
      },
    });
    const code = await codeFor('9000010301');
    assert.match(code, /^\d{6}$/);
    assert.ok(!response.body.includes(code));
    const { text } = await smsTo('9000010301');
    assert.ok(text.includes(cases.claimWithHearing), text);
    // Only a hash is stored.
    const { rows } = await app.services.db.query<Record<string, unknown>>(`SELECT * FROM "__respondent_otp"`);
    assert.ok(rows.length > 0);
    assert.ok(!JSON.stringify(rows).includes(code));
  });

  it('answers an unknown case, a wrong mobile, role or e-mail, and a draft case all alike (401 Invalid credentials)', async () => {
    const client = guest();
    const bodies = new Set<string>();
    const attempts: Record<string, string>[] = [
      { claim_id: 'ARB-99999', mobile: '9000010301', role: 'Borrower' },
      { claim_id: cases.claimWithHearing, mobile: '9000019999', role: 'Borrower' },
      { claim_id: cases.claimWithHearing, mobile: '9000010301', role: 'Guarantor' },
      { claim_id: cases.claimWithHearing, mobile: '9000010301', role: 'Borrower', email: 'someone@example.in' },
      { claim_id: cases.claimWithHearing, mobile: '9000010202', role: 'Borrower' },
      { claim_id: cases.draftClaim, mobile: '9000010101', role: 'Borrower' },
      { dispute_id: cases.claimWithHearing, mobile: '9000010301', role: 'Borrower' },
      { claim_id: 'not a case', mobile: '9000010301', role: 'Borrower' },
    ];
    for (const query of attempts) {
      const response = await lookup(client, query);
      assert.equal(response.statusCode, 401, JSON.stringify(query));
      assert.equal(errorOf(response).exc_type, 'AuthenticationError');
      assert.equal(errorOf(response).message, 'Invalid credentials');
      bodies.add(response.body);
    }
    assert.equal(bodies.size, 1, [...bodies].join('\n'));
    assert.equal((await smsTo('9000010101')).count, 0);
  });

  it('checks the form: mobile of 10 digits and a role are required', async () => {
    const client = guest();
    const noMobile = await lookup(client, { claim_id: cases.claimWithHearing, role: 'Borrower' });
    assert.equal(noMobile.statusCode, 417);
    const short = await lookup(client, { claim_id: cases.claimWithHearing, mobile: '90000', role: 'Borrower' });
    assert.equal(short.statusCode, 417);
    assert.equal(errorOf(short).message, 'Mobile number must have exactly 10 digits');
    const noRole = await lookup(client, { claim_id: cases.claimWithHearing, mobile: '9000010302' });
    assert.equal(noRole.statusCode, 417);
    assert.equal(errorOf(noRole).exc_type, 'MandatoryError');
    const noCase = await lookup(client, { mobile: '9000010302', role: 'Guarantor' });
    assert.equal(noCase.statusCode, 417);
  });

  it('finds the respondent by the mobile however it is typed (+91, 0091, 91, 0, spaces) and refuses, never cuts, anything else', async () => {
    const name = await newCase('Claim', [
      { contact_type: 'Borrower', mobile: '+91 91111 00009', add_lawyer: 'Adv. Meena Rao', phone_no: '091111 00010' },
    ]);
    // The filing stores the 10 digits; the login normalises the same way to find them.
    const { rows } = await app.services.db.query<{ mobile: string; phone_no: string }>(`SELECT "mobile", "phone_no" FROM "tabRespondent Table" WHERE "parent" = $1`, [name]);
    assert.deepEqual(rows, [{ mobile: '9111100009', phone_no: '9111100010' }]);
    for (const typed of ['09111100009', '0091 91111 00009', '91-91111-00009', '+91 91111 00009']) {
      now += 31 * MINUTE;
      const found = await lookup(guest(), { claim_id: name, mobile: typed, role: 'Borrower' });
      assert.equal(found.statusCode, 200, `${typed}: ${found.body}`);
      assert.equal(found.json().message.masked_mobile, '******0009');
    }
    const client = guest();
    const reply = await verify(client, { claim_id: name, mobile: '+91 91111 00009', otp: await codeFor('9111100009') });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(client.cookies.get('user_id'), `respondent:${name}:9111100009`);
    now += 31 * MINUTE;
    assert.equal((await lookup(guest(), { claim_id: name, mobile: '0 91111 00010', is_advocate: '1' })).statusCode, 200);

    const refused = async (mobile: string) => errorOf(await lookup(guest(), { claim_id: name, mobile, role: 'Borrower' })).message;
    assert.equal(await refused('91111000091'), 'Mobile number must have exactly 10 digits');
    assert.equal(await refused('+91 91111 0000'), 'Mobile number must have exactly 10 digits');
    assert.equal(await refused('5111100009'), FIELD_MESSAGES.mobileStart);
    assert.equal(await refused('  '), 'Mobile number is required');
  });

  it('texts the code in the language the respondent reads the portal in, and refuses a language it has not', async () => {
    const client = guest();
    const found = await lookup(client, { claim_id: cases.claimWithHearing, mobile: '9000010301', role: 'Borrower', language: 'hi' });
    assert.equal(found.statusCode, 200, found.body);
    const { text } = await smsTo('9000010301');
    const code = /^(\d{6}) ODR पोर्टल पर केस (\S+) के लिए आपका एक बार का कोड \(OTP\) है।/.exec(text);
    assert.ok(code, text);
    assert.equal(code[2], cases.claimWithHearing);
    codes.add(code[1]);
    const unknown = await lookup(guest(), { claim_id: cases.claimWithHearing, mobile: '9000010301', role: 'Borrower', language: 'xx' });
    assert.equal(unknown.statusCode, 417);
    assert.match(errorOf(unknown).message, /Unsupported language/);
  });

  it('limits failed lookups per IP', async () => {
    const client = guest();
    for (let i = 0; i < 10; i += 1) assert.equal((await lookup(client, { claim_id: 'ARB-99999', mobile: '9000010301', role: 'Borrower' })).statusCode, 401);
    const blocked = await lookup(client, { claim_id: cases.claimWithHearing, mobile: '9000010302', role: 'Guarantor' });
    assert.equal(blocked.statusCode, 429);
    assert.equal(errorOf(blocked).exc_type, 'TooManyRequestsError');
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    assert.equal((await lookup(guest(), { claim_id: cases.claimWithHearing, mobile: '9000010302', role: 'Guarantor' })).statusCode, 200);
    now += 15 * MINUTE + 1000;
    assert.equal((await lookup(client, { claim_id: 'ARB-99999', mobile: '9000010301', role: 'Borrower' })).statusCode, 401);
  });

  it('keeps the SMS Log to System Managers, who cannot change it either', async () => {
    const { client: respondent } = await logIn(cases.assignedClaim, '9000010203', 'co-borrower');
    for (const client of [guest(), claimant, arbitrator, respondent]) {
      const list = await client.get(resourceUrl('SMS Log'));
      assert.equal(list.statusCode, 403, list.body);
      assert.equal((await client.get('/api/method/frappe.client.get_count?doctype=SMS%20Log')).statusCode, 403);
    }
    const all = await admin.get(resourceUrl('SMS Log', undefined, { fields: ['name', 'to', 'text', 'status', 'reference_doctype', 'reference_name'], limit_page_length: 0 }));
    assert.equal(all.statusCode, 200);
    const row = all.json().data.find((entry: { to: string }) => entry.to === '9000010203');
    assert.equal(row.status, 'Not Sent');
    assert.equal(row.reference_doctype, 'Claim');
    assert.equal(row.reference_name, cases.assignedClaim);
    assert.equal((await admin.put(resourceUrl('SMS Log', row.name), { text: 'forged' })).statusCode, 403);
    assert.equal((await admin.delete(resourceUrl('SMS Log', row.name))).statusCode, 403);
    assert.equal((await admin.post(resourceUrl('SMS Log'), { to: '9000000000', text: 'x' })).statusCode, 403);
  });

  it('opens a session bound to exactly that case on the right code', async () => {
    const client = guest();
    await lookup(client, { claim_id: cases.claimWithHearing, mobile: '9000010301', role: 'Borrower' });
    const code = await codeFor('9000010301');
    const response = await verify(client, { claim_id: cases.claimWithHearing, mobile: '9000010301', otp: code });
    assert.equal(response.statusCode, 200, response.body);
    const message = response.json().message;
    assert.deepEqual({ ...message, csrf_token: typeof message.csrf_token }, {
      success: true,
      case: cases.claimWithHearing,
      doctype: 'Claim',
      csrf_token: 'string',
      respondent: { name: 'Patil Agro Traders', contact_type: 'Borrower' },
    });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid') as { httpOnly?: boolean; sameSite?: string; path?: string } | undefined;
    assert.ok(sid?.httpOnly, 'sid is HttpOnly');
    assert.equal(sid?.sameSite, 'Lax');
    assert.equal(client.cookies.get('user_id'), `respondent:${cases.claimWithHearing}:9000010301`);
    client.csrfToken = message.csrf_token;

    // The code is used up.
    const again = await verify(guest(), { claim_id: cases.claimWithHearing, mobile: '9000010301', otp: code });
    assert.equal(again.statusCode, 417);

    // What the session reaches: its case, its hearing and documents; nothing of other cases.
    assert.equal((await client.get('/api/method/frappe.auth.get_logged_user')).json().message, `respondent:${cases.claimWithHearing}:9000010301`);
    const own = await client.get(resourceUrl('Claim', cases.claimWithHearing));
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().data.respondent_log_time.slice(0, 19), localDatetime(now));
    const claims = await client.get(resourceUrl('Claim', undefined, { limit_page_length: 0 }));
    assert.deepEqual(claims.json().data.map((row: { name: string }) => row.name), [cases.claimWithHearing]);
    const hearings = await client.get(resourceUrl('Hearing', undefined, { fields: ['name', 'claim'], limit_page_length: 0 }));
    assert.equal(hearings.statusCode, 200);
    assert.equal(hearings.json().data.length, 1);
    assert.equal(hearings.json().data[0].claim, cases.claimWithHearing);
    const document = await client.post(resourceUrl('Arbitration Document'), { claim: cases.claimWithHearing, document_type: 'Response' });
    assert.equal(document.statusCode, 200, document.body);
    const documents = await client.get(resourceUrl('Arbitration Document', undefined, { fields: ['name', 'claim'], limit_page_length: 0 }));
    assert.ok(documents.json().data.every((row: { claim: string }) => row.claim === cases.claimWithHearing));
    assert.ok(documents.json().data.length >= 1);
    assert.equal((await client.get(resourceUrl('Claim', cases.assignedClaim))).statusCode, 404);
    assert.equal((await client.get(resourceUrl('Dispute', cases.assignedDispute))).statusCode, 404);
    assert.equal((await client.put(resourceUrl('Claim', cases.assignedClaim), { respondent_status: 'Active' })).statusCode, 404);
    assert.equal((await client.put(resourceUrl('Claim', cases.claimWithHearing), { venue: 'Nashik' })).statusCode, 403);
    const status = await client.put(resourceUrl('Claim', cases.claimWithHearing), { respondent_status: 'Active' });
    assert.equal(status.statusCode, 200, status.body);
    assert.equal((await client.get(resourceUrl('Invoice'))).statusCode, 403);
  });

  it('replaces a session the browser already had', async () => {
    const client = new TestClient(app, `10.0.1.${nextIp++}`);
    await client.login('claimant@demo.in');
    const before = client.cookies.get('sid');
    await lookup(client, { claim_id: cases.claimWithHearing, mobile: '9000010302', role: 'Guarantor' });
    const response = await verify(client, { claim_id: cases.claimWithHearing, mobile: '9000010302', otp: await codeFor('9000010302') });
    assert.equal(response.statusCode, 200, response.body);
    assert.notEqual(client.cookies.get('sid'), before);
    const stale = new TestClient(app);
    stale.cookies.set('sid', before!);
    assert.equal((await stale.get('/api/method/frappe.auth.get_logged_user')).statusCode, 403);
  });

  it('refuses a wrong code (417 Invalid OTP) and an expired one', async () => {
    const client = guest();
    const query = { claim_id: cases.assignedClaim, mobile: '9000010202', role: 'Borrower' };
    await lookup(client, query);
    const code = await codeFor('9000010202');
    const wrong = await verify(client, { ...query, otp: otherCode(code) });
    assert.equal(wrong.statusCode, 417);
    assert.equal(errorOf(wrong).exc_type, 'ValidationError');
    assert.equal(errorOf(wrong).message, 'Invalid OTP');
    assert.equal((await verify(client, { ...query, otp: '12ab' })).statusCode, 417);
    now += 60_000;
    const expired = await verify(client, { ...query, otp: code });
    assert.equal(expired.statusCode, 417);
    assert.equal(errorOf(expired).message, 'OTP has expired. Please request a new one.');
    assert.equal(client.cookies.get('sid'), undefined);
    // A code for another case or mobile is just invalid.
    assert.equal(errorOf(await verify(client, { claim_id: cases.medArbClaim, mobile: '9000010202', otp: code })).message, 'Invalid OTP');
  });

  it('locks a case + mobile for 15 minutes after 5 wrong codes, even against the right code', async () => {
    const name = await newCase('Claim', [{ contact_type: 'Borrower', mobile: '9111100001' }]);
    const client = guest();
    const query = { claim_id: name, mobile: '9111100001', role: 'Borrower' };
    await lookup(client, query);
    const code = await codeFor('9111100001');
    for (let i = 0; i < 4; i += 1) assert.equal(errorOf(await verify(client, { ...query, otp: otherCode(code) })).message, 'Invalid OTP');
    const fifth = await verify(guest(), { ...query, otp: otherCode(code) });
    assert.equal(fifth.statusCode, 429, fifth.body);
    assert.equal(fifth.headers['retry-after'], '900');
    const right = await verify(guest(), { ...query, otp: code });
    assert.equal(right.statusCode, 429);
    assert.equal(errorOf(right).exc_type, 'TooManyRequestsError');
    const relookup = await lookup(guest(), query);
    assert.equal(relookup.statusCode, 429);
    assert.ok(Number(relookup.headers['retry-after']) <= 900);
    assert.equal((await resend(guest(), query)).statusCode, 429);
    now += 14 * MINUTE;
    assert.equal((await verify(guest(), { ...query, otp: code })).statusCode, 429);
    assert.equal((await lookup(guest(), query)).statusCode, 429);
    now += MINUTE + 1000;
    // The old code died with the lock; a new lookup starts over.
    assert.equal((await verify(guest(), { ...query, otp: code })).statusCode, 417);
    const fresh = guest();
    assert.equal((await lookup(fresh, query)).statusCode, 200);
    assert.equal((await verify(fresh, { ...query, otp: await codeFor('9111100001') })).statusCode, 200);
  });

  it('counts every one of many wrong codes sent at once', async () => {
    const name = await newCase('Claim', [{ contact_type: 'Borrower', mobile: '9111100008' }]);
    const query = { claim_id: name, mobile: '9111100008', role: 'Borrower' };
    await lookup(guest(), query);
    const code = await codeFor('9111100008');
    const wrong = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const statuses = (await Promise.all(wrong.map((otp) => verify(guest(), { ...query, otp })))).map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 417).length, 4, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 429).length, 6, statuses.join(','));
    assert.equal((await verify(guest(), { ...query, otp: code })).statusCode, 429);
  });

  it('limits resends: only after a lookup, not within 60 s, at most 3 in 15 minutes', async () => {
    const name = await newCase('Claim', [{ contact_type: 'Guarantor', mobile: '9111100002' }]);
    const client = guest();
    const pair = { claim_id: name, mobile: '9111100002' };
    const noLookup = await resend(client, pair);
    assert.equal(noLookup.statusCode, 401);
    assert.equal(errorOf(noLookup).message, 'Invalid credentials');

    assert.equal((await lookup(client, { ...pair, role: 'Guarantor' })).statusCode, 200);
    const first = await codeFor('9111100002');
    // The form sent again at once: the first code still works, no new SMS.
    const repeat = await lookup(client, { ...pair, role: 'Guarantor' });
    assert.equal(repeat.statusCode, 200);
    assert.equal(repeat.json().message.sent, false);
    assert.equal((await smsTo('9111100002')).count, 1);

    const early = await resend(client, pair);
    assert.equal(early.statusCode, 429);
    assert.equal(early.headers['retry-after'], '60');
    now += 30_000;
    assert.equal((await resend(client, pair)).headers['retry-after'], '30');

    const sent: string[] = [first];
    for (let i = 1; i <= 3; i += 1) {
      now += 60_000;
      const again = await resend(client, pair);
      assert.equal(again.statusCode, 200, again.body);
      assert.equal(again.json().message.sent, true);
      assert.equal(again.json().message.masked_mobile, '******0002');
      sent.push(await codeFor('9111100002'));
    }
    assert.equal((await smsTo('9111100002')).count, 4);
    now += 60_000;
    const fourth = await resend(client, pair);
    assert.equal(fourth.statusCode, 429);
    // The first send was at t0 and now is t0 + 30 s + 4 min: the window reopens at t0 + 15 min.
    assert.equal(fourth.headers['retry-after'], String(15 * 60 - 30 - 240));
    assert.equal((await lookup(client, { ...pair, role: 'Guarantor' })).statusCode, 429);

    // Only the latest code works (the previous ones were replaced).
    now += 15 * MINUTE;
    assert.equal((await resend(client, pair)).statusCode, 401, 'the pending lookup lapsed after 15 minutes');
    assert.equal((await lookup(client, { ...pair, role: 'Guarantor' })).statusCode, 200);
    const latest = await codeFor('9111100002');
    if (!sent.includes(latest)) assert.equal(errorOf(await verify(client, { ...pair, otp: sent[3] })).message, 'Invalid OTP');
    assert.equal((await verify(client, { ...pair, otp: latest })).statusCode, 200);
  });

  it('records respondent_log_time at login and at logout, and logout ends the session', async () => {
    const { client } = await logIn(cases.medArbClaim, '9000010401');
    assert.equal((await caseRow('Claim', cases.medArbClaim)).respondent_log_time?.slice(0, 19), localDatetime(now));
    now += 42 * MINUTE;
    const out = await client.post('/api/method/logout');
    assert.equal(out.statusCode, 200, out.body);
    assert.equal((await caseRow('Claim', cases.medArbClaim)).respondent_log_time?.slice(0, 19), localDatetime(now));
    assert.equal((await client.get(resourceUrl('Claim', cases.medArbClaim))).statusCode, 403);
    // Recorded in the case's audit trail in the respondent's name.
    const trail = await admin.get(
      resourceUrl('Audit Trail', undefined, { filters: [['docname', '=', cases.medArbClaim], ['fieldname', '=', 'respondent_log_time']], fields: ['owner'], limit_page_length: 0 }),
    );
    assert.equal(trail.json().data.length, 2);
    assert.ok(trail.json().data.every((row: { owner: string }) => row.owner === `respondent:${cases.medArbClaim}:9000010401`));
    // Ordinary logouts are unchanged.
    const user = new TestClient(app);
    await user.login('claimant@demo.in');
    assert.equal((await user.post('/api/method/logout')).statusCode, 200);
    assert.equal((await user.get('/api/method/frappe.auth.get_logged_user')).statusCode, 403);
  });

  it('opens a Dispute for a MED number', async () => {
    const client = guest();
    assert.equal((await lookup(client, { claim_id: cases.assignedDispute, mobile: '9000010601', role: 'Borrower' })).statusCode, 401);
    const found = await lookup(client, { dispute_id: cases.assignedDispute.toLowerCase(), mobile: '9000010601', role: 'Borrower' });
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(found.json().message.doctype, 'Dispute');
    assert.deepEqual(found.json().message.dispute_info, { name: cases.assignedDispute });
    const reply = await verify(client, { casenumber: cases.assignedDispute, type: 'dispute_id', mobile: '9000010601', otp: await codeFor('9000010601') });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(reply.json().message.doctype, 'Dispute');
    client.csrfToken = reply.json().message.csrf_token;
    assert.equal((await client.get(resourceUrl('Dispute', cases.assignedDispute))).statusCode, 200);
    assert.deepEqual((await client.get(resourceUrl('Claim'))).json().data, []);
    assert.equal((await caseRow('Dispute', cases.assignedDispute)).respondent_log_time?.slice(0, 19), localDatetime(now));
  });

  it("lets a respondent's advocate in by the advocate's number on the row", async () => {
    const name = await newCase('Claim', [
      { contact_type: 'Borrower', name1: 'Ravi', mobile: '9111100003', add_lawyer: 'Adv. Kavita Joshi', lawyer_email_id: 'kavita@law.example.in', phone_no: '9111100004' },
    ]);
    const client = guest();
    const wrongEmail = await lookup(client, { claim_id: name, mobile: '9111100004', is_advocate: '1', email: 'other@law.example.in' });
    assert.equal(wrongEmail.statusCode, 401);
    const found = await lookup(client, { claim_id: name, mobile: '9111100004', respondent_kind: 'Advocate', email: 'kavita@law.example.in' });
    assert.equal(found.statusCode, 200, found.body);
    const reply = await verify(client, { claim_id: name, mobile: '9111100004', otp: await codeFor('9111100004') });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json().message.respondent, { name: 'Adv. Kavita Joshi', contact_type: 'Advocate' });
    // As a respondent the advocate's number is not the borrower's.
    assert.equal((await lookup(guest(), { claim_id: name, mobile: '9111100004', role: 'Borrower' })).statusCode, 401);
  });

  it('refuses the code when the respondent was taken off the case in the meantime', async () => {
    const name = await newCase('Claim', [
      { contact_type: 'Borrower', mobile: '9111100005' },
      { contact_type: 'Guarantor', mobile: '9111100006' },
    ]);
    const client = guest();
    await lookup(client, { claim_id: name, mobile: '9111100006', role: 'Guarantor' });
    const code = await codeFor('9111100006');
    const doc = (await admin.get(resourceUrl('Claim', name))).json().data;
    const kept = await admin.put(resourceUrl('Claim', name), { respondent_table: doc.respondent_table.filter((row: { mobile: string }) => row.mobile !== '9111100006') });
    assert.equal(kept.statusCode, 200, kept.body);
    const response = await verify(client, { claim_id: name, mobile: '9111100006', otp: code });
    assert.equal(response.statusCode, 401);
    assert.equal(client.cookies.get('sid'), undefined);
  });

  it('limits wrong codes per IP across cases', async () => {
    configureRespondentAccess(app.services, { now: () => now, limits: { wrongCodesPerIp: { max: 3, windowMs: MINUTE } } });
    const client = guest();
    for (let i = 0; i < 3; i += 1) assert.equal((await verify(client, { claim_id: `ARB-0999${i}`, mobile: '9000010301', otp: '123456' })).statusCode, 417);
    const blocked = await verify(client, { claim_id: cases.claimWithHearing, mobile: '9000010301', otp: '123456' });
    assert.equal(blocked.statusCode, 429);
  });

  it('update_case_type tells a reader of the case which kind it is', async () => {
    assert.equal((await guest().post(CASE_TYPE, { claim_id: cases.claimWithHearing })).statusCode, 403);
    const { client } = await logIn(cases.claimWithHearing, '9000010302', 'Guarantor');
    const own = await client.post(CASE_TYPE, { claim_id: cases.claimWithHearing });
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(own.json().message, { case: cases.claimWithHearing, doctype: 'Claim', case_type: null, stage: 'Awaiting Reply' });
    assert.equal((await client.post(CASE_TYPE, {})).json().message.case, cases.claimWithHearing);
    assert.equal((await client.post(CASE_TYPE, { claim_id: cases.assignedClaim })).statusCode, 404);
    assert.equal((await client.post(CASE_TYPE, { claim_id: cases.assignedDispute })).statusCode, 404);
    const byClaimant = await claimant.post(CASE_TYPE, { claim_id: cases.assignedDispute });
    assert.equal(byClaimant.statusCode, 200, byClaimant.body);
    assert.equal(byClaimant.json().message.doctype, 'Dispute');
    // An arbitrator reads no disputes at all (403); another arbitrator's claim is not found (404).
    assert.equal((await arbitrator.post(CASE_TYPE, { claim_id: cases.assignedDispute })).statusCode, 403);
    assert.equal((await arbitrator.post(CASE_TYPE, { claim_id: cases.draftClaim })).statusCode, 404);
    assert.equal((await claimant.post(CASE_TYPE, {})).statusCode, 417);
  });

  it('texts through a configured SMS provider instead of the outbox', async () => {
    const texts: { to: string; text: string }[] = [];
    configureRespondentAccess(app.services, { now: () => now, sms: { send: async (to, text) => void texts.push({ to, text }) } });
    const name = await newCase('Dispute', [{ contact_type: 'Co-Borrower', mobile: '9111100007' }], 'Hearing');
    const client = guest();
    assert.equal((await lookup(client, { dispute_id: name, mobile: '+91 91111 00007', role: 'Co-Borrower' })).statusCode, 200);
    assert.equal(texts.length, 1);
    assert.equal(texts[0].to, '9111100007');
    assert.equal((await smsTo('9111100007')).count, 0);
    const code = /^(\d{6})/.exec(texts[0].text)![1];
    codes.add(code);
    assert.equal((await verify(client, { dispute_id: name, mobile: '9111100007', otp: code })).statusCode, 200);

    // A provider failure withdraws the code and does not count as a send.
    configureRespondentAccess(app.services, { now: () => now, sms: { send: async () => { throw new Error('provider down'); } } });
    const failed = await lookup(guest(), { dispute_id: name, mobile: '9111100007', role: 'Co-Borrower' });
    assert.equal(failed.statusCode, 500);
    configureRespondentAccess(app.services, { now: () => now, sms: { send: async (to, text) => void texts.push({ to, text }) } });
    const retried = await lookup(guest(), { dispute_id: name, mobile: '9111100007', role: 'Co-Borrower' });
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(retried.json().message.sent, true);
    codes.add(/^(\d{6})/.exec(texts[1].text)![1]);
  });
});
