// A burst of award downloads, each a fresh render (the letter is edited between rounds, so the print
// cache cannot answer), while a lender keeps paging through their cases on the same server: how
// long a PDF takes, what it costs in CPU (the server and its Chromium), and what the burst does to
// everyone else's requests. Decides whether on-demand PDFs must go through the job queue.
// Prints `pdf: N PDFs in T s …` and `pdf: list of 20 p50/p99 idle … → during the burst …`.
// Run: npm run bench -w server -- pdf-burst   (PGlite in memory; DATABASE_URL=postgres://… for PostgreSQL;
//      PDF_ROUNDS: rounds of 4 renders, default 10)
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { processCpuMs } from './cpu';
import { HttpClient, percentile, resource } from './http-client';
import { load, startServer, stopServer, type LoadResult } from './load';

const ROUNDS = Number(process.env.PDF_ROUNDS ?? 10);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The process and every process it started (Chromium and its helpers), by pid. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return out;
}

const treeCpu = (root: number) => new Map(processTree(root).map((pid) => [pid, processCpuMs(pid)]));

const server = await startServer('app', { LOG_LEVEL: 'warn' });
try {
  const base = `http://127.0.0.1:${server.port}`;
  const arbitrator = new HttpClient(base);
  await arbitrator.login('arbitrator@demo.in', DEMO_PASSWORD);
  const awards = await arbitrator.get(resource('Award', { fields: ['name', 'claim'], limit_page_length: 20 }));
  // One the arbitrator may still edit: its case is at the Award stage, not Completed.
  let award: string | undefined;
  for (const row of awards.data as { name: string; claim: string }[]) {
    const claim = await arbitrator.get(`/api/resource/Claim/${encodeURIComponent(row.claim)}`);
    if (claim.data.stage === 'Award') award = row.name;
  }
  if (!award) throw new Error('The demo arbitrator has no award at the Award stage to print');
  const lender = new HttpClient(base);
  await lender.login('claimant@demo.in', DEMO_PASSWORD);
  const list = {
    path: resource('Claim', { fields: ['name', 'stage', 'creation', 'arbitrator_name'], order_by: 'creation desc', limit_page_length: 20 }),
    headers: { cookie: lender.cookie, accept: 'application/json' },
  };
  const download = (format: string, letterhead: boolean) =>
    `/api/method/frappe.utils.print_format.download_pdf?doctype=Award&name=${encodeURIComponent(award!)}&format=${encodeURIComponent(format)}${letterhead ? '' : '&no_letterhead=1'}`;
  const shapes: [string, boolean][] = [['Award', true], ['Award', false], ['Award Covering Letter', true], ['Award Covering Letter', false]];

  // Chromium starts on the first render: once before anything is measured.
  await (await fetch(base + download('Award', true), { headers: { cookie: arbitrator.cookie } })).arrayBuffer();
  await load(server.port, 10, 2, list);
  const idle = await load(server.port, 10, 5, list);

  const renders: number[] = [];
  let failed = 0;
  const cpuBefore = treeCpu(server.child.pid!);
  const started = performance.now();
  let bursting = true;
  const burst = (async () => {
    try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // A new letter: new content, so every render below is a real one, not the cache's.
      const edited = await arbitrator.request('PUT', `/api/resource/Award/${encodeURIComponent(award!)}`, { award_letter: `<p>Award, revision ${Date.now()}-${round}.</p>` });
      if (edited.status !== 200) throw new Error(`editing the award: ${edited.status} ${JSON.stringify(edited.json).slice(0, 200)}`);
      await Promise.all(
        shapes.map(async ([format, letterhead]) => {
          const at = performance.now();
          const response = await fetch(base + download(format, letterhead), { headers: { cookie: arbitrator.cookie } });
          await response.arrayBuffer();
          if (response.status === 200) renders.push(performance.now() - at);
          else failed += 1;
        }),
      );
    }
    } finally {
      bursting = false;
    }
  })();
  // The lender's list, measured for exactly as long as the burst lasts.
  const during: LoadResult[] = [];
  while (bursting) during.push(await load(server.port, 10, 1, list));
  await burst;
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = treeCpu(server.child.pid!);
  let serverMs = 0;
  let chromiumMs = 0;
  for (const [pid, ms] of cpuAfter) {
    const spent = ms - (cpuBefore.get(pid) ?? 0);
    if (pid === server.child.pid) serverMs += spent;
    else chromiumMs += spent;
  }
  renders.sort((a, b) => a - b);
  const pdfs = renders.length;
  const listDuring = { requests: during.reduce((sum, r) => sum + r.requests, 0), p50: percentile(during.map((r) => r.p50).sort((a, b) => a - b), 50), p99: Math.max(...during.map((r) => r.p99)) };
  console.log(`pdf-burst on ${engine}: ${ROUNDS} rounds of ${shapes.length} fresh renders of one award, a lender's list of 20 with 10 connections alongside`);
  console.log(
    `pdf: ${pdfs} PDFs in ${seconds.toFixed(1)} s (${(pdfs / seconds).toFixed(1)}/s, ${failed} failed), each p50 ${percentile(renders, 50).toFixed(0)} ms p99 ${percentile(renders, 99).toFixed(0)} ms; ` +
      `CPU per PDF: Chromium ${(chromiumMs / Math.max(1, pdfs)).toFixed(0)} ms, server ${(serverMs / Math.max(1, pdfs)).toFixed(0)} ms (the list's requests included)`,
  );
  console.log(
    `pdf: list of 20 idle ${idle.perSecond.toFixed(0)} req/s p50 ${idle.p50.toFixed(1)} ms p99 ${idle.p99.toFixed(1)} ms → during the burst ` +
      `${(listDuring.requests / seconds).toFixed(0)} req/s p50 ${listDuring.p50.toFixed(1)} ms p99 ${listDuring.p99.toFixed(1)} ms`,
  );
  if (failed > 0) process.exitCode = 1;
} finally {
  await stopServer(server.child);
}
