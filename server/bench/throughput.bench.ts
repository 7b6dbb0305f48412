// Requests per second of an authenticated list of 20 claims, next to a bare Fastify hello in
// the same run (the ratio is what to read on a shared machine): each server in a process of its
// own, loaded by the same client with the same connections and duration. Then filings with 2
// respondents through POST /api/resource/Claim with 1 and 10 clients, the server + database CPU
// one filing costs (from the processes' CPU time), and the statements it runs.
// Run: DATABASE_URL=postgres://…/bench npm run bench -w server -- throughput   (PGlite without it)
import { AsyncLocalStorage } from 'node:async_hooks';
import { createTestApp, openTestDb, resourceUrl, TestClient } from '../src/test/helpers';
import type { Db } from '../src/db';
import { HttpClient, resource } from './http-client';
import { CpuMeter, perUnit } from './cpu';
import { load, startServer, stopServer } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let filingNo = 0;
const filing = () => {
  filingNo += 1;
  const mobile = (i: number) => `9${String((process.pid % 1000) * 1_000_000 + filingNo * 2 + i).padStart(9, '0').slice(-9)}`;
  return {
    arbitration_agreement_number: `BENCH-${process.pid}-${filingNo}`,
    disputed_value: 250000,
    respondent_table: [
      { respondent_type: 'Individual', contact_type: 'Borrower', salutation: 'Mr', name1: `Borrower ${filingNo}`, mobile: mobile(0), state: 'Maharashtra', district: 'Pune', pin_code: '411001' },
      { respondent_type: 'Individual', contact_type: 'Guarantor', name1: `Guarantor ${filingNo}`, mobile: mobile(1) },
    ],
  };
};

/** Statements of one filing, counted in-process on the same kind of database. */
async function statementsPerFiling(): Promise<{ total: number; selects: number }> {
  const counter = new AsyncLocalStorage<string[]>();
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) => {
      counter.getStore()?.push(sql);
      return inner.query(sql, params);
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
  });
  process.env.TEST_DB = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const app = await createTestApp({ demoData: true, db: wrap(await openTestDb()) });
  try {
    const claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    await claimant.post(resourceUrl('Claim'), filing());
    const statements: string[] = [];
    const response = await counter.run(statements, () => claimant.post(resourceUrl('Claim'), filing()));
    if (response.statusCode !== 200) throw new Error(`filing: ${response.statusCode} ${response.body}`);
    return { total: statements.length, selects: statements.filter((sql) => /^\s*SELECT/i.test(sql)).length };
  } finally {
    await app.close();
  }
}

const hello = await startServer('hello');
// The server's connections carry this name, so the database backends serving it can be metered.
const applicationName = `throughput-bench-${process.pid}`;
const server = await startServer('app', { PGAPPNAME: applicationName });
const meter = await CpuMeter.open(server.child.pid!, process.env.DATABASE_URL || undefined, applicationName);
try {
  const client = new HttpClient(`http://127.0.0.1:${server.port}`);
  await client.login('claimant@demo.in', 'Demo@1234');
  const headers = { cookie: client.cookie, accept: 'application/json' };
  const list = { path: resource('Claim', { fields: ['name', 'stage', 'creation', 'arbitrator_name'], order_by: 'creation desc', limit_page_length: 20 }), headers };
  await load(server.port, CONNECTIONS, 2, list); // warm-up
  await load(hello.port, CONNECTIONS, 2, { path: '/' });
  const bare = await load(hello.port, CONNECTIONS, SECONDS, { path: '/' });
  const listed = await load(server.port, CONNECTIONS, SECONDS, list);
  const line = (label: string, r: { perSecond: number; p50: number; p99: number; errors: number }) =>
    console.log(`${label.padEnd(44)} ${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}`);
  console.log(`throughput on ${engine}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  line('bare Fastify hello', bare);
  line('authenticated list of 20 claims', listed);
  console.log(`throughput: list of 20 = ${(listed.perSecond / bare.perSecond).toFixed(3)}x bare Fastify hello (separate processes)`);

  const post = { method: 'POST', path: resourceUrl('Claim'), headers: { ...headers, 'x-frappe-csrf-token': client.csrf }, body: filing };
  for (const clients of [1, 10]) {
    const before = await meter.read();
    const filed = await load(server.port, clients, SECONDS, post);
    const cpu = CpuMeter.between(before, await meter.read());
    line(`POST Claim with 2 respondents, ${clients} client${clients > 1 ? 's' : ''}`, filed);
    console.log(`filing: ${filed.perSecond.toFixed(0)} docs/s with ${clients} client${clients > 1 ? 's' : ''}`);
    console.log(`cpu: a filing with two respondents = ${perUnit(cpu, filed.requests - filed.errors, 'ms').text}, ${clients} client${clients > 1 ? 's' : ''}, ${engine}`);
  }
} finally {
  await meter.close();
  await stopServer(server.child);
  await stopServer(hello.child);
}
const { total, selects } = await statementsPerFiling();
console.log(`filing: ${total} statements per claim with 2 respondents (${selects} SELECT)`);
