#!/usr/bin/env node
// `npm test`: the lint checks, every workspace's jest tests, the server tests (PGlite, and PostgreSQL
// when DATABASE_URL is set) and the browser journeys, ending with one line `tests: N passed, N failed`.
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

/** ESLint rules by the architecture rule they hold (eslint.config.mjs); each rule is one test. */
const LINT_CHECKS = {
  'dependency direction and no deep imports': ['no-restricted-imports', 'import-x/no-relative-packages', 'import-x/no-self-import'],
  'no runtime import cycles': ['import-x/no-cycle'],
};

/** Reads a JSON report a tool wrote, or undefined when it wrote none. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The architecture's import rules (ESLint) and unused exports (knip), one test each. A rule set
 * to 'warn' prints its findings without failing; 'error' fails its test.
 */
async function lint() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lint-'));
  const checks = [];
  try {
    const eslintReport = path.join(dir, 'eslint.json');
    const eslint = await run('npx', ['eslint', '.', '--format', 'json', '--output-file', eslintReport]);
    const files = readReport(eslintReport);
    const messages = (files ?? []).flatMap((file) => file.messages.map((m) => ({ ...m, file: path.relative(root, file.filePath) })));
    for (const m of messages) {
      console.log(`${m.severity === 2 ? 'error' : 'warning'}  ${m.file}:${m.line}  ${m.ruleId ?? 'parse'}  ${m.message}`);
    }
    const known = new Set(Object.values(LINT_CHECKS).flat());
    for (const [name, rules] of Object.entries(LINT_CHECKS)) {
      const errors = messages.filter((m) => rules.includes(m.ruleId) && m.severity === 2);
      checks.push({ name, ok: files !== undefined && errors.length === 0 });
    }
    // A file ESLint could not parse, or a rule it does not know, is a failure of the lint itself.
    const broken = messages.filter((m) => m.severity === 2 && !known.has(m.ruleId));
    checks.push({ name: 'lint runs cleanly', ok: files !== undefined && broken.length === 0 && (eslint.code === 0 || messages.some((m) => m.severity === 2)) });
    const knip = await run('npx', ['knip', '--no-progress']);
    checks.push({ name: 'no unused exports or files (knip)', ok: knip.code === 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const check of checks) console.log(`  ${check.ok ? 'ok' : 'FAILED'}  lint: ${check.name}`);
  const failed = checks.filter((c) => !c.ok).length;
  return { name: 'lint (eslint, knip)', passed: checks.length - failed, failed, code: 0 };
}

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

if (want('lint')) suites.push(await lint());
if (want('unit')) suites.push(await unit());
if (want('server')) suites.push(await server());
if (want('e2e')) suites.push(await e2e());

console.log('\nSummary');
for (const suite of suites) console.log(`  ${suite.name}: ${suite.passed} passed, ${suite.failed} failed`);
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed + (s.failed === 0 && s.code !== 0 ? 1 : 0), 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
