import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createPrivateKey, createSign, X509Certificate } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, multipart, resourceUrl, signInDemo, TEST_DB, TestClient } from '../test/helpers';
import { DEMO_PASSWORD } from '../seed/demo';
import { startLocalEsp } from '../test/local-esp';
import { startLocalTsa, tstInfoOf, type LocalTsa } from '../test/local-tsa';
import { callApi, messageOf } from '../test/methods';
import { affidavitName } from '../notices/affidavit-format';
import { issueCertificate, toPkcs12 } from './certificates';
import { certificateParts, OID, sha256, signerInfoOf } from './cms';
import { EsignSigner } from './esign';
import { children, integer, nullValue, oid, oidText, seq, tlv } from './der';
import { PadesSigner } from './pades';
import { signaturesOf } from './pdf-signature';

const run = promisify(execFile);

/** What poppler's pdfsig says of a PDF, signature by signature (it exits non-zero on a bad one). */
async function pdfsig(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdfsig-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return stdout.split(/^Signature #\d+:$/m).slice(1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdfsig's verdict on one signature: valid, the whole document covered (nothing changed since), its signer. */
function assertValid(report: string | undefined, signer: string, { whole = true } = {}) {
  assert.ok(report, 'pdfsig found the signature');
  assert.match(report, /Signature Validation: Signature is Valid\./, report);
  assert.match(report, whole ? /Total document signed/ : /Not total document signed/, report);
  assert.match(report, /Signature Type: ETSI\.CAdES\.detached/);
  assert.match(report, /Signing Hash Algorithm: SHA-256/);
  assert.match(report, new RegExp(`Signer Certificate Common Name: ${signer}`), report);
}

const pdfUrl = (doctype: string, name: string, format?: string) =>
  `/api/method/frappe.utils.print_format.download_pdf?doctype=${encodeURIComponent(doctype)}&name=${encodeURIComponent(name)}${format ? `&format=${encodeURIComponent(format)}` : ''}`;

describe(`PAdES signatures on every PDF issued (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  let tsa: LocalTsa;
  let award: string;
  const issued: Record<string, { pdf: Buffer; code: string }> = {};

  const download = async (client: TestClient, doctype: string, name: string, format?: string) => {
    const response = await client.get(pdfUrl(doctype, name, format));
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    return { pdf: response.rawPayload, code: String(response.headers['x-verification-code']) };
  };

  before(async () => {
    tsa = await startLocalTsa();
    app = await createTestApp({ demoData: true, demoAwards: true, printing: { publicUrl: 'https://portal.example.in' } });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'medarb', 'admin']));
    const { rows } = await app.services.db.query<{ name: string }>(
      `SELECT "name" FROM "tabAward" WHERE "award_letter" IS NOT NULL AND "award_covering_letter" IS NOT NULL ORDER BY "creation" LIMIT 1`,
    );
    award = rows[0].name;
    issued.unconfirmedAward = await download(as.admin, 'Award', award);
    // The arbitrator confirms with their password: their key signs the award from now on.
    assert.equal((await callApi(as.arbitrator, 'sign_award', { award, password: 'wrong-password' })).statusCode, 403);
    await messageOf(callApi(as.arbitrator, 'sign_award', { award, password: DEMO_PASSWORD }));
    issued.award = await download(as.admin, 'Award', award);
    issued.coveringLetter = await download(as.admin, 'Award', award, 'Award Covering Letter');
    const invoice = await as.arbitrator.post(resourceUrl('Invoice'), { claim: cases.claimWithHearing, purpose: 'Arbitrator fee', amount: 50000, invoice_status: 'Unpaid' });
    assert.equal(invoice.statusCode, 200, invoice.body);
    // The fee invoice is the institution's until the arbitrator confirms it (sign_invoice), then theirs.
    issued.unconfirmedInvoice = await download(as.arbitrator, 'Invoice', invoice.json().data.name);
    await messageOf(callApi(as.arbitrator, 'sign_invoice', { invoice: invoice.json().data.name, password: DEMO_PASSWORD }));
    issued.invoice = await download(as.arbitrator, 'Invoice', invoice.json().data.name);
    const filed = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'PADES-FEE-1' });
    const fee = await messageOf<{ name: string }>(callApi(as.claimant, 'record_filing_fee', { case: filed.json().data.name, payment_method: 'Bank Transfer' }));
    issued.filingFee = await download(as.claimant, 'Invoice', fee.name);
    const notices = await messageOf<{ party_row: string }[]>(callApi(as.admin, 'get_service_record', { case: cases.claimWithHearing }, 'GET'));
    issued.affidavit = await download(as.admin, 'Service Notice', affidavitName(cases.claimWithHearing, notices[0].party_row), 'Affidavit of Service');
  });
  after(async () => {
    await app.close();
    await tsa.close();
  });

  it('signs the award, its covering letter, a fee invoice, a filing fee and an affidavit of service: pdfsig finds each valid and unchanged', async () => {
    const neutral = 'Dr Vikram Rao';
    const institution = 'ArbitRoute \\(demo\\) — documents';
    for (const [kind, signer] of [['award', neutral], ['coveringLetter', neutral], ['unconfirmedInvoice', institution], ['invoice', neutral], ['filingFee', institution], ['affidavit', institution]] as const) {
      const reports = await pdfsig(issued[kind].pdf);
      assert.equal(reports.length, 1, `${kind}: one signature`);
      assertValid(reports[0], signer);
    }
  });

  it('signs the award with the arbitrator\'s key only once they confirm it with their password; the audit trail records it; a changed letter needs a new confirmation', async () => {
    assertValid((await pdfsig(issued.unconfirmedAward.pdf))[0], 'ArbitRoute \\(demo\\) — documents');
    assert.notEqual(issued.unconfirmedAward.code, issued.award.code, 'a new PDF once confirmed');
    const trail = await app.services.db.query<{ owner: string; fieldname: string }>(
      `SELECT "owner", "fieldname" FROM "tabAudit Trail" WHERE "ref_doctype" = 'Award' AND "docname" = $1 AND "fieldname" LIKE 'signature_confirmed%' ORDER BY "fieldname"`,
      [award],
    );
    assert.deepEqual(trail.rows, [
      { owner: 'arbitrator@demo.in', fieldname: 'signature_confirmed_by' },
      { owner: 'arbitrator@demo.in', fieldname: 'signature_confirmed_hash' },
      { owner: 'arbitrator@demo.in', fieldname: 'signature_confirmed_on' },
    ]);
    // Wrong passwords count with failed logins: the fifth in a row locks signing (and logging in) for a while.
    const limits = app.services.limits.loginPerAccount;
    for (let i = 0; i < 4; i += 1) assert.equal((await callApi(as.arbitrator, 'sign_award', { award, password: `wrong-${i}` })).statusCode, 403);
    assert.equal((await callApi(as.arbitrator, 'sign_award', { award, password: DEMO_PASSWORD })).statusCode, 429);
    await limits.reset('arbitrator@demo.in');
    const other = await callApi(as.medarb, 'sign_award', { award, password: DEMO_PASSWORD });
    assert.ok([403, 404].includes(other.statusCode), 'another neutral cannot sign it');
    assert.equal((await callApi(as.claimant, 'sign_award', { award, password: DEMO_PASSWORD })).statusCode, 403);
    const forged = await as.arbitrator.put(resourceUrl('Award', award), { signature_confirmed_by: 'arbitrator@demo.in', signature_confirmed_hash: 'x' });
    const row = (await app.services.db.query<{ signature_confirmed_hash: string }>(`SELECT "signature_confirmed_hash" FROM "tabAward" WHERE "name" = $1`, [award])).rows[0];
    assert.notEqual(row.signature_confirmed_hash, 'x', `the confirmation is the server's to write (${forged.statusCode})`);

    // The demo's dispatched final award was confirmed: a new user sees the arbitrator's signature at once.
    const final = await app.services.db.query<{ name: string }>(`SELECT "name" FROM "tabAward" WHERE "award_type" = 'Award-Final' AND "signature_confirmed_by" = 'arbitrator@demo.in'`);
    assert.equal(final.rows.length, 1);
    assertValid((await pdfsig((await download(as.admin, 'Award', final.rows[0].name)).pdf))[0], 'Dr Vikram Rao');

    // The letter changes: the next PDF is the institution's again until the arbitrator confirms anew.
    await app.services.db.query(`UPDATE "tabAward" SET "award_letter" = "award_letter" || '<p>Corrigendum.</p>' WHERE "name" = $1`, [award]);
    const changed = await download(as.admin, 'Award', award);
    assertValid((await pdfsig(changed.pdf))[0], 'ArbitRoute \\(demo\\) — documents');
    await messageOf(callApi(as.arbitrator, 'sign_award', { award, password: DEMO_PASSWORD }));
    assertValid((await pdfsig((await download(as.admin, 'Award', award)).pdf))[0], 'Dr Vikram Rao');
  });

  it('names the signer in a certificate issued by the demo institution under its root, and the chain is in the signature and the DSS', async () => {
    const [signature] = signaturesOf(issued.award.pdf);
    const { certificates } = signerInfoOf(signature.cms);
    const [signer, institution, root] = certificates.map((der) => new X509Certificate(der));
    assert.match(signer.subject, /CN=Dr Vikram Rao/);
    assert.match(signer.subject, /emailAddress=arbitrator@demo\.in|E=arbitrator@demo\.in/);
    assert.ok(signer.checkIssued(institution) && signer.verify(institution.publicKey), 'the neutral\'s certificate is the institution\'s');
    assert.ok(institution.checkIssued(root) && institution.verify(root.publicKey) && root.verify(root.publicKey), 'the institution\'s is the root\'s');
    assert.ok(!signer.ca && institution.ca && root.ca);
    const text = issued.award.pdf.toString('latin1');
    assert.match(text, /\/DSS \d+ 0 R/);
    assert.match(text, /\/Certs \[\d+ 0 R \d+ 0 R \d+ 0 R\]/);
  });

  it('carries signing-certificate-v2 bound to the signer\'s certificate and no signing-time attribute (PAdES baseline)', () => {
    const [signature] = signaturesOf(issued.award.pdf);
    const { signerInfo, certificates } = signerInfoOf(signature.cms);
    const signed = children(signerInfo).find((field) => field.tag === 0xa0)!;
    const attributes = new Map(children(signed).map((attribute) => [oidText(children(attribute)[0]), children(attribute)[1]]));
    assert.deepEqual([...attributes.keys()].sort(), [OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort());
    const essCertId = children(children(children(children(attributes.get(OID.signingCertificateV2)!)[0])[0])[0]);
    assert.ok(essCertId[0].content.equals(sha256(certificates[0])), 'the hash of the signer\'s certificate');
  });

  it('keeps the private keys encrypted at rest with the data key', async () => {
    const { rows } = await app.services.db.query<{ subject: string; key: string }>(`SELECT "subject", "key" FROM "__signing_keys" ORDER BY "subject"`);
    assert.deepEqual(rows.map((row) => row.subject), ['institution', 'institution-documents', 'neutral:arbitrator@demo.in', 'root']);
    for (const row of rows) {
      assert.match(row.key, /^enc:v1:/);
      assert.ok(!row.key.includes('PRIVATE KEY'));
    }
  });

  it('shows the signer, the certificate and the time on /verify/<code>, and reports a PDF changed after signing', async () => {
    const { pdf, code } = issued.award;
    const page = await new TestClient(app).get(`/verify/${code}`);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<dt>Signed by<\/dt><dd>Dr Vikram Rao<\/dd>/);
    assert.match(page.body, /<dt>Certificate<\/dt><dd>[^<]*CN=Dr Vikram Rao[^<]*<br>issued by [^<]*CN=ArbitRoute \(demo\) Institution CA/);
    assert.match(page.body, /<dt>Signed at<\/dt><dd>\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} IST<\/dd>/);
    const json = (await new TestClient(app).get(`/api/method/arbitroute.api.print.verify_document?code=${code}`)).json().message;
    assert.equal(json.signature.signer, 'Dr Vikram Rao');
    assert.match(json.signature.subject, /CN=Dr Vikram Rao/);
    assert.equal(json.signature.timestamped, false);

    // One byte changed inside the signed range (in the page content): pdfsig and the portal both say so.
    const changed = Buffer.from(pdf);
    const [signature] = signaturesOf(pdf);
    changed[Math.floor(signature.byteRange[1] / 2)] ^= 0x01;
    const [report] = await pdfsig(changed);
    assert.match(report, /Signature Validation: Digest Mismatch\./);
    const check = async (content: Buffer) => new TestClient(app).request('POST', `/verify/${code}`, multipart({}, { name: 'award.pdf', content, type: 'application/pdf' }));
    const intact = (await check(pdf)).body;
    assert.match(intact, /This PDF is the document issued under this code/);
    assert.match(intact, /Its digital signatures are valid and the file is unchanged since the last one/);
    assert.match(intact, /<dt>Signature 1<\/dt><dd><span class="ok">Valid; covers the whole file<\/span><br>Signer: [^<]*CN=Dr Vikram Rao[^<]*<br>Issued by: [^<]*CN=ArbitRoute \(demo\) Institution CA[^<]*<br>Signed at: \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} IST/);
    const changedPage = (await check(changed)).body;
    assert.match(changedPage, /This PDF does not match/);
    assert.match(changedPage, /The file was changed after it was signed: signature 1 no longer covers it/);
    assert.match(changedPage, /Changed after signing: the signed bytes no longer match this signature/);
    // An incremental update appended after signing (what an editor saving over it writes): the
    // signature holds for what it signed, the page says what was added after it.
    const appended = Buffer.concat([pdf, Buffer.from('\n1 0 obj\n<</Type /Catalog>>\nendobj\n', 'latin1')]);
    const appendedPage = (await check(appended)).body;
    assert.match(appendedPage, /The file was changed after it was signed: signature 1 no longer covers it/);
    assert.match(appendedPage, /Valid for the part it signed, but 35 bytes were added after it that no signature covers/);
  });

  it('lets several sign in order (incremental updates): each earlier signature stays valid', async () => {
    const signing = new PadesSigner(app.services.db);
    const borrower = await signing.signerFor({ kind: 'neutral', email: 'borrower@example.in', name: 'Imran Shaikh' });
    const lender = await signing.signerFor({ kind: 'neutral', email: 'lender@example.in', name: 'Rohan Mehta' });
    const mediator = await signing.signerFor({ kind: 'neutral', email: 'mediator@demo.in', name: 'Mediator Demo' });
    let pdf = issued.coveringLetter.pdf;
    for (const [signer, name] of [[borrower, 'Imran Shaikh'], [lender, 'Rohan Mehta'], [mediator, 'Mediator Demo']] as const) {
      ({ pdf } = await signing.sign(pdf, signer, { name, reason: 'Settlement agreement signed' }));
    }
    const reports = await pdfsig(pdf);
    assert.equal(reports.length, 4);
    assertValid(reports[0], 'Dr Vikram Rao', { whole: false });
    assertValid(reports[1], 'Imran Shaikh', { whole: false });
    assertValid(reports[2], 'Rohan Mehta', { whole: false });
    assertValid(reports[3], 'Mediator Demo');
    assert.ok(pdf.subarray(0, issued.coveringLetter.pdf.length).equals(issued.coveringLetter.pdf), 'the signed bytes are untouched');
  });

  it('signs with the institution\'s PKCS#12 file when one is configured', async () => {
    const root = issueCertificate({ commonName: 'Test Licensed CA', organization: 'Test CA', ca: true, years: 5 });
    // The CA publishes its CRL over HTTP, named in the certificate it issued: the DSS carries it (LTV).
    const rootDer = new X509Certificate(root.certificatePem).raw;
    const utc = (date: Date) => tlv(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`, 'latin1'));
    const algorithm = seq(oid(OID.sha256WithRsa), nullValue());
    const tbs = seq(integer(1), algorithm, certificateParts(rootDer).subject, utc(new Date()), utc(new Date(Date.now() + 7 * 86_400_000)));
    const crl = seq(tbs, algorithm, tlv(0x03, Buffer.from([0]), createSign('sha256').update(tbs).sign(createPrivateKey(root.keyPem))));
    let crlRequests = 0;
    const crlServer = createServer((_request, response) => {
      crlRequests += 1;
      response.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(crl);
    });
    await new Promise<void>((resolve) => crlServer.listen(0, '127.0.0.1', resolve));
    const crlUrl = `http://127.0.0.1:${(crlServer.address() as AddressInfo).port}/ca.crl`;
    const dsc = issueCertificate({ commonName: 'Udaygiri Arbitration Centre', organization: 'Udaygiri Arbitration Centre', ca: false, years: 2, issuer: root, crlUrl });
    const p12 = toPkcs12(dsc.keyPem, [dsc.certificatePem, root.certificatePem], 's3cret!');
    const signing = new PadesSigner(app.services.db, { pkcs12: { content: p12, password: 's3cret!' } });
    const { pdf, signature } = await signing.sign(issued.filingFee.pdf, await signing.signerFor({ kind: 'institution' }), { reason: 'Filing fee invoice' });
    assert.equal(signature.signer, 'Udaygiri Arbitration Centre');
    const reports = await pdfsig(pdf);
    assertValid(reports.at(-1), 'Udaygiri Arbitration Centre');
    assert.ok(pdf.includes(crl), 'the CA\'s CRL is in the document');
    assert.match(pdf.subarray(issued.filingFee.pdf.length).toString('latin1'), /\/Certs \[[^\]]+\] \/CRLs \[\d+ 0 R\]/);
    await signing.sign(pdf, await signing.signerFor({ kind: 'institution' }), { reason: 'Again' });
    assert.equal(crlRequests, 1, 'fetched once until its next update');
    crlServer.closeAllConnections();
    await new Promise<void>((resolve) => crlServer.close(() => resolve()));
    // A certificate that may not issue others signs the neutrals' documents too.
    const neutral = await signing.signerFor({ kind: 'neutral', email: 'arbitrator@demo.in', name: 'Dr Vikram Rao' });
    assert.match(new X509Certificate(neutral.chain[0]).subject, /CN=Udaygiri Arbitration Centre/);
    assert.throws(() => new PadesSigner(app.services.db, { pkcs12: { content: p12, password: 'wrong' } }));
  });

  it('adds a time-stamp from the TSA (PAdES B-T) over the signature value', async () => {
    const signing = new PadesSigner(app.services.db, { tsaUrl: tsa.url });
    const before = tsa.requests;
    const { pdf, signature } = await signing.sign(issued.award.pdf, await signing.signerFor({ kind: 'institution' }), { reason: 'Counter-signed' });
    assert.equal(tsa.requests, before + 1);
    assert.equal(signature.timestamped, true);
    assertValid((await pdfsig(pdf)).at(-1), 'ArbitRoute \\(demo\\) — documents');
    const { signerInfo, signature: value } = signerInfoOf(signaturesOf(pdf).at(-1)!.cms);
    const unsigned = children(signerInfo).find((field) => field.tag === 0xa1)!;
    const [type, values] = children(children(unsigned)[0]);
    assert.equal(oidText(type), OID.signatureTimeStampToken);
    const token = tstInfoOf(Buffer.from(children(values)[0].raw));
    assert.ok(token.hash.equals(sha256(value)), 'the token stamps this signature value');
    assert.match(token.time, /^\d{14}Z$/);

    tsa.refuse = true;
    try {
      await assert.rejects(signing.sign(issued.award.pdf, await signing.signerFor({ kind: 'institution' }), { reason: 'x' }), /refused/);
    } finally {
      tsa.refuse = false;
    }
  });

  it('signs through an Aadhaar eSign provider (CCA eSign API): only the hash leaves, the PKCS#7 returned is checked and embedded', async () => {
    const esp = await startLocalEsp('Imran Shaikh');
    try {
      const options = {
        url: esp.url,
        aspId: 'ARBITROUTE-ASP',
        aspKey: createPrivateKey(esp.asp.keyPem),
        aspCertificate: new X509Certificate(esp.asp.certificatePem).raw,
        responseUrl: 'https://portal.example.in/esign/response',
        espCertificate: esp.certificate,
      };
      const signing = new PadesSigner(app.services.db);
      const { pdf, signature } = await signing.sign(issued.coveringLetter.pdf, new EsignSigner(options), { name: 'Imran Shaikh', reason: 'Settlement agreement signed with Aadhaar eSign' });
      assert.match(signature.subject, /CN=Imran Shaikh/);
      assert.match(signature.issuer, /CN=Local eSign CA/);
      const reports = await pdfsig(pdf);
      assertValid(reports[0], 'Dr Vikram Rao', { whole: false });
      assertValid(reports[1], 'Imran Shaikh');
      const [request] = esp.requests;
      assert.match(request, /^<Esign AuthMode="1" aspId="ARBITROUTE-ASP" ekycId="" ekycIdType="A" responseSigType="pkcs7" responseUrl="[^"]+" sc="Y" ts="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d" txn="[0-9a-f-]{36}" ver="2.1"><Docs><InputHash docInfo="Signed by Imran Shaikh" hashAlgorithm="SHA256" id="1">[0-9a-f]{64}<\/InputHash><\/Docs><Signature xmlns=/);
      assert.ok(request.length < 4000, 'a hash, not the document');

      esp.otpOk = false;
      await assert.rejects(signing.sign(issued.award.pdf, new EsignSigner(options), { name: 'Imran Shaikh', reason: 'x' }), /OTP validation failed/);
      esp.otpOk = true;
      esp.substituteHash = sha256(Buffer.from('another document'));
      await assert.rejects(signing.sign(issued.award.pdf, new EsignSigner(options), { name: 'Imran Shaikh', reason: 'x' }), /signed another document/);
      esp.substituteHash = null;
      const stranger = issueCertificate({ commonName: 'Not the ASP', organization: 'X', ca: false, years: 1 });
      await assert.rejects(
        signing.sign(issued.award.pdf, new EsignSigner({ ...options, aspKey: createPrivateKey(stranger.keyPem), aspCertificate: new X509Certificate(stranger.certificatePem).raw }), { name: 'Imran Shaikh', reason: 'x' }),
        /Invalid ASP signature/,
      );
      await assert.rejects(
        signing.sign(issued.award.pdf, new EsignSigner({ ...options, espCertificate: new X509Certificate(stranger.certificatePem).raw }), { name: 'Imran Shaikh', reason: 'x' }),
        /not signed by the eSign provider/,
      );
    } finally {
      await esp.close();
    }
  });
});
