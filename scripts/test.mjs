#!/usr/bin/env node
// `npm test`: every workspace's jest tests, the server tests (PGlite, and PostgreSQL when
// DATABASE_URL is set) and the browser journeys, ending with one line `tests: N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // e.g. `npm test -- unit server`
const want = (suite) => only.length === 0 || only.includes(suite);

/** Runs a command, echoing its output, and resolves with what it printed and its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ output, code: code ?? 1 }));
  });
}

const suites = [];

async function unit() {
  const dir = mkdtempSync(path.join(tmpdir(), 'jest-'));
  const report = path.join(dir, 'report.json');
  const { code } = await run('npx', ['jest', '--ci', '--json', `--outputFile=${report}`]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failedToRun = json.numRuntimeErrorTestSuites ?? 0;
    return { name: 'unit (jest)', passed: json.numPassedTests, failed: json.numFailedTests + failedToRun, code };
  } catch {
    return { name: 'unit (jest)', passed: 0, failed: 1, code: code || 1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function server() {
  const { output, code } = await run('npm', ['test', '-w', 'server']);
  const sum = (label) => [...output.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  const passed = sum('pass');
  const failed = sum('fail') + sum('cancelled');
  return { name: 'server (node:test)', passed, failed: failed || (code !== 0 ? 1 : 0), code };
}

async function e2e() {
  const build = await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  if (build.code !== 0) return { name: 'e2e (playwright)', passed: 0, failed: 1, code: build.code };
  const dir = mkdtempSync(path.join(tmpdir(), 'pw-'));
  const report = path.join(dir, 'report.json');
  const { code } = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    return { name: 'e2e (playwright)', passed: stats.expected + stats.flaky, failed: stats.unexpected, code };
  } catch {
    return { name: 'e2e (playwright)', passed: 0, failed: 1, code: code || 1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (want('unit')) suites.push(await unit());
if (want('server')) suites.push(await server());
if (want('e2e')) suites.push(await e2e());

console.log('\nSummary');
for (const suite of suites) console.log(`  ${suite.name}: ${suite.passed} passed, ${suite.failed} failed`);
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed + (s.failed === 0 && s.code !== 0 ? 1 : 0), 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
