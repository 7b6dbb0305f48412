#!/usr/bin/env node
// The standalone respondent portal on a phone's terms: the JavaScript a first visit downloads
// before the login form works (gzip), and the time until the form is interactive in headless
// Chromium, as the median of several cold visits, unthrottled and on a slow mobile network.
//
//   npm run bench -w mfe-respondent            (after npm run build -w mfe-respondent)
//   BENCH_RUNS=9 CHROMIUM_PATH=/usr/bin/chromium npm run bench -w mfe-respondent
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const portalDir = path.resolve(here, '..', 'dist', 'portal');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_KB = 150;

if (!existsSync(path.join(portalDir, 'index.html'))) {
  console.error(`${portalDir} has no build: run npm run build -w mfe-respondent first`);
  process.exit(1);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves the build at /respondent/ as the portal's server does (compressed for browsers that
 * accept gzip); the API is not needed before login.
 */
function serve() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/respondent/')) {
      response.writeHead(404).end();
      return;
    }
    const relative = url.pathname.slice('/respondent/'.length) || 'index.html';
    const file = path.join(portalDir, path.normalize(relative));
    if (!file.startsWith(portalDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (type !== 'application/octet-stream' && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' });
      response.end(gzipSync(readFileSync(file)));
      return;
    }
    response.writeHead(200, { 'Content-Type': type });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Marks the moment the form can be used: the case number field and an enabled Get OTP button.
const READY_PROBE = () => {
  const ready = () => {
    const button = [...document.querySelectorAll('button[type="submit"]')].find((b) => b.textContent?.includes('Get OTP'));
    const input = [...document.querySelectorAll('label')].some((label) => label.textContent?.startsWith('Case Number'));
    return Boolean(button && !button.disabled && input);
  };
  const observer = new MutationObserver(() => {
    if (window.__loginReadyAt === undefined && ready()) {
      window.__loginReadyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
};

/** A slow mobile connection (Chrome DevTools' "Slow 4G" figures). */
const SLOW_MOBILE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function visit(browser, base, network) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.addInitScript(READY_PROBE);
  await page.goto(`${base}/respondent/#/Respondentlogin`);
  await page.waitForFunction(() => window.__loginReadyAt !== undefined, undefined, { timeout: 60_000 });
  const readyAt = await page.evaluate(() => window.__loginReadyAt);
  await context.close();
  return { readyAt, scripts: [...scripts] };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const fast = [];
  const slow = [];
  let scripts = [];
  await visit(browser, base, null); // warm-up: the first launch of a page pays for the browser's own start
  for (let run = 0; run < runs; run += 1) {
    const result = await visit(browser, base, null);
    fast.push(result.readyAt);
    scripts = result.scripts;
  }
  for (let run = 0; run < runs; run += 1) slow.push((await visit(browser, base, SLOW_MOBILE)).readyAt);

  const files = scripts.map((pathname) => readFileSync(path.join(portalDir, pathname.slice('/respondent/'.length))));
  const raw = files.reduce((sum, content) => sum + content.length, 0);
  const gzip = files.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0);
  console.log(`respondent portal: first-load JavaScript ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${BUDGET_KB} KB gzip${gzip / 1024 > BUDGET_KB ? ', OVER' : ''})`);
  const all = readdirSync(portalDir).filter((file) => file.endsWith('.js'));
  const allGzip = all.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(portalDir, file)), { level: 9 }).length, 0);
  console.log(`respondent portal: all JavaScript ${all.length} files, ${kb(allGzip)} gzip (the case view is loaded when the case opens)`);
  console.log(`respondent portal: login form interactive, median of ${runs} cold visits at 360 px: ${median(fast).toFixed(0)} ms unthrottled, ${median(slow).toFixed(0)} ms on slow 4G (150 ms RTT, 1.6 Mbit/s)`);
} finally {
  await browser.close();
  server.close();
}
