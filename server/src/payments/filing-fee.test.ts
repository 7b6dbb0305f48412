import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, createUser, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { todayInIndia } from 'shared-api/rules';
import { DEMO_BANK_ACCOUNT, institutionBankAccount } from './bank-account';
import { configurePayments } from './config';
import { feeReference, OfflinePaymentProvider, type PaymentRequest } from './provider';

const ACCOUNT = { account_name: 'Udaygiri Arbitration Centre', account_number: '1234567890', ifsc: 'SBIN0000001', bank: 'State Bank of India', branch: 'Fort, Mumbai', demo: false };

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
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'admin']));
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

  it('tells the payer the account and the reference, or that the case manager will send the account', async () => {
    configurePayments(app.services, { bankAccount: ACCOUNT });
    try {
      const claim = await fileClaim();
      const fee = await messageOf(pay(as.claimant, { case: claim, payment_method: 'Bank Transfer' }));
      assert.deepEqual(fee.bank_account, ACCOUNT);
      assert.ok(fee.instructions.includes('A/c 1234567890, IFSC SBIN0000001'), fee.instructions);
      assert.match(fee.instructions, /^Pay ₹1,000 by bank transfer/);
      assert.deepEqual(await messageOf(as.lawyer.get('/api/method/arbitroute.api.react_api.get_payment_account')), { bank_account: ACCOUNT });
    } finally {
      configurePayments(app.services, { bankAccount: null });
    }
    const claim = await fileClaim();
    const fee = await messageOf(pay(as.claimant, { case: claim, payment_method: 'Bank Transfer' }));
    assert.equal(fee.bank_account, null);
    assert.match(fee.instructions, /The case manager will send you the account to pay into/);
    assert.doesNotMatch(fee.instructions, /A\/c/, 'no invented account');
    assert.deepEqual(await messageOf(as.claimant.get('/api/method/arbitroute.api.react_api.get_payment_account')), { bank_account: null });
    assert.equal((await new TestClient(app).get('/api/method/arbitroute.api.react_api.get_payment_account')).statusCode, 403, 'not to guests');
  });

  describe('the case manager confirms a transfer received', () => {
    const confirm = (client: TestClient, args: Record<string, unknown>) => callApi(client, 'confirm_filing_fee', args);
    const utr = (n: number) => `SBIN${String(118_000_000_000 + n)}`;
    const pendingFee = async () => messageOf(pay(as.claimant, { case: await fileClaim(), payment_method: 'Bank Transfer' }));
    let secondManager: TestClient;

    before(async () => {
      secondManager = await createUser(app, 'second.manager@example.in', ['System Manager']);
    });

    it('marks a pending filing fee Paid with the UTR and date, once, under the case manager\'s name in the audit trail', async () => {
      const fee = await pendingFee();
      const today = todayInIndia();
      const confirmed = await messageOf(confirm(as.admin, { invoice: fee.name, transfer_reference: ' sbin 1180-0000 0001 ', transfer_date: today }));
      assert.deepEqual(
        [confirmed.name, confirmed.case, confirmed.status, confirmed.reference, confirmed.transfer_reference, confirmed.transfer_date, confirmed.confirmed_by],
        [fee.name, fee.case, 'Paid', fee.reference, 'SBIN118000000001', today, 'admin@demo.in'],
      );
      const stored = (await as.claimant.get(resourceUrl('Invoice', fee.name))).json().data;
      assert.deepEqual([stored.invoice_status, stored.transfer_reference, stored.transfer_date, stored.confirmed_by], ['Paid', 'SBIN118000000001', today, 'admin@demo.in']);

      const trail = (await as.admin.get(resourceUrl('Audit Trail', undefined, { filters: { ref_doctype: 'Invoice', docname: fee.name, action: 'Update' }, fields: ['fieldname', 'before', 'after', 'owner'], limit_page_length: 0 }))).json().data;
      const status = trail.find((row: Record<string, unknown>) => row.fieldname === 'invoice_status');
      assert.deepEqual([status?.before, status?.after, status?.owner], ['Pending', 'Paid', 'admin@demo.in']);
      assert.ok(trail.some((row: Record<string, unknown>) => row.fieldname === 'transfer_reference' && row.after === 'SBIN118000000001'));

      const again = await confirm(secondManager, { invoice: fee.name, transfer_reference: utr(2), transfer_date: today });
      assert.equal(again.statusCode, 417);
      assert.match(errorOf(again).message, new RegExp(`^Invoice ${fee.name} is already confirmed as paid by admin@demo.in on \\d{2}-\\d{2}-\\d{4} \\(UTR SBIN118000000001\\)$`));
    });

    it('lets one of two case managers confirming at once succeed and tells the other it is already confirmed', async () => {
      const fee = await pendingFee();
      const today = todayInIndia();
      const replies = await Promise.all([
        confirm(as.admin, { invoice: fee.name, transfer_reference: utr(10), transfer_date: today }),
        confirm(secondManager, { invoice: fee.name, transfer_reference: utr(11), transfer_date: today }),
      ]);
      assert.deepEqual(replies.map((reply) => reply.statusCode).sort(), [200, 417]);
      const refused = replies.find((reply) => reply.statusCode === 417)!;
      assert.match(errorOf(refused).message, /is already confirmed as paid/);
      const winner = replies.find((reply) => reply.statusCode === 200)!.json().message;
      const stored = (await as.admin.get(resourceUrl('Invoice', fee.name))).json().data;
      assert.deepEqual([stored.invoice_status, stored.transfer_reference, stored.confirmed_by], ['Paid', winner.transfer_reference, winner.confirmed_by]);
      const trail = (await as.admin.get(resourceUrl('Audit Trail', undefined, { filters: { ref_doctype: 'Invoice', docname: fee.name, fieldname: 'invoice_status' }, fields: ['after'], limit_page_length: 0 }))).json().data;
      assert.deepEqual(trail, [{ after: 'Paid' }], 'one confirmation recorded');
    });

    it('checks the UTR and the date, and refuses a UTR already used for another fee', async () => {
      const fee = await pendingFee();
      const today = todayInIndia();
      const cases: [Record<string, unknown>, string][] = [
        [{ transfer_date: today }, 'Transfer reference (UTR) is required'],
        [{ transfer_reference: '12345', transfer_date: today }, 'Transfer reference (UTR) must be 12 to 22 letters or digits, as the bank statement shows it'],
        [{ transfer_reference: utr(20) }, 'Date of transfer is required'],
        [{ transfer_reference: utr(20), transfer_date: '2026-02-30' }, 'Date of transfer is not a valid date'],
        [{ transfer_reference: utr(20), transfer_date: '2999-01-01' }, 'Date of transfer cannot be in the future'],
        [{ transfer_reference: utr(20), transfer_date: '2000-01-01' }, 'Date of transfer cannot be before the invoice was raised'],
      ];
      for (const [args, message] of cases) {
        const reply = await confirm(as.admin, { invoice: fee.name, ...args });
        assert.equal(reply.statusCode, 417, JSON.stringify(args));
        assert.equal(errorOf(reply).message, message);
      }
      assert.equal(errorOf(await confirm(as.admin, { transfer_reference: utr(20), transfer_date: today })).exc_type, 'MandatoryError');
      assert.equal((await as.admin.get(resourceUrl('Invoice', fee.name))).json().data.invoice_status, 'Pending', 'nothing changed');

      const used = await confirm(as.admin, { invoice: fee.name, transfer_reference: 'SBIN118000000001', transfer_date: today });
      assert.equal(used.statusCode, 409);
      assert.match(errorOf(used).message, /Transfer Reference SBIN118000000001 already exists/);
      assert.equal((await confirm(as.admin, { invoice: 'INV-99999', transfer_reference: utr(20), transfer_date: today })).statusCode, 404);
    });

    it('is the case manager\'s alone, for filing fees only, and no PUT moves a filing fee\'s status', async () => {
      const fee = await pendingFee();
      const args = { invoice: fee.name, transfer_reference: utr(30), transfer_date: todayInIndia() };
      for (const who of ['claimant', 'lawyer', 'arbitrator']) {
        const reply = await confirm(as[who], args);
        assert.equal(reply.statusCode, 403, who);
        assert.equal(errorOf(reply).message, 'Only the case manager can confirm a filing fee received');
      }
      assert.equal((await confirm(new TestClient(app), args)).statusCode, 403, 'guests');

      const raw = await as.admin.put(resourceUrl('Invoice', fee.name), { invoice_status: 'Paid' });
      assert.equal(raw.statusCode, 403, 'not even the case manager by PUT');
      assert.match(errorOf(raw).message, /change only when its payment is confirmed/);
      assert.equal((await as.admin.put(resourceUrl('Invoice', fee.name), { transfer_reference: utr(31) })).statusCode, 403);
      assert.equal((await as.admin.put(resourceUrl('Invoice', fee.name), { remarks: 'Payer called on 20-11' })).statusCode, 200, 'remarks stay the case manager\'s');
      const made = await as.admin.post(resourceUrl('Invoice'), { claim: fee.case, document_type: 'Filing Fee', purpose: 'Arbitration Fee', amount: 1000, invoice_status: 'Paid' });
      assert.equal(made.statusCode, 403, 'a filing fee is made by PAY NOW only');
      assert.equal((await as.admin.get(resourceUrl('Invoice', fee.name))).json().data.invoice_status, 'Pending');

      const neutralInvoice = await as.arbitrator.post(resourceUrl('Invoice'), { claim: cases.claimWithHearing, purpose: 'Arbitrator fee', amount: 50000, invoice_status: 'Unpaid' });
      assert.equal(neutralInvoice.statusCode, 200, neutralInvoice.body);
      const notFee = await confirm(as.admin, { ...args, invoice: neutralInvoice.json().data.name });
      assert.equal(notFee.statusCode, 417);
      assert.match(errorOf(notFee).message, /is not a filing fee/);
    });
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

  it('names the account to pay into when one is configured, with the amount in rupees', async () => {
    const provider = new OfflinePaymentProvider({ bankAccount: ACCOUNT, random: () => 1 });
    const started = await provider.startPayment({ case: 'MED-00003', doctype: 'Dispute', amount: 1000, method: 'Bank Transfer', payer: 'a@b.in' });
    assert.deepEqual(started, {
      status: 'Pending',
      reference: 'MED-00003-FEE-3333',
      instructions:
        'Pay ₹1,000 by bank transfer to Udaygiri Arbitration Centre, A/c 1234567890, IFSC SBIN0000001, State Bank of India, branch Fort, Mumbai and quote the reference MED-00003-FEE-3333. The fee stays pending until the transfer is confirmed.',
    });
  });

  it('invents no account when none is configured: the case manager sends it', async () => {
    const started = await new OfflinePaymentProvider({ random: () => 1 }).startPayment({ case: 'ARB-00003', doctype: 'Claim', amount: 1000, method: 'Bank Transfer', payer: 'a@b.in' });
    assert.equal(
      started.instructions,
      'Pay ₹1,000 by bank transfer and quote the reference ARB-00003-FEE-3333. The case manager will send you the account to pay into. The fee stays pending until the transfer is confirmed.',
    );
    const demo = await new OfflinePaymentProvider({ bankAccount: DEMO_BANK_ACCOUNT }).startPayment({ case: 'ARB-00003', doctype: 'Claim', amount: 1000, method: 'Bank Transfer', payer: 'a@b.in' });
    assert.match(demo.instructions!, /\(a demo account: do not pay into it\)/);
  });
});

describe('the institution account (INSTITUTION_BANK_*)', () => {
  const env = {
    INSTITUTION_BANK_ACCOUNT_NAME: ' Udaygiri Arbitration Centre ',
    INSTITUTION_BANK_ACCOUNT_NUMBER: '1234 5678 90',
    INSTITUTION_BANK_IFSC: 'sbin0000001',
    INSTITUTION_BANK_NAME: 'State Bank of India',
    INSTITUTION_BANK_BRANCH: 'Fort, Mumbai',
  };

  it('reads the account from the environment', () => {
    assert.deepEqual(institutionBankAccount(env, true), ACCOUNT);
    assert.deepEqual(institutionBankAccount({ ...env, INSTITUTION_BANK_BRANCH: '' }, true), { ...ACCOUNT, branch: null });
  });

  it('shows a marked demo account only with demo data, and otherwise none', () => {
    assert.equal(institutionBankAccount({}, false), null);
    assert.equal(institutionBankAccount({ DEMO_DATA: '1' }, true), null, 'never in production');
    const demo = institutionBankAccount({ DEMO_DATA: '1' }, false);
    assert.equal(demo?.demo, true);
    assert.match(`${demo?.account_name} ${demo?.bank}`, /\(demo\).*\(demo\)/);
    assert.deepEqual(institutionBankAccount({ ...env, DEMO_DATA: '1' }, false), ACCOUNT, 'a configured account wins');
  });

  it('refuses to start with half an account or a mistyped number or IFSC', () => {
    assert.throws(() => institutionBankAccount({ ...env, INSTITUTION_BANK_IFSC: '' }, true), /INSTITUTION_BANK_IFSC is not set/);
    assert.throws(() => institutionBankAccount({ INSTITUTION_BANK_BRANCH: 'Fort' }, true), /INSTITUTION_BANK_ACCOUNT_NAME is not set/);
    assert.throws(() => institutionBankAccount({ ...env, INSTITUTION_BANK_IFSC: 'SBIN000001' }, true), /INSTITUTION_BANK_IFSC must be an IFSC/);
    assert.throws(() => institutionBankAccount({ ...env, INSTITUTION_BANK_ACCOUNT_NUMBER: '12-34' }, true), /ACCOUNT_NUMBER must be 9 to 18 digits/);
  });
});
