import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';

/**
 * `npm start` runs the server as compiled JavaScript (dist/server.js), not the TypeScript the other
 * tests load. This builds it as `npm start` does and starts it with the demo data on a throwaway
 * folder (embedded PGlite), so a file the build leaves behind or a module only the bundle breaks
 * fails here rather than on a fresh machine.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('the compiled server (npm start)', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  let base = '';
  let stderr = '';

  before(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR });
    dataDir = await mkdtemp(path.join(tmpdir(), 'odr-build-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['dist/server.js'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1', NODE_ENV: '', LOG_LEVEL: 'error', STATUTORY_SWEEP_MINUTES: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const deadline = Date.now() + 180_000;
    for (;;) {
      assert.equal(child.exitCode, null, `the compiled server exited while starting:\n${stderr}`);
      try {
        if ((await fetch(`${base}/api/method/ping`)).ok) break;
      } catch {
        // Not listening yet.
      }
      assert.ok(Date.now() < deadline, 'the compiled server did not start within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  after(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts with the demo data, logs a demo user in and serves the seeded award case', async () => {
    const login = await fetch(`${base}/api/method/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usr: 'arbitrator@demo.in', pwd: 'Demo@1234' }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('sid='))!.split(';')[0];
    const list = await fetch(`${base}/api/resource/Award?fields=${encodeURIComponent('["name","claim"]')}`, { headers: { cookie } });
    assert.equal(list.status, 200);
    assert.ok(((await list.json()) as { data: unknown[] }).data.length > 0, 'the demo awards are there');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    assert.equal(await exited, 0, stderr);
  });
});
