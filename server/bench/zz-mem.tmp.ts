// Bulk filing at scale: generates 100,000 valid rows (a borrower and a guarantor each), files them
// as the bulk screen does (upload, Lot, Data Import) and times the import job itself.
// Run: npm run bench -w server -- bulk   (PGlite in memory; DATABASE_URL=postgres://… for PostgreSQL;
// BENCH_ROWS to change the size)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadSessionUser } from '../src/auth/users';
import { bulkCsv, sampleBulkRow } from '../src/bulk-import/sample-rows';
import { runDataImport } from '../src/bulk-import/run-import';
import { contextFor } from '../src/core/context';
import { insertDoc } from '../src/core/documents';
import { openPglite, openPostgres } from '../src/db';
import { saveFile } from '../src/files/save-file';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const url = process.env.DATABASE_URL;
const database = url ? 'PostgreSQL' : 'PGlite';
// PGlite keeps its data in a folder as `npm start` does (BENCH_PGLITE=memory: in memory).
const dataDir = url || process.env.BENCH_PGLITE === 'memory' ? undefined : await mkdtemp(path.join(tmpdir(), 'bulk-bench-'));
const db = url ? await openPostgres(url, { schema: `bench_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true }) : await openPglite(dataDir);
const app = await buildApp({ db, demoData: true, maxUploadBytes: 1024 * 1024 * 1024 });
try {
  const user = (await loadSessionUser(app.services.db, 'claimant@demo.in', 'session'))!;
  const ctx = contextFor(app.services, user);
  // Made 1,000 rows at a time, so the bench's own rows do not set the peak RSS it reports.
  const parts: string[] = [];
  for (let from = 0; from < ROWS; from += 1000) {
    const text = bulkCsv(Array.from({ length: Math.min(1000, ROWS - from) }, (_, i) => sampleBulkRow(from + i + 1, user.name)));
    parts.push(from === 0 ? text : text.slice(text.indexOf('\n') + 1));
  }
  const csv = Buffer.from(parts.join(''));
  parts.length = 0;
  const lot = await insertDoc(ctx, 'Lot', { type: 'Bulk', amount: 1000, count_of_claim: ROWS, naming_series: 'ARB-.#####' });
  const file = await saveFile(ctx, { content: csv, fileName: 'bench.csv', isPrivate: true, attachedToDoctype: 'Lot', attachedToName: String(lot.name) });
  const job = await insertDoc(ctx, 'Data Import', { lot: lot.name, import_file: file.file_url, reference_doctype: 'Claim', import_type: 'Insert New Records' });
  console.log(`bulk import: ${ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV, on ${database}…`);

  const rssBefore = process.memoryUsage().rss / 1024 / 1024;
  if (process.env.BENCH_MARK) console.log(`mark ${process.hrtime.bigint() / 1000n}`);
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const peak: Record<string, number> = {};
  const timer = setInterval(() => { const m = process.memoryUsage() as unknown as Record<string, number>; for (const k of Object.keys(m)) peak[k] = Math.max(peak[k] ?? 0, m[k] / 1048576); }, 50);
  const live: number[] = [];
  const gcTimer = setInterval(() => { (globalThis as any).gc(); live.push(Math.round(process.memoryUsage().heapUsed / 1048576)); }, 1000);
  const outcome = await runDataImport(app.services, String(job.name));
  const seconds = (performance.now() - start) / 1000; clearInterval(timer); clearInterval(gcTimer); console.log('live after gc', live.join(' ')); console.log('peaks MB', JSON.stringify(Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, Math.round(v)]))));
  if (outcome.status !== 'Success' || outcome.imported !== ROWS) throw new Error(`import ended ${JSON.stringify(outcome)}`);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const cpu = process.cpuUsage(cpuBefore);
  // On a shared machine the wall clock also counts time spent waiting for a core.
  console.log(`bulk import: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in this process; RSS ${Math.round(rssBefore)} MB before the import`);
  console.log(
    `bulk import: ${ROWS} rows in ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), peak RSS ${Math.round(peakMb)} MB, ${database}`,
  );
} finally {
  await app.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
