import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, resourceUrl, TEST_DB, TestClient, signInDemo } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';

type Row = Record<string, any>;
const METHOD = '/api/method/arbitroute.api.react_api';

describe(`a respondent's language is kept on their row and used for later texts (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  let nextIp = 1;

  const claimDoc = async (name: string) => (await as.admin.get(resourceUrl('Claim', name))).json().data as Row;
  const languageOf = async (row: string) =>
    (await app.services.db.query<{ preferred_language: string | null }>(`SELECT "preferred_language" FROM "tabRespondent Table" WHERE "name" = $1`, [row])).rows[0]
      ?.preferred_language;
  async function latestSms(mobile: string): Promise<string> {
    const response = await as.admin.get(resourceUrl('SMS Log', undefined, { filters: [['to', '=', mobile]], fields: ['text', 'creation'], order_by: 'creation desc', limit_page_length: 1 }));
    return (response.json().data as { text: string }[])[0]?.text ?? '';
  }

  /** The portal's login: case number + mobile + role (+ language), then the code from the SMS. */
  async function logIn(caseName: string, row: Row, language?: string): Promise<TestClient> {
    const client = new TestClient(app, `10.1.0.${nextIp++}`);
    const extra: Record<string, string> = language ? { language } : {};
    const found = await client.get(`${METHOD}.get_claim_and_respondent_info?${new URLSearchParams({ claim_id: caseName, mobile: row.mobile, role: row.contact_type, ...extra })}`);
    assert.equal(found.statusCode, 200, found.body);
    const code = /^(\d{6})/.exec(await latestSms(row.mobile))?.[1];
    assert.ok(code);
    const verified = await client.post(`${METHOD}.verify_otp`, { claim_id: caseName, mobile: row.mobile, otp: code, ...extra });
    assert.equal(verified.statusCode, 200, verified.body);
    client.csrfToken = verified.json().message.csrf_token;
    return client;
  }

  async function sendSms(caseName: string, rows: Row[]): Promise<void> {
    const created = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), { claim: caseName, dispatch_details: rows.map((row) => ({ ...row, channel: 'SMS' })) });
    assert.equal(created.statusCode, 200, created.body);
    const sent = await messageOf(callApi(as.arbitrator, 'send_dispatch', { doctype: 'FHN And MOM Dispatch', name: created.json().data.name }));
    assert.equal(sent.queued, rows.length);
  }

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'admin']));
  });
  after(async () => {
    await app.close();
  });

  it('a respondent who logs in in Hindi gets the hearing notice SMS in Hindi; a claimant row and anyone who chose nothing get English', async () => {
    const claim = await claimDoc(cases.assignedClaim);
    const respondent = claim.respondent_table[0] as Row;
    assert.equal(await languageOf(respondent.name), null, 'nothing recorded before a login');
    await logIn(cases.assignedClaim, respondent, 'hi');
    assert.equal(await languageOf(respondent.name), 'hi');

    await sendSms(cases.assignedClaim, [
      { dispatched_to: 'Respondent', party_type: 'Respondent', party_row: respondent.name, mobile: respondent.mobile },
      { dispatched_to: 'Lender', party_type: 'Claimant', party_row: claim.claimant_table[0]?.name, mobile: '9000019999' },
    ]);
    const hindi = await latestSms(respondent.mobile);
    // One sentence that agrees with every kind of dispatch (feminine notices, a masculine award), and service is तामील, never सेवा.
    assert.match(hindi, /^केस .* में ये दस्तावेज़ आप पर तामील किए \(आपको भेजे\) गए हैं: पहली सुनवाई की सूचना और कार्यवृत्त।/);
    assert.doesNotMatch(hindi, /सेवा/);
    assert.ok(hindi.includes(cases.assignedClaim), 'the case number stays as it is');
    assert.match(hindi, /#\/Respondentlogin\//);
    assert.match(await latestSms('9000019999'), /^First hearing notice & minutes in case .* has been served on you/);
  });

  it('an unknown language at login is refused before the code is checked, and the code still works', async () => {
    const claim = await claimDoc(cases.assignedClaim);
    const respondent = claim.respondent_table[0] as Row;
    const client = new TestClient(app, `10.1.0.${nextIp++}`);
    const who = { claim_id: cases.assignedClaim, mobile: respondent.mobile, role: respondent.contact_type };
    // A code of its own, a minute after any earlier one for this case and mobile.
    await app.services.db.query(`DELETE FROM "__respondent_otp"`);
    assert.equal((await client.get(`${METHOD}.get_claim_and_respondent_info?${new URLSearchParams(who)}`)).statusCode, 200);
    const code = /^(\d{6})/.exec(await latestSms(respondent.mobile))?.[1];
    assert.ok(code);
    const refused = await client.post(`${METHOD}.verify_otp`, { ...who, otp: code, language: 'xx' });
    assert.equal(refused.statusCode, 417, refused.body);
    const verified = await client.post(`${METHOD}.verify_otp`, { ...who, otp: code });
    assert.equal(verified.statusCode, 200, `the code was not used up: ${verified.body}`);
  });

  it('switching while logged in records the new language; an English login records English', async () => {
    const claim = await claimDoc(cases.assignedClaim);
    const respondent = claim.respondent_table[0] as Row;
    const client = await logIn(cases.assignedClaim, respondent);
    assert.equal(await languageOf(respondent.name), 'hi', 'a login without a language leaves the choice as it was');
    const set = await client.post(`${METHOD}.set_respondent_language`, { language: 'en' });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json().message, { recorded: true, language: 'en' });
    assert.equal(await languageOf(respondent.name), 'en');
    await sendSms(cases.assignedClaim, [{ dispatched_to: 'Respondent', party_type: 'Respondent', party_row: respondent.name, mobile: respondent.mobile }]);
    assert.match(await latestSms(respondent.mobile), /^First hearing notice & minutes in case /);
    assert.equal((await client.post(`${METHOD}.set_respondent_language`, { language: 'xx' })).statusCode, 417, 'an unknown language is refused');
    assert.equal((await client.post(`${METHOD}.set_respondent_language`, { language: 'hi' })).statusCode, 200);
    assert.equal(await languageOf(respondent.name), 'hi');
  });

  it('nobody else sets it: not the method, not a save of the case or of the row', async () => {
    const claim = await claimDoc(cases.assignedClaim);
    const respondent = claim.respondent_table[0] as Row;
    assert.equal(await languageOf(respondent.name), 'hi');
    for (const who of ['claimant', 'arbitrator', 'admin']) {
      const refused = await as[who].post(`${METHOD}.set_respondent_language`, { language: 'en' });
      assert.equal(refused.statusCode, 403, `${who}: ${refused.body}`);
    }
    assert.equal((await new TestClient(app).post(`${METHOD}.set_respondent_language`, { language: 'en' })).statusCode, 403, 'a guest');
    // The case manager may edit the row, but the language stays the respondent's.
    const row = await as.admin.put(resourceUrl('Respondent Table', respondent.name), { landmark: 'Near the bus stand', preferred_language: 'en' });
    assert.equal(row.statusCode, 200, row.body);
    assert.equal(await languageOf(respondent.name), 'hi');
    const whole = await as.admin.put(resourceUrl('Claim', cases.assignedClaim), { respondent_table: claim.respondent_table.map((r: Row) => ({ ...r, preferred_language: 'en' })) });
    assert.equal(whole.statusCode, 200, whole.body);
    assert.equal(await languageOf(respondent.name), 'hi');
  });
});
