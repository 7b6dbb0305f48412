import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ServiceNoticeRow } from 'shared-api/methods';
import { addCalendarDays, awardLimitation, todayInIndia } from 'shared-api/rules';
import { extractText } from 'unpdf';
import { DEMO_AWARD_CASES } from '../seed/demo-awards';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { configureNotices } from './config';

const kitUrl = (award: string) => `/api/method/frappe.utils.print_format.download_pdf?doctype=Award&format=${encodeURIComponent('Execution Kit')}&name=${encodeURIComponent(award)}`;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

/* s.36(1): the award is enforced once the time under s.34 has expired for every respondent. */
describe(`the execution kit of an award (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let award: string;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true, demoAwards: true, printing: { publicUrl: 'https://portal.example.in' } });
    configureNotices(app.services, { publicUrl: 'https://portal.example.in' });
    const { rows } = await app.services.db.query<{ claim: string; award: string }>(
      `SELECT c."name" AS "claim", a."name" AS "award" FROM "tabClaim" c JOIN "tabAward" a ON a."claim" = c."name" WHERE c."arbitration_agreement_number" = $1`,
      [DEMO_AWARD_CASES.completedClaim],
    );
    [{ award }] = rows;
    for (const who of ['admin', 'claimant', 'arbitrator', 'mediator']) {
      as[who] = new TestClient(app);
      await as[who].login(`${who}@demo.in`);
    }
  });
  after(() => app.close());

  it('is the demo\'s: the completed claim\'s award was received 124 days ago, proven by its Speed Post notice', async () => {
    const response = await as.claimant.get(kitUrl(award));
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    assert.equal(response.headers['content-type'], 'application/pdf');
    const flat = (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text.replace(/\s+/g, ' ');
    const received = ddmmyyyy(addCalendarDays(todayInIndia(), -124));
    assert.match(flat, /Execution of Arbitral Award/);
    assert.match(flat, /Index 1\. Schedule of limitation \(s\.34\(3\)\) 2\. The arbitral award 3\. Covering letter of the award 4\. Evidence of service 5\. Summary of service 6\. Record of each notice: 6\.1 Award to Lata Deshmukh 7\. Affidavit of Service: 7\.1 Lata Deshmukh/);
    assert.match(flat, new RegExp(`Lata Deshmukh ${received} \\(proven by the portal’s notice\\) \\d{2}-\\d{2}-\\d{4} Expired`));
    assert.match(flat, /AWARD 1\. The claimant advanced a loan/, 'the award itself');
    assert.match(flat, /Dear Sir\/Madam, Please find enclosed a signed copy of the arbitral award/, 'its covering letter');
    assert.match(flat, /Article number EP431208780IN/);
    assert.match(flat, /Affidavit of Service Case:/);
    assert.match(flat, /DEPONENT _+ \(case manager\)/, 'the claimant\'s copy leaves the deponent to the case manager');
    assert.equal((await as.admin.get(kitUrl(award))).statusCode, 200, 'the case manager');
  });

  it('is refused until every respondent\'s receipt is proven and three months have run from it', async () => {
    const { rows } = await app.services.db.query<{ claim: string; award: string }>(
      `SELECT c."name" AS "claim", a."name" AS "award" FROM "tabClaim" c JOIN "tabAward" a ON a."claim" = c."name" WHERE c."arbitration_agreement_number" = $1`,
      [DEMO_AWARD_CASES.awardClaim],
    );
    const [{ claim, award: fresh }] = rows;
    const unproven = await as.claimant.get(kitUrl(fresh));
    assert.equal(unproven.statusCode, 417, unproven.body);
    assert.match(unproven.json().message, /Receipt of the award is not proven yet for Imran/);

    await messageOf(callApi(as.admin, 'send_service_notices', { notice_kind: 'Award', case: claim }));
    const [notice] = (await messageOf<ServiceNoticeRow[]>(callApi(as.admin, 'get_service_record', { case: claim }, 'GET'))).filter((row) => row.notice_kind === 'Award');
    const delivered = addCalendarDays(todayInIndia(), -1);
    await messageOf(callApi(as.admin, 'record_post_article', { notice: notice.name, article_number: 'RK900000001IN', posted_on: ddmmyyyy(addCalendarDays(todayInIndia(), -2)) }));
    await messageOf(callApi(as.admin, 'record_post_tracking', { article_number: 'RK900000001IN', status: 'Delivered', date: ddmmyyyy(delivered) }));
    const running = await as.claimant.get(kitUrl(fresh));
    assert.equal(running.statusCode, 417, running.body);
    const lastDay = ddmmyyyy(awardLimitation(delivered)!.set_aside_by);
    assert.equal(running.json().message, `The time to apply to set the award aside runs until ${lastDay} (s.34(3)); the award can be enforced from the next day (s.36(1))`);
  });

  it('is the claimant side\'s and the case manager\'s alone', async () => {
    assert.equal((await as.arbitrator.get(kitUrl(award))).statusCode, 403, 'the arbitrator');
    assert.equal((await as.mediator.get(kitUrl(award))).statusCode, 403, 'a mediator');
  });
});
