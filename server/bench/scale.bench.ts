// A million cases on PostgreSQL: seeds SCALE_CLAIMS claims (default 1,000,000) into the database of
// DATABASE_URL with their claimant row and 1–3 respondent rows, spread over 50 lenders, 200
// arbitrators and every stage, then times the calls the screens make over real HTTP.
// Run: DATABASE_URL=postgres://…/scale npm run bench -w server -- scale
// The seed is skipped when the database already holds the cases; use a database of its own.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { CLAIM_STAGES, LIST_TAB_STAGES } from 'shared-api/rules';
import { buildApp } from '../src/app';
import { AUTH_DDL } from '../src/auth/tables';
import { RATE_LIMIT_DDL } from '../src/auth/rate-limit';
import { SERIES_TABLE_DDL } from '../src/core/doctype/naming';
import { DoctypeRegistry } from '../src/core/doctype/registry';
import { syncSchema } from '../src/core/doctype/schema-sync';
import { openPostgres, type Db } from '../src/db';
import { ALL_DOCTYPES } from '../src/doctypes';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { HttpClient, method, resource, timeCall, type Timing } from './http-client';

const CLAIMS = Number(process.env.SCALE_CLAIMS ?? 1_000_000);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 50);
const LENDERS = 50;
const NEUTRALS = 200;
const CHUNK = 100_000;
const API = 'arbitroute.api.react_api';
const BENCH_TABLES = ['tabClaim', 'tabClaimant Table', 'tabRespondent Table'];

const url = process.env.DATABASE_URL;
if (!url) throw new Error('The scale bench needs DATABASE_URL (a PostgreSQL database of its own)');

/** Lender 0 is the demo claimant and neutral 0 the demo arbitrator, so the bench can log in as them. */
const lenderSql = (g: string) => `CASE WHEN ${g} % ${LENDERS} = 0 THEN 'claimant@demo.in' ELSE 'lender' || (${g} % ${LENDERS}) || '@bench.in' END`;
// Neutral and stage are drawn by hash, not by another modulo of g, so no lender's cases share one
// neutral or one stage.
const neutralNo = (g: string) => `((hashtext('n' || ${g}) & 1048575) % ${NEUTRALS})`;
const neutralSql = (g: string) => `CASE WHEN ${neutralNo(g)} = 0 THEN 'arbitrator@demo.in' ELSE 'neutral' || ${neutralNo(g)} || '@bench.in' END`;
const caseName = (g: string) => `'ARB-' || lpad(${g}::text, 7, '0')`;

async function seededCount(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM "tabClaim" WHERE "name" LIKE 'ARB-_______'`);
  return Number(rows[0].n);
}

/** Bulk loads are faster without secondary indexes; the app's schema sync creates them again. */
async function dropSecondaryIndexes(db: Db): Promise<void> {
  const { rows } = await db.query<{ indexname: string }>(
    `SELECT i.indexname FROM pg_indexes i WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BENCH_TABLES],
  );
  for (const { indexname } of rows) await db.query(`DROP INDEX IF EXISTS "${indexname.replace(/"/g, '""')}"`);
}

async function seed(db: Db): Promise<void> {
  const stages = `ARRAY[${CLAIM_STAGES.map((stage) => `'${stage}'`).join(', ')}]`;
  await dropSecondaryIndexes(db);
  for (let from = 1; from <= CLAIMS; from += CHUNK) {
    const to = Math.min(CLAIMS, from + CHUNK - 1);
    const started = performance.now();
    const series = `generate_series(${from}, ${to}) AS g`;
    await db.query(
      `INSERT INTO "tabClaim" ("name", "owner", "creation", "modified", "modified_by", "stage", "claim_type", "case_management_type",
         "user_email_id", "arbitrator", "arbitrator_name", "arbitration_agreement_number", "disputed_value", "loan_amount",
         "due_date", "extension_status", "consent", "disclosure")
       SELECT ${caseName('g')}, ${lenderSql('g')}, ts, ts, ${lenderSql('g')}, st, CASE WHEN g % 10 = 0 THEN 'Bulk' ELSE 'Single' END, 'Type One',
         ${lenderSql('g')}, CASE WHEN st = 'Draft' THEN NULL ELSE ${neutralSql('g')} END,
         CASE WHEN st = 'Draft' THEN NULL ELSE 'Neutral ' || ${neutralNo('g')} END,
         'AGR-' || g, 100000 + (g % 900000), 100000 + (g % 900000),
         date '2024-01-01' + (g % 1100), 'New', CASE WHEN g % 7 = 0 THEN NULL ELSE '<p>Consent</p>' END, NULL
       FROM (SELECT g, timestamp '2023-01-01' + g * interval '90 seconds' AS ts, (${stages})[1 + (hashtext('s' || g) & 1048575) % ${CLAIM_STAGES.length}] AS st FROM ${series}) AS s`,
    );
    await db.query(
      `INSERT INTO "tabClaimant Table" ("name", "owner", "creation", "modified", "parent", "parenttype", "parentfield", "idx",
         "customer_type", "company_name", "name1", "email", "mobile")
       SELECT 'c' || g, ${lenderSql('g')}, now(), now(), ${caseName('g')}, 'Claim', 'claimant_table', 1,
         'Enterprise', 'Lender ' || (g % ${LENDERS}) || ' Finance Ltd', 'Lender ' || (g % ${LENDERS}), ${lenderSql('g')}, '8' || lpad((g % ${LENDERS})::text, 9, '0')
       FROM ${series}`,
    );
    await db.query(
      `INSERT INTO "tabRespondent Table" ("name", "owner", "creation", "modified", "parent", "parenttype", "parentfield", "idx",
         "respondent_type", "contact_type", "name1", "last_name", "mobile", "city", "state", "pin_code")
       SELECT 'r' || g || '-' || r, ${lenderSql('g')}, now(), now(), ${caseName('g')}, 'Claim', 'respondent_table', r,
         'Individual', CASE r WHEN 1 THEN 'Borrower' WHEN 2 THEN 'Co-Borrower' ELSE 'Guarantor' END,
         'name ' || g, 'Surname' || (g % 997), '9' || lpad((g * 3 + r)::text, 9, '0'), 'Pune', 'Maharashtra', '411001'
       FROM ${series}, LATERAL generate_series(1, 1 + g % 3) AS r`,
    );
    console.log(`seeded claims ${from}–${to} with their parties in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // New filings continue after the seeded numbers.
  await db.query(
    `INSERT INTO "__series" ("name", "current") VALUES ('ARB-', $1) ON CONFLICT ("name") DO UPDATE SET "current" = GREATEST("__series"."current", $1)`,
    [CLAIMS + 1000],
  );
}

async function openApp() {
  // A fixed key: the bench's database holds no real Aadhaar numbers, and every run must read the same ones.
  const app = await buildApp({ databaseUrl: url, demoData: true, dataKey: process.env.DATA_KEY ?? '0'.repeat(64) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

// 1. The tables and demo accounts (first start), then the cases without secondary indexes.
const syncIndexes = (db: Db) => syncSchema(db, new DoctypeRegistry(ALL_DOCTYPES), [SERIES_TABLE_DDL, ...AUTH_DDL, ...RATE_LIMIT_DDL]);
const db = await openPostgres(url);
let existing = 0;
try {
  await syncIndexes(db);
  const first = await openApp();
  await first.app.close();
  existing = await seededCount(db);
  if (existing < CLAIMS) {
    console.log(`seeding ${CLAIMS} claims (found ${existing})…`);
    if (existing > 0) throw new Error('The database holds part of a seed: use a fresh database');
    const started = performance.now();
    await seed(db);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await db.close();
}

// 2. The declared indexes, built before the server starts (as a deployment does with a large
// database: a start-up building them would outlast the start timeout); then statistics.
let started = performance.now();
const stats = await openPostgres(url);
await syncIndexes(stats);
console.log(`indexes built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const { app, base } = await openApp();
started = performance.now();
// VACUUM as autovacuum would by then: it sets the visibility map that index-only scans need.
for (const table of BENCH_TABLES) await stats.query(`VACUUM ANALYZE "${table}"`);
await stats.close();
console.log(`vacuumed and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

try {
  const admin = new HttpClient(base);
  const claimant = new HttpClient(base);
  const neutral = new HttpClient(base);
  await admin.login('admin@demo.in', DEMO_PASSWORD);
  await claimant.login('claimant@demo.in', DEMO_PASSWORD);
  await neutral.login('arbitrator@demo.in', DEMO_PASSWORD);

  const listFields = ['name', 'stage', 'creation', 'arbitration_agreement_number', 'arbitrator_name', 'award_due_on', 'next_deadline_on'];
  const allTab = [['stage', 'in', [...LIST_TAB_STAGES.claim.all]]];
  const page = (client: HttpClient, start = 0, filters: unknown[] = allTab, orFilters?: unknown[]) =>
    client.get(resource('Claim', { fields: listFields, filters, ...(orFilters ? { or_filters: orFilters } : {}), order_by: 'creation desc', limit_start: start, limit_page_length: 20 }));
  const count = (client: HttpClient, filters: unknown[] = allTab) => client.get(method('frappe.client.get_count', { doctype: 'Claim', filters }));
  const parties = (client: HttpClient, names: string[]) =>
    Promise.all(
      ['Claimant Table', 'Respondent Table'].map((table) =>
        client.get(resource(table, { fields: ['parent', 'name1', 'company_name'], filters: [['parenttype', '=', 'Claim'], ['parent', 'in', names]], order_by: 'idx asc', limit_page_length: 500 })),
      ),
    );
  /** The claimant's case list as it loads: the page and its count together, then the party rows of the page. */
  const listScreen = async (client: HttpClient, search?: string) => {
    let orFilters: unknown[] | undefined;
    if (search) {
      const like = `%${search}%`;
      const matches = await client.get(
        resource('Respondent Table', { fields: ['parent'], filters: [['parenttype', '=', 'Claim']], or_filters: [['name1', 'like', like], ['last_name', 'like', like], ['company_name', 'like', like]], limit_page_length: 500 }),
      );
      const parents = [...new Set((matches.data as { parent: string }[]).map((row) => row.parent))];
      orFilters = [['name', 'like', like], ...(parents.length > 0 ? [['name', 'in', parents]] : [])];
    }
    const [rows] = await Promise.all([page(client, 0, allTab, orFilters), count(client, orFilters ? [...allTab] : allTab)]);
    await parties(client, (rows.data as { name: string }[]).map((row) => row.name));
  };
  const claimantSearchTarget = (i: number) => `name ${(((i * 7919) % (CLAIMS / LENDERS)) * LENDERS) + LENDERS}`;

  const timings: Timing[] = [];
  const run = async (label: string, fn: (i: number) => Promise<unknown>) => timings.push(await timeCall(label, SAMPLES, fn));
  console.log(`\nscale bench: ${CLAIMS} claims on PostgreSQL, ${SAMPLES} calls each over HTTP`);
  await run('page 1, case manager (all cases)', () => page(admin));
  await run('page 1, claimant (role-filtered)', () => page(claimant));
  await run('page 1, arbitrator (role-filtered)', () => page(neutral));
  await run('page 1000, case manager', () => page(admin, 19_980));
  await run('page 500, claimant', () => page(claimant, 9_980));
  await run('get_count, claimant, All tab', () => count(claimant));
  await run('get_count, claimant, Draft tab', () => count(claimant, [['stage', 'in', [...LIST_TAB_STAGES.claim.draft]]]));
  await run('get_count, arbitrator, All tab', () => count(neutral));
  await run('get_count, case manager, All tab', () => count(admin));
  await run('claimant case-list screen (page ‖ count, then parties)', () => listScreen(claimant));
  await run("claimant case-list search ('name 12345')", (i) => listScreen(claimant, claimantSearchTarget(i)));
  await run('respondent by mobile, case manager', (i) =>
    admin.get(resource('Respondent Table', { fields: ['parent', 'name1'], filters: [['mobile', '=', `9${String((((i * 104729) % CLAIMS) + 1) * 3 + 1).padStart(9, '0')}`]] })),
  );
  await run('get_claim_list (neutral screen, with titles)', () => neutral.get(method(`${API}.get_claim_list`, { start: 0, limit: 20 })));
  for (const [who, client] of [['claimant', claimant], ['arbitrator', neutral], ['case manager', admin]] as const) {
    await run(`dashboard_cards, ${who}`, () => client.get(method(`${API}.dashboard_cards`)));
    await run(`dashboard_api, ${who}`, () => client.get(method(`${API}.dashboard_api`)));
    await run(`mediation_dashboard_cards, ${who}`, () => client.get(method(`${API}.mediation_dashboard_cards`)));
    await run(`get_distinct_claimants, ${who}`, () => client.get(method(`${API}.get_distinct_claimants`)));
  }

  const roleFiltered = timings.find((timing) => timing.label.startsWith('page 1, claimant'))!;
  const worst = timings.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  console.log(
    `\nscale: ${CLAIMS} claims, role-filtered page p95 ${roleFiltered.p95.toFixed(1)} ms, worst p95 ${worst.p95.toFixed(1)} ms (${worst.label})`,
  );
} finally {
  await app.close();
}
