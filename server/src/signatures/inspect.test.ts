import assert from 'node:assert/strict';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startLocalTsa, type LocalTsa } from '../test/local-tsa';
import { issueCertificate } from './certificates';
import { inspectPdfSignatures } from './inspect';
import { signPdf } from './pdf-signature';
import { KeySigner } from './signer';
import { httpTimeStamper } from './timestamp';

/** A one-page PDF with a classic cross-reference table, offsets exact. */
function minimalPdf(): Buffer {
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R>>',
    '<</Length 44>>\nstream\nBT /F1 12 Tf 72 720 Td (Award text) Tj ET\nendstream',
  ];
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

describe('reading the signatures inside a PDF, offline', () => {
  const root = issueCertificate({ commonName: 'Inspect Root', organization: 'Test', ca: true, years: 2 });
  const arbitrator = issueCertificate({ commonName: 'Dr Vikram Rao', organization: 'Test', ca: false, years: 1, issuer: root });
  const mediator = issueCertificate({ commonName: 'Mediator Demo', organization: 'Test', ca: false, years: 1, issuer: root });
  const chainOf = (issued: typeof arbitrator) => [new X509Certificate(issued.certificatePem).raw, new X509Certificate(root.certificatePem).raw];
  const time = new Date('2026-11-20T10:15:30Z');
  let tsa: LocalTsa;
  const sign = (pdf: Buffer, who: typeof arbitrator, name: string, stamped = false) => {
    const signer = new KeySigner(createPrivateKey(who.keyPem), chainOf(who), stamped ? httpTimeStamper(tsa.url) : null);
    return signPdf(pdf, { name, reason: 'Award', time, certificates: chainOf(who) }, async (digest) => (await signer.sign({ digest, signerName: name })).cms);
  };

  before(async () => {
    tsa = await startLocalTsa();
  });
  after(() => tsa.close());

  it('reports an unchanged signed PDF: signer, issuer, claimed time, digest matching, whole file covered', async () => {
    const pdf = await sign(minimalPdf(), arbitrator, 'Dr Vikram Rao');
    const report = inspectPdfSignatures(pdf);
    assert.equal(report.signatures.length, 1);
    const [signature] = report.signatures;
    assert.match(signature.subject!, /CN=Dr Vikram Rao/);
    assert.match(signature.issuer!, /CN=Inspect Root/);
    assert.equal(signature.claimedTime, time.toISOString());
    assert.equal(signature.timestampTime, null);
    assert.deepEqual([signature.digestMatches, signature.signatureValid, signature.coversWholeFile, signature.appendedBytes, signature.problem], [true, true, true, 0, null]);
    assert.equal(report.unchanged, true);
  });

  it('reports a byte changed inside the signed range as a digest mismatch of that signature', async () => {
    const pdf = await sign(minimalPdf(), arbitrator, 'Dr Vikram Rao');
    const changed = Buffer.from(pdf);
    const at = changed.indexOf('Award text');
    changed[at] = 'a'.charCodeAt(0);
    const report = inspectPdfSignatures(changed);
    assert.equal(report.signatures[0].digestMatches, false);
    assert.equal(report.signatures[0].coversWholeFile, true);
    assert.equal(report.unchanged, false);
  });

  it('reports an incremental update appended after signing: the signature still holds but no longer covers the file', async () => {
    const pdf = await sign(minimalPdf(), arbitrator, 'Dr Vikram Rao');
    const update = Buffer.from('\n3 0 obj\n<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>>\nendobj\n', 'latin1');
    const appended = Buffer.concat([pdf, update]);
    const report = inspectPdfSignatures(appended);
    const [signature] = report.signatures;
    assert.equal(signature.digestMatches, true);
    assert.equal(signature.signatureValid, true);
    assert.equal(signature.coversWholeFile, false);
    assert.equal(signature.appendedBytes, update.length);
    assert.equal(report.unsignedAppendedBytes, update.length);
    assert.equal(report.unchanged, false);
  });

  it('keeps earlier signatures valid under a later signer, and reads a time-stamp token\'s time', async () => {
    const first = await sign(minimalPdf(), arbitrator, 'Dr Vikram Rao');
    const second = await sign(first, mediator, 'Mediator Demo', true);
    const report = inspectPdfSignatures(second);
    assert.equal(report.signatures.length, 2);
    const [earlier, later] = report.signatures;
    assert.equal(earlier.coversWholeFile, false);
    assert.equal(earlier.appendedBytes, second.length - first.length);
    assert.ok(earlier.digestMatches && earlier.signatureValid);
    assert.match(later.subject!, /CN=Mediator Demo/);
    assert.ok(later.coversWholeFile && later.digestMatches && later.signatureValid);
    assert.match(later.timestampTime ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    assert.equal(report.unchanged, true);
    // A byte changed in the first revision breaks both signatures: both are named.
    const changed = Buffer.from(second);
    changed[changed.indexOf('Award text')] = 'a'.charCodeAt(0);
    assert.deepEqual(inspectPdfSignatures(changed).signatures.map((signature) => signature.digestMatches), [false, false]);
  });

  it('finds no signature in an unsigned PDF or in bytes that are not a PDF', () => {
    assert.deepEqual(inspectPdfSignatures(minimalPdf()), { signatures: [], unsignedAppendedBytes: 0, unchanged: false });
    assert.equal(inspectPdfSignatures(Buffer.from('not a pdf')).signatures.length, 0);
  });
});
