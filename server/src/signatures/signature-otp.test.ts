import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames } from '../test/demo-cases';
import { createTestApp, resourceUrl, signInDemo, TEST_DB, type TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';

describe(`confirming an award's signature with a code sent by SMS (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  let award: string;

  const lastCode = async () => {
    const { rows } = await app.services.db.query<{ to: string; text: string; reference_name: string }>(
      `SELECT "to", "text", "reference_name" FROM "tabSMS Log" WHERE "reference_doctype" = 'Award' ORDER BY "creation" DESC LIMIT 1`,
    );
    return { ...rows[0], code: /^(\d{6}) /.exec(rows[0]?.text ?? '')?.[1] ?? '' };
  };

  before(async () => {
    app = await createTestApp({ demoData: true, demoAwards: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'medarb']));
    const { rows } = await app.services.db.query<{ name: string }>(
      `SELECT "name" FROM "tabAward" WHERE "award_letter" IS NOT NULL AND "signature_confirmed_by" IS NULL ORDER BY "creation" LIMIT 1`,
    );
    award = rows[0].name;
  });
  after(() => app.close());

  it('sends 6 digits to the registered mobile, signs once with them, and records the confirmation in the audit trail', async () => {
    const sent = await messageOf<{ sent_to: string; expires_in: number }>(callApi(as.arbitrator, 'request_signature_otp', { award }));
    assert.equal(sent.sent_to, '******0003');
    assert.equal(sent.expires_in, 300);
    const sms = await lastCode();
    assert.equal(sms.to, '9800000003');
    assert.equal(sms.reference_name, award);
    assert.match(sms.code, /^\d{6}$/);
    // Another code only after 30 seconds.
    assert.equal((await callApi(as.arbitrator, 'request_signature_otp', { award })).statusCode, 417);

    const wrong = sms.code === '000000' ? '000001' : '000000';
    const refused = await callApi(as.arbitrator, 'sign_award', { award, otp: wrong });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.body, /Incorrect code: the award was not signed/);
    await messageOf(callApi(as.arbitrator, 'sign_award', { award, otp: sms.code }));
    const row = (await app.services.db.query<{ signature_confirmed_by: string }>(`SELECT "signature_confirmed_by" FROM "tabAward" WHERE "name" = $1`, [award])).rows[0];
    assert.equal(row.signature_confirmed_by, 'arbitrator@demo.in');
    const trail = await app.services.db.query(`SELECT 1 FROM "tabAudit Trail" WHERE "ref_doctype" = 'Award' AND "docname" = $1 AND "fieldname" = 'signature_confirmed_by' AND "owner" = 'arbitrator@demo.in'`, [award]);
    assert.equal(trail.rows.length, 1);

    // Used once: the same code again is refused.
    const again = await callApi(as.arbitrator, 'sign_award', { award, otp: sms.code });
    assert.equal(again.statusCode, 403);
    assert.match(again.body, /expired or was used/);
    await app.services.limits.loginPerAccount.reset('arbitrator@demo.in');
  });

  it('refuses a code to anyone but the case\'s neutral, and limits wrong codes like wrong passwords', async () => {
    assert.equal((await callApi(as.claimant, 'request_signature_otp', { award })).statusCode, 403);
    assert.ok([403, 404].includes((await callApi(as.medarb, 'request_signature_otp', { award })).statusCode));
    for (let i = 0; i < 5; i += 1) assert.equal((await callApi(as.arbitrator, 'sign_award', { award, otp: `12345${i}` })).statusCode, 403);
    assert.equal((await callApi(as.arbitrator, 'sign_award', { award, otp: '123456' })).statusCode, 429);
    await app.services.limits.loginPerAccount.reset('arbitrator@demo.in');
  });

  it('does not sign with an expired code', async () => {
    await app.services.db.query(`UPDATE "__signature_otp" SET "sent" = 0`);
    await messageOf(callApi(as.arbitrator, 'request_signature_otp', { award }));
    const { code } = await lastCode();
    await app.services.db.query(`UPDATE "__signature_otp" SET "expires" = 1`);
    const expired = await callApi(as.arbitrator, 'sign_award', { award, otp: code });
    assert.equal(expired.statusCode, 403);
    assert.match(expired.body, /expired/);
    await app.services.limits.loginPerAccount.reset('arbitrator@demo.in');
  });

  it('confirms a neutral\'s fee invoice with a code too; the confirmation binds what it bills', async () => {
    const cases = await demoCaseNames(app);
    const created = await as.arbitrator.post(resourceUrl('Invoice'), { claim: cases.claimWithHearing, purpose: 'Arbitrator fee', amount: 40000, invoice_status: 'Unpaid' });
    assert.equal(created.statusCode, 200, created.body);
    const invoice = created.json().data.name as string;
    assert.equal((await callApi(as.claimant, 'sign_invoice', { invoice, password: 'x' })).statusCode, 403);
    await messageOf(callApi(as.arbitrator, 'request_signature_otp', { invoice }));
    const sms = await app.services.db.query<{ text: string }>(`SELECT "text" FROM "tabSMS Log" WHERE "reference_doctype" = 'Invoice' AND "reference_name" = $1`, [invoice]);
    const code = /^(\d{6}) /.exec(sms.rows[0].text)![1];
    await messageOf(callApi(as.arbitrator, 'sign_invoice', { invoice, otp: code }));
    const row = (await app.services.db.query<{ signature_confirmed_by: string; signature_confirmed_hash: string }>(`SELECT "signature_confirmed_by", "signature_confirmed_hash" FROM "tabInvoice" WHERE "name" = $1`, [invoice])).rows[0];
    assert.equal(row.signature_confirmed_by, 'arbitrator@demo.in');
    assert.match(row.signature_confirmed_hash, /^[0-9a-f]{64}$/);
    // A change of what it bills undoes the confirmation: nothing says "signed by you" over an invoice the neutral did not sign.
    const remarked = await as.arbitrator.put(resourceUrl('Invoice', invoice), { remarks: 'Sent by post' });
    assert.equal(remarked.statusCode, 200, remarked.body);
    assert.equal(remarked.json().data.signature_confirmed_by, 'arbitrator@demo.in', 'a remark is not what was signed');
    const changed = await as.arbitrator.put(resourceUrl('Invoice', invoice), { amount: 45000 });
    assert.equal(changed.statusCode, 200, changed.body);
    const undone = (await app.services.db.query(`SELECT "signature_confirmed_by", "signature_confirmed_on", "signature_confirmed_hash" FROM "tabInvoice" WHERE "name" = $1`, [invoice])).rows[0];
    assert.deepEqual({ ...undone }, { signature_confirmed_by: null, signature_confirmed_on: null, signature_confirmed_hash: null });
  });
});
