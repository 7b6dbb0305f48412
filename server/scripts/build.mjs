#!/usr/bin/env node
// Compiles the server ahead of time into dist/server.js, so production runs plain JavaScript:
// no TypeScript loader, a faster start and less memory. npm packages stay in node_modules
// (PGlite finds its files there); the workspace's TypeScript packages (shared-api) are bundled in.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspacePackages = new Set(['shared-api']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })
  .filter((name) => !workspacePackages.has(name))
  .flatMap((name) => [name, `${name}/*`]);
// Dependencies of shared-api are npm packages too: resolved from node_modules at run time.
const sharedApi = JSON.parse(readFileSync(path.join(root, '..', 'shared-api', 'package.json'), 'utf8'));
external.push(...Object.keys(sharedApi.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]));

await build({
  entryPoints: [path.join(root, 'src', 'server.ts')],
  outfile: path.join(root, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS helpers call require(); give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
// Files the server reads beside its code at run time (the demo's signature and letterhead images).
cpSync(path.join(root, 'src', 'seed', 'assets'), path.join(root, 'dist', 'assets'), { recursive: true });
console.log('server built: dist/server.js');
