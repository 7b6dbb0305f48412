// The bulk screen's parse workers at scale: a generated 100,000-row CSV of the template (a lender,
// a borrower and a guarantor per row) parsed and checked by the built worker (worker-dist/) in
// Chromium, started as the screen starts it (parseInWorker). Prints one line: the time from handing
// the file over until the page has its result (parse + validate, and the rows' way back), the
// slowest worker's own time, and the longest main-thread task meanwhile (Long Tasks API).
//
//   npm run bench:parse -w mfe-filing      (builds the worker first; BENCH_ROWS for another size,
//                                           BENCH_CORES to set the cores the page reports, hence its
//                                           workers; CHROMIUM_PATH for the browser)
// Goals (issue #12): ≤ 3 s for 100,000 rows, no main-thread task over 200 ms.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { BULK_COLUMN_KEYS, sampleBulkRow, toCsv } from 'shared-api/bulk';
import { NATURES_OF_DISPUTE, SALUTATIONS } from '../../server/src/seed/reference/lists';
import { indianStates } from '../../server/src/seed/reference/states';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const USER = 'claimant@demo.in';
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function makeCsv(): string {
  const parts: string[] = [toCsv([BULK_COLUMN_KEYS])];
  for (let from = 1; from <= ROWS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, ROWS - from + 1) }, (_, k) => BULK_COLUMN_KEYS.map((key) => sampleBulkRow(from + k, USER)[key] ?? ''));
    parts.push(toCsv(rows));
  }
  return parts.join('');
}

const workerFile = path.join(appDir, 'worker-dist', 'bulk-parse.worker.js');
let worker: Buffer;
try {
  worker = await readFile(workerFile);
} catch {
  throw new Error(`${path.relative(process.cwd(), workerFile)} is missing: build the worker first (npm run bench:parse builds it)`);
}
// The screen's own parseInWorker (workers per core, rows in pieces, the merge), for the page.
const bundled = await build({
  stdin: { contents: `import { parseInWorker } from './src/bulk/parse-in-worker'; Object.assign(window, { parseInWorker });`, resolveDir: appDir, loader: 'ts' },
  bundle: true,
  format: 'esm',
  target: 'chrome120',
  write: false,
  logLevel: 'warning',
});
const pageScript = bundled.outputFiles[0].text;
const csv = makeCsv();

// The page, the worker and the file from one origin (a worker cannot start from a file: URL).
// The page script sits at /bench/page.js, so the worker's URL (../../worker-dist/…) resolves to /worker-dist/….
const PAGE = `<!doctype html><meta charset="utf-8"><title>bulk parse bench</title><script>
window.longTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]); })
  .observe({ type: 'longtask', buffered: true });
</script><script type="module" src="/bench/page.js"></script>`;
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const send = (type: string, body: string | Buffer) => response.writeHead(200, { 'content-type': type }).end(body);
  if (request.url === '/') send('text/html; charset=utf-8', PAGE);
  else if (request.url === '/bench/page.js') send('text/javascript', pageScript);
  else if (request.url === '/worker-dist/bulk-parse.worker.js') send('text/javascript', worker);
  else if (request.url === '/bench.csv') send('text/csv; charset=utf-8', csv);
  else response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.goto(base);
  const states = indianStates();
  const reference = { states: states.map((state) => [state.state, state.districts] as const), salutations: [...SALUTATIONS], natures: [...NATURES_OF_DISPUTE] };
  await page.waitForFunction(() => 'parseInWorker' in window);
  const outcome = await page.evaluate(
    async ({ reference, user, cores }) => {
      type Parse = (file: File, options: unknown) => Promise<{ ms: number; result: { validCount: number; invalidCount: number; rows: unknown[]; fileError?: string } }>;
      const parse = (window as unknown as { parseInWorker: Parse }).parseInWorker;
      const file = new File([await (await fetch('/bench.csv')).blob()], 'bench.csv', { type: 'text/csv' });
      const options = {
        userEmail: user,
        caseDoctype: 'Claim',
        reference: { districtsByState: new Map(reference.states), salutations: reference.salutations, naturesOfDispute: reference.natures },
      };
      // BENCH_CORES: the cores the page reports, so as many workers share the file.
      if (cores) Object.defineProperty(navigator, 'hardwareConcurrency', { value: cores });
      const started = performance.now();
      try {
        const { ms, result } = await parse(file, options);
        const total = performance.now() - started;
        // Long tasks are reported after they end: give the observer a moment.
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (result.fileError) return { error: result.fileError };
        // Only tasks that began once the file was handed over (the observer reports earlier ones late too).
        const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks.filter(([start]) => start >= started);
        const longest = Math.max(0, ...tasks.map(([, duration]) => duration));
        return { total, worker: ms, valid: result.validCount, invalid: result.invalidCount, rows: result.rows.length, workers: navigator.hardwareConcurrency, longest };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { reference, user: USER, cores: Number(process.env.BENCH_CORES ?? 0) },
  );
  if ('error' in outcome) throw new Error(`the worker failed: ${outcome.error}`);
  if (outcome.valid !== ROWS || outcome.invalid !== 0 || outcome.rows !== ROWS) throw new Error(`expected ${ROWS} valid rows, got ${outcome.valid} valid and ${outcome.invalid} invalid in ${outcome.rows} summary rows`);
  console.log(
    `bulk parse: ${ROWS} rows (${(csv.length / 1048576).toFixed(1)} MB CSV) parsed and checked in ${(outcome.total / 1000).toFixed(2)} s ` +
      `(${(outcome.worker / 1000).toFixed(2)} s in the slowest of its workers, ${outcome.workers} cores), longest main-thread task ${Math.round(outcome.longest)} ms, Chromium ${browser.version()}`,
  );
} finally {
  await browser.close();
  server.close();
}
