// 200 open connections on two server processes sharing one PostgreSQL, each sending its next
// request as soon as the last one answers (no pause): a lender's screens as the browser calls
// them, a page of the case list with its count, a case view with its tabs' calls (the case, its
// hearings, documents and awards) and the dashboard (its numbers and its lists). Prints p50/p99 per
// call and one line:
// `connections: 200 open connections for <s> s on 2 processes: <n> requests (<r>/s), <e> errors, p50 <x> ms, p99 <y> ms`.
// Run: DATABASE_URL=postgres://…/load npm run bench -w server -- connections
//      (CONNECTIONS, CONNECTIONS_SECONDS: default 200 and 60; not part of the tests)
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { HttpClient, method, percentile, resource } from './http-client';
import { startServer, stopServer } from './load';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const SECONDS = Number(process.env.CONNECTIONS_SECONDS ?? 60);
const API = 'arbitroute.api.react_api';
if (!process.env.DATABASE_URL) throw new Error('The connections bench needs DATABASE_URL: two processes share one PostgreSQL');

const durations = new Map<string, number[]>();
const failures = new Map<string, string[]>();
// One keep-alive connection per simulated browser tab, as many as there are of them.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** GET over the bench's own connections; resolves with the status and the body's text. */
function get(url: string, cookie: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'application/json', cookie } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function call(label: string, client: HttpClient, path: string): Promise<any> {
  const started = performance.now();
  try {
    const { status, text } = await get(client.base + path, client.cookie);
    if (status !== 200) throw new Error(`${status} ${text.slice(0, 200)}`);
    durations.set(label, [...(durations.get(label) ?? []), performance.now() - started]);
    return JSON.parse(text);
  } catch (error) {
    failures.set(label, [...(failures.get(label) ?? []), error instanceof Error ? error.message.slice(0, 200) : String(error)]);
    return undefined;
  }
}

const listFields = ['name', 'stage', 'creation', 'arbitration_agreement_number', 'arbitrator_name'];
let deadline = 0;

/** One open connection: list, a case with its tabs, the dashboard, again until the time is up. */
async function tab(client: HttpClient, email: string): Promise<void> {
  let turn = 0;
  while (performance.now() < deadline) {
    turn += 1;
    const page = await call('case list page', client, resource('Claim', { fields: listFields, order_by: 'creation desc', limit_page_length: 20 }));
    await call('case list count', client, method('frappe.client.get_count', { doctype: 'Claim' }));
    const cases = (page?.data ?? []) as { name: string }[];
    const name = cases[turn % Math.max(1, cases.length)]?.name;
    if (name) {
      await call('case view: the case', client, `/api/resource/Claim/${encodeURIComponent(name)}`);
      await call('case view: hearings', client, method(`${API}.get_hearing_by_case`, { case: name }));
      await call('case view: documents tab', client, resource('Arbitration Document', { fields: ['*'], filters: [['claim', '=', name]], order_by: 'posting_date desc, creation desc', limit_page_length: 500 }));
      await call('case view: award tab', client, resource('Award', { fields: ['*'], filters: [['claim', '=', name]], order_by: 'creation desc', limit_page_length: 500 }));
    }
    await call('dashboard numbers', client, method(`${API}.dashboard_cards`, { email }));
    await call('dashboard lists', client, method(`${API}.dashboard_api`, { email, role: 'Claimant' }));
  }
}

const servers = [await startServer('app', { LOG_LEVEL: 'warn' }), await startServer('app', { LOG_LEVEL: 'warn' })];
try {
  const bases = servers.map((server) => `http://127.0.0.1:${server.port}`);
  // One session per process, shared by its connections (a lender's many tabs).
  const clients = await Promise.all(
    bases.map(async (base) => {
      const client = new HttpClient(base);
      await client.login('claimant@demo.in', DEMO_PASSWORD);
      return client;
    }),
  );
  // Warm-up: each process plans its statements once.
  deadline = performance.now() + 2000;
  await Promise.all(clients.map((client) => tab(client, 'claimant@demo.in')));
  durations.clear();
  failures.clear();

  console.log(`connections: ${CONNECTIONS} open connections for ${SECONDS} s on 2 processes, no pause between requests…`);
  deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => tab(clients[i % 2], 'claimant@demo.in')));
  const elapsed = (performance.now() - started) / 1000;
  const all = [...durations.values()].flat().sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((sum, list) => sum + list.length, 0);
  for (const [label, list] of [...durations].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => a - b);
    console.log(`${label.padEnd(32)} ${String(list.length).padStart(7)} ok ${String(failures.get(label)?.length ?? 0).padStart(4)} errors  p50 ${percentile(list, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms`);
  }
  for (const [label, list] of failures) console.log(`errors in "${label}" (${list.length}), first: ${list[0]}`);
  console.log(
    `\nconnections: ${CONNECTIONS} open connections for ${elapsed.toFixed(0)} s on 2 processes: ${all.length} requests (${(all.length / elapsed).toFixed(0)}/s), ` +
      `${errors} errors, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  await Promise.all(servers.map((server) => stopServer(server.child)));
}
