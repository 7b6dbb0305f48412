import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, TEST_DB, TestClient, TEST_PDF, uploadFile } from '../test/helpers';
import { PERMISSIONS_POLICY, remoteOriginsOf, RESOURCE_POLICY } from './headers';

const PAGE = '<!doctype html><html><head><title>shell</title><script defer src="main.js"></script></head><body></body></html>';

function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(policy.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name, ...values] = part.split(/\s+/);
    return [name, values.join(' ')];
  }));
}

function assertCommonHeaders(response: LightMyRequestResponse): void {
  assert.equal(response.headers['x-frame-options'], 'DENY');
  assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(response.headers['permissions-policy'], PERMISSIONS_POLICY);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(directives(response).get('frame-ancestors'), "'none'");
  assert.equal(response.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
}

describe(`browser security headers (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let client: TestClient;
  let dir: string;
  const logs: { cspViolation?: Record<string, string> }[] = [];

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'odr-headers-'));
    await mkdir(path.join(dir, 'shell'), { recursive: true });
    await mkdir(path.join(dir, 'respondent-portal'), { recursive: true });
    await writeFile(path.join(dir, 'shell', 'index.html'), PAGE);
    await writeFile(path.join(dir, 'shell', 'main.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'respondent-portal', 'index.html'), PAGE);
    await writeFile(
      path.join(dir, 'shell', 'remotes.json'),
      JSON.stringify({ filing: 'https://filing.odr.example/mf-manifest.json', neutral: '/remotes/neutral/mf-manifest.json' }),
    );
    const stream = { write: (line: string) => void logs.push(JSON.parse(line)) };
    app = await createTestApp({ demoData: true, staticDir: dir, trustProxy: true, logger: { level: 'warn', stream } });
    client = new TestClient(app);
    await client.login('claimant@demo.in');
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('pages: a strict policy with a fresh style nonce written into the page, remotes admitted by origin', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const second = await app.inject({ method: 'GET', url: '/' });
    assertCommonHeaders(first);
    const policy = directives(first);
    const nonce = /'nonce-([^']+)'/.exec(policy.get('style-src') ?? '')?.[1];
    assert.ok(nonce, String(first.headers['content-security-policy']));
    assert.notEqual(nonce, /'nonce-([^']+)'/.exec(directives(second).get('style-src') ?? '')?.[1], 'a nonce is never reused');
    assert.match(first.body, new RegExp(`<meta property="csp-nonce" nonce="${nonce.replace(/[+/]/g, '\\$&')}" />`));
    assert.match(first.body, /<script nonce="[^"]+" defer src="main.js">/);
    assert.equal(policy.get('script-src'), "'self' https://filing.odr.example");
    assert.equal(policy.get('connect-src'), "'self' https://filing.odr.example");
    assert.equal(policy.get('object-src'), "'none'");
    assert.equal(policy.get('base-uri'), "'self'");
    for (const value of policy.values()) assert.doesNotMatch(value, /unsafe-(inline|eval)/);
    assert.match(String(first.headers['cache-control']), /no-store/);
    const portal = await app.inject({ method: 'GET', url: '/respondent/' });
    assert.equal(portal.statusCode, 200);
    assertCommonHeaders(portal);
    assert.match(portal.body, /csp-nonce/);
    const asset = await app.inject({ method: 'GET', url: '/main.js' });
    assert.equal(asset.statusCode, 200);
    assertCommonHeaders(asset);
  });

  it('API replies and files: nothing may run, load or be framed', async () => {
    const upload = await uploadFile(client, { is_private: '1' }, { name: 'a.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);
    const fileUrl = upload.json().message.file_url as string;
    const replies: [string, LightMyRequestResponse][] = [
      ['method', await app.inject({ method: 'GET', url: '/api/method/ping' })],
      ['resource', await client.get('/api/resource/Claim')],
      ['missing resource', await client.get('/api/resource/No%20Such')],
      ['private file', await client.get(fileUrl)],
    ];
    for (const [family, response] of replies) {
      assertCommonHeaders(response);
      assert.equal(response.headers['content-security-policy'], RESOURCE_POLICY, family);
    }
    assert.equal(replies[3][1].statusCode, 200);
    assertCommonHeaders(await app.inject({ method: 'GET', url: '/no/such/page' }));
  });

  it('HSTS only when the request came over TLS (directly or through the trusted proxy)', async () => {
    const tls = await app.inject({ method: 'GET', url: '/api/method/ping', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(tls.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains');
  });

  it('violation reports are logged, at most 30 a minute per address, and always answered 204', async () => {
    const report = { 'csp-report': { 'document-uri': 'https://odr.example/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const send = () =>
      app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(report) });
    const before = logs.filter((line) => line.cspViolation).length;
    for (let i = 0; i < 35; i++) assert.equal((await send()).statusCode, 204);
    const logged = logs.filter((line) => line.cspViolation);
    assert.equal(logged.length - before, 30);
    assert.deepEqual(logged.at(-1)!.cspViolation, { document: 'https://odr.example/', directive: 'script-src-elem', blocked: 'inline' });
    const garbage = await app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': 'application/reports+json' }, payload: '{not json' });
    assert.equal(garbage.statusCode, 204);
  });

  it('remotes.json entries that are not absolute URLs admit no extra origin', () => {
    assert.deepEqual(remoteOriginsOf(undefined), []);
    assert.deepEqual(remoteOriginsOf(path.join(dir, 'missing')), []);
  });
});
