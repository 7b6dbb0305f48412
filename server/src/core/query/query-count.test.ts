import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { createTestApp, openTestDb, resourceUrl, TEST_DB, TestClient } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';

/**
 * Statements per request, counted in the request's own async context (so the server's timers do
 * not add to them): a page of cases must cost the same number of statements however many cases
 * it holds, and a dashboard one statement for all its numbers.
 */
const counter = new AsyncLocalStorage<{ statements: string[] }>();

function counting(db: Db): Db {
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) => {
      counter.getStore()?.statements.push(sql);
      return inner.query(sql, params);
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
  });
  return wrap(db);
}

async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> {
  const store = { statements: [] as string[] };
  const response = await counter.run(store, request);
  assert.equal(response.statusCode, 200, response.body);
  return store.statements;
}

const respondent = (i: number, role: string) => ({
  respondent_type: 'Individual',
  contact_type: role,
  name1: `Party ${i}`,
  last_name: role,
  mobile: `90000${String(30000 + i).padStart(5, '0')}`,
});

describe(`statements per page and per dashboard (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let claimant: TestClient;
  const filed: string[] = [];

  before(async () => {
    app = await createTestApp({ demoData: true, db: counting(await openTestDb()) });
    claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    for (let i = 0; i < 8; i += 1) {
      const response = await claimant.post(resourceUrl('Claim'), {
        arbitration_agreement_number: `QC-${i}`,
        respondent_table: [respondent(2 * i, 'Borrower'), respondent(2 * i + 1, 'Guarantor')],
      });
      assert.equal(response.statusCode, 200, response.body);
      filed.push(response.json().data.name);
    }
  });
  after(() => app.close());

  it('a page of cases with their titles costs the same statements for 2 cases as for 10', async () => {
    const page = (limit: number) => statementsOf(() => callApi(claimant, 'get_claim_list', { start: 0, limit }, 'GET'));
    const small = await page(2);
    const large = await page(10);
    assert.equal((await messageOf(callApi(claimant, 'get_claim_list', { start: 0, limit: 10 }, 'GET'))).data.length, 10);
    assert.equal(large.length, small.length, `2 cases: ${small.length} statements, 10 cases: ${large.length}`);
  });

  it('the party rows of a page of cases come in one statement, whatever the page size', async () => {
    const rowsOf = (parents: string[]) =>
      statementsOf(() =>
        claimant.get(resourceUrl('Respondent Table', undefined, { fields: ['parent', 'name1'], filters: [['parenttype', '=', 'Claim'], ['parent', 'in', parents]] })),
      );
    const one = await rowsOf(filed.slice(0, 1));
    const all = await rowsOf(filed);
    assert.equal(all.length, one.length);
    const rows = (await claimant.get(resourceUrl('Respondent Table', undefined, { fields: ['parent'], filters: [['parent', 'in', filed]], limit: 0 }))).json().data;
    assert.equal(rows.length, 16, 'two respondents of each of the 8 filed cases');
  });

  it('filing a case costs the same statements with 1 respondent as with 3, and 8 at most', async () => {
    const file = (parties: number, key: string) =>
      statementsOf(() =>
        claimant.post(resourceUrl('Claim'), {
          arbitration_agreement_number: `QC-FILE-${key}`,
          respondent_table: Array.from({ length: parties }, (_, i) => ({
            ...respondent(100 + 10 * parties + i, i === 0 ? 'Borrower' : 'Guarantor'),
            salutation: 'Mr',
            state: 'Maharashtra',
            district: 'Pune',
            pin_code: '411001',
          })),
        }),
      );
    const one = await file(1, 'one');
    const three = await file(3, 'three');
    assert.equal(three.length, one.length, `1 respondent:\n${one.join('\n')}\n3 respondents:\n${three.join('\n')}`);
    // Session, series, districts, Links, case, party rows, reload, audit row (the lender's
    // own-cases scope is decided from the values written; a new case's trail starts without
    // reading its head first).
    assert.ok(three.length <= 8, `${three.length} statements:\n${three.join('\n')}`);
  });

  it('a dashboard is one statement more than an authenticated request that reads nothing', async () => {
    const baseline = await statementsOf(() => claimant.get('/api/method/frappe.auth.get_logged_user'));
    for (const method of ['dashboard_cards', 'mediation_dashboard_cards', 'get_distinct_claimants']) {
      const statements = await statementsOf(() => callApi(claimant, method, {}, 'GET'));
      const extra = method === 'get_distinct_claimants' ? 2 : 1; // the claimants' display names
      assert.equal(statements.length, baseline.length + extra, `${method}: ${statements.join('\n')}`);
    }
    const cards = await messageOf(callApi(claimant, 'dashboard_cards', {}, 'GET'));
    assert.ok(cards.claims.total >= 8, 'the filed cases are counted');
  });
});
