// Many users at once on two server processes sharing one PostgreSQL: LOAD_USERS (default 200)
// people for LOAD_SECONDS (default 300), each doing what their role does on the portal, with a
// pause between steps: lenders log in, page through their cases, open one, file a case and attach
// its agreement; arbitrators open their dashboard and cases; respondents get a code by SMS, log in
// with it and read their case. Users alternate between the processes, as a load balancer would
// send them. Prints p50/p99 per step, errors, and one line:
// `load: <users> users for <s> s on 2 processes: <n> requests, <e> errors, p99 <x> ms`.
// Run: DATABASE_URL=postgres://…/load npm run bench -w server -- load   (not part of the tests)
import { randomInt, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../src/db';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { HttpClient, method, percentile, resource } from './http-client';
import { startServer, stopServer } from './load';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const API = 'arbitroute.api.react_api';
const url = process.env.DATABASE_URL;
if (!url) throw new Error('The load bench needs DATABASE_URL: two processes share one PostgreSQL');

const durations = new Map<string, number[]>();
const failures = new Map<string, string[]>();

/** Times one step; a step that fails is counted and the user carries on. */
async function step<T>(label: string, fn: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  try {
    const result = await fn();
    durations.set(label, [...(durations.get(label) ?? []), performance.now() - started]);
    return result;
  } catch (error) {
    failures.set(label, [...(failures.get(label) ?? []), error instanceof Error ? error.message.slice(0, 200) : String(error)]);
    return undefined;
  }
}

async function ok(client: HttpClient, verb: string, path: string, body?: unknown): Promise<any> {
  const response = await client.request(verb, path, body);
  if (response.status !== 200) throw new Error(`${verb} ${path.split('?')[0]}: ${response.status} ${JSON.stringify(response.json).slice(0, 200)}`);
  return response.json;
}

const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS / 2 + randomInt(THINK_MS)));
const until = () => performance.now() < deadline;
let deadline = 0;
let filed = 0;

const listFields = ['name', 'stage', 'creation', 'arbitration_agreement_number', 'arbitrator_name'];

async function lender(base: string): Promise<void> {
  const client = new HttpClient(base);
  await step('login', () => client.login('claimant@demo.in', DEMO_PASSWORD));
  while (until()) {
    const page = await step('case list page', () => ok(client, 'GET', resource('Claim', { fields: listFields, order_by: 'creation desc', limit_page_length: 20 })));
    await step('case list count', () => ok(client, 'GET', method('frappe.client.get_count', { doctype: 'Claim' })));
    await think();
    const name = page?.data?.[randomInt(Math.max(1, page?.data?.length ?? 1))]?.name;
    if (name) await step('case view', () => ok(client, 'GET', `/api/resource/Claim/${encodeURIComponent(name)}`));
    await think();
    if (randomInt(4) === 0) {
      filed += 1;
      const claim = await step('file a case', () =>
        ok(client, 'POST', '/api/resource/Claim', {
          arbitration_agreement_number: `LOAD-${process.pid}-${filed}`,
          disputed_value: 150000 + filed,
          respondent_table: [
            { respondent_type: 'Individual', contact_type: 'Borrower', name1: `Borrower ${filed}`, mobile: `7${String(randomInt(1e9)).padStart(9, '0')}`, state: 'Maharashtra', district: 'Pune', pin_code: '411001' },
            { respondent_type: 'Individual', contact_type: 'Guarantor', name1: `Guarantor ${filed}`, mobile: `7${String(randomInt(1e9)).padStart(9, '0')}` },
          ],
        }),
      );
      const claimName = claim?.data?.name;
      if (claimName) await step('upload a file', () => upload(client, claimName));
      await think();
    }
  }
}

/** The agreement PDF of a draft, as the filing form uploads it. */
async function upload(client: HttpClient, claim: string): Promise<void> {
  const form = new FormData();
  form.set('doctype', 'Claim');
  form.set('docname', claim);
  form.set('is_private', '1');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(20_000), Buffer.from('\n%%EOF\n')]);
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'agreement.pdf');
  const response = await fetch(`${client.base}/api/method/upload_file`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'x-frappe-csrf-token': client.csrf, accept: 'application/json' },
    body: form,
  });
  if (response.status !== 200) throw new Error(`upload_file: ${response.status} ${(await response.text()).slice(0, 200)}`);
}

async function arbitrator(base: string): Promise<void> {
  const client = new HttpClient(base);
  await step('login', () => client.login('arbitrator@demo.in', DEMO_PASSWORD));
  while (until()) {
    await step('dashboard cards', () => ok(client, 'GET', method(`${API}.dashboard_cards`)));
    await step('dashboard hearings and due cases', () => ok(client, 'GET', method(`${API}.dashboard_api`)));
    await think();
    const list = await step('neutral case list', () => ok(client, 'GET', method(`${API}.get_claim_list`, { start: 0, limit: 20 })));
    const cases = (list?.message?.data ?? list?.message ?? []) as { name: string }[];
    const name = Array.isArray(cases) ? cases[randomInt(Math.max(1, cases.length))]?.name : undefined;
    if (name) await step('case view', () => ok(client, 'GET', `/api/resource/Claim/${encodeURIComponent(name)}`));
    await think();
  }
}

/** A respondent of one of the bench's cases: code by SMS (read from the outbox by the case manager), login, case. */
async function respondent(base: string, admin: HttpClient, person: { case: string; mobile: string }): Promise<void> {
  while (until()) {
    const client = new HttpClient(base);
    const who = { claim_id: person.case, mobile: person.mobile, role: 'Borrower' };
    const sent = await step('respondent code by SMS', () => ok(client, 'POST', method(`${API}.get_claim_and_respondent_info`), who));
    if (!sent) return;
    const sms = await step('read the SMS (outbox)', () =>
      ok(admin, 'GET', resource('SMS Log', { fields: ['text'], filters: [['to', '=', person.mobile]], order_by: 'creation desc', limit_page_length: 1 })),
    );
    const code = /\b(\d{6})\b/.exec(String(sms?.data?.[0]?.text ?? ''))?.[1];
    await think();
    const verified = code ? await step('respondent login with the code', () => ok(client, 'POST', method(`${API}.verify_otp`, {}), { ...who, otp: code })) : undefined;
    if (verified) client.csrf = verified.message.csrf_token;
    for (let i = 0; i < 5 && verified && until(); i += 1) {
      await step('respondent case view', () => ok(client, 'GET', `/api/resource/Claim/${encodeURIComponent(person.case)}`));
      await think();
    }
    // A code per case + mobile only once a minute: the next login waits for it (or the end).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(61_000, deadline - performance.now()))));
  }
}

/** Cases out of Draft whose borrowers can log in: one per respondent user. */
async function respondentCases(admin: HttpClient, count: number): Promise<{ case: string; mobile: string }[]> {
  const filer = new HttpClient(admin.base);
  await filer.login('claimant@demo.in', DEMO_PASSWORD);
  const people: { case: string; mobile: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const mobile = `6${String(process.pid % 10_000).padStart(4, '0')}${String(i).padStart(5, '0')}`;
    const claim = await ok(filer, 'POST', '/api/resource/Claim', {
      arbitration_agreement_number: `LOAD-R-${process.pid}-${i}`,
      respondent_table: [{ respondent_type: 'Individual', contact_type: 'Borrower', name1: `Respondent ${i}`, mobile }],
    });
    people.push({ case: claim.data.name, mobile });
  }
  // Filed cases wait for the case manager; the bench moves them on directly.
  const db = await openPostgres(url!);
  try {
    await db.query(`UPDATE "tabClaim" SET "stage" = 'Awaiting Reply' WHERE "name" = ANY($1::text[])`, [people.map((p) => p.case)]);
  } finally {
    await db.close();
  }
  return people;
}

const env = { OTP_SECRET: randomBytes(24).toString('hex'), BENCH_LIFT_IP_LIMITS: '1', LOG_LEVEL: 'warn' };
const servers = [await startServer('app', env), await startServer('app', env)];
try {
  const bases = servers.map((server) => `http://127.0.0.1:${server.port}`);
  const admin = new HttpClient(bases[0]);
  await admin.login('admin@demo.in', DEMO_PASSWORD);
  const respondents = Math.round(USERS * 0.2);
  const arbitrators = Math.round(USERS * 0.2);
  const people = await respondentCases(admin, respondents);
  console.log(`load: ${USERS} users (${USERS - respondents - arbitrators} lenders, ${arbitrators} arbitrators, ${respondents} respondents) for ${SECONDS} s on 2 processes…`);
  deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const base = bases[i % 2];
      // Users arrive over the first ten seconds.
      await new Promise((resolve) => setTimeout(resolve, randomInt(10_000)));
      if (i < respondents) return respondent(base, admin, people[i]);
      if (i < respondents + arbitrators) return arbitrator(base);
      return lender(base);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const all = [...durations.values()].flat().sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((sum, list) => sum + list.length, 0);
  for (const [label, list] of [...durations].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => a - b);
    const failed = failures.get(label)?.length ?? 0;
    console.log(`${label.padEnd(40)} ${String(list.length).padStart(7)} ok ${String(failed).padStart(4)} errors  p50 ${percentile(list, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms`);
  }
  for (const [label, list] of failures) console.log(`errors in "${label}" (${list.length}), first: ${list[0]}`);
  console.log(`\nload: ${USERS} users for ${elapsed.toFixed(0)} s on 2 processes: ${all.length} requests (${(all.length / elapsed).toFixed(0)}/s), ${errors} errors, p99 ${percentile(all, 99).toFixed(1)} ms`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => stopServer(server.child)));
}
