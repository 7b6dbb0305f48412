import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { TEST_DB } from '../test/helpers';

/**
 * Kills the real server with SIGKILL in the middle of a burst of filings (each a case with a
 * respondent and a file), starts it again on the same data, and checks that every filing the
 * server acknowledged is there, whole, and that no case exists without its parties.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');
const PDF = (i: number) => Buffer.from(`%PDF-1.4\n% filing ${i}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const exited = (process: ChildProcess) =>
  process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise((resolve) => process.once('exit', resolve));

class Session {
  cookie = '';
  csrf = '';
  constructor(readonly base: string) {}

  async request(method: string, url: string, body?: unknown, form?: FormData): Promise<{ status: number; json: any; raw: Buffer }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf && method !== 'GET') headers['x-frappe-csrf-token'] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${url}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const raw = Buffer.from(await response.arrayBuffer());
    const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0];
    let json: any = null;
    try {
      json = JSON.parse(raw.toString());
    } catch {
      // A file download.
    }
    return { status: response.status, json, raw };
  }

  async login(): Promise<void> {
    const response = await this.request('POST', '/api/method/login', { usr: 'claimant@demo.in', pwd: 'Demo@1234' });
    assert.equal(response.status, 200, JSON.stringify(response.json));
    this.csrf = response.json.csrf_token;
  }
}

interface Filing {
  reference: string;
  claim: string;
  fileUrl: string;
  content: Buffer;
}

describe(`crash safety: SIGKILL in the middle of filings (${TEST_DB})`, () => {
  let dataDir: string;
  let databaseUrl = '';
  let databaseName = '';
  let child: ChildProcess | undefined;

  async function start(): Promise<Session> {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: '1', NODE_ENV: 'test', LOG_LEVEL: 'error', STATUTORY_SWEEP_MINUTES: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const session = new Session(`http://127.0.0.1:${port}`);
    const deadline = Date.now() + 180_000;
    for (;;) {
      try {
        if ((await session.request('GET', '/api/method/ping')).status === 200) break;
      } catch {
        // Not listening yet.
      }
      assert.ok(Date.now() < deadline, 'the server did not start');
      assert.equal(child.exitCode, null, 'the server exited while starting');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await session.login();
    return session;
  }

  async function fileOne(session: Session, i: number): Promise<Filing> {
    const reference = `CRASH-${i}`;
    const created = await session.request('POST', '/api/resource/Claim', {
      arbitration_agreement_number: reference,
      venue: 'Pune',
      disputed_value: 100000 + i,
      respondent_table: [{ name1: `Respondent ${i}`, mobile: `90000${String(i).padStart(5, '0')}`, state: 'Maharashtra' }],
    });
    if (created.status !== 200) throw new Error(`filing ${i}: ${created.status}`);
    const claim = created.json.data.name as string;
    const form = new FormData();
    form.set('doctype', 'Claim');
    form.set('docname', claim);
    form.set('is_private', '1');
    form.set('file', new Blob([PDF(i)], { type: 'application/pdf' }), `agreement-${i}.pdf`);
    const uploaded = await session.request('POST', '/api/method/upload_file', undefined, form);
    if (uploaded.status !== 200) throw new Error(`upload ${i}: ${uploaded.status}`);
    return { reference, claim, fileUrl: uploaded.json.message.file_url, content: PDF(i) };
  }

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'odr-crash-'));
    if (TEST_DB === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      databaseName = `crash_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }
  });
  after(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('keeps every acknowledged filing whole and leaves no half-written case', { timeout: 600_000 }, async () => {
    const first = await start();
    const acknowledged: Filing[] = [];
    let next = 0;
    let killed = false;
    // Four filers at once; the process is killed once 12 filings are acknowledged, with more in flight.
    const filer = async () => {
      while (!killed) {
        const i = next++;
        try {
          acknowledged.push(await fileOne(first, i));
        } catch {
          // In flight when the process died: not acknowledged, so not promised.
        }
        if (acknowledged.length >= 12 && !killed) {
          killed = true;
          child!.kill('SIGKILL');
        }
      }
    };
    await Promise.all([filer(), filer(), filer(), filer()]);
    await exited(child!);
    assert.equal(child!.signalCode, 'SIGKILL');
    assert.ok(acknowledged.length >= 12);

    const second = await start();
    for (const filing of acknowledged) {
      const claim = await second.request('GET', `/api/resource/Claim/${filing.claim}`);
      assert.equal(claim.status, 200, `${filing.claim} was acknowledged but is gone`);
      assert.equal(claim.json.data.arbitration_agreement_number, filing.reference);
      assert.equal(claim.json.data.respondent_table.length, 1, `${filing.claim} lost its respondent`);
      const file = await second.request('GET', filing.fileUrl);
      assert.equal(file.status, 200, `${filing.fileUrl} was acknowledged but is gone`);
      assert.deepEqual(file.raw, filing.content);
    }
    // Nothing half-written: every crash filing that exists has its respondent, acknowledged or not.
    const filters = JSON.stringify([['arbitration_agreement_number', 'like', 'CRASH-%']]);
    const list = await second.request('GET', `/api/resource/Claim?filters=${encodeURIComponent(filters)}&limit_page_length=0`);
    assert.equal(list.status, 200);
    assert.ok(list.json.data.length >= acknowledged.length);
    for (const { name } of list.json.data as { name: string }[]) {
      const claim = await second.request('GET', `/api/resource/Claim/${name}`);
      assert.equal(claim.json.data.respondent_table.length, 1, `${name} exists without its respondent`);
    }
    // And the database still takes writes.
    const after = await fileOne(second, 10_000);
    assert.ok(after.claim);
    console.log(`crash safety (${TEST_DB}): ${acknowledged.length} acknowledged filings before SIGKILL, ${list.json.data.length} cases found after restart`);
    child!.kill('SIGTERM');
    await exited(child!);
  });
});
