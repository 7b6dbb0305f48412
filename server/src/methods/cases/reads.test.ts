import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/datetime';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';
import { addDays } from './args';

type Row = Record<string, unknown>;

describe(`the caller's cases, hearings and dashboards (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  const names = (rows: Row[]) => rows.map((row) => row.name).sort();

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'expert', 'admin']));
  });
  after(() => app.close());

  it("get_claim_data / get_dispute_data: the caller's own cases, whatever email is passed", async () => {
    const { draftClaim, assignedClaim, claimWithHearing, medArbClaim, draftDispute, assignedDispute } = cases;
    const claims = await messageOf<Row[]>(callApi(as.claimant, 'get_claim_data', { email: 'lawyer@demo.in' }));
    assert.deepEqual(names(claims), [draftClaim, assignedClaim, claimWithHearing, medArbClaim].sort());
    assert.equal(claims.find((row) => row.name === claimWithHearing)!.title, 'Udaygiri Finance Ltd vs Patil Agro Traders & Anr.');
    assert.deepEqual(names(await messageOf(callApi(as.lawyer, 'get_claim_data', { email: 'claimant@demo.in' }))), [assignedClaim, claimWithHearing].sort());
    assert.deepEqual(names(await messageOf(callApi(as.arbitrator, 'get_claim_data', { email: 'medarb@demo.in' }))), [assignedClaim, claimWithHearing].sort());
    assert.deepEqual(names(await messageOf(callApi(as.claimant, 'get_claim_data', { tab: 'draft' }))), [draftClaim]);
    assert.deepEqual(await messageOf(callApi(as.mediator, 'get_claim_data', { email: 'claimant@demo.in' })), [], 'a mediator reads no claims');
    const respondent = await respondentClient(app, { doctype: 'Claim', name: claimWithHearing }, '9000010301');
    assert.deepEqual(names(await messageOf(callApi(respondent, 'get_claim_data', { email: 'claimant@demo.in' }))), [claimWithHearing]);

    assert.deepEqual(names(await messageOf(callApi(as.claimant, 'get_dispute_data', { email: 'mediator@demo.in' }))), [draftDispute, assignedDispute].sort());
    assert.deepEqual(names(await messageOf(callApi(as.mediator, 'get_dispute_data', { email: 'claimant@demo.in' }))), [assignedDispute]);
    assert.deepEqual(await messageOf(callApi(as.arbitrator, 'get_dispute_data')), []);

    // Only the case manager's email parameter is honoured: they see that user's cases.
    assert.deepEqual(names(await messageOf(callApi(as.admin, 'get_claim_data', { email: 'lawyer@demo.in' }))), [assignedClaim, claimWithHearing].sort());
    assert.equal((await callApi(as.admin, 'get_claim_data', { email: 'nobody@demo.in' })).statusCode, 417);
    assert.equal((await callApi(as.claimant, 'get_claim_data', { tab: 'archived' })).statusCode, 417);
    assert.equal((await callApi(new TestClient(app), 'get_claim_data')).statusCode, 403, 'guests get nothing');
  });

  it('get_claim_list pages through the arbitrator’s own claims', async () => {
    const first = await messageOf(callApi(as.arbitrator, 'get_claim_list', { arbitrator: 'medarb@demo.in', start: 0, limit: 1 }, 'GET'));
    assert.equal(first.total, 2);
    assert.equal(first.data.length, 1);
    const second = await messageOf(callApi(as.arbitrator, 'get_claim_list', { arbitrator: 'medarb@demo.in', start: 1, limit: 1 }, 'GET'));
    assert.deepEqual([first.data[0].name, second.data[0].name].sort(), [cases.assignedClaim, cases.claimWithHearing].sort());
    const forMedArb = await messageOf(callApi(as.admin, 'get_claim_list', { arbitrator: 'medarb@demo.in' }, 'GET'));
    assert.deepEqual(names(forMedArb.data), [cases.medArbClaim]);
    assert.equal((await callApi(as.arbitrator, 'get_claim_list', { limit: 'ten' }, 'GET')).statusCode, 417);
  });

  it('get_hearing_data / get_hearing_by_case: hearings of cases the caller reaches, with attendees', async () => {
    const mine = await messageOf<Row[]>(callApi(as.claimant, 'get_hearing_data', { email: 'mediator@demo.in' }));
    assert.equal(mine.length, 1);
    assert.equal(mine[0].claim, cases.claimWithHearing);
    assert.equal((mine[0].hearing_attendees as Row[]).length, 2);
    assert.deepEqual(await messageOf(callApi(as.mediator, 'get_hearing_data', { email: 'claimant@demo.in' })), []);
    assert.deepEqual(await messageOf(callApi(as.medarb, 'get_hearing_data')), []);
    assert.equal((await callApi(as.expert, 'get_hearing_data')).statusCode, 403);

    const byCase = await messageOf<Row[]>(callApi(as.lawyer, 'get_hearing_by_case', { case: cases.claimWithHearing }));
    assert.deepEqual(byCase.map((row) => row.hearing_type), ['First Hearing']);
    const elsewhere = await callApi(as.medarb, 'get_hearing_by_case', { case: cases.claimWithHearing });
    assert.equal(elsewhere.statusCode, 417, 'a case the caller does not reach does not exist for them');
    assert.equal(errorOf(elsewhere).exc_type, 'LinkValidationError');
    assert.equal(errorOf(await callApi(as.lawyer, 'get_hearing_by_case', {})).exc_type, 'MandatoryError');
  });

  it('dashboard_cards counts what the caller reaches on the demo data', async () => {
    const claimant = await messageOf(callApi(as.claimant, 'dashboard_cards', { email: 'arbitrator@demo.in' }, 'GET'));
    assert.deepEqual(
      { ...claimant, claims: undefined, disputes: undefined },
      { total: 6, draft: 2, ongoing: 4, completed: 0, claims: undefined, disputes: undefined, hearings_today: 0, hearings_upcoming: 1, awards: 0 },
    );
    assert.deepEqual(claimant.claims, { total: 4, draft: 1, ongoing: 3, completed: 0, settled: 0, on_hold: 0, bulk_pending_consent_disclosure: 0 });
    assert.deepEqual(claimant.disputes, { total: 2, draft: 1, ongoing: 1, completed: 0 });

    const arbitrator = await messageOf(callApi(as.arbitrator, 'dashboard_cards', {}, 'GET'));
    assert.deepEqual([arbitrator.total, arbitrator.draft, arbitrator.ongoing, arbitrator.hearings_upcoming], [2, 0, 2, 1]);
    assert.deepEqual(arbitrator.disputes, { total: 0, draft: 0, ongoing: 0, completed: 0 });
    assert.deepEqual(await messageOf(callApi(as.admin, 'dashboard_cards', { email: 'arbitrator@demo.in' }, 'GET')), arbitrator, "the case manager sees the arbitrator's cards");
    const mediator = await messageOf(callApi(as.mediator, 'dashboard_cards', {}, 'GET'));
    assert.deepEqual([mediator.total, mediator.claims.total, mediator.disputes.ongoing, mediator.hearings_upcoming], [1, 0, 1, 0]);
  });

  it('dashboard_api lists hearings of the next 20 days and cases due within 10 days', async () => {
    const before = await messageOf(callApi(as.claimant, 'dashboard_api', { email: 'mediator@demo.in', role: 'Mediator' }, 'GET'));
    assert.deepEqual(before.hearings.map((row: Row) => [row.claim, row.hearing_type, row.hearing_date]), [[cases.claimWithHearing, 'First Hearing', addDays(today(), 7)]]);
    assert.deepEqual(before.due_cases, [], 'the demo dispute is due in 15 days');

    const due = addDays(today(), 5);
    assert.equal((await as.admin.put(resourceUrl('Dispute', cases.assignedDispute), { due_date: due })).statusCode, 200);
    for (const who of ['mediator', 'claimant', 'lawyer']) {
      const { due_cases } = await messageOf(callApi(as[who], 'dashboard_api', {}, 'GET'));
      assert.deepEqual(due_cases.map((row: Row) => [row.name, row.doctype, row.effective_due_date]), [[cases.assignedDispute, 'Dispute', due]], who);
    }
    const arbitrator = await messageOf(callApi(as.arbitrator, 'dashboard_api', {}, 'GET'));
    assert.deepEqual([arbitrator.hearings.length, arbitrator.due_cases.length], [1, 0]);
    assert.deepEqual(await messageOf(callApi(as.mediator, 'dashboard_api', {}, 'GET')).then((m) => m.hearings), []);

    const cards = await messageOf(callApi(as.mediator, 'mediation_dashboard_cards', { email: 'claimant@demo.in' }, 'GET'));
    assert.deepEqual(cards, { total: 1, draft: 0, ongoing: 1, completed: 0, settled: 0, non_settled: 0, hearings_upcoming: 0, due_soon: 1, extension_requests: 0 });
    const claimantCards = await messageOf(callApi(as.claimant, 'mediation_dashboard_cards', {}, 'GET'));
    assert.deepEqual([claimantCards.total, claimantCards.draft, claimantCards.due_soon], [2, 1, 1]);
    const none = await messageOf(callApi(as.arbitrator, 'mediation_dashboard_cards', {}, 'GET'));
    assert.equal(none.total, 0, 'an arbitrator reaches no disputes');
  });

  it('dashboard_api lists the 50 cases due soonest, with how many are due in all', async () => {
    const before = await messageOf(callApi(as.claimant, 'dashboard_api', {}, 'GET'));
    assert.equal(before.due_cases_total, before.due_cases.length, 'a list that was not cut short is the whole count');
    // 60 of the lender's cases due over the next 10 days (written straight to the table: only the dates matter).
    await app.services.db.query(
      `INSERT INTO "tabClaim" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "stage", "user_email_id", "due_date", "is_extended")
       SELECT 'DUE-' || lpad(g::text, 5, '0'), 'claimant@demo.in', now(), now(), 'claimant@demo.in', 0, 0, 'Hearing', 'claimant@demo.in', $1::date + (g % 10), 0
         FROM generate_series(1, 60) AS g`,
      [today()],
    );
    const after = await messageOf(callApi(as.claimant, 'dashboard_api', {}, 'GET'));
    assert.equal(after.due_cases.length, 50);
    assert.equal(after.due_cases_total, before.due_cases_total + 60);
    const dates = after.due_cases.map((row: Row) => row.effective_due_date);
    assert.deepEqual(dates, [...dates].sort(), 'soonest first');
    assert.equal(dates[0], today(), 'the ones due today are among them');
    await app.services.db.query(`DELETE FROM "tabClaim" WHERE "name" LIKE 'DUE-%'`);
  });

  it("gives a respondent the counts of its one case (and lists of the other kind, empty, not an error)", async () => {
    const respondent = await respondentClient(app, { doctype: 'Dispute', name: cases.assignedDispute }, '9000010601');
    const cards = await messageOf(callApi(respondent, 'dashboard_cards', {}, 'GET'));
    assert.deepEqual([cards.total, cards.claims.total, cards.disputes.ongoing], [1, 0, 1]);
    const claims = await respondent.get(resourceUrl('Claim', undefined, { filters: { stage: 'Draft' } }));
    assert.deepEqual([claims.statusCode, claims.json().data], [200, []]);
  });

  it('get_lawyers: approved lawyers for claimants, searchable and paged', async () => {
    const all = await messageOf(callApi(as.claimant, 'get_lawyers', {}, 'GET'));
    assert.deepEqual(all.data, [{ name: all.data[0].name, full_name: 'Priya Nair', email: 'lawyer@demo.in', mobile: '9800000002' }]);
    assert.deepEqual([all.total, all.start, all.limit], [1, 0, 5]);
    assert.equal((await messageOf(callApi(as.claimant, 'get_lawyers', { search: 'NAIR' }, 'GET'))).total, 1);
    assert.equal((await messageOf(callApi(as.claimant, 'get_lawyers', { search: '%' }, 'GET'))).total, 0, 'wildcards are plain text');
    assert.equal((await messageOf(callApi(as.admin, 'get_lawyers', { search: '98000000' }, 'GET'))).total, 1);
    assert.equal((await callApi(as.arbitrator, 'get_lawyers', {}, 'GET')).statusCode, 403);
    assert.equal((await callApi(as.claimant, 'get_lawyers', { start: -1 }, 'GET')).statusCode, 417);
  });

  it('get_distinct_claimants: the claimants of the caller’s cases', async () => {
    const lender = { user_email_id: 'claimant@demo.in', claimant_name: 'Udaygiri Finance Ltd' };
    assert.deepEqual(await messageOf(callApi(as.arbitrator, 'get_distinct_claimants', { email: 'admin@demo.in', role: 'System Manager' }, 'GET')), [{ ...lender, claims: 2, disputes: 0 }]);
    assert.deepEqual(await messageOf(callApi(as.mediator, 'get_distinct_claimants', {}, 'GET')), [{ ...lender, claims: 0, disputes: 1 }]);
    assert.deepEqual(await messageOf(callApi(as.claimant, 'get_distinct_claimants', {}, 'GET')), [{ ...lender, claims: 4, disputes: 2 }]);
    assert.deepEqual(await messageOf(callApi(as.expert, 'get_distinct_claimants', {}, 'GET')), []);
  });
});
