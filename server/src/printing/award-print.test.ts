import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { createTestApp, createUser, errorOf, multipart, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../test/helpers';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { chromiumRenderer } from './renderer';

const pdfUrl = (name: string, format?: string) =>
  `/api/method/frappe.utils.print_format.download_pdf?doctype=Award&name=${encodeURIComponent(name)}${format ? `&format=${encodeURIComponent(format)}` : ''}`;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

const LETTER = '<h1 style="text-align: center">AWARD</h1><p>Claimant: Udaygiri Finance Ltd</p><p>Respondent No. 1: Patil Agro Traders (Borrower)</p><p>The respondents shall pay ₹12,65,400 with interest at 18% p.a.</p>';

describe(`award, covering letter and their PDFs (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  let respondent: TestClient;
  let otherArbitrator: TestClient;
  let award: string;

  const setStage = (stage: string, converted = 0) =>
    app.services.db.query(`UPDATE "tabClaim" SET "stage" = $1, "is_convereted" = $2 WHERE "name" = $3`, [stage, converted, cases.claimWithHearing]);

  before(async () => {
    app = await createTestApp({ demoData: true, printing: { publicUrl: 'https://portal.example.in' } });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'expert', 'admin']));
    respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    otherArbitrator = await createUser(app, 'other.arbitrator@demo.in', ['Arbitrator']);
  });
  after(() => app.close());

  it('lets only the assigned Arbitrator write the award, and only while the case is open', async () => {
    const body = { claim: cases.claimWithHearing, award_letter: LETTER, award_date: '2026-11-20', award_amount: 1265400, stage: 'Award' };
    assert.equal((await as.claimant.post(resourceUrl('Award'), body)).statusCode, 403);
    assert.equal((await as.lawyer.post(resourceUrl('Award'), body)).statusCode, 403);
    assert.equal((await respondent.post(resourceUrl('Award'), body)).statusCode, 403, 'a respondent reads, never writes');
    const stranger = await otherArbitrator.post(resourceUrl('Award'), body);
    assert.equal(stranger.statusCode, 417, 'another arbitrator does not reach the case');
    assert.equal(errorOf(stranger).exc_type, 'LinkValidationError');
    assert.equal((await as.medarb.post(resourceUrl('Award'), body)).statusCode, 417);

    const created = await as.arbitrator.post(resourceUrl('Award'), body);
    assert.equal(created.statusCode, 200, created.body);
    award = created.json().data.name;

    const update = { award_covering_letter: '<p>Covering letter for Patil Agro Traders</p>', stage: 'Award', claim: cases.claimWithHearing };
    assert.equal((await otherArbitrator.put(resourceUrl('Award', award), update)).statusCode, 404);
    assert.equal((await respondent.put(resourceUrl('Award', award), update)).statusCode, 403);
    assert.equal((await as.claimant.put(resourceUrl('Award', award), update)).statusCode, 403);
    for (const stage of ['Completed', 'Settled', 'On hold']) {
      await setStage(stage);
      assert.equal((await as.arbitrator.put(resourceUrl('Award', award), update)).statusCode, 403, `read-only when ${stage}`);
    }
    await setStage('Settled', 1);
    assert.equal((await as.arbitrator.put(resourceUrl('Award', award), { award_amount: 1265400 })).statusCode, 200, 'a converted case may still be edited');
    await setStage('Completed', 1);
    assert.equal((await as.arbitrator.put(resourceUrl('Award', award), { award_amount: 1 })).statusCode, 403, 'never once Completed');
    await setStage('Final Hearing');
    const saved = await as.arbitrator.put(resourceUrl('Award', award), update);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.match(saved.json().data.award_covering_letter, /Patil Agro Traders/);
  });

  it('stores editor HTML only after cleaning it', async () => {
    const dirty =
      '<p onclick="steal()">Kept text</p><script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:alert(1)">link</a>' +
      '<img src="https://tracker.example/pixel.gif"><img src="//tracker.example/p.gif"><iframe src="https://evil.example"></iframe><p style="text-align: center; color: red">Centred</p>';
    const created = await as.arbitrator.post(resourceUrl('Award'), { claim: cases.claimWithHearing, award_letter: dirty });
    assert.equal(created.statusCode, 200, created.body);
    const stored = (await as.admin.get(resourceUrl('Award', created.json().data.name))).json().data.award_letter as string;
    assert.match(stored, /Kept text/);
    assert.match(stored, /<p style="text-align:\s?center">Centred<\/p>/);
    for (const gone of ['<script', 'onerror', 'onclick', 'javascript:', 'tracker.example', '<iframe', 'color', 'src="x"']) {
      assert.ok(!stored.includes(gone), `${gone} removed from ${stored}`);
    }
    const changed = await as.arbitrator.put(resourceUrl('Award', created.json().data.name), { award_covering_letter: '<p>Letter</p><svg onload="x()"></svg>' });
    assert.equal(changed.json().data.award_covering_letter, '<p>Letter</p>');
    const orphan = await as.arbitrator.post(resourceUrl('Award'), { claim: cases.claimWithHearing, award_covering_letter: '<p>Only a letter</p>' });
    assert.equal(orphan.statusCode, 417, 'the covering letter needs the award first');
    assert.equal(errorOf(orphan).message, 'Save the award before its covering letter');
    assert.equal((await as.arbitrator.delete(resourceUrl('Award', created.json().data.name))).statusCode, 202);
  });

  it('gives the PDF to the parties, the neutral and the case manager only', async () => {
    for (const [who, client] of [...Object.entries(as), ['respondent', respondent], ['other arbitrator', otherArbitrator]] as [string, TestClient][]) {
      const response = await client.get(pdfUrl(award));
      const expected = ['claimant', 'lawyer', 'arbitrator', 'admin', 'respondent'].includes(who) ? 200 : [403, 404];
      if (expected === 200) assert.equal(response.statusCode, 200, `${who}: ${response.body.slice(0, 200)}`);
      else assert.ok((expected as number[]).includes(response.statusCode), `${who} got ${response.statusCode}`);
    }
    const guest = await new TestClient(app).get(pdfUrl(award));
    assert.equal(guest.statusCode, 403);
    assert.equal((await as.admin.get(pdfUrl('AWD-99999'))).statusCode, 404);
    const unknown = await as.admin.get(pdfUrl(award, 'Receipt'));
    assert.equal(unknown.statusCode, 417);
  });

  it('prints the award with the respondent, a verification code and page numbers, and serves the same PDF again', async () => {
    const response = await as.claimant.get(pdfUrl(award, 'Award'));
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.match(String(response.headers['content-disposition']), /filename="ARB-\d+-Award\.pdf"/);
    const pdf = response.rawPayload;
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    const code = String(response.headers['x-verification-code']);
    assert.match(code, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const text = await pdfText(pdf);
    assert.match(text, /Patil Agro Traders/);
    assert.ok(text.includes(code), 'the code is printed');
    assert.ok(text.includes(`https://portal.example.in/verify/${code}`));
    assert.match(text, /Page 1 of 1/);
    assert.match(text, /Dr Vikram Rao/, 'signed by the arbitrator');

    const again = await respondent.get(pdfUrl(award, 'Award'));
    assert.equal(again.headers['x-verification-code'], code, 'same content, same PDF and code');
    assert.ok(again.rawPayload.equals(pdf));

    const letter = await as.lawyer.get(`${pdfUrl(award, 'Award Covering Letter')}`);
    assert.equal(letter.statusCode, 200);
    assert.match(String(letter.headers['content-disposition']), /Award-Covering-Letter\.pdf/);
    assert.notEqual(letter.headers['x-verification-code'], code);
    assert.match(await pdfText(letter.rawPayload), /Covering letter for Patil Agro Traders/);
  });

  it('verifies a genuine PDF and refuses a changed one', async () => {
    const response = await as.claimant.get(pdfUrl(award));
    const pdf = response.rawPayload;
    const code = String(response.headers['x-verification-code']);
    const page = await new TestClient(app).get(`/verify/${code}`);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, new RegExp(cases.claimWithHearing));
    assert.match(page.body, /<dd>Award<\/dd>/);
    assert.match(page.body, /20-11-2026/);
    assert.ok(!page.body.includes('Patil'), 'nothing else about the case');
    assert.match(String(page.headers['content-security-policy']), /style-src 'self' 'nonce-/);

    const json = (await new TestClient(app).get(`/api/method/arbitroute.api.print.verify_document?code=${code.toLowerCase()}`)).json().message;
    assert.deepEqual(Object.keys(json).sort(), ['case', 'code', 'document_date', 'document_kind', 'sha256', 'signature']);
    assert.equal(json.case, cases.claimWithHearing);
    assert.equal(json.document_date, '2026-11-20');

    const check = async (content: Buffer) => {
      const form = multipart({}, { name: 'award.pdf', content, type: 'application/pdf' });
      return new TestClient(app).request('POST', `/verify/${code}`, form);
    };
    assert.match((await check(pdf)).body, /This PDF is the document issued under this code/);
    const tampered = Buffer.from(pdf);
    tampered[Math.floor(tampered.length / 2)] ^= 0xff;
    assert.match((await check(tampered)).body, /This PDF does not match/);
    assert.equal((await new TestClient(app).get('/verify/AAAAA-AAAAA')).statusCode, 404);
  });
});

describe('PDF printing without Chromium', () => {
  it('answers 503 in Frappe shape and the rest of the API keeps working', async () => {
    const app = await createTestApp({ demoData: true, printing: { renderer: chromiumRenderer(null) } });
    try {
      const cases = await demoCaseNames(app);
      const arbitrator = new TestClient(app);
      await arbitrator.login('arbitrator@demo.in');
      const created = await arbitrator.post(resourceUrl('Award'), { claim: cases.claimWithHearing, award_letter: LETTER });
      const response = await arbitrator.get(pdfUrl(created.json().data.name));
      assert.equal(response.statusCode, 503);
      assert.equal(errorOf(response).exc_type, 'ServiceUnavailableError');
      assert.match(errorOf(response).message, /Chromium not found; set CHROMIUM_PATH/);
      assert.equal((await arbitrator.get('/api/method/ping')).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});
