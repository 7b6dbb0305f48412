#!/usr/bin/env node
// Serves the already-built portal for the browser tests: same server as `npm start`, no build step.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { linkStaticDir } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = linkStaticDir(path.join(root, 'dist', 'portal-e2e'));
const child = spawn('npx', ['tsx', 'server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: staticDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
