import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, createUser, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { configurePayments } from './config';
import { feeReference, OfflinePaymentProvider, type PaymentRequest } from './provider';

describe(`filing fee (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let otherClaimant: TestClient;
  const as: Record<string, TestClient> = {};
  let agreement = 0;

  const fileClaim = async (body: Record<string, unknown> = {}) => {
    agreement += 1;
    const response = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: `FEE-${agreement}`, ...body });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.name as string;
  };
  const pay = (client: TestClient, args: Record<string, unknown>) => callApi(client, 'record_filing_fee', args);
  const feeInvoices = async (caseName: string) =>
    (await app.services.db.query<{ name: string }>(`SELECT "name" FROM "tabInvoice" WHERE ("claim" = $1 OR "dispute" = $1) AND "document_type" = 'Filing Fee'`, [caseName])).rows;

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    for (const who of ['claimant', 'lawyer', 'arbitrator', 'admin']) {
      as[who] = new TestClient(app);
      await as[who].login(`${who}@demo.in`);
    }
    otherClaimant = await createUser(app, 'second.lender@example.in', ['Claimant']);
  });
  after(() => app.close());

  it('records the fee as one pending Invoice with a bank-transfer reference, and returns that invoice again', async () => {
    const claim = await fileClaim();
    const fee = await messageOf(pay(as.claimant, { case: claim, payment_method: 'Bank Transfer' }));
    assert.match(fee.name, /^INV-\d+$/);
    assert.deepEqual([fee.case, fee.amount, fee.status, fee.method], [claim, 1000, 'Pending', 'Bank Transfer']);
    assert.match(fee.reference, new RegExp(`^${claim}-FEE-[2-9A-HJKMNP-Z]{4}$`));
    assert.match(fee.instructions, /bank transfer/);
    assert.ok(fee.instructions.includes(fee.reference), 'the instructions quote the reference');

    const again = await messageOf(pay(as.claimant, { case: claim, payment_method: 'Paypal' }));
    assert.deepEqual(again, fee, 'a second call returns the same pending invoice unchanged');
    const together = await Promise.all([pay(as.claimant, { case: claim, payment_method: 'Bank Transfer' }), pay(as.admin, { case: claim, payment_method: 'Credit Card' })]);
    assert.deepEqual(together.map((response) => response.json().message.name), [fee.name, fee.name]);
    assert.equal((await feeInvoices(claim)).length, 1);

    const racing = await fileClaim();
    const raced = await Promise.all([1, 2, 3].map(() => pay(as.claimant, { case: racing, payment_method: 'Bank Transfer' })));
    assert.equal(new Set(raced.map((response) => response.json().message.name)).size, 1, 'calls at the same time make one invoice');
    assert.equal((await feeInvoices(racing)).length, 1);
  });

  it('says plainly that nothing is charged when a card or PayPal is chosen', async () => {
    const claim = await fileClaim();
    const fee = await messageOf(pay(as.claimant, { case: claim, payment_method: 'Credit Card' }));
    assert.deepEqual([fee.status, fee.method], ['Pending', 'Credit Card']);
    assert.match(fee.instructions, /^Online card payment is not available, so nothing was charged\./);
  });

  it('lets only the claimant side or a System Manager record the fee', async () => {
    const claim = await fileClaim({ lawyer_email_id: 'lawyer@demo.in' });
    assert.equal((await pay(as.lawyer, { case: claim, payment_method: 'Bank Transfer' })).statusCode, 200, 'the chosen lawyer');

    const lawyerFiled = await as.lawyer.post(resourceUrl('Dispute'), { mediation_agreement_number: 'FEE-LAWYER', claimant_table: [{ customer_type: 'Individual', name1: 'Asha', email: 'claimant@demo.in' }] });
    assert.equal(lawyerFiled.statusCode, 200, lawyerFiled.body);
    const dispute = lawyerFiled.json().data.name;
    const disputeFee = await messageOf(pay(as.lawyer, { data: { case: dispute, payment_method: 'Bank Transfer' } }));
    assert.match(disputeFee.reference, /^MED-\d{5}-FEE-/);

    const unseen = await pay(otherClaimant, { case: claim, payment_method: 'Bank Transfer' });
    assert.equal(unseen.statusCode, 417, 'a case the caller cannot read');
    assert.equal(errorOf(unseen).message, `Could not find Claim: ${claim}`);
    assert.equal(errorOf(await pay(otherClaimant, { case: 'ARB-99999', payment_method: 'Bank Transfer' })).message, 'Could not find Claim: ARB-99999', 'the same as a case that does not exist');

    const neutralCase = cases.claimWithHearing;
    const neutral = await pay(as.arbitrator, { case: neutralCase, payment_method: 'Bank Transfer' });
    assert.equal(neutral.statusCode, 403, 'the neutral reads the case but does not pay its fee');
    const respondent = await respondentClient(app, { doctype: 'Claim', name: neutralCase }, '9000010301');
    assert.equal((await pay(respondent, { case: neutralCase, payment_method: 'Bank Transfer' })).statusCode, 403);
    assert.equal((await pay(new TestClient(app), { case: neutralCase, payment_method: 'Bank Transfer' })).statusCode, 403, 'guests');
    assert.equal((await feeInvoices(neutralCase)).length, 0);

    const byAdmin = await messageOf(pay(as.admin, { case: neutralCase, payment_method: 'Bank Transfer' }));
    assert.equal(byAdmin.status, 'Pending');
    const get = await as.claimant.get(`/api/method/arbitroute.api.react_api.record_filing_fee?case=${neutralCase}&payment_method=Paypal`);
    assert.equal(get.statusCode, 403, 'POST only');
    assert.match(errorOf(get).message, /does not accept GET/);
  });

  it('refuses a method the modal does not offer, and a missing one', async () => {
    const claim = await fileClaim();
    const bad = await pay(as.claimant, { case: claim, payment_method: 'Cash' });
    assert.equal(bad.statusCode, 417);
    assert.equal(errorOf(bad).message, 'payment_method must be one of Credit Card, Bank Transfer, Paypal');
    assert.equal(errorOf(await pay(as.claimant, { case: claim })).exc_type, 'MandatoryError');
    assert.equal(errorOf(await pay(as.claimant, { payment_method: 'Bank Transfer' })).exc_type, 'MandatoryError');
    assert.equal((await feeInvoices(claim)).length, 0);
  });

  it('refuses anything card-like outright and stores nothing', async () => {
    const claim = await fileClaim();
    const attempts: Record<string, unknown>[] = [
      { card_number: '4111' },
      { cardNumber: '' },
      { cvv: '123' },
      { expiry: '12/29' },
      { remarks: '4111 1111 1111 1111' },
      { reference: 4111111111111111 },
      { data: { payment: { number: '5500-0000-0000-0004' } } },
    ];
    for (const extra of attempts) {
      const response = await pay(as.claimant, { case: claim, payment_method: 'Credit Card', ...extra });
      assert.equal(response.statusCode, 417, JSON.stringify(extra));
      assert.match(errorOf(response).message, /^Card details are not accepted/);
      assert.doesNotMatch(response.body, /4111|5500|123|12\/29/, 'the reply does not repeat what was sent');
    }
    assert.equal((await feeInvoices(claim)).length, 0);
  });

  it('shows the invoice to the claimant side, not to another claimant or the respondent', async () => {
    const claim = await fileClaim();
    const fee = await messageOf(pay(as.claimant, { case: claim, payment_method: 'Bank Transfer' }));
    const mine = (await as.claimant.get(resourceUrl('Invoice', undefined, { fields: ['name', 'claim', 'purpose', 'amount', 'invoice_status', 'mode_of_payment', 'payment_reference', 'user_email_id'], filters: { claim }, limit_page_length: 0 }))).json().data;
    assert.deepEqual(mine, [
      { name: fee.name, claim, purpose: 'Arbitration Fee', amount: 1000, invoice_status: 'Pending', mode_of_payment: 'Bank Transfer', payment_reference: fee.reference, user_email_id: 'claimant@demo.in' },
    ]);
    assert.equal((await as.claimant.get(resourceUrl('Invoice', fee.name))).statusCode, 200);

    const others = (await otherClaimant.get(resourceUrl('Invoice', undefined, { filters: { claim }, limit_page_length: 0 }))).json().data;
    assert.deepEqual(others, []);
    assert.notEqual((await otherClaimant.get(resourceUrl('Invoice', fee.name))).statusCode, 200);

    // The claimant side reads the invoice but cannot mark it paid.
    const paid = await as.claimant.put(resourceUrl('Invoice', fee.name), { invoice_status: 'Paid' });
    assert.equal(paid.statusCode, 403);
    assert.equal((await as.claimant.post(resourceUrl('Invoice'), { claim, purpose: 'Arbitration Fee', amount: 1, invoice_status: 'Paid' })).statusCode, 403, 'nor create one itself');
  });

  it('goes through the configured payment provider', async () => {
    const requests: PaymentRequest[] = [];
    configurePayments(app.services, {
      provider: {
        async startPayment(request) {
          requests.push(request);
          return { status: 'Pending', reference: `GW-${request.case}` };
        },
      },
    });
    try {
      const claim = await fileClaim();
      const fee = await messageOf(pay(as.claimant, { case: claim, payment_method: 'Paypal' }));
      assert.deepEqual(requests, [{ case: claim, doctype: 'Claim', amount: 1000, method: 'Paypal', payer: 'claimant@demo.in' }]);
      assert.deepEqual([fee.reference, fee.instructions], [`GW-${claim}`, null]);
    } finally {
      configurePayments(app.services);
    }
  });
});

describe('offline payment provider', () => {
  it('makes readable references without look-alike characters', () => {
    assert.equal(feeReference('arb-00012', () => 0), 'ARB-00012-FEE-2222');
    const seen = new Set(Array.from({ length: 200 }, () => feeReference('ARB-00012')));
    for (const reference of seen) assert.match(reference, /^ARB-00012-FEE-[2-9A-HJKMNP-Z]{4}$/);
    assert.ok(seen.size > 190, 'random enough that references rarely repeat');
  });

  it('names the account to pay into when one is configured', async () => {
    const provider = new OfflinePaymentProvider({ bankAccount: 'State Bank of India, A/c 1234567890, IFSC SBIN0000001', random: () => 1 });
    const started = await provider.startPayment({ case: 'MED-00003', doctype: 'Dispute', amount: 1000, method: 'Bank Transfer', payer: 'a@b.in' });
    assert.deepEqual(started, {
      status: 'Pending',
      reference: 'MED-00003-FEE-3333',
      instructions: 'Pay 1000 Rs by bank transfer to State Bank of India, A/c 1234567890, IFSC SBIN0000001 and quote the reference MED-00003-FEE-3333. The fee stays pending until the transfer is confirmed.',
    });
  });
});
