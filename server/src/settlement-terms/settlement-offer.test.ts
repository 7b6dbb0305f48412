import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addCalendarDays, todayInIndia } from 'shared-api/rules';
import { contextFor } from '../core/context';
import type { Doc } from '../core/doctype/types';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { createTestApp, createUser, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { demoCaseNames } from '../test/demo-cases';

const OFFER = 'Settlement Offer';

describe(`settlement terms (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  let claim: string;
  let otherClaim: string;
  let mobile = 9_222_200_000;
  const validUntil = addCalendarDays(todayInIndia(), 30);

  const party = (email: string) => ({ customer_type: 'Enterprise', company_name: 'Terms Finance Ltd', email, mobile: '9800011111' });
  const fileCase = async (values: Doc, doctype: 'Claim' | 'Dispute' = 'Claim') => {
    mobile += 1;
    const saved = await insertDoc(contextFor(app.services, SYSTEM_USER), doctype, {
      user_email_id: 'claimant@demo.in',
      lawyer_email: 'lawyer@demo.in',
      ...(doctype === 'Claim' ? { arbitrator: 'arbitrator@demo.in', arbitration_agreement_number: `TERMS/${mobile}` } : { mediator_email_id: 'mediator@demo.in', mediation_agreement_number: `TERMS/${mobile}` }),
      stage: 'Awaiting Reply',
      disputed_value: 1_00_000,
      claimant_table: [party(String(values.user_email_id ?? 'claimant@demo.in'))],
      respondent_table: [{ respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Terms', fathers_name: 'Test', mobile: String(mobile) }],
      ...values,
    }, { ignorePermissions: true });
    return { name: saved.name as string, mobile: String(mobile) };
  };
  const offers = async (client: TestClient, filters: unknown[] = []) => {
    const list = await client.get(resourceUrl(OFFER, undefined, { filters, fields: ['name', 'claim', 'dispute', 'status', 'source', 'total_amount'], limit_page_length: 0 }));
    return list;
  };

  before(async () => {
    app = await createTestApp({ demoData: true });
    for (const who of ['claimant', 'lawyer', 'arbitrator', 'mediator', 'admin']) {
      as[who] = new TestClient(app);
      await as[who].login(`${who}@demo.in`);
    }
    as.claimant2 = await createUser(app, 'second.lender@terms.in', ['Claimant']);
    const first = await fileCase({});
    claim = first.name;
    as.respondent = await respondentClient(app, { doctype: 'Claim', name: claim }, first.mobile);
    otherClaim = (await fileCase({ user_email_id: 'second.lender@terms.in', lawyer_email: null })).name;
  });
  after(() => app.close());

  it('the claimant offers a one-time amount; the server states the total and the discount on the claim', async () => {
    const saved = await as.claimant.post(resourceUrl(OFFER), { claim, offer_type: 'One-time', amount: 75_000, valid_until: validUntil, total_amount: 1, source: 'Lot' });
    assert.equal(saved.statusCode, 200, saved.body);
    const doc = saved.json().data;
    assert.equal(doc.total_amount, 75_000);
    assert.equal(doc.claimed_amount, 1_00_000);
    assert.equal(doc.discount_percent, 25);
    assert.equal(doc.source, 'Case');
    assert.equal(doc.status, 'Open');
  });

  it('the lawyer offers an instalment plan; its figures follow the plan', async () => {
    const saved = await as.lawyer.post(resourceUrl(OFFER), {
      claim, offer_type: 'Instalments', instalment_count: 4, instalment_amount: 22_500, first_due_date: addCalendarDays(todayInIndia(), 10), grace_days: 5, valid_until: validUntil, amount: 1,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().data.total_amount, 90_000);
    assert.equal(saved.json().data.amount ?? null, null, 'a plan has no one-time amount');
    assert.equal(saved.json().data.discount_percent, 10);
  });

  it('refuses terms above the claim, lapsed terms and a plan without a first due date, saving nothing', async () => {
    const before = (await offers(as.admin)).json().data.length;
    for (const [body, message] of [
      [{ offer_type: 'One-time', amount: 1_00_001, valid_until: validUntil }, 'more than the amount claimed'],
      [{ offer_type: 'One-time', amount: 50_000, valid_until: addCalendarDays(todayInIndia(), -1) }, 'in the past'],
      [{ offer_type: 'Instalments', instalment_count: 3, instalment_amount: 10_000, valid_until: validUntil }, 'First due date'],
      [{ offer_type: 'One-time', amount: 50_000, valid_until: validUntil, payee_name: 'X', collection_vpa: 'no-at-sign' }, 'not a UPI ID'],
    ] as const) {
      const refused = await as.claimant.post(resourceUrl(OFFER), { claim, ...body });
      assert.equal(refused.statusCode, 417, refused.body);
      assert.match(errorOf(refused).message, new RegExp(message));
    }
    assert.equal((await offers(as.admin)).json().data.length, before);
  });

  it('is read by the case’s claimant side, its neutral and its respondent, never by another claimant', async () => {
    const mine = [['claim', '=', claim]];
    for (const who of ['claimant', 'lawyer', 'arbitrator', 'respondent', 'admin']) {
      const list = await offers(as[who], mine);
      assert.equal(list.statusCode, 200, `${who}: ${list.body}`);
      assert.equal(list.json().data.length, 2, `${who} reads the case's two offers`);
    }
    const stranger = await offers(as.claimant2, mine);
    assert.deepEqual(stranger.json().data, []);
    const [one] = (await offers(as.claimant, mine)).json().data;
    assert.ok([403, 404].includes((await as.claimant2.get(resourceUrl(OFFER, one.name))).statusCode));
    assert.equal((await as.mediator.get(resourceUrl(OFFER, one.name))).statusCode !== 200, true);
  });

  it('is set only by the case’s claimant side: not its respondent, its neutral or another claimant', async () => {
    const body = { claim, offer_type: 'One-time', amount: 10_000, valid_until: validUntil };
    for (const who of ['respondent', 'arbitrator', 'claimant2']) {
      const refused = await as[who].post(resourceUrl(OFFER), body);
      assert.ok([403, 404, 417].includes(refused.statusCode), `${who}: ${refused.statusCode} ${refused.body}`);
    }
    const strangersCase = await as.claimant.post(resourceUrl(OFFER), { ...body, claim: otherClaim });
    assert.ok([403, 404, 417].includes(strangersCase.statusCode));
    const [one] = (await offers(as.claimant, [['claim', '=', claim]])).json().data;
    const changed = await as.respondent.put(resourceUrl(OFFER, one.name), { terms_note: 'free', amount: 1 });
    assert.ok([403, 404].includes(changed.statusCode), changed.body);
    assert.equal((await as.claimant.delete(resourceUrl(OFFER, one.name))).statusCode, 403, 'offers are withdrawn, not deleted');
  });

  it('the claimant withdraws an offer (kept on record)', async () => {
    const [one] = (await offers(as.claimant, [['claim', '=', claim], ['status', '=', 'Open']])).json().data;
    const withdrawn = await as.claimant.put(resourceUrl(OFFER, one.name), { status: 'Withdrawn' });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal((await as.respondent.get(resourceUrl(OFFER, one.name))).json().data.status, 'Withdrawn');
  });

  it('the demo data offers a one-time amount and a plan on the assigned claim, each with where to pay', async () => {
    const demo = await demoCaseNames(app);
    const { rows } = await app.services.db.query<Doc>(`SELECT "offer_type", "status", "collection_vpa" FROM "tabSettlement Offer" WHERE "claim" = $1 ORDER BY "offer_type"`, [demo.assignedClaim]);
    assert.deepEqual(rows.map((row) => [row.offer_type, row.status]), [['Instalments', 'Open'], ['One-time', 'Open']]);
    assert.ok(rows.every((row) => row.collection_vpa));
  });

  describe('a whole Lot in one action', () => {
    let lot: string;
    const lotCases: string[] = [];

    before(async () => {
      const made = await as.claimant.post(resourceUrl('Lot'), { batch_id: 'TERMS-LOT' });
      assert.equal(made.statusCode, 200, made.body);
      lot = made.json().data.name;
      for (let i = 0; i < 4; i += 1) lotCases.push((await fileCase({ lot })).name);
      lotCases.push((await fileCase({ lot }, 'Dispute')).name);
      // Claims less than the terms: skipped. Completed: takes no terms. Another claimant's: never touched.
      await fileCase({ lot, disputed_value: 10_000 });
      await fileCase({ lot, stage: 'Completed' });
      await fileCase({ lot, user_email_id: 'second.lender@terms.in', lawyer_email: null });
    });

    const lotTerms = (client: TestClient, args: Record<string, unknown>) => callApi(client, 'set_lot_settlement_terms', { lot, valid_until: validUntil, ...args });

    it('offers the terms on every open case of the Lot the caller files, and says how many were left out', async () => {
      const result = await messageOf(lotTerms(as.claimant, { offer_type: 'One-time', amount: 60_000, terms_note: 'Penal interest waived', payee_name: 'Demo Finance Ltd', collection_vpa: 'collect@hdfcbank', bank_account_number: '50100012345678', bank_ifsc: 'hdfc0001234' }));
      assert.deepEqual(result, { lot, offered: 5, withdrawn: 0, skipped: 1 });
      const { rows } = await app.services.db.query<Doc>(`SELECT * FROM "tabSettlement Offer" WHERE "lot" = $1 ORDER BY "claim", "dispute"`, [lot]);
      assert.deepEqual(rows.map((row) => row.claim ?? row.dispute).sort(), [...lotCases].sort());
      for (const row of rows) {
        assert.equal(row.source, 'Lot');
        assert.equal(Number(row.total_amount), 60_000);
        assert.equal(Number(row.discount_percent), 40);
        assert.equal(row.user_email_id, 'claimant@demo.in');
        assert.equal(row.owner, 'claimant@demo.in');
        assert.deepEqual([row.payee_name, row.collection_vpa, row.bank_account_number, row.bank_ifsc], ['Demo Finance Ltd', 'collect@hdfcbank', '50100012345678', 'HDFC0001234']);
      }
      // Readable exactly like a case's own offer: the respondent of one case sees its own only.
      const lotRespondent = await app.services.db.query<{ mobile: string }>(`SELECT "mobile" FROM "tabRespondent Table" WHERE "parent" = $1`, [lotCases[0]]);
      const respondent = await respondentClient(app, { doctype: 'Claim', name: lotCases[0] }, lotRespondent.rows[0].mobile);
      const seen = (await offers(respondent, [['lot', '=', lot]])).json().data;
      assert.deepEqual(seen.map((row: Doc) => row.claim), [lotCases[0]]);
      assert.deepEqual((await offers(as.claimant2, [['lot', '=', lot]])).json().data, []);
    });

    it('setting them again replaces the Lot’s open terms of that kind, keeping the old ones withdrawn', async () => {
      const result = await messageOf(lotTerms(as.claimant, { offer_type: 'One-time', amount: 70_000 }));
      assert.deepEqual(result, { lot, offered: 5, withdrawn: 5, skipped: 1 });
      const plan = await messageOf(lotTerms(as.claimant, { offer_type: 'Instalments', instalment_count: 3, instalment_amount: 25_000, first_due_date: addCalendarDays(todayInIndia(), 7) }));
      assert.equal(plan.withdrawn, 0, 'a plan does not replace a one-time amount');
      const { rows } = await app.services.db.query<{ status: string; offer_type: string; n: number }>(
        `SELECT "status", "offer_type", count(*)::int AS n FROM "tabSettlement Offer" WHERE "lot" = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
        [lot],
      );
      assert.deepEqual(rows, [
        { status: 'Open', offer_type: 'Instalments', n: 5 },
        { status: 'Open', offer_type: 'One-time', n: 5 },
        { status: 'Withdrawn', offer_type: 'One-time', n: 5 },
      ]);
    });

    it('refuses bad terms and a Lot that is not the caller’s, changing nothing', async () => {
      const count = async () => (await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "tabSettlement Offer"`)).rows[0].n;
      const before = await count();
      const bad = await lotTerms(as.claimant, { offer_type: 'One-time', amount: -5 });
      assert.equal(bad.statusCode, 417, bad.body);
      const stranger = await lotTerms(as.claimant2, { offer_type: 'One-time', amount: 5_000 });
      assert.equal(stranger.statusCode, 404, stranger.body);
      const respondent = await lotTerms(as.respondent, { offer_type: 'One-time', amount: 5_000 });
      assert.equal(respondent.statusCode, 403, respondent.body);
      const neutral = await lotTerms(as.arbitrator, { offer_type: 'One-time', amount: 5_000 });
      assert.equal(neutral.statusCode, 403, neutral.body);
      assert.equal(await count(), before);
    });
  });
});
