// Bulk filing at scale: generates 100,000 valid rows (a borrower and a guarantor each), files them
// as the bulk screen does (upload, Lot, Data Import) and times the import job itself.
// Run: npm run bench -w server -- bulk   (PGlite in memory; DATABASE_URL=postgres://… for PostgreSQL;
// BENCH_ROWS to change the size, BENCH_BATCH the rows per batch)
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadSessionUser } from '../src/auth/users';
import { bulkCsv, sampleBulkRow } from '../src/bulk-import/sample-rows';
import { runDataImport } from '../src/bulk-import/run-import';
import { contextFor } from '../src/core/context';
import { insertDoc } from '../src/core/documents';
import { openPglite, openPostgres } from '../src/db';
import { saveFile } from '../src/files/save-file';
import { CpuMeter, perUnit } from './cpu';
import { folderStorage } from '../src/files/storage';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const url = process.env.DATABASE_URL;
const database = url ? 'PostgreSQL' : 'PGlite';
// PGlite keeps its data in a folder as `npm start` does (BENCH_PGLITE=memory: in memory).
const dataDir = url || process.env.BENCH_PGLITE === 'memory' ? undefined : await mkdtemp(path.join(tmpdir(), 'bulk-bench-'));
// The import's connections carry this name, so the PostgreSQL backends doing its work can be metered.
const applicationName = `bulk-bench-${process.pid}`;
process.env.PGAPPNAME = applicationName;
const db = url ? await openPostgres(url, { schema: `bench_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true }) : await openPglite(dataDir);
// Files in a folder, as `npm start` keeps them (memory storage would hold the upload in this process).
const filesDir = await mkdtemp(path.join(tmpdir(), 'bulk-bench-files-'));
const app = await buildApp({ db, demoData: true, maxUploadBytes: 1024 * 1024 * 1024, storage: folderStorage(filesDir) });
try {
  const user = (await loadSessionUser(app.services.db, 'claimant@demo.in', 'session'))!;
  const ctx = contextFor(app.services, user);
  // Made 1,000 rows at a time as the upload reads them, as a browser's upload arrives: the bench's
  // own rows never sit in the process whose peak RSS it reports.
  let bytes = 0;
  const csvParts = async function* () {
    for (let from = 0; from < ROWS; from += 1000) {
      const text = bulkCsv(Array.from({ length: Math.min(1000, ROWS - from) }, (_, i) => sampleBulkRow(from + i + 1, user.name)));
      const part = Buffer.from(from === 0 ? text : text.slice(text.indexOf('\n') + 1));
      bytes += part.length;
      yield part;
    }
  };
  const lot = await insertDoc(ctx, 'Lot', { type: 'Bulk', amount: 1000, count_of_claim: ROWS, naming_series: 'ARB-.#####' });
  const file = await saveFile(ctx, { content: Readable.from(csvParts()), fileName: 'bench.csv', isPrivate: true, attachedToDoctype: 'Lot', attachedToName: String(lot.name) });
  const job = await insertDoc(ctx, 'Data Import', { lot: lot.name, import_file: file.file_url, reference_doctype: 'Claim', import_type: 'Insert New Records' });
  console.log(`bulk import: ${ROWS} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV, on ${database}…`);

  const rssBefore = process.memoryUsage().rss / 1024 / 1024;
  // The peak of the import itself: the process's high-water mark is reset first (Linux), or it
  // would report the start-up, where creating a PGlite database peaks at ~800 MB once.
  const startupPeakMb = process.resourceUsage().maxRSS / 1024;
  const peakReset = resetPeakRss();
  if (process.env.BENCH_MARK) console.log(`mark ${process.hrtime.bigint() / 1000n}`);
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const meter = await CpuMeter.open(process.pid, url, applicationName);
  const meterBefore = await meter.read();
  const outcome = await runDataImport(app.services, String(job.name), process.env.BENCH_BATCH ? { batchSize: Number(process.env.BENCH_BATCH) } : {});
  const seconds = (performance.now() - start) / 1000;
  if (outcome.status !== 'Success' || outcome.imported !== ROWS) throw new Error(`import ended ${JSON.stringify(outcome)}`);
  // After a reset, the peak since it (Linux resets getrusage's maximum with VmHWM).
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const cpu = process.cpuUsage(cpuBefore);
  const rowCpu = perUnit(CpuMeter.between(meterBefore, await meter.read()), ROWS, 'µs');
  await meter.close();
  // On a shared machine the wall clock also counts time spent waiting for a core.
  console.log(
    `bulk import: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in this process; RSS ${Math.round(rssBefore)} MB before the import; ` +
      `peak before the import ${Math.round(startupPeakMb)} MB${peakReset ? '' : ' (the peak below includes it: it could not be reset)'}`,
  );
  console.log(`cpu: a bulk-imported row = ${rowCpu.text}, ${database}`);
  console.log(
    `bulk import: ${ROWS} rows in ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), peak RSS ${Math.round(peakMb)} MB, ${database}`,
  );
} finally {
  await app.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await rm(filesDir, { recursive: true, force: true });
}

/** Resets the process's peak resident size (`VmHWM`, and with it `maxRSS`) where Linux allows it; false elsewhere. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
