import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, resourceUrl, respondentClient, TEST_DB, TestClient } from '../test/helpers';
import { rupees } from './invoice-format';

const pdfUrl = (name: string) => `/api/method/frappe.utils.print_format.download_pdf?doctype=Invoice&name=${encodeURIComponent(name)}`;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

describe(`an invoice's PDF through the Frappe print route (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  let invoice: string;

  before(async () => {
    app = await createTestApp({ demoData: true, printing: { publicUrl: 'https://portal.example.in' } });
    cases = await demoCaseNames(app);
    for (const who of ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'admin']) {
      as[who] = new TestClient(app);
      await as[who].login(`${who}@demo.in`);
    }
    const created = await as.arbitrator.post(resourceUrl('Invoice'), {
      claim: cases.claimWithHearing,
      purpose: 'Arbitrator fee',
      amount: 100000,
      invoice_status: 'Unpaid',
      description: 'First and second sittings',
    });
    assert.equal(created.statusCode, 200, created.body);
    invoice = created.json().data.name;
  });
  after(() => app.close());

  it('writes rupees with Indian digit grouping', () => {
    assert.equal(rupees(100000), '₹1,00,000');
    assert.equal(rupees(12650400), '₹1,26,50,400');
    assert.equal(rupees(2500.5), '₹2,500.50');
    assert.equal(rupees(null), '-');
  });

  it('prints the invoice in rupees with Indian grouping and its date as DD-MM-YYYY', async () => {
    const response = await as.arbitrator.get(pdfUrl(invoice));
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.match(String(response.headers['content-disposition']), new RegExp(`filename="${cases.claimWithHearing}-Invoice-${invoice}\\.pdf"`));
    const text = await pdfText(response.rawPayload);
    assert.match(text, new RegExp(`Invoice ${invoice}`));
    assert.match(text, /₹\s?1,00,000/, 'Indian grouping, not 100,000');
    assert.ok(!text.includes('100,000'), 'no Western grouping');
    assert.match(text, /Arbitrator fee/);
    assert.match(text, /First and second sittings/);
    assert.match(text, /Unpaid/);
    assert.match(text, /\b\d{2}-\d{2}-\d{4}\b/, 'a DD-MM-YYYY date');
    assert.ok(text.includes(String(response.headers['x-verification-code'])), 'the verification code is printed');
  });

  it('gives the PDF to whoever reads the invoice, never to a respondent or another neutral', async () => {
    for (const who of ['claimant', 'lawyer', 'admin']) {
      assert.equal((await as[who].get(pdfUrl(invoice))).statusCode, 200, who);
    }
    for (const who of ['medarb', 'mediator']) {
      const status = (await as[who].get(pdfUrl(invoice))).statusCode;
      assert.ok([403, 404].includes(status), `${who} got ${status}`);
    }
    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    assert.equal((await respondent.get(pdfUrl(invoice))).statusCode, 403, 'respondents never read invoices');
    assert.equal((await new TestClient(app).get(pdfUrl(invoice))).statusCode, 403, 'a guest');
    assert.equal((await as.admin.get(pdfUrl('INV-99999'))).statusCode, 404);
  });
});
