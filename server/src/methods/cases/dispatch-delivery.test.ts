import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addCalendarDays, todayInIndia } from 'shared-api/rules';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { callApi, messageOf } from '../../test/methods';

type Row = Record<string, any>;

describe(`dispatch delivery, proof, award limitation and the report (${TEST_DB})`, () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  const today = todayInIndia();

  const caseDoc = async (name: string) => (await as.admin.get(resourceUrl(name.startsWith('MED') ? 'Dispute' : 'Claim', name))).json().data as Row;
  const dispatchDoc = async (doctype: string, name: string) => (await as.admin.get(resourceUrl(doctype, name))).json().data as Row;

  before(async () => {
    smtp = await startSmtp();
    app = await createTestApp({ demoData: true, smtp: { url: `smtp://127.0.0.1:${smtp.port}`, from: 'ArbitRoute <no-reply@example.in>' } });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'admin']));
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends e-mail rows through SMTP and records the Message-ID; a refused recipient stays Failed', async () => {
    const claim = await caseDoc(cases.assignedClaim);
    const [borrower, coBorrower] = claim.respondent_table as Row[];
    const created = await as.arbitrator.post(resourceUrl('Consent And Disclosure Dispatch'), {
      claim: cases.assignedClaim,
      documents: 'Consent and Sixth Schedule disclosure',
      dispatch_details: [
        { dispatched_to: 'Meenakshi Sundaram', party_type: 'Respondent', party_row: borrower.name, email: borrower.email, channel: 'Email', status: 'Delivered', message_id: 'forged' },
        { dispatched_to: 'Karthik Sundaram', party_type: 'Respondent', party_row: coBorrower.name, email: 'bounce@example.in', channel: 'Email' },
        { dispatched_to: 'Karthik Sundaram', party_type: 'Respondent', party_row: coBorrower.name, address: 'Flat 3B, Anna Nagar, Chennai 600040', channel: 'Speed Post', tracking_id: 'EK123456789IN', dispatch_date: today },
      ],
    });
    assert.equal(created.statusCode, 200, created.body);
    const record = created.json().data as Row;
    assert.deepEqual(record.dispatch_details.map((row: Row) => [row.status, row.message_id ?? null]), [['Pending', null], ['Pending', null], ['Dispatched', null]], 'a client cannot mark a row sent');

    const sent = await messageOf(callApi(as.arbitrator, 'send_dispatch', { doctype: 'Consent And Disclosure Dispatch', name: record.name }));
    assert.deepEqual([sent.sent, sent.queued, sent.failed], [1, 0, 1]);
    const stored = await dispatchDoc('Consent And Disclosure Dispatch', record.name);
    const [mailed, bounced, posted] = stored.dispatch_details as Row[];
    assert.equal(mailed.status, 'Sent');
    assert.equal(mailed.dispatch_date, today);
    const mail = smtp.received.find((entry) => entry.to.includes(borrower.email));
    assert.ok(mail, 'the SMTP server received the mail');
    const header = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw);
    assert.ok(header && mailed.message_id === header[1], `recorded ${mailed.message_id}, mail says ${header?.[1]}`);
    assert.match(mail.raw, new RegExp(`Respondentlogin/${cases.assignedClaim}`), 'the mail links to the case login, not to a file');
    assert.equal(bounced.status, 'Failed');
    assert.match(bounced.send_error, /550|does not exist/);
    assert.equal(posted.status, 'Dispatched');
    assert.equal(stored.status, 'Failed', 'a record with a failed delivery says so');

    const queue = await as.admin.get(resourceUrl('Email Queue', undefined, { filters: [['reference_name', '=', record.name]], fields: ['recipient', 'status', 'message_id'] }));
    assert.deepEqual(
      (queue.json().data as Row[]).map((row) => [row.recipient, row.status, row.message_id !== null]).sort(),
      [['bounce@example.in', 'Error', false], [borrower.email, 'Sent', true]],
    );

    // A failure is never turned into a delivery: not by acknowledging it, not by sending the sent row again.
    const ackFailed = await as.arbitrator.put(resourceUrl('Consent And Disclosure Dispatch', record.name), {
      dispatch_details: [mailed, { ...bounced, acknowledged: 1, received_date: today }, posted],
    });
    assert.equal(ackFailed.statusCode, 417, ackFailed.body);
    const again = await messageOf(callApi(as.arbitrator, 'send_dispatch', { doctype: 'Consent And Disclosure Dispatch', name: record.name }));
    assert.deepEqual([again.sent, again.failed], [0, 1], 'only the failed row is retried');
    assert.equal(smtp.received.filter((entry) => entry.to.includes(borrower.email)).length, 1);

    // The posted copy is acknowledged with its receipt date; the e-mail's Message-ID cannot be rewritten.
    const acked = await as.arbitrator.put(resourceUrl('Consent And Disclosure Dispatch', record.name), {
      dispatch_details: [{ ...mailed, message_id: '<forged@x>' }, bounced, { ...posted, acknowledged: 1, received_date: today }],
    });
    assert.equal(acked.statusCode, 200, acked.body);
    const rows = acked.json().data.dispatch_details as Row[];
    assert.equal(rows[0].message_id, mailed.message_id);
    assert.deepEqual([rows[2].status, rows[2].acknowledgement_date], ['Delivered', today]);
  });

  it('queues SMS rows in the outbox with the SMS Log record as their id', async () => {
    const claim = await caseDoc(cases.assignedClaim);
    const created = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), {
      claim: cases.assignedClaim,
      dispatch_details: [{ dispatched_to: 'Meenakshi Sundaram', party_type: 'Respondent', party_row: claim.respondent_table[0].name, mobile: '9000010202', channel: 'SMS' }],
    });
    assert.equal(created.statusCode, 200, created.body);
    const sent = await messageOf(callApi(as.arbitrator, 'send_dispatch', { doctype: 'FHN And MOM Dispatch', name: created.json().data.name }));
    assert.equal(sent.queued, 1);
    const row = sent.dispatch_details[0] as Row;
    assert.equal(row.status, 'Queued', 'waiting in the outbox is not "sent"');
    const log = await as.admin.get(resourceUrl('SMS Log', row.message_id));
    assert.equal(log.statusCode, 200, log.body);
    assert.equal(log.json().data.to, '9000010202');
  });

  it('access: the neutral creates and sends; the filing side reads; others and respondents see nothing of it', async () => {
    const created = await as.arbitrator.post(resourceUrl('Consent And Disclosure Dispatch'), {
      claim: cases.claimWithHearing,
      dispatch_details: [{ dispatched_to: 'Patil Agro Traders', email: 'accounts@patilagro.example.in', channel: 'Email', address: 'Shop 7, Panchavati, Nashik' }],
    });
    assert.equal(created.statusCode, 200, created.body);
    const name = created.json().data.name as string;
    for (const who of ['claimant', 'lawyer']) {
      assert.equal((await as[who].get(resourceUrl('Consent And Disclosure Dispatch', name))).statusCode, 200, `${who} reads`);
      assert.equal((await as[who].post(resourceUrl('Consent And Disclosure Dispatch'), { claim: cases.claimWithHearing })).statusCode, 403, `${who} cannot create`);
      assert.equal((await callApi(as[who], 'send_dispatch', { doctype: 'Consent And Disclosure Dispatch', name })).statusCode, 403, `${who} cannot send`);
    }
    assert.equal((await as.medarb.get(resourceUrl('Consent And Disclosure Dispatch', name))).statusCode, 404, 'another arbitrator');
    assert.equal((await callApi(as.medarb, 'send_dispatch', { doctype: 'Consent And Disclosure Dispatch', name })).statusCode, 404);
    assert.equal((await as.mediator.post(resourceUrl('Consent And Disclosure Dispatch'), { claim: cases.claimWithHearing })).statusCode, 417, 'not their case');
    assert.equal((await as.medarb.put(resourceUrl('Consent And Disclosure Dispatch', name), { tracking_id: 'x' })).statusCode, 404);
    assert.equal((await callApi(as.arbitrator, 'send_dispatch', { doctype: 'Claim', name: cases.claimWithHearing })).statusCode, 417, 'not a dispatch');

    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    assert.equal((await respondent.get(resourceUrl('Consent And Disclosure Dispatch', name))).statusCode, 403);
    assert.equal((await callApi(respondent, 'get_dispatch_report', {}, 'GET')).statusCode, 403);
    assert.equal((await callApi(respondent, 'get_award_dispatch_status', { case: cases.claimWithHearing }, 'GET')).statusCode, 403);
    assert.equal((await callApi(as.claimant, 'get_my_dispatch_status', {}, 'GET')).statusCode, 403);
  });

  it("a respondent reads the status of what was sent to them, never another party's address", async () => {
    const claim = await caseDoc(cases.claimWithHearing);
    const [borrower, guarantor] = claim.respondent_table as Row[];
    const created = await as.arbitrator.post(resourceUrl('SHN S17 Order And MOM Dispatch'), {
      claim: cases.claimWithHearing,
      dispatch_details: [
        { dispatched_to: 'Patil Agro Traders', party_type: 'Respondent', party_row: borrower.name, address: 'Shop 7, Panchavati, Nashik', channel: 'Registered Post AD', tracking_id: 'RA111IN', dispatch_date: today },
        { dispatched_to: 'Sunil Patil', party_type: 'Respondent', party_row: guarantor.name, address: 'Bungalow 14, Gangapur Road, Nashik', channel: 'Courier', tracking_id: 'DTDC-9', dispatch_date: today },
      ],
    });
    assert.equal(created.statusCode, 200, created.body);
    const respondent = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9000010301');
    const mine = await messageOf<Row[]>(callApi(respondent, 'get_my_dispatch_status', {}, 'GET'));
    assert.deepEqual(mine.map((row) => [row.kind, row.channel, row.tracking_id, row.status]), [['SHN S17 Order And MOM Dispatch', 'Registered Post AD', 'RA111IN', 'Dispatched']]);
    const body = JSON.stringify(mine);
    assert.ok(!/Panchavati|Gangapur|DTDC|Sunil/.test(body), body);
    const stranger = await respondentClient(app, { doctype: 'Claim', name: cases.claimWithHearing }, '9999999999');
    assert.deepEqual(await messageOf(callApi(stranger, 'get_my_dispatch_status', {}, 'GET')), []);
  });

  it('Award Dispatched follows only when every party has the award; limitation runs from each receipt', async () => {
    const name = cases.claimWithHearing;
    // The hearings that lead to an award are another suite's business: the case is put at Award directly.
    await app.services.db.query(`UPDATE "tabClaim" SET "stage" = 'Award' WHERE "name" = $1`, [name]);
    // Award Dispatched needs the award itself on record (stage prerequisites).
    const award = await as.arbitrator.post(resourceUrl('Award'), { claim: name, award_date: '2024-11-20', award_letter: '<p>The claim is allowed.</p>' });
    assert.equal(award.statusCode, 200, award.body);
    const claim = await caseDoc(name);
    const [claimant] = claim.claimant_table as Row[];
    const [borrower, guarantor] = claim.respondent_table as Row[];
    const row = (party: Row, type: string, extra: Row = {}) => ({ dispatched_to: party.company_name ?? party.name1, party_type: type, party_row: party.name, channel: 'Speed Post', dispatch_date: '2024-11-25', tracking_id: `EK${type}`, ...extra });

    const first = await as.arbitrator.post(resourceUrl('Document Dispatch Tracker'), {
      claim: name,
      documents: 'Signed award',
      dispatch_details: [row(claimant, 'Claimant'), row(borrower, 'Respondent', { acknowledged: 1, received_date: '2024-11-30' })],
    });
    assert.equal(first.statusCode, 200, first.body);
    let status = await messageOf(callApi(as.lawyer, 'get_award_dispatch_status', { case: name }, 'GET'));
    assert.equal(status.all_dispatched, false);
    assert.deepEqual(
      status.parties.map((party: Row) => [party.party_type, party.dispatched, party.limitation]),
      [
        ['Claimant', true, null],
        ['Respondent', true, { received_on: '2024-11-30', correction_by: '2024-12-30', set_aside_by: '2025-02-28' }],
        ['Respondent', false, null],
      ],
    );
    assert.equal((await caseDoc(name)).stage, 'Award', 'one party still waits for the award');

    // A failed e-mail to the last party does not count as its dispatch.
    const failed = await as.arbitrator.post(resourceUrl('Document Dispatch Tracker'), {
      claim: name,
      dispatch_details: [{ dispatched_to: 'Sunil Patil', party_type: 'Respondent', party_row: guarantor.name, email: 'bounce@example.in', channel: 'Email' }],
    });
    await messageOf(callApi(as.arbitrator, 'send_dispatch', { doctype: 'Document Dispatch Tracker', name: failed.json().data.name }));
    assert.equal((await caseDoc(name)).stage, 'Award');

    const last = await as.arbitrator.post(resourceUrl('Document Dispatch Tracker'), {
      claim: name,
      dispatch_details: [row(guarantor, 'Respondent', { channel: 'Hand Delivery', acknowledged: 1, received_date: '2023-11-30', dispatch_date: '2023-11-30' })],
    });
    assert.equal(last.statusCode, 200, last.body);
    const after = await caseDoc(name);
    assert.deepEqual([after.stage, after.award_dispatched], ['Award Dispatched', 1]);
    status = await messageOf(callApi(as.claimant, 'get_award_dispatch_status', { case: name }, 'GET'));
    assert.equal(status.all_dispatched, true);
    assert.deepEqual(status.parties[2].limitation, { received_on: '2023-11-30', correction_by: '2023-12-30', set_aside_by: '2024-02-29' }, 'leap year');
    assert.equal((await callApi(as.medarb, 'get_award_dispatch_status', { case: name }, 'GET')).statusCode, 417);
  });

  it('a receipt in the future or before its dispatch is refused, and nothing is saved', async () => {
    const created = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), {
      claim: cases.assignedClaim,
      dispatch_details: [{ dispatched_to: 'Karthik', channel: 'Courier', dispatch_date: today, acknowledged: 1, received_date: addCalendarDays(today, 2) }],
    });
    assert.equal(created.statusCode, 417);
    assert.match(errorOf(created).exc_type, /ValidationError/);
    const before = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), {
      claim: cases.assignedClaim,
      dispatch_details: [{ dispatched_to: 'Karthik', channel: 'Courier', dispatch_date: today, received_date: addCalendarDays(today, -3) }],
    });
    assert.equal(before.statusCode, 417);
  });

  it('the report: rows of the caller’s cases, filtered, paginated, totals per status, old ones highlighted', async () => {
    const old = addCalendarDays(today, -20);
    const created = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), {
      claim: cases.claimWithHearing,
      dispatch_details: [
        { dispatched_to: 'Old post', channel: 'Speed Post', dispatch_date: old, tracking_id: 'EKOLD' },
        { dispatched_to: 'With proof', channel: 'Speed Post', dispatch_date: old, proof: '/files/pod.pdf' },
      ],
    });
    assert.equal(created.statusCode, 200, created.body);
    const report = async (client: TestClient, args: Row = {}) => messageOf(callApi(client, 'get_dispatch_report', args, 'GET'));

    const all = await report(as.arbitrator);
    assert.equal(all.total, Object.values(all.totals as Record<string, number>).reduce((a, b) => a + b, 0));
    assert.ok(all.totals.Failed >= 2 && all.totals.Sent >= 1 && all.totals.Delivered >= 1, JSON.stringify(all.totals));
    assert.ok(all.rows.every((row: Row) => !('address' in row) && !('email' in row) && !('mobile' in row)));

    const page1 = await report(as.arbitrator, { page_length: 2, start: 0 });
    const page2 = await report(as.arbitrator, { page_length: 2, start: 2 });
    assert.equal(page1.rows.length, 2);
    assert.equal(page1.total, all.total);
    assert.ok(!page2.rows.some((row: Row) => page1.rows.some((other: Row) => other.row === row.row)), 'pages do not overlap');

    const posted = await report(as.arbitrator, { kind: 'FHN And MOM Dispatch', channel: 'Speed Post', case: cases.claimWithHearing, stale_days: 10 });
    assert.deepEqual(posted.rows.map((row: Row) => [row.dispatched_to, row.stale, row.has_proof]).sort(), [['Old post', true, false], ['With proof', true, true]]);
    assert.equal(posted.stale, 2);
    assert.equal(posted.without_proof, 1);
    const lenient = await report(as.arbitrator, { kind: 'FHN And MOM Dispatch', case: cases.claimWithHearing, stale_days: 30 });
    assert.equal(lenient.stale, 0);
    const withoutProof = await report(as.arbitrator, { case: cases.claimWithHearing, channel: 'Speed Post', proof: 'without' });
    assert.ok(withoutProof.rows.every((row: Row) => !row.has_proof));
    const dated = await report(as.arbitrator, { from_date: old, to_date: old });
    assert.deepEqual(dated.rows.map((row: Row) => row.dispatch_date), [old, old]);
    const failedOnly = await report(as.arbitrator, { status: 'Failed' });
    assert.ok(failedOnly.rows.length >= 2 && failedOnly.rows.every((row: Row) => row.status === 'Failed'));

    // The claimant sees their cases' rows; another arbitrator none of them.
    const claimantView = await report(as.claimant, { page_length: 1000 });
    assert.equal(claimantView.total, all.total);
    assert.equal((await report(as.medarb)).total, 0);
    assert.equal((await callApi(as.arbitrator, 'get_dispatch_report', { status: 'Teleported' }, 'GET')).statusCode, 417);
    assert.equal((await callApi(as.medarb, 'get_dispatch_report', { case: cases.claimWithHearing }, 'GET')).statusCode, 417);
  });

  it('bulk approval ticks the case and approves its dispatch records', async () => {
    const done = await messageOf(callApi(as.arbitrator, 'update_bulk_dispatch_and_channel', { claims_data: [{ name: cases.assignedClaim, consent_and_disclosure_dispatch: 1, consent_and_disclosure_channel: 'Email' }] }));
    assert.deepEqual(done, { updated: [cases.assignedClaim] });
    const records = await as.arbitrator.get(resourceUrl('Consent And Disclosure Dispatch', undefined, { filters: [['claim', '=', cases.assignedClaim]], fields: ['name', 'dispatch_approved'] }));
    assert.ok((records.json().data as Row[]).length > 0);
    assert.ok((records.json().data as Row[]).every((row) => row.dispatch_approved === 1));
    const trail = await as.admin.get(
      resourceUrl('Audit Trail', undefined, { filters: [['ref_doctype', '=', 'Consent And Disclosure Dispatch'], ['fieldname', '=', 'dispatch_approved']], fields: ['owner', 'case_name', 'after'] }),
    );
    assert.equal(trail.statusCode, 200, trail.body);
    assert.ok((trail.json().data as Row[]).some((row) => row.owner === 'arbitrator@demo.in' && row.case_name === cases.assignedClaim), trail.body);
  });

  it('consent and disclosure: the neutral declares on their case; the server writes both texts', async () => {
    const listed = async (client: TestClient) => messageOf<Row[]>(callApi(client, 'list_consent_disclosure', {}, 'GET'));
    const before = (await listed(as.mediator)).find((row) => row.name === cases.assignedDispute);
    assert.equal(before?.consent_recorded, false);
    const declaration = { relationships: 'None', interests: 'None', engagements: 'Two <b>other</b> mediations for the same lender', can_devote_time: true };
    const incomplete = await callApi(as.mediator, 'update_consent_disclosure', { docname: cases.assignedDispute, declaration: { ...declaration, can_devote_time: false } });
    assert.equal(incomplete.statusCode, 417);
    assert.match(errorOf(incomplete).message, /Explain why/);
    assert.equal((await caseDoc(cases.assignedDispute)).disclosure ?? null, null, 'nothing half-written');

    const saved = await messageOf(callApi(as.mediator, 'update_consent_disclosure', { docname: cases.assignedDispute, declaration, consent_document: null }));
    assert.match(saved.disclosure, /Two &lt;b&gt;other&lt;\/b&gt; mediations/);
    assert.match(saved.consent, /consent to act as mediator in case MED-/);
    const after = (await listed(as.mediator)).find((row) => row.name === cases.assignedDispute);
    assert.equal(after?.consent_recorded, true);
    assert.ok(!(await listed(as.arbitrator)).some((row) => row.name === cases.assignedDispute), 'not the arbitrator\'s case');
    assert.equal((await callApi(as.claimant, 'list_consent_disclosure', {}, 'GET')).statusCode, 403);
    assert.equal((await callApi(as.arbitrator, 'update_consent_disclosure', { docname: cases.assignedDispute, declaration })).statusCode, 417);

    // Its dispatch record moves the dispute from Issuance of Notice to Consent And Disclosure Dispatch.
    const dispatch = await as.mediator.post(resourceUrl('Consent And Disclosure Dispatch'), {
      dispute: cases.assignedDispute,
      dispatch_details: [{ dispatched_to: 'Thomas Varghese', channel: 'Speed Post', tracking_id: 'EK1IN', dispatch_date: today }],
    });
    assert.equal(dispatch.statusCode, 200, dispatch.body);
    assert.equal((await caseDoc(cases.assignedDispute)).stage, 'Consent And Disclosure Dispatch');
  });
});
