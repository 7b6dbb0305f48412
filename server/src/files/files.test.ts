import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, multipart, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { startS3Server } from '../test/s3';
import { detectFileType } from './magic';
import { s3Storage } from './s3-storage';

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

// The same journeys with the files in the embedded store and in an S3-compatible one (s3rver).
for (const store of ['embedded store', 'S3'] as const) {
  describe(`upload and download (${TEST_DB}, ${store})`, () => {
    let app: FastifyInstance;
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
    const as: Record<string, TestClient> = {};
    const registrationOf = async (client: TestClient) => (await client.get(resourceUrl('User Registration'))).json().data[0].name as string;
    const upload = (client: TestClient, fields: Record<string, string>, file?: { name: string; content: Buffer }) =>
      client.request('POST', '/api/method/upload_file', multipart(fields, file));

    before(async () => {
      if (store === 'S3') s3 = await startS3Server();
      app = await createTestApp({ demoData: true, maxUploadBytes: 64 * 1024, storage: s3 ? s3Storage(s3.options) : undefined });
      for (const who of ['claimant', 'lawyer', 'admin']) {
        as[who] = new TestClient(app);
        await as[who].login(`${who}@demo.in`);
      }
      as.guest = new TestClient(app);
    });
    after(async () => {
      await app.close();
      await s3?.close();
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
  });
}
