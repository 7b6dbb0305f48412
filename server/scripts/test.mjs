// Runs the whole server suite on PGlite, then again on PostgreSQL when DATABASE_URL is set.
// Each run prints Node's own "# pass N" / "# fail N" summary; exits non-zero if either run failed.
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

function run(database, files) {
  console.log(`\n# server tests on ${database}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      env: { ...process.env, TEST_DB: database },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

const files = testFiles(path.join(root, 'src')).sort();
const databases = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
let ok = true;
for (const database of databases) ok = (await run(database, files)) && ok;
if (!process.env.DATABASE_URL) console.log('\n# DATABASE_URL not set: PostgreSQL run skipped');
process.exit(ok ? 0 : 1);
