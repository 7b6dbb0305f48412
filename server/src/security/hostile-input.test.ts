import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';

/**
 * Thousands of generated hostile requests across every route family; none may answer 5xx and
 * every API error must be a Frappe-style body with a message. Seeded: a failure names its seed
 * and request, and `FUZZ_SEED=<seed>` replays exactly that run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_124);
const COUNT = Number(process.env.FUZZ_COUNT ?? 2_400);

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

const DOCTYPES = ['Claim', 'Dispute', 'Hearing', 'Award', 'User Registration', 'File', 'User', 'Arbitration Document', 'Invoice', 'Settlement Offer', 'Audit Trail', 'State', 'Appointment Panel', 'Neutral Relationship', 'Appointment Draw', 'No Such', ''];
const HOSTILE_STRINGS = [
  '', ' ', 'null', 'undefined', '[]', '{}', '[[', '{"a":', '"', "'", "' OR 1=1 --", '"; DROP TABLE canary; --', '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd', '%00', '\u0000', '%', '%zz', '%E0%A4%A', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '\\', '/', '//',
  'a'.repeat(5_000), '१२३', '😀', '-1', '0', '1e309', 'NaN', 'Infinity', '9007199254740993', 'true', '[["name","like","%"]]',
  '[["name","in",[1,[2]]]]', '[["x","=",1]]', '[["name","between",["a"]]]', '["*"]', '["count(*)"]', '["name; select 1"]', 'name desc; drop',
  '{"__proto__":{"admin":1}}', '{"constructor":{"prototype":{"x":1}}}', '[1,2,3]', '{"doctype":"User","name":"Administrator"}',
];
const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'multipart/form-data', 'text/plain', 'application/xml', 'application/octet-stream', 'application/csp-report', 'image/png', 'garbage', '',
];
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

type Rand = ReturnType<typeof prng>;

function hostileValue(rand: Rand): unknown {
  switch (rand.int(8)) {
    case 0: return rand.int(1_000_000) - 500_000;
    case 1: return null;
    case 2: return [rand.pick(HOSTILE_STRINGS), rand.int(10)];
    case 3: return { [rand.pick(HOSTILE_STRINGS)]: rand.pick(HOSTILE_STRINGS) };
    case 4: return rand.next() < 0.5;
    default: return rand.pick(HOSTILE_STRINGS);
  }
}

function hostileBody(rand: Rand, contentType: string): string | Buffer | undefined {
  const fields: Record<string, unknown> = {};
  for (let i = rand.int(5); i > 0; i--) fields[rand.pick(['name', 'doctype', 'filters', 'fields', 'data', 'case', 'docname', 'file', 'usr', 'pwd', 'email', rand.pick(HOSTILE_STRINGS)])] = hostileValue(rand);
  const json = JSON.stringify(fields);
  switch (rand.int(9)) {
    case 0: return undefined;
    case 1: return json.slice(0, rand.int(json.length)); // truncated
    case 2: return Buffer.from(Array.from({ length: rand.int(300) }, () => rand.int(256)));
    case 3: return `--x\r\nContent-Disposition: form-data; name="file"; filename="${rand.pick(HOSTILE_STRINGS)}"\r\n\r\n${rand.pick(HOSTILE_STRINGS)}`;
    case 4: return `--x\r\nContent-Disposition: form-data; name="${rand.pick(HOSTILE_STRINGS)}"\r\n\r\nx\r\n--x--\r\n`;
    case 5: return contentType.startsWith('application/x-www') ? new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString() : json;
    case 6: return rand.pick(HOSTILE_STRINGS);
    default: return json;
  }
}

function segment(rand: Rand): string {
  const raw = rand.pick([...HOSTILE_STRINGS, 'ARB-00001', 'MED-00001', 'claimant@demo.in', 'Administrator']);
  // Raw: as a careless client sends it (only what cannot travel in a request line is escaped).
  return rand.next() < 0.7 ? encodeURIComponent(raw) : raw.replace(/[^\x21-\x7e]|[#?]/gu, (c) => encodeURIComponent(c));
}

function query(rand: Rand): string {
  const keys = ['fields', 'filters', 'or_filters', 'order_by', 'limit_page_length', 'limit_start', 'limit', 'as_dict', 'group_by', 'case', 'doctype', 'name', 'debug', 'expand_links'];
  const parts: string[] = [];
  for (let i = rand.int(4); i > 0; i--) parts.push(`${rand.pick(keys)}=${encodeURIComponent(String(hostileValue(rand)))}`);
  if (rand.next() < 0.05) parts.push('%zz=%zz');
  return parts.length ? `?${parts.join('&')}` : '';
}

function hostileRequest(rand: Rand, methods: readonly string[]): { family: string; inject: InjectOptions & { url: string } } {
  const method = rand.pick(HTTP_METHODS);
  const contentType = rand.pick(CONTENT_TYPES);
  const family = rand.pick(['resource', 'resource', 'method', 'method', 'upload', 'files', 'static', 'report']);
  let url: string;
  switch (family) {
    case 'resource': {
      const doctype = rand.next() < 0.85 ? encodeURIComponent(rand.pick(DOCTYPES)) : segment(rand);
      url = `/api/resource/${doctype}${rand.next() < 0.5 ? `/${segment(rand)}` : ''}${query(rand)}`;
      break;
    }
    case 'method':
      url = `/api/${rand.next() < 0.2 ? 'v1/' : ''}method/${rand.next() < 0.9 ? rand.pick(methods) : segment(rand)}${query(rand)}`;
      break;
    case 'upload':
      url = '/api/method/upload_file';
      break;
    case 'files':
      url = `/${rand.pick(['files', 'private/files'])}/${segment(rand)}${rand.next() < 0.3 ? `/${segment(rand)}` : ''}`;
      break;
    case 'report':
      url = '/api/csp-report';
      break;
    default:
      url = rand.pick(['/', '/index.html', '/respondent/', '/respondent', '/remotes/filing/', '/remotes/filing/x.js', '/remotes.json', `/remotes/${segment(rand)}/${segment(rand)}`, `/${segment(rand)}`, '/.env', '/..%2f..%2fpackage.json', `/verify-draw/${segment(rand)}`]);
  }
  // `//host/…` and `/\host` would be read by the injector as another host, not as a path.
  url = url.replace(/^\/[\\/]+/, (lead) => `/${encodeURIComponent(lead.slice(1))}`);
  const withBody = method !== 'GET' && method !== 'HEAD' && rand.next() < 0.85;
  const headers: Record<string, string> = {};
  const payload = withBody ? hostileBody(rand, contentType) : undefined;
  if (withBody && contentType) headers['content-type'] = contentType;
  if (rand.next() < 0.05) headers['content-length'] = String(rand.int(100_000));
  if (rand.next() < 0.05) headers.accept = rand.pick(['text/html', '*/*', 'garbage']);
  return { family, inject: { method, url, headers, payload } };
}

describe(`hostile input, ${COUNT} seeded requests (${TEST_DB}, seed ${SEED})`, () => {
  let app: FastifyInstance;
  let clients: TestClient[];
  let dir: string;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'odr-fuzz-'));
    await mkdir(path.join(dir, 'shell'), { recursive: true });
    await mkdir(path.join(dir, 'filing'), { recursive: true });
    await writeFile(path.join(dir, 'shell', 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    await writeFile(path.join(dir, 'shell', 'remotes.json'), '{"filing":"/remotes/filing/mf-manifest.json"}');
    await writeFile(path.join(dir, 'filing', 'x.js'), 'var x = 1;');
    app = await createTestApp({ demoData: true, staticDir: dir, rateLimits: { loginPerIp: { max: 1_000_000, windowMs: 1_000 }, loginPerAccount: { max: 1_000_000, windowMs: 1_000 } } });
    const claimant = new TestClient(app, '10.1.0.1');
    await claimant.login('claimant@demo.in');
    const manager = new TestClient(app, '10.1.0.2');
    await manager.login('admin@demo.in');
    clients = [new TestClient(app, '10.1.0.3'), claimant, manager];
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every one with a 4xx or success, never 5xx, and API errors in Frappe’s shape', async () => {
    const rand = prng(SEED);
    // Logging out mid-run would only turn later requests into guest requests; keep the sessions.
    const methods = app.methods.paths().filter((name) => name !== 'logout');
    const byFamily = new Map<string, number>();
    const byStatus = new Map<number, number>();
    for (let i = 0; i < COUNT; i++) {
      const { family, inject } = hostileRequest(rand, methods);
      const client = rand.pick(clients);
      const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
      if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
      if (client.csrfToken && rand.next() < 0.9) headers['x-frappe-csrf-token'] = client.csrfToken;
      const response = await app.inject({ ...inject, headers, remoteAddress: client.ip });
      const where = `seed ${SEED}, request ${i}: ${inject.method} ${inject.url} (${headers['content-type'] ?? 'no body type'})`;
      byFamily.set(family, (byFamily.get(family) ?? 0) + 1);
      byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
      assert.ok(response.statusCode < 500, `${where} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
      if (response.statusCode >= 400 && inject.url.startsWith('/api/') && inject.method !== 'HEAD') {
        const body = JSON.parse(response.body) as { exc_type?: string; message?: string };
        assert.ok(body.exc_type && body.message, `${where}: ${response.body.slice(0, 300)}`);
      }
    }
    const ping = await app.inject({ method: 'GET', url: '/api/method/ping' });
    assert.deepEqual(ping.json(), { message: 'pong' });
    for (const family of ['resource', 'method', 'upload', 'files', 'static', 'report']) assert.ok((byFamily.get(family) ?? 0) >= 100, `${family}: ${byFamily.get(family)}`);
    console.log(`hostile input: ${COUNT} requests`, Object.fromEntries(byFamily), Object.fromEntries([...byStatus].sort()));
  });
});
