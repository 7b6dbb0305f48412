import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../test/helpers';
import { configurePayments } from '../payments/config';
import { callApi, messageOf } from '../test/methods';
import { gstLines, isReverseCharge, rupees } from './invoice-format';

const pdfUrl = (name: string) => `/api/method/frappe.utils.print_format.download_pdf?doctype=Invoice&name=${encodeURIComponent(name)}`;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

/** The PDF's text on one line: table cells wrap where the page is narrow. */
const flatText = async (pdf: Buffer): Promise<string> => (await pdfText(pdf)).replace(/\s+/g, ' ');

describe(`an invoice's PDF through the Frappe print route (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  let invoice: string;

  before(async () => {
    app = await createTestApp({ demoData: true, printing: { publicUrl: 'https://portal.example.in' } });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'admin']));
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

  it('is a tax invoice with the neutral\'s PAN, GSTIN, account and IFSC, 18% GST and a real reference, never their Aadhaar', async () => {
    const stored = (await as.arbitrator.get(resourceUrl('Invoice', invoice))).json().data;
    assert.equal(stored.payment_reference, invoice, 'the invoice number is the reference to quote');
    const text = await flatText((await as.claimant.get(pdfUrl(invoice))).rawPayload);
    assert.match(text, new RegExp(`Tax Invoice ${invoice}`));
    assert.match(text, /Billed by\s+Dr Vikram Rao \(Arbitrator\)/);
    assert.match(text, /Supplier address\s+Office 4, Shivaji Nagar, Pune/);
    assert.match(text, /Supplier PAN\s+ABRPR3456L/, 'PAN, required on a tax invoice, is shown to the payer');
    assert.match(text, /Supplier GSTIN\s+27ABRPR3456L1Z5/);
    assert.match(text, /Place of supply\s+Maharashtra/);
    assert.match(text, /SAC 998216/);
    assert.match(text, /Taxable value\s+₹\s?1,00,000/);
    // The lender files as an enterprise: an arbitral tribunal's fee to it is taxed on reverse charge.
    assert.match(text, /Tax payable on reverse charge\s+Yes/);
    assert.match(text, /CGST @ 9%, payable by the recipient on reverse charge\s+₹\s?9,000/);
    assert.match(text, /SGST @ 9%, payable by the recipient on reverse charge\s+₹\s?9,000/);
    assert.match(text, /Total\s+₹\s?1,00,000/, 'the recipient pays the GST to the government, not to the arbitrator');
    assert.match(text, /Pay to: Vikram Rao, A\/c 30112233445, IFSC SBIN0001234, State Bank of India, branch Camp, Pune/);
    assert.match(text, new RegExp(`Payment reference\\s+${invoice}`));
    assert.match(text, new RegExp(`Quote the reference ${invoice}`));
    assert.doesNotMatch(text, /Payment reference\s+-/);
    assert.ok(!text.includes('234567890122') && !text.includes('XXXX-XXXX'), 'no Aadhaar, not even masked');
  });

  it('says the neutral is not registered under GST when they have no GSTIN, and adds no tax', async () => {
    const created = await as.mediator.post(resourceUrl('Invoice'), { dispute: cases.assignedDispute, purpose: 'Mediator fee', amount: 25000, invoice_status: 'Unpaid' });
    assert.equal(created.statusCode, 200, created.body);
    const name = created.json().data.name;
    const text = await flatText((await as.mediator.get(pdfUrl(name))).rawPayload);
    assert.match(text, new RegExp(`Invoice ${name}`));
    assert.doesNotMatch(text, /Tax Invoice/);
    assert.match(text, /Supplier GSTIN\s+Not registered under GST/);
    assert.match(text, /GST\s+Not registered under GST/);
    assert.match(text, /Tax payable on reverse charge\s+No/, 'a mediator\'s fee is charged as usual');
    assert.match(text, /Total\s+₹\s?25,000/);
    assert.match(text, /Supplier PAN\s+ABSPS4567M/);
    assert.match(text, /A\/c 30112233446, IFSC SBIN0001234/);
    assert.ok(!text.includes('234567890123') && !text.includes('XXXX-XXXX'), 'no Aadhaar');
  });

  it('charges IGST across states and CGST + SGST within one', () => {
    assert.deepEqual(gstLines(100000, { gstin: '27ABRPR3456L1Z5', state: 'Maharashtra' }, 'Karnataka'), [{ label: 'IGST @ 18%', amount: 18000 }]);
    assert.deepEqual(gstLines(1001, { gstin: '27ABRPR3456L1Z5', state: 'Maharashtra' }, 'maharashtra'), [
      { label: 'CGST @ 9%', amount: 90.09 },
      { label: 'SGST @ 9%', amount: 90.09 },
    ]);
    assert.deepEqual(gstLines(100000, { gstin: null, state: 'Maharashtra' }, 'Maharashtra'), []);
    assert.deepEqual(gstLines(100000, { gstin: null, state: 'Maharashtra' }, 'Karnataka', true), [{ label: 'IGST @ 18%', amount: 18000 }], 'reverse charge: due whether or not the arbitrator is registered');
  });

  it('puts an arbitrator\'s fee to a business entity on reverse charge, and nothing else', () => {
    assert.equal(isReverseCharge('claim', { customerType: 'Enterprise', gstin: null }), true);
    assert.equal(isReverseCharge('claim', { customerType: 'Individual', gstin: '27AAACB1234C1Z5' }), true);
    assert.equal(isReverseCharge('claim', { customerType: 'Individual', gstin: null }), false);
    assert.equal(isReverseCharge('dispute', { customerType: 'Enterprise', gstin: '27AAACB1234C1Z5' }), false);
  });

  it('prints a filing fee with the institution account and its reference, or says the case manager sends the account', async () => {
    const filed = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'PDF-FEE-1' });
    const fee = await messageOf(callApi(as.claimant, 'record_filing_fee', { case: filed.json().data.name, payment_method: 'Bank Transfer' }));
    let text = await flatText((await as.claimant.get(pdfUrl(fee.name))).rawPayload);
    assert.match(text, new RegExp(`Payment reference\\s+${fee.reference}`));
    assert.match(text, /Pay to: The case manager will send you the account to pay into/);
    configurePayments(app.services, { bankAccount: { account_name: 'Udaygiri Arbitration Centre', account_number: '1234567890', ifsc: 'SBIN0000001', bank: 'State Bank of India', branch: null, demo: false } });
    try {
      text = await flatText((await as.claimant.get(pdfUrl(fee.name))).rawPayload);
      assert.match(text, /Pay to: Udaygiri Arbitration Centre, A\/c 1234567890, IFSC SBIN0000001, State Bank of India/);
    } finally {
      configurePayments(app.services, { bankAccount: null });
    }
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
