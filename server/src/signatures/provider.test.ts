import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { startLocalEsp, type LocalEsp } from '../test/local-esp';
import { createTestApp, TEST_DB } from '../test/helpers';
import { inspectPdfSignatures } from './inspect';
import { PadesSigner } from './pades';
import { esignFromEnv } from './provider';
import { KeySigner } from './signer';

/** A one-page PDF with a classic cross-reference table, offsets exact. */
function minimalPdf(): Buffer {
  const objects = ['<</Type /Catalog /Pages 2 0 R>>', '<</Type /Pages /Kids [3 0 R] /Count 1>>', '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>>'];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe(`choosing the signing provider by setting (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let esp: LocalEsp;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    app = await createTestApp({});
    esp = await startLocalEsp('Dr Vikram Rao');
    dir = await mkdtemp(path.join(tmpdir(), 'esign-'));
    await writeFile(path.join(dir, 'asp.key'), esp.asp.keyPem);
    await writeFile(path.join(dir, 'asp.crt'), esp.asp.certificatePem);
    await writeFile(path.join(dir, 'esp.crt'), new X509Certificate(esp.certificate).toString());
    env = {
      SIGNING_PROVIDER: 'esign',
      ESIGN_URL: esp.url,
      ESIGN_ASP_ID: 'ARBITROUTE-ASP',
      ESIGN_ASP_KEY_FILE: path.join(dir, 'asp.key'),
      ESIGN_ASP_CERT_FILE: path.join(dir, 'asp.crt'),
      ESIGN_ESP_CERT_FILE: path.join(dir, 'esp.crt'),
      ESIGN_RESPONSE_URL: 'https://portal.example.in/esign/response',
    };
  });
  after(async () => {
    await esp.close();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps keys held here by default and refuses an unknown provider or a missing setting', async () => {
    assert.equal(await esignFromEnv({}), undefined);
    assert.equal(await esignFromEnv({ SIGNING_PROVIDER: 'pkcs12' }), undefined);
    await assert.rejects(esignFromEnv({ SIGNING_PROVIDER: 'token' }), /SIGNING_PROVIDER must be pkcs12 or esign/);
    await assert.rejects(esignFromEnv({ ...env, ESIGN_ASP_ID: '' }), /needs ESIGN_ASP_ID/);
    await assert.rejects(esignFromEnv({ ...env, ESIGN_URL: 'ftp://x' }), /ESIGN_URL must be an http\(s\) URL/);
  });

  it('with SIGNING_PROVIDER=esign, signs a neutral\'s document through the eSign provider (only the hash sent) and the institution\'s with its key', async () => {
    const signing = new PadesSigner(app.services.db, { esign: await esignFromEnv(env) });
    const neutral = await signing.documentSignerFor({ kind: 'neutral', email: 'arbitrator@demo.in', name: 'Dr Vikram Rao' });
    assert.equal(neutral.kind, 'esign');
    const before = esp.requests.length;
    const { pdf, signature } = await signing.sign(minimalPdf(), neutral, { name: 'Dr Vikram Rao', reason: 'Award' });
    assert.equal(esp.requests.length, before + 1);
    assert.match(esp.requests.at(-1)!, /<InputHash [^>]*>[0-9a-f]{64}<\/InputHash>/);
    assert.match(signature.issuer, /CN=Local eSign CA/);
    const report = inspectPdfSignatures(pdf);
    assert.equal(report.unchanged, true);
    assert.match(report.signatures[0].subject!, /CN=Dr Vikram Rao/);
    assert.ok((await signing.documentSignerFor({ kind: 'institution' })) instanceof KeySigner);
    const byDefault = new PadesSigner(app.services.db);
    assert.ok((await byDefault.documentSignerFor({ kind: 'neutral', email: 'arbitrator@demo.in', name: 'Dr Vikram Rao' })) instanceof KeySigner);
  });
});
