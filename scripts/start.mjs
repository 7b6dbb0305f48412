#!/usr/bin/env node
// `npm start`: build whatever is missing (Turborepo restores unchanged builds from its cache),
// then serve the whole portal and the API on one port with demo data.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = { shell: 'shell', filing: 'mfe-filing', neutral: 'mfe-neutral', respondent: 'mfe-respondent', onboarding: 'mfe-onboarding' };

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env, ...env },
    });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`))));
  });
}

/** The server serves one folder holding each app's build under its name. */
export function linkStaticDir(target = path.join(root, 'dist', 'portal')) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const [name, dir] of Object.entries(APPS)) {
    symlinkSync(path.join(root, dir, 'dist'), path.join(target, name), 'dir');
  }
  // The standalone respondent portal, built by mfe-respondent next to its remote, at /respondent/.
  symlinkSync(path.join(root, 'mfe-respondent', 'dist', 'portal'), path.join(target, 'respondent-portal'), 'dir');
  return target;
}

async function main() {
  const production = process.env.NODE_ENV === 'production';
  console.log('Building the portal (unchanged parts come from the build cache)…');
  await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  const staticDir = linkStaticDir();
  // The server runs as the JavaScript its build compiled (server/dist), not through a TypeScript loader.
  // Lazy WebAssembly compilation: PGlite's PostgreSQL compiles only the functions it runs (about
  // 80 MiB less resident memory; server/README.md "Memory").
  // A young generation of 4 MB and two malloc arenas: ~60 MiB less resident memory at idle; the
  // heap grown by half its live size between collections, not up to four times (a bulk import
  // peaked at 784 MiB, now about 310) (server/README.md "Memory").
  await run(process.execPath, ['--enable-source-maps', '--wasm-lazy-compilation', '--max-semi-space-size=4', '--heap-growing-percent=50', 'server/dist/server.js'], {
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    STATIC_DIR: staticDir,
    DEMO_DATA: production ? '' : (process.env.DEMO_DATA ?? '1'),
    PORT: process.env.PORT ?? '8000',
    // Keep the console to the address, the accounts and problems; LOG_LEVEL=info shows every request.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
