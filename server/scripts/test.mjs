// Runs the whole server suite on PGlite and, when DATABASE_URL is set, on PostgreSQL at the same
// time: each run is one process running its files one after another, so on two cores the second
// database costs little extra time. Every line is prefixed with its database; each run's Node
// summary ("# pass N" / "# fail N") is printed unprefixed at the end. Exits non-zero if
// either run failed.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
  });
}

/** Writes a child's output line by line with a prefix, keeping partial lines until they end. */
function prefixed(stream, prefix, out, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      onLine(line);
      out.write(`${prefix}${line}\n`);
    }
  });
  stream.on('end', () => {
    if (rest) {
      onLine(rest);
      out.write(`${prefix}${rest}\n`);
    }
  });
}

const SUMMARY = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) /;

function run(database, files, prefix) {
  console.log(`# server tests on ${database}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      env: { ...process.env, TEST_DB: database },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const summary = [];
    const keep = (line) => {
      if (SUMMARY.test(line)) summary.push(line);
    };
    prefixed(child.stdout, prefix, process.stdout, keep);
    prefixed(child.stderr, prefix, process.stderr, () => {});
    child.on('close', (code, signal) => resolve({ database, ok: code === 0 && !signal, summary }));
  });
}

// `npm test -w server -- src/x.test.ts …` runs only those files (on both databases).
const asked = process.argv.slice(2);
const files = asked.length > 0 ? asked : testFiles(path.join(root, 'src')).sort();
const databases = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
const results = await Promise.all(databases.map((database) => run(database, files, `[${database}] `)));
for (const { database, summary } of results) {
  console.log(`\n# server tests on ${database}: summary`);
  for (const line of summary) console.log(line);
}
if (!process.env.DATABASE_URL) console.log('\n# DATABASE_URL not set: PostgreSQL run skipped');
process.exit(results.every((r) => r.ok) ? 0 : 1);
