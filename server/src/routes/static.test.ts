import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_DB } from '../test/helpers';

const HASHED_SCRIPT = `var main = ${JSON.stringify('y'.repeat(5_000))};`;
const PRECOMPRESSED_MARK = `var main = ${JSON.stringify('z'.repeat(5_000))};`;

describe(`static front end (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'odr-static-'));
    await mkdir(path.join(dir, 'shell', 'api'), { recursive: true });
    await writeFile(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(dir, 'shell', 'remotes.json'), '{"filing":"/remotes/filing/mf-manifest.json"}');
    await writeFile(path.join(dir, 'shell', 'api', 'method'), 'a file that must never shadow the API');
    await mkdir(path.join(dir, 'filing'));
    await writeFile(path.join(dir, 'filing', 'mf-manifest.json'), '{"name":"filing"}');
    await writeFile(path.join(dir, 'filing', 'remoteEntry.js'), `var filing = ${JSON.stringify('x'.repeat(20_000))};`);
    await writeFile(path.join(dir, 'filing', 'main.1a2b3c4d.js'), HASHED_SCRIPT);
    // The build's precompressed copy; recognisable, to tell it from one made per request.
    await writeFile(path.join(dir, 'filing', 'main.1a2b3c4d.js.br'), brotliCompressSync(PRECOMPRESSED_MARK));
    await writeFile(path.join(dir, 'filing', 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["secret.ts"]}');
    // neutral, respondent, onboarding and respondent-portal are missing: skipped, not fatal.
    app = await createTestApp({ staticDir: dir });
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the shell at / and a remote under /remotes/<name>/', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    assert.equal(index.statusCode, 200);
    assert.match(index.body, /<title>shell<\/title>/);
    const manifest = await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.deepEqual(manifest.json(), { filing: '/remotes/filing/mf-manifest.json' });
    const remote = await app.inject({ method: 'GET', url: '/remotes/filing/mf-manifest.json' });
    assert.deepEqual(remote.json(), { name: 'filing' });
    const missing = await app.inject({ method: 'GET', url: '/remotes/neutral/mf-manifest.json' });
    assert.equal(missing.statusCode, 404);
  });

  it('sends scripts compressed to browsers that accept it, and plain to those that do not', async () => {
    const url = '/remotes/filing/remoteEntry.js';
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.statusCode, 200);
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), `var filing = ${JSON.stringify('x'.repeat(20_000))};`);
    assert.ok(gzip.rawPayload.length < 1_000, `gzip body is ${gzip.rawPayload.length} bytes`);
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).length, 20_016);
    const plain = await app.inject({ method: 'GET', url });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.length, 20_016);
  });

  it('sends the build\'s precompressed brotli copy when there is one', async () => {
    const br = await app.inject({ method: 'GET', url: '/remotes/filing/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), PRECOMPRESSED_MARK);
    // No .gz copy: a gzip-only browser gets the file compressed on the fly.
    const gzip = await app.inject({ method: 'GET', url: '/remotes/filing/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), HASHED_SCRIPT);
  });

  it('lets browsers keep hashed files for a year and revalidate everything else', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    for (const encoding of ['br', 'gzip', 'identity']) {
      const hashed = await app.inject({ method: 'GET', url: '/remotes/filing/main.1a2b3c4d.js', headers: { 'accept-encoding': encoding } });
      assert.equal(hashed.headers['cache-control'], immutable, encoding);
    }
    for (const url of ['/remotes.json', '/remotes/filing/mf-manifest.json', '/remotes/filing/remoteEntry.js']) {
      const reply = await app.inject({ method: 'GET', url });
      assert.equal(reply.statusCode, 200, url);
      assert.equal(reply.headers['cache-control'], 'no-cache', url);
    }
    const page = await app.inject({ method: 'GET', url: '/' });
    assert.match(String(page.headers['cache-control']), /\bno-cache\b/);
  });

  it('does not serve source maps', async () => {
    const map = await app.inject({ method: 'GET', url: '/remotes/filing/main.1a2b3c4d.js.map' });
    assert.equal(map.statusCode, 404);
    assert.doesNotMatch(map.body, /secret\.ts/);
  });

  it('never lets a static file shadow the API', async () => {
    const ping = await app.inject({ method: 'GET', url: '/api/method/ping' });
    assert.deepEqual(ping.json(), { message: 'pong' });
    const api = await app.inject({ method: 'GET', url: '/api/method' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().exc_type, 'DoesNotExistError');
  });
});
