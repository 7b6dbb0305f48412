// Allocating a 100,000-case Lot by the published draw, on PostgreSQL: seeds ALLOCATION_CASES
// Draft claims (default 100,000) of one lender in one Lot, a panel of ALLOCATION_NEUTRALS approved
// arbitrators (default 40; item 22 set to Disclose, as a lender's bulk needs), then times one
// allocate_neutrals call over real HTTP and prints how far each neutral's load is from the fair share.
// Run: DATABASE_URL=postgres://…/db npm run bench -w server -- allocation (in a schema of its own, dropped after).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { contextFor } from '../src/core/context';
import { insertDoc } from '../src/core/documents';
import { SYSTEM_USER } from '../src/core/session-user';
import { openPostgres } from '../src/db';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { ensureNeutral } from '../src/seed/demo-appointments';
import { HttpClient, method } from './http-client';

const CASES = Number(process.env.ALLOCATION_CASES ?? 100_000);
const NEUTRALS = Number(process.env.ALLOCATION_NEUTRALS ?? 40);
const LOT = 'LOT-BENCH';
const url = process.env.DATABASE_URL;
if (!url) throw new Error('The allocation bench needs DATABASE_URL (PostgreSQL)');

const db = await openPostgres(url, { schema: `bench_alloc_${randomBytes(4).toString('hex')}`, dropSchemaOnClose: true, max: 10 });
const app = await buildApp({ db, demoData: true, demoAwards: false, dataKey: '0'.repeat(64) });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const ctx = contextFor(app.services, SYSTEM_USER);
  const members: string[] = [];
  for (let i = 0; i < NEUTRALS; i++) {
    const email = `panel${i}@bench.in`;
    await ensureNeutral(ctx, { email, firstName: 'Panel', lastName: `Arbitrator ${i}`, role: 'Arbitrator', languages: ['English', 'Hindi', 'Marathi'] });
    members.push(email);
  }
  await insertDoc(
    ctx,
    'Appointment Panel',
    { panel_name: 'Bench panel', case_kind: 'Arbitration', item_22_rule: 'Disclose', members: members.map((neutral) => ({ neutral })) },
    { ignorePermissions: true },
  );
  let started = performance.now();
  await db.query(
    `INSERT INTO "tabClaim" ("name", "owner", "creation", "modified", "modified_by", "stage", "claim_type", "case_management_type", "user_email_id", "lot", "arbitration_agreement_number")
     SELECT 'ARB-' || lpad(g::text, 7, '0'), 'claimant@demo.in', now(), now(), 'claimant@demo.in', 'Draft', 'Bulk', 'Type One', 'claimant@demo.in', $1, 'BENCH-' || g
       FROM generate_series(1, $2::int) AS g`,
    [LOT, CASES],
  );
  await db.query(
    `INSERT INTO "tabRespondent Table" ("name", "owner", "creation", "modified", "parent", "parenttype", "parentfield", "idx", "respondent_type", "name1", "mobile", "state")
     SELECT 'r' || g, 'claimant@demo.in', now(), now(), 'ARB-' || lpad(g::text, 7, '0'), 'Claim', 'respondent_table', 1, 'Individual', 'Borrower ' || g,
            '9' || lpad(g::text, 9, '0'), 'Maharashtra'
       FROM generate_series(1, $1::int) AS g`,
    [CASES],
  );
  await db.query(`ANALYZE "tabClaim"`);
  await db.query(`ANALYZE "tabRespondent Table"`);
  console.log(`seeded ${CASES} Draft claims in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const admin = new HttpClient(base);
  await admin.login('admin@demo.in', DEMO_PASSWORD);
  started = performance.now();
  const reply = await admin.request('POST', method('arbitroute.api.react_api.allocate_neutrals'), {
    lot: LOT,
    legal_basis: 'Institutional rule in the agreement',
    legal_reference: 'Bench agreement cl. 1',
  });
  const seconds = (performance.now() - started) / 1000;
  if (reply.status !== 200) throw new Error(`allocate_neutrals failed: ${reply.status} ${JSON.stringify(reply.json).slice(0, 400)}`);
  const { rows } = await db.query<{ neutral: string; n: number }>(`SELECT "arbitrator" AS "neutral", count(*)::int AS "n" FROM "tabClaim" WHERE "lot" = $1 GROUP BY 1`, [LOT]);
  const unassigned = rows.find((row) => row.neutral === null)?.n ?? 0;
  if (unassigned > 0) throw new Error(`${unassigned} cases were left without a neutral`);
  const fair = CASES / NEUTRALS;
  const loads = new Map(rows.map((row) => [row.neutral, Number(row.n)]));
  const deviation = Math.max(...members.map((neutral) => Math.abs((loads.get(neutral) ?? 0) - fair)));
  console.log(`allocation: ${CASES} cases in ${seconds.toFixed(1)} s, max deviation ${deviation.toFixed(1)} cases`);
} finally {
  await app.close();
}
