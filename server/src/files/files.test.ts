import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, multipart, resourceUrl, TEST_DB, TestClient, until, signInDemo } from '../test/helpers';
import { startS3Server } from '../test/s3';
import { detectFileType } from './magic';
import { s3Storage } from './s3-storage';
import { folderStorage, memoryStorage } from './storage';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('file type detection', () => {
  it('trusts content, not the name', () => {
    assert.deepEqual(detectFileType(PDF, 'x.pdf'), { extension: 'pdf', mime: 'application/pdf' });
    assert.equal(detectFileType(PNG, 'photo.pdf')?.extension, 'png');
    assert.equal(detectFileType(Buffer.from('<html><script>alert(1)</script></html>'), 'page.html'), null);
    assert.equal(detectFileType(Buffer.from('<svg onload="alert(1)"/>'), 'image.svg'), null);
    assert.equal(detectFileType(Buffer.from('a,b\n1,2\n'), 'rows.csv')?.extension, 'csv');
    assert.equal(detectFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00]), 'tool.exe'), null);
    assert.equal(detectFileType(Buffer.from('PK\u0003\u0004 not really office'), 'a.docx'), null);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    assert.equal(detectFileType(ole, 'statement.xls')?.mime, 'application/vnd.ms-excel');
    assert.equal(detectFileType(ole, 'letter.doc')?.mime, 'application/msword');
    assert.equal(detectFileType(ole, 'setup.msi'), null, 'other compound files are refused');
    const zip = (entry: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(entry)]);
    assert.equal(detectFileType(zip('ppt/presentation.xml'), 'deck.pptx')?.extension, 'pptx');
    assert.equal(detectFileType(zip('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'), 'sheet.ods')?.extension, 'ods');
    assert.equal(detectFileType(zip('mimetypeapplication/vnd.oasis.opendocument.text'), 'sheet.ods'), null);
  });
});

const MB = 1024 * 1024;
/** The bulk cap of these tests: room for a 20 MB file, and several of S3's 5 MB parts. */
const BULK_CAP = 24 * MB;

/**
 * upload_file over a real connection (fields, then the file in 64 KiB chunks as a browser sends
 * it). With `goAwayAfter` the client stops after that many bytes of the file and, once `whenTaken`
 * says the server is storing them, drops the connection.
 */
function sendUpload(
  port: number,
  client: TestClient,
  fields: Record<string, string>,
  file: { name: string; content: Buffer },
  goAway?: { after: number; whenTaken: () => Promise<unknown> },
): Promise<{ status: number; body: string } | 'gone'> {
  const { payload, headers } = multipart(fields, { name: file.name, content: Buffer.alloc(0) });
  const fileStart = payload.indexOf('\r\n\r\n', payload.lastIndexOf('filename=')) + 4;
  const [head, tail] = [payload.subarray(0, fileStart), payload.subarray(fileStart)];
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/method/upload_file',
      headers: {
        ...headers,
        accept: 'application/json',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
        'x-frappe-csrf-token': client.csrfToken ?? '',
        'content-length': head.length + file.content.length + tail.length,
      },
    });
    request.on('error', (error) => (goAway ? undefined : reject(error)));
    // An early answer (a refusal) ends the upload: the rest of the file is not sent.
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    const send = async () => {
      request.write(head);
      const end = goAway ? goAway.after : file.content.length;
      for (let at = 0; at < end && !request.destroyed; at += 64 * 1024) {
        if (!request.write(file.content.subarray(at, Math.min(at + 64 * 1024, end)))) await new Promise((drained) => request.once('drain', drained));
      }
      if (!goAway) return request.end(tail);
      await goAway.whenTaken();
      request.destroy();
      resolve('gone');
    };
    send().catch(reject);
  });
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const upload = (client: TestClient, fields: Record<string, string>, file?: { name: string; content: Buffer }, options?: { fileFirst?: boolean }) =>
  client.request('POST', '/api/method/upload_file', multipart(fields, file, options));

// The same journeys with the files in the data folder (the default store) and in an S3-compatible
// one (s3rver).
for (const store of ['data folder', 'S3'] as const) {
  describe(`upload and download (${TEST_DB}, ${store})`, () => {
    let app: FastifyInstance;
    let port: number;
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
    let s3Client: S3Client | undefined;
    let folder: string | undefined;
    const as: Record<string, TestClient> = {};
    const registrationOf = async (client: TestClient) => (await client.get(resourceUrl('User Registration'))).json().data[0].name as string;

    /** The store's files (and S3's unfinished multipart uploads), and the File records. */
    const contents = async () => {
      const listed = s3Client ? await s3Client.send(new ListObjectsV2Command({ Bucket: s3!.options.bucket })) : undefined;
      const files = listed ? (listed.Contents ?? []).map((object) => object.Key!) : readdirSync(folder!);
      const { rows } = await app.services.db.query<{ count: number }>(`SELECT COUNT(*)::int AS "count" FROM "tabFile"`);
      return { files: files.sort(), openUploads: s3?.openUploads() ?? [], records: rows[0].count };
    };
    /** The store has begun taking a file: one more in the folder, or an S3 multipart upload. */
    const storing = (before: Awaited<ReturnType<typeof contents>>) => async () =>
      until('the store taking the upload', async () => (s3 ? s3.openUploads().length > 0 : readdirSync(folder!).length > before.files.length));

    before(async () => {
      if (store === 'S3') {
        s3 = await startS3Server();
        s3Client = new S3Client({ region: 'us-east-1', endpoint: s3.options.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      } else {
        folder = mkdtempSync(path.join(tmpdir(), 'files-'));
      }
      app = await createTestApp({
        demoData: true,
        maxUploadBytes: 64 * 1024,
        maxBulkUploadBytes: BULK_CAP,
        storage: s3 ? s3Storage(s3.options) : folderStorage(folder!),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
      Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'admin']));
      as.guest = new TestClient(app);
    });
    after(async () => {
      await app.close();
      s3Client?.destroy();
      await s3?.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('stores an upload under a random name and serves it only to readers of the attached document', async () => {
      const docname = await registrationOf(as.claimant);
      const response = await upload(as.claimant, { doctype: 'User Registration', docname, is_private: '0', fieldname: 'pan' }, { name: '../../etc/passwd PAN card.pdf', content: PDF });
      assert.equal(response.statusCode, 200, response.body);
      const file = response.json().message;
      for (const key of ['name', 'file_name', 'file_url', 'is_private', 'file_size', 'file_type', 'attached_to_doctype', 'attached_to_name', 'content_hash']) {
        assert.ok(key in file, key);
      }
      assert.equal(file.file_name, 'passwd PAN card.pdf', 'no folders from the client name');
      assert.match(file.file_url, /^\/files\/[a-z0-9]{24}\.pdf$/, 'stored name is random');
      assert.equal(file.file_size, PDF.length);
      assert.equal(file.file_type, 'PDF');
      assert.equal(file.attached_to_name, docname);

      const own = await as.claimant.get(file.file_url);
      assert.equal(own.statusCode, 200);
      assert.deepEqual(own.rawPayload, PDF);
      assert.equal(own.headers['content-type'], 'application/pdf');
      assert.match(String(own.headers['content-disposition']), /^inline; filename="passwd PAN card.pdf"/);
      assert.equal(own.headers['x-content-type-options'], 'nosniff');
      assert.match(String(own.headers['cache-control']), /no-store/);
      assert.equal((await as.admin.get(file.file_url)).statusCode, 200, 'System Manager');
      assert.equal((await as.lawyer.get(file.file_url)).statusCode, 403, 'public flag or not, other users may not');
      assert.equal((await as.guest.get(file.file_url)).statusCode, 403);
      assert.equal((await as.guest.get('/files/doesnotexist.pdf')).statusCode, 404);
    });

    it('serves private files by the same rule', async () => {
      const docname = await registrationOf(as.lawyer);
      const response = await upload(as.lawyer, { doctype: 'User Registration', docname, is_private: '1' }, { name: 'photo.png', content: PNG });
      const file = response.json().message;
      assert.match(file.file_url, /^\/private\/files\/[a-z0-9]+\.png$/);
      assert.equal(file.is_private, 1);
      assert.equal((await as.lawyer.get(file.file_url)).statusCode, 200);
      assert.equal((await as.claimant.get(file.file_url)).statusCode, 403);
    });

    it('refuses disallowed types, oversized and empty files, strangers and guests', async () => {
      const docname = await registrationOf(as.claimant);
      const html = await upload(as.claimant, { doctype: 'User Registration', docname }, { name: 'x.html', content: Buffer.from('<script>alert(1)</script>') });
      assert.equal(html.statusCode, 417);
      assert.match(errorOf(html).message, /File type not allowed/);
      const big = await upload(as.claimant, {}, { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(70 * 1024)]) });
      assert.equal(big.statusCode, 413, big.body);
      assert.match(errorOf(big).message, /maximum allowed size/);
      const empty = await upload(as.claimant, {}, { name: 'empty.pdf', content: Buffer.alloc(0) });
      assert.equal(empty.statusCode, 417);
      const none = await upload(as.claimant, { doctype: 'User Registration' });
      assert.equal(none.statusCode, 417);
      const lawyersDoc = await registrationOf(as.lawyer);
      const foreign = await upload(as.claimant, { doctype: 'User Registration', docname: lawyersDoc }, { name: 'a.pdf', content: PDF });
      assert.equal(foreign.statusCode, 403, 'cannot attach to a document one may not change');
      const guest = await upload(as.guest, {}, { name: 'a.pdf', content: PDF });
      assert.equal(guest.statusCode, 403);
      const noCsrf = await as.claimant.request('POST', '/api/method/upload_file', { ...multipart({}, { name: 'a.pdf', content: PDF }), csrf: false });
      assert.equal(noCsrf.statusCode, 400);
    });

    it('links a file uploaded before its document existed when the document names it', async () => {
      const response = await upload(as.claimant, { doctype: 'User Registration', docname: 'CR-empty' }, { name: 'sign.png', content: PNG });
      assert.equal(response.statusCode, 200, response.body);
      const { file_url } = response.json().message;
      assert.equal((await as.lawyer.get(file_url)).statusCode, 403);
      assert.equal((await as.claimant.get(file_url)).statusCode, 200, 'the uploader sees a loose file');
      const docname = await registrationOf(as.claimant);
      const saved = await as.claimant.put(resourceUrl('User Registration', docname), { signature: file_url });
      assert.equal(saved.statusCode, 200, saved.body);
      const { rows } = await app.services.db.query(`SELECT "attached_to_name", "attached_to_field" FROM "tabFile" WHERE "file_url" = $1`, [file_url]);
      assert.deepEqual(rows[0], { attached_to_name: docname, attached_to_field: 'signature' });
      assert.equal((await as.admin.get(file_url)).statusCode, 200);

      const lawyersDoc = await registrationOf(as.lawyer);
      await as.lawyer.put(resourceUrl('User Registration', lawyersDoc), { letterhead: file_url });
      const after = await app.services.db.query(`SELECT "attached_to_name" FROM "tabFile" WHERE "file_url" = $1`, [file_url]);
      assert.equal(after.rows[0].attached_to_name, docname, "naming someone else's file does not take it over");
      assert.equal((await as.lawyer.get(file_url)).statusCode, 403);
    });

    it('lets users list and delete only their own File records, and never create them directly', async () => {
      const mine = (await as.claimant.get(resourceUrl('File', undefined, { fields: ['owner'] }))).json().data;
      assert.ok(mine.length > 0 && mine.every((f: { owner: string }) => f.owner === 'claimant@demo.in'));
      const forged = await as.claimant.post(resourceUrl('File'), { file_url: '/files/whatever.pdf', attached_to_doctype: 'User Registration' });
      assert.equal(forged.statusCode, 403);
      const [first] = (await as.claimant.get(resourceUrl('File', undefined, { fields: ['name', 'file_url'] }))).json().data;
      assert.equal((await as.claimant.delete(resourceUrl('File', first.name))).statusCode, 202);
      assert.equal((await as.admin.get(first.file_url)).statusCode, 404, 'content removed with the record');
    });

    it('checks fields sent after the file (frappe-js-sdk) before it is recorded', async () => {
      const before = await contents();
      const lawyersDoc = await registrationOf(as.lawyer);
      const foreign = await upload(as.claimant, { doctype: 'User Registration', docname: lawyersDoc }, { name: 'a.pdf', content: PDF }, { fileFirst: true });
      assert.equal(foreign.statusCode, 403, foreign.body);
      assert.deepEqual(await contents(), before, 'the file stored as it came is removed');
      const docname = await registrationOf(as.claimant);
      const own = await upload(as.claimant, { doctype: 'User Registration', docname, is_private: '1' }, { name: 'a.pdf', content: PDF }, { fileFirst: true });
      assert.equal(own.statusCode, 200, own.body);
      assert.equal(own.json().message.attached_to_name, docname);
      assert.equal(own.json().message.is_private, 1);
    });

    it('takes a large file as it streams and gives it back byte for byte, whole or a range of it', async () => {
      const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20 * MB)]);
      const sent = await sendUpload(port, as.claimant, { doctype: 'Lot', is_private: '1' }, { name: 'scan.pdf', content });
      assert.ok(sent !== 'gone' && sent.status === 200, JSON.stringify(sent).slice(0, 300));
      const file = JSON.parse(sent.body).message;
      assert.equal(file.file_size, content.length);
      assert.equal(file.content_hash, sha256(content));

      const whole = await as.claimant.get(file.file_url);
      assert.equal(whole.statusCode, 200);
      assert.equal(whole.headers['content-length'], String(content.length));
      assert.equal(whole.headers['accept-ranges'], 'bytes');
      assert.ok(whole.rawPayload.equals(content), 'byte-identical');

      const range = await as.claimant.get(file.file_url, { headers: { range: 'bytes=1000-1999' } });
      assert.equal(range.statusCode, 206);
      assert.equal(range.headers['content-range'], `bytes 1000-1999/${content.length}`);
      assert.equal(range.headers['content-type'], 'application/pdf');
      assert.ok(range.rawPayload.equals(content.subarray(1000, 2000)));
      const last = await as.claimant.get(file.file_url, { headers: { range: 'bytes=-10' } });
      assert.ok(last.rawPayload.equals(content.subarray(-10)));
      const beyond = await as.claimant.get(file.file_url, { headers: { range: `bytes=${content.length}-` } });
      assert.equal(beyond.statusCode, 416);
      assert.equal(beyond.headers['content-range'], `bytes */${content.length}`);
      assert.equal((await as.lawyer.get(file.file_url, { headers: { range: 'bytes=0-9' } })).statusCode, 403, 'a range is checked like the rest');

      const cookie = [...as.claimant.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
      const head = await app.inject({ method: 'HEAD', url: file.file_url, headers: { cookie } });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-length'], String(content.length));
      assert.equal(head.rawPayload.length, 0);
    });

    it('leaves nothing behind when a file goes over the cap', async () => {
      const before = await contents();
      // Over the general cap, and over the bulk cap after several of S3's parts went up.
      const big = await upload(as.claimant, {}, { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(70 * 1024)]) });
      assert.equal(big.statusCode, 413, big.body);
      const rows = Buffer.from('reference,amount\n'.concat('AGR-0000001,250000\n'.repeat(Math.ceil((BULK_CAP + MB) / 19))));
      const over = await sendUpload(port, as.claimant, { doctype: 'Lot' }, { name: 'rows.csv', content: rows });
      assert.ok(over !== 'gone' && over.status === 413, JSON.stringify(over).slice(0, 300));
      assert.match(JSON.parse(over.body).message, /maximum allowed size of 24 MB/);
      assert.deepEqual(await contents(), before, 'no partial file, no S3 parts, no File record');
    });

    it('leaves nothing behind when the client goes away mid-upload', async () => {
      const before = await contents();
      const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(16 * MB)]);
      // Gone after 8 MB: the folder has a partial file, S3 a multipart upload with a part in it.
      const sent = await sendUpload(port, as.claimant, { doctype: 'Lot' }, { name: 'scan.pdf', content }, { after: 8 * MB, whenTaken: storing(before) });
      assert.equal(sent, 'gone');
      const after = await until('the partial upload removed', async () => {
        const now = await contents();
        return JSON.stringify(now) === JSON.stringify(before) && now;
      });
      assert.deepEqual(after, before);
    });
  });
}

describe(`upload_file with a store that fails (${TEST_DB})`, () => {
  it('answers 500 (not a fault of the request) and records nothing', async () => {
    let broken = false;
    const memory = memoryStorage();
    const app = await createTestApp({ demoData: true, storage: { ...memory, put: (key, content) => (broken ? Promise.reject(new Error('disk full')) : memory.put(key, content)) } });
    try {
      const claimant = new TestClient(app);
      await claimant.login('claimant@demo.in');
      const count = async () => (await app.services.db.query<{ count: number }>(`SELECT COUNT(*)::int AS "count" FROM "tabFile"`)).rows[0].count;
      const before = await count();
      broken = true;
      const response = await upload(claimant, {}, { name: 'a.pdf', content: PDF });
      assert.equal(response.statusCode, 500, response.body);
      assert.equal(await count(), before);
    } finally {
      await app.close();
    }
  });
});
