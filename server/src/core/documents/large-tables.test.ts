import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, openTestDb, resourceUrl, TEST_DB, TestClient } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';
import { ESTIMATE_COUNTS_ABOVE } from './estimates';
import { DEEP_OFFSET } from '../query/list';

/**
 * A table past ESTIMATE_COUNTS_ABOVE: the case manager's whole-table counts come from the
 * statistics, a lender's stay exact, and deep pages (read by their names first) hold the same
 * rows as the plain query would.
 */
// Well past the threshold: the planner's estimate right after ANALYZE has been seen a third low.
const SEEDED = ESTIMATE_COUNTS_ABOVE * 2;
const ADDED_AFTER_ANALYZE = 6_000;
const STAGES = ['Draft', 'Assignment', 'Awaiting Reply', 'Award', 'Completed'];

describe(`counts and pages of a large table (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let admin: TestClient;
  let claimant: TestClient;
  const statements = new AsyncLocalStorage<{ sql: string; params?: readonly unknown[] }[]>();
  const getCount = async (client: TestClient, filters: unknown[]) => {
    const response = await client.get(`/api/method/frappe.client.get_count?doctype=Claim&filters=${encodeURIComponent(JSON.stringify(filters))}`);
    assert.equal(response.statusCode, 200, response.body);
    return Number(response.json().message);
  };
  const exact = async (where = 'TRUE', params: unknown[] = []) =>
    Number((await app.services.db.query<{ n: number }>(`SELECT count(*) AS n FROM "tabClaim" WHERE ${where}`, params)).rows[0].n);
  const seedClaims = (from: number, to: number) =>
    app.services.db.query(
      `INSERT INTO "tabClaim" ("name", "owner", "creation", "modified", "modified_by", "stage", "claim_type", "case_management_type", "user_email_id")
       SELECT 'LT-' || lpad(g::text, 7, '0'), e, ts, ts, e, (ARRAY[${STAGES.map((s) => `'${s}'`).join(', ')}])[1 + g % ${STAGES.length}],
              CASE WHEN g % 10 = 3 THEN 'Bulk' ELSE 'Single' END, 'Type One', e
         FROM (SELECT g, timestamp '2024-01-01' + g * interval '1 minute' AS ts,
                      CASE WHEN g % 40 = 1 THEN 'claimant@demo.in' ELSE 'lender' || (g % 40) || '@large.in' END AS e
                 FROM generate_series($1::int, $2::int) AS g) AS s`,
      [from, to],
    );

  before(async () => {
    const db = await openTestDb();
    // The statements of the request under test (in its async context, so the server's timers do
    // not add theirs), to tell an estimate (EXPLAIN) from a count.
    app = await createTestApp({ demoData: true, db: { ...db, query: (sql, params) => (statements.getStore()?.push({ sql, params }), db.query(sql, params)) } });
    await seedClaims(1, SEEDED);
    await app.services.db.query(`ANALYZE "tabClaim"`);
    // Rows the statistics have not seen: an exact count has them, an estimate does not.
    await seedClaims(SEEDED + 1, SEEDED + ADDED_AFTER_ANALYZE);
    admin = new TestClient(app);
    await admin.login('admin@demo.in');
    claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
  });
  after(() => app.close());

  it("estimates the case manager's count over every case, within the statistics' error", async () => {
    const ran: { sql: string }[] = [];
    const counted = await statements.run(ran, () => getCount(admin, [['stage', 'in', STAGES]]));
    const truth = await exact(`"name" LIKE 'LT-%'`);
    assert.ok(Math.abs(counted - truth) < truth * 0.4, `estimate ${counted}, exact ${truth}`);
    const sqls = ran.map((statement) => statement.sql);
    assert.ok(sqls.some((sql) => sql.startsWith('EXPLAIN')), `planned, not counted:\n${sqls.join('\n')}`);
    assert.ok(!sqls.some((sql) => /count\(\*\)/.test(sql)), `no count(*) over the table:\n${sqls.join('\n')}`);
  });

  it("counts a lender's cases exactly, however large the table", async () => {
    const counted = await getCount(claimant, [['stage', '!=', 'Draft']]);
    assert.equal(counted, await exact(`"user_email_id" = $1 AND "stage" <> 'Draft'`, ['claimant@demo.in']));
  });

  it("estimates the case manager's dashboard stages and keeps a lender's exact", async () => {
    const cards = await messageOf(callApi(admin, 'dashboard_cards', {}, 'GET'));
    const truth = await exact();
    assert.ok(Math.abs(cards.claims.total - (truth - ADDED_AFTER_ANALYZE)) < truth * 0.05, `estimated total ${cards.claims.total}, exact ${truth}`);
    assert.ok(cards.claims.total < truth - ADDED_AFTER_ANALYZE / 2, `an estimate, not the exact ${truth}`);
    const mine = await messageOf(callApi(claimant, 'dashboard_cards', {}, 'GET'));
    assert.equal(mine.claims.total, await exact(`"user_email_id" = $1`, ['claimant@demo.in']));
  });

  it("estimates the case manager's claimants and counts a lender's bulk cases awaiting consent from their partial index", async () => {
    const claimants = await messageOf<{ user_email_id: string; claims: number }[]>(callApi(admin, 'get_distinct_claimants', {}, 'GET'));
    const lender = claimants.find((row) => row.user_email_id === 'lender7@large.in');
    const truth = await exact(`"user_email_id" = 'lender7@large.in'`);
    assert.ok(lender && Math.abs(lender.claims - truth) < truth * 0.25, `estimated ${lender?.claims}, exact ${truth}`);

    const ran: { sql: string; params?: readonly unknown[] }[] = [];
    const cards = await statements.run(ran, () => messageOf(callApi(claimant, 'dashboard_cards', {}, 'GET')));
    assert.equal(
      cards.claims.bulk_pending_consent_disclosure,
      await exact(`"user_email_id" = 'claimant@demo.in' AND "claim_type" = 'Bulk' AND coalesce("consent", '') = '' AND coalesce("disclosure", '') = '' AND "stage" NOT IN ('Draft', 'Completed')`),
    );
    const dashboard = ran.find((statement) => statement.sql.includes('"claim_type" = $'))!;
    const { rows } = await app.services.db.query<Record<string, unknown>>(`EXPLAIN ${dashboard.sql}`, [...(dashboard.params ?? [])]);
    const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
    assert.match(plan, /user_email_id_bulk_pending_part/, plan);
  });

  it('a deep page holds the rows the plain query orders there', async () => {
    const fields = ['name', 'stage', 'creation'];
    const filters = [['stage', 'in', ['Assignment', 'Award']]];
    const start = DEEP_OFFSET + 37;
    const page = (await claimant.get(resourceUrl('Claim', undefined, { fields, filters, order_by: 'creation desc', limit_start: start, limit_page_length: 20 }))).json().data;
    const { rows } = await app.services.db.query<{ name: string }>(
      `SELECT "name" FROM "tabClaim" WHERE "user_email_id" = 'claimant@demo.in' AND "stage" IN ('Assignment', 'Award')
        ORDER BY "creation" DESC, "name" DESC LIMIT 20 OFFSET ${start}`,
    );
    assert.equal(rows.length, 20, `the claimant's seeded cases: ${await exact(`"user_email_id" = 'claimant@demo.in'`)}`);
    assert.deepEqual(
      page.map((row: { name: string }) => row.name),
      rows.map((row) => row.name),
    );
    assert.deepEqual(Object.keys(page[0]).sort(), [...fields].sort());
  });
});
