// Memory of the server process while it takes and serves one large file: uploads a bulk-size CSV
// (BENCH_FILE_MB, default 100) to a Lot over HTTP, downloads it back (checked byte for byte), and
// prints the process's resident memory before and at its peak during each, on both stores (the
// data folder, and an S3-compatible bucket: s3rver started here).
// Run: DATABASE_URL=postgres://…/bench npm run bench -w server -- files   (without it: PGlite in
// memory, whose start-up leaves a heap large enough to hide the file's share)
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startS3Server } from '../src/test/s3';
import { HttpClient } from './http-client';
import { startServer, stopServer } from './load';

const FILE_BYTES = Number(process.env.BENCH_FILE_MB ?? 100) * 1024 * 1024;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** `VmRSS` (now) and `VmHWM` (peak so far) of a process, in MiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Runs `work` while sampling the process's RSS; the highest sample (VmHWM only ever grows). */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; before: number; peak: number; seconds: number }> {
  const before = memoryOf(pid).rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, memoryOf(pid).rss), seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

/** A CSV of `bytes` bytes, made as it is sent (the bench holds 64 KiB of it at a time). */
function* csvChunks(bytes: number): Generator<Buffer> {
  const line = 'ARB-0000001,Borrower Name,9000000000,Maharashtra,Pune,411001,250000\n';
  const block = Buffer.from(line.repeat(Math.ceil(65536 / line.length)));
  for (let sent = 0; sent < bytes; sent += block.length) yield block.subarray(0, Math.min(block.length, bytes - sent));
}

/** upload_file as the bulk screen sends it (fields first, then the file), streamed from the generator. */
function upload(base: string, client: HttpClient, fields: Record<string, string>, fileName: string, bytes: number): Promise<{ status: number; body: string; sha256: string }> {
  const boundary = '----files-bench';
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/method/upload_file`, {
      method: 'POST',
      headers: {
        cookie: client.cookie,
        'x-frappe-csrf-token': client.csrf,
        accept: 'application/json',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sha256: hash.digest('hex') }));
    });
    const chunks = csvChunks(bytes);
    const send = () => {
      for (;;) {
        const next = chunks.next();
        if (next.done) {
          request.end(tail);
          return;
        }
        hash.update(next.value);
        if (!request.write(next.value)) {
          request.once('drain', send);
          return;
        }
      }
    };
    request.write(head);
    send();
  });
}

function download(base: string, client: HttpClient, url: string): Promise<{ status: number; bytes: number; sha256: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: { cookie: client.cookie } }, (response) => {
        const hash = createHash('sha256');
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          hash.update(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, sha256: hash.digest('hex') }));
      })
      .on('error', reject);
  });
}

const mb = (value: number) => `${Math.round(value)} MiB`;
const s3 = await startS3Server();
const folder = mkdtempSync(path.join(tmpdir(), 'files-bench-'));
try {
  const stores: [string, Record<string, string>][] = [
    ['data folder', { BENCH_FILES_DIR: folder }],
    [
      'S3 (s3rver)',
      {
        FILES_S3_BUCKET: s3.options.bucket,
        FILES_S3_ENDPOINT: s3.options.endpoint!,
        FILES_S3_ACCESS_KEY_ID: s3.options.accessKeyId!,
        FILES_S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey!,
      },
    ],
  ];
  console.log(`files: a ${FILE_BYTES / 1024 / 1024} MiB CSV uploaded to a Lot and downloaded, server on ${database}`);
  for (const [store, env] of stores) {
    /** A server on this store, logged in as the claimant and settled after start-up. */
    const start = async () => {
      const server = await startServer('app', { ...env, MALLOC_ARENA_MAX: '2' });
      const base = `http://127.0.0.1:${server.port}`;
      const client = new HttpClient(base);
      await client.login('claimant@demo.in', 'Demo@1234');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return { server, base, client, pid: server.child.pid! };
    };
    let app = await start();
    try {
      const up = await peakDuring(app.pid, () => upload(app.base, app.client, { file_name: 'bulk.csv', is_private: '1', doctype: 'Lot' }, 'bulk.csv', FILE_BYTES));
      if (up.result.status !== 200) throw new Error(`upload: ${up.result.status} ${up.result.body.slice(0, 300)}`);
      const fileUrl = JSON.parse(up.result.body).message.file_url as string;
      const rate = (seconds: number) => `${(FILE_BYTES / 1024 / 1024 / seconds).toFixed(0)} MiB/s`;
      console.log(`files (${store}): upload   RSS ${mb(up.before)} before, peak ${mb(up.peak)} (+${mb(up.peak - up.before)}), ${up.seconds.toFixed(1)} s, ${rate(up.seconds)}`);
      // On PostgreSQL the download is measured in a fresh process, free of what the upload left
      // in the heap; an in-memory PGlite would forget the file, so there it is the same process.
      if (process.env.DATABASE_URL) {
        await stopServer(app.server.child);
        app = await start();
      }
      const down = await peakDuring(app.pid, () => download(app.base, app.client, fileUrl));
      if (down.result.status !== 200 || down.result.bytes !== FILE_BYTES || down.result.sha256 !== up.result.sha256) {
        throw new Error(`download: ${down.result.status}, ${down.result.bytes} bytes, ${down.result.sha256 === up.result.sha256 ? 'same' : 'different'} content`);
      }
      console.log(`files (${store}): download RSS ${mb(down.before)} before, peak ${mb(down.peak)} (+${mb(down.peak - down.before)}), ${down.seconds.toFixed(1)} s, ${rate(down.seconds)}`);
    } finally {
      await stopServer(app.server.child);
    }
  }
} finally {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
}
