import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { acceptanceStatement, addCalendarDays, todayInIndia } from 'shared-api/rules';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { createTestApp, resourceUrl, respondentClient, TEST_DB, TestClient } from '../test/helpers';
import { callApi } from '../test/methods';

describe(`settling from the notice (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  let claim: string;
  const mobile = '9333300001';
  const validUntil = addCalendarDays(todayInIndia(), 30);

  before(async () => {
    app = await createTestApp({ demoData: true });
    for (const who of ['claimant', 'admin']) {
      as[who] = new TestClient(app);
      await as[who].login(`${who}@demo.in`);
    }
    const saved = await insertDoc(contextFor(app.services, SYSTEM_USER), 'Claim', {
      user_email_id: 'claimant@demo.in', lawyer_email: 'lawyer@demo.in', arbitrator: 'arbitrator@demo.in', arbitration_agreement_number: 'ACCEPT/1',
      stage: 'Awaiting Reply', disputed_value: 1_00_000,
      claimant_table: [{ customer_type: 'Enterprise', company_name: 'Accept Finance Ltd', email: 'claimant@demo.in', mobile: '9800011111' }],
      respondent_table: [{ respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Accept', fathers_name: 'Test', mobile }],
    }, { ignorePermissions: true });
    claim = saved.name as string;
    as.tab1 = await respondentClient(app, { doctype: 'Claim', name: claim }, mobile);
    as.tab2 = await respondentClient(app, { doctype: 'Claim', name: claim }, mobile);
  });
  after(() => app.close());

  const codeFor = async () => {
    const rows = (await as.admin.get(resourceUrl('SMS Log', undefined, { filters: [['to', '=', mobile]], fields: ['text'], order_by: 'creation desc', limit_page_length: 1 }))).json().data;
    const code = /^(\d{6}) is your code to accept/.exec(rows[0]?.text ?? '')?.[1];
    assert.ok(code, rows[0]?.text);
    return code;
  };

  it('accepts with a fresh SMS code, records the statement and its hash; of two tabs one wins', async () => {
    const offer = (await as.claimant.post(resourceUrl('Settlement Offer'), { claim, offer_type: 'One-time', amount: 75_000, valid_until: validUntil })).json().data;
    const shown = acceptanceStatement(claim, offer, 'en');
    const sent = await callApi(as.tab1, 'request_settlement_code', { offer: offer.name });
    assert.equal(sent.statusCode, 200, sent.body);
    const code = await codeFor();
    const changed = await callApi(as.tab1, 'accept_settlement_offer', { offer: offer.name, code, shown_text: shown.replace('75,000', '70,000') });
    assert.notEqual(changed.statusCode, 200, 'a statement other than the terms is refused');
    const [first, second] = await Promise.all([
      callApi(as.tab1, 'accept_settlement_offer', { offer: offer.name, code, shown_text: shown }),
      callApi(as.tab2, 'accept_settlement_offer', { offer: offer.name, code, shown_text: shown }),
    ]);
    assert.deepEqual([first.statusCode, second.statusCode].filter((status) => status === 200).length, 1, `${first.body} ${second.body}`);
    const stored = (await as.claimant.get(resourceUrl('Settlement Offer', offer.name))).json().data;
    assert.equal(stored.status, 'Accepted');
    assert.equal(stored.accepted_text, shown);
    assert.match(stored.accepted_text_sha256, /^[0-9a-f]{64}$/);
    assert.equal(stored.accepted_mobile, mobile);
    assert.ok(stored.accepted_at && stored.accepted_ip);
    const forged = await as.claimant.put(resourceUrl('Settlement Offer', offer.name), { amount: 1000 });
    assert.notEqual(forged.statusCode, 200, 'the lender cannot change agreed terms');
  });

  it('a counter-offer needs a reason, waits for the lender, who declines it with a reason', async () => {
    const other = (await insertDoc(contextFor(app.services, SYSTEM_USER), 'Claim', {
      user_email_id: 'claimant@demo.in', arbitrator: 'arbitrator@demo.in', arbitration_agreement_number: 'ACCEPT/2', stage: 'Awaiting Reply', disputed_value: 1_00_000,
      claimant_table: [{ customer_type: 'Enterprise', company_name: 'Accept Finance Ltd', email: 'claimant@demo.in', mobile: '9800011111' }],
      respondent_table: [{ respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Counter', fathers_name: 'Test', mobile: '9333300002' }],
    }, { ignorePermissions: true })).name as string;
    const respondent = await respondentClient(app, { doctype: 'Claim', name: other }, '9333300002');
    assert.notEqual((await callApi(respondent, 'propose_settlement_terms', { offer_type: 'One-time', amount: 50_000 })).statusCode, 200);
    const proposed = await callApi(respondent, 'propose_settlement_terms', { offer_type: 'One-time', amount: 50_000, reason: 'I lost my job' });
    assert.equal(proposed.statusCode, 200, proposed.body);
    const name = proposed.json().message.offer;
    assert.notEqual((await callApi(as.claimant, 'answer_settlement_counter_offer', { offer: name, decision: 'decline' })).statusCode, 200, 'a decline needs a reason');
    const declined = await callApi(as.claimant, 'answer_settlement_counter_offer', { offer: name, decision: 'decline', reason: 'Too low' });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json().message.status, 'Declined');
  });
});
