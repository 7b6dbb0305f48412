#!/usr/bin/env node
// What a first visit costs, as a user's browser sees it: the built portal served by the real server
// (compressed as it sends it), visited in Chromium with a fresh profile. For each page it prints the
// script bytes transferred against the page's budget, then the time until the login forms can be
// used at 360 px on a slow mobile network. Run after `npm run build` (`npm run bench` does).
//
//   npm run bench                      every app's bundle sizes, then this
//   node tooling/bench/first-load.mjs  this only (BENCH_RUNS=9 for more timed visits, CHROMIUM_PATH)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { linkStaticDir } from '../../scripts/start.mjs';
import budgets from '../budgets/first-load-budgets.cjs';

const { FIRST_LOAD_BUDGETS, checkBudgets, formatKb } = budgets;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Demo@1234';

/** A slow mobile connection: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_MOBILE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The same server `npm start` runs, on a fresh demo database in a throwaway folder. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odr-bench-'));
  const staticDir = linkStaticDir(path.join(root, 'dist', 'portal-bench'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn', STATIC_DIR: staticDir },
  });
  // However the bench ends, the server goes with it.
  process.on('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/method/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/**
 * Records every script the page fetches from now on, with the bytes that crossed the wire
 * (the body as sent, compressed when the server compressed it).
 */
function recordScripts(page) {
  const responses = [];
  const listener = (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    const files = [];
    for (const response of responses) {
      await response.finished();
      const sizes = await response.request().sizes();
      files.push({ path: new URL(response.url()).pathname, bytes: sizes.responseBodySize, encoding: response.headers()['content-encoding'] ?? 'none' });
    }
    return files;
  };
}

const SHELL_LOGIN_READY = (page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor();
const PORTAL_LOGIN_READY = (page) => page.getByRole('button', { name: 'Get OTP' }).waitFor();

async function login(page, email) {
  await page.getByLabel('Email or Phone Number').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The pages of the portal a first visit loads, each measured after the ones before it. */
async function measurePages(browser, base) {
  const results = [];
  const take = async (name, budgetKey, files, after) => results.push({ name, budgetKey, files, after });

  // The shell's login, then a claimant's dashboard (filing remote) and one of their cases.
  {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    let stop = recordScripts(page);
    await page.goto(`${base}/#/login`);
    await SHELL_LOGIN_READY(page);
    await page.waitForLoadState('networkidle');
    await take('shell: /#/login at 360 px', 'shellLogin', await stop());
    stop = recordScripts(page);
    await login(page, 'claimant@demo.in');
    await page.waitForURL(/#\/dashboard$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await take('filing: claimant dashboard after login', 'remoteFirstScreen', await stop(), 'the login page');
    stop = recordScripts(page);
    await page.goto(`${base}/#/arbitration`);
    await page.getByRole('list', { name: 'Cases' }).getByRole('link').first().click();
    await page.waitForURL(/#\/arbitrationview\//);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: ' vs ' }).waitFor();
    await page.waitForLoadState('networkidle');
    await take('filing: a case view (after the dashboard)', null, await stop(), 'the dashboard');
    await context.close();
  }
  // An arbitrator's dashboard (neutral remote).
  {
    const context = await browser.newContext(LAPTOP);
    const page = await context.newPage();
    await page.goto(`${base}/#/login`);
    await SHELL_LOGIN_READY(page);
    await page.waitForLoadState('networkidle');
    const stop = recordScripts(page);
    await login(page, 'arbitrator@demo.in');
    await page.waitForURL(/#\/dashboard$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await take('neutral: arbitrator dashboard after login', 'remoteFirstScreen', await stop(), 'the login page');
    await context.close();
  }
  // Sign-up (onboarding remote) and the respondent login (respondent remote) through the shell.
  for (const [name, hash, ready] of [
    ['onboarding: /#/signup after the login page', '/signup', (page) => page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor()],
    ['respondent: /#/Respondentlogin after the login page', '/Respondentlogin', PORTAL_LOGIN_READY],
  ]) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${base}/#/login`);
    await SHELL_LOGIN_READY(page);
    await page.waitForLoadState('networkidle');
    const stop = recordScripts(page);
    await page.evaluate((to) => {
      window.location.hash = `#${to}`;
    }, hash);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await take(name, 'remoteFirstScreen', await stop(), 'the login page');
    await context.close();
  }
  // The standalone respondent portal on a phone.
  {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const stop = recordScripts(page);
    await page.goto(`${base}/respondent/#/Respondentlogin`);
    await PORTAL_LOGIN_READY(page);
    await page.waitForLoadState('networkidle');
    await take('respondent portal: /respondent/ at 360 px', 'respondentPortal', await stop());
    await context.close();
  }
  return results;
}

/** Milliseconds from navigation until the login form can be used, on a throttled phone. */
async function timeToLogin(browser, url, ready) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_MOBILE);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const server = await startServer();
const browser = await chromium
  .launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  .catch((error) => {
    server.stop();
    throw error;
  });
let failed = false;
try {
  const results = await measurePages(browser, server.base);
  console.log('\nFirst-load script transferred (Chromium, fresh profile, as the server sends it):');
  const measured = [];
  for (const { name, budgetKey, files, after } of results) {
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    const encodings = [...new Set(files.map((file) => file.encoding))].join('/');
    // A remote's budget counts its own files; the shell's (signed-in layout, query cache) are the shell's.
    const remote = name.match(/^(filing|neutral|onboarding|respondent):/)?.[1];
    const own = remote ? files.filter((file) => file.path.startsWith(`/remotes/${remote}/`)) : files;
    const bytes = own.reduce((sum, file) => sum + file.bytes, 0);
    const budget = budgetKey ? FIRST_LOAD_BUDGETS[budgetKey] : undefined;
    const verdict = budget === undefined ? '' : ` (budget ${formatKb(budget)}${bytes > budget ? ', OVER' : ', ok'})`;
    const split = remote ? `: the remote's own ${formatKb(bytes)} in ${own.length} files, the shell's ${formatKb(total - bytes)}` : '';
    console.log(`  ${name}: ${formatKb(total)} in ${files.length} files, ${encodings}${after ? `, beyond ${after}` : ''}${split}${verdict}`);
    if (process.env.BENCH_VERBOSE) for (const file of files) console.log(`      ${file.path} ${formatKb(file.bytes)}`);
    if (budgetKey) measured.push({ page: name, budgetKey, bytes });
  }
  failed = checkBudgets(measured).length > 0;

  if (RUNS > 0) await timeToLogin(browser, `${server.base}/#/login`, SHELL_LOGIN_READY); // warm-up: the server's first requests
  const shell = [];
  const portal = [];
  for (let run = 0; run < RUNS; run += 1) {
    shell.push(await timeToLogin(browser, `${server.base}/#/login`, SHELL_LOGIN_READY));
    portal.push(await timeToLogin(browser, `${server.base}/respondent/#/Respondentlogin`, PORTAL_LOGIN_READY));
  }
  if (RUNS > 0) console.log(`\nLogin form interactive at 360 px on a slow mobile network (150 ms RTT, 1.6 Mbit/s), median of ${RUNS} cold visits:`);
  if (RUNS > 0) console.log(`  shell /#/login: ${median(shell).toFixed(0)} ms (${shell.join(', ')})`);
  if (RUNS > 0) console.log(`  respondent portal /respondent/: ${median(portal).toFixed(0)} ms (${portal.join(', ')})`);
} finally {
  await browser.close();
  server.stop();
}
if (failed) console.log('\nA page is over its budget.');
