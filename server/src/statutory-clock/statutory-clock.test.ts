import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addCalendarDays, addCalendarMonths, todayInIndia } from 'shared-api/rules';
import { buildApp } from '../app';
import { contextFor } from '../core/context';
import { insertDoc, updateDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { openPostgres } from '../db';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { sweepStatutoryClock } from './sweep';

const today = todayInIndia();

describe(`the statutory clock (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const system = () => contextFor(app.services, SYSTEM_USER);
  const read = async (doctype: string, name: string) => {
    const data = (await as.admin.get(resourceUrl(doctype, name))).json().data as Record<string, unknown>;
    // Empty fields are left out of documents: read them as null.
    return new Proxy(data, { get: (target, field: string) => target[field] ?? null });
  };
  const auditOf = async (name: string, field: string) =>
    (await app.services.db.query(`SELECT "owner", "after" FROM "tabAudit Trail" WHERE "docname" = $1 AND "fieldname" = $2`, [name, field])).rows;
  const newClaim = async () => {
    const response = await as.claimant.post(resourceUrl("Claim"), { arbitration_agreement_number: `CLK-${randomBytes(4).toString("hex")}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.name as string;
  };

  /** A claim accepted by arbitrator@demo.in, as the screens do it. */
  async function acceptedClaim(): Promise<string> {
    const claim = await newClaim();
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: claim, arbitrator: 'arbitrator@demo.in' }));
    await messageOf(callApi(as.arbitrator, 'update_claim_fields', { docname: claim }));
    return claim;
  }

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'mediator', 'admin']));
  });
  after(() => app.close());

  it('starts the six months for the pleadings when the case manager notifies the arbitrator, and audits it', async () => {
    const claim = await newClaim();
    assert.equal((await read('Claim', claim)).pleadings_due_on, null, 'no clock on an unassigned Draft');
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: claim, arbitrator: 'arbitrator@demo.in' }));
    const assigned = await read('Claim', claim);
    assert.equal(assigned.appointment_notified_on, today);
    assert.equal(assigned.pleadings_due_on, addCalendarMonths(today, 6));
    assert.equal(assigned.mandate_status, 'Running');
    assert.deepEqual([assigned.next_deadline_on, assigned.next_deadline_kind], [addCalendarMonths(today, 6), 'Pleadings']);
    const rows = await auditOf(claim, 'pleadings_due_on');
    assert.equal(rows.length, 1);
    assert.equal(rows[0].owner, 'admin@demo.in');
  });

  it('takes the acceptance date as the notice where no assignment was recorded', async () => {
    const claim = await newClaim();
    // The case manager accepts on the arbitrator's behalf, naming them: no assignment came first.
    await messageOf(callApi(as.admin, 'update_claim_fields', { docname: claim, arbitrator: 'arbitrator@demo.in', acceptance_date: '2026-01-31' }));
    const accepted = await read('Claim', claim);
    assert.equal(accepted.appointment_notified_on, '2026-01-31');
    assert.equal(accepted.pleadings_due_on, '2026-07-31');
  });

  it('ignores every client write of the clock, the case manager included', async () => {
    const draft = await newClaim();
    const sneaky = { appointment_notified_on: '2020-01-01', pleadings_due_on: '2099-01-01', award_due_on: '2099-01-01', mandate_status: 'Award made', next_deadline_on: '2099-01-01' };
    const put = await as.claimant.put(resourceUrl('Claim', draft), { ...sneaky, venue: 'Pune' });
    assert.equal(put.statusCode, 200, put.body);
    const afterPut = await read('Claim', draft);
    assert.equal(afterPut.venue, 'Pune', 'the rest of the save stands');
    for (const field of Object.keys(sneaky)) assert.equal(afterPut[field], null, field);

    const claim = await acceptedClaim();
    const before = await read('Claim', claim);
    const byAdmin = await as.admin.put(resourceUrl('Claim', claim), { ...sneaky, pleadings_completed_on: '2020-01-01', award_extension_months: 6 });
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    const afterAdmin = await read('Claim', claim);
    for (const field of [...Object.keys(sneaky), 'pleadings_completed_on', 'award_extension_months']) assert.equal(afterAdmin[field], before[field], field);
  });

  it('keeps a respondent off the clock of their own case', async () => {
    const claim = await acceptedClaim();
    const respondent = await respondentClient(app, { doctype: 'Claim', name: claim }, '9876543210');
    const response = await respondent.put(resourceUrl('Claim', claim), { award_due_on: '2099-01-01', next_deadline_on: '2099-01-01' });
    // The clock is the server's: what a body sends for it is dropped, as for every client.
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await read('Claim', claim)).award_due_on, null);
  });

  it('gives the award twelve months from the pleadings, and up to six more by recorded consent', async () => {
    const claim = await acceptedClaim();
    const refused: [TestClient, Record<string, unknown>, number, RegExp][] = [
      [as.claimant, { case: claim, pleadings_completed_on: today, reason: 'x' }, 403, /Only the arbitrator/],
      [as.arbitrator, { case: claim, pleadings_completed_on: today }, 417, /reason/],
      [as.arbitrator, { case: claim, pleadings_completed_on: addCalendarDays(today, 1), reason: 'Both filed' }, 417, /future/],
      [as.arbitrator, { case: claim, pleadings_completed_on: addCalendarDays(today, -1), reason: 'Both filed' }, 417, /before the arbitrator was notified/],
    ];
    for (const [client, args, status, message] of refused) {
      const response = await callApi(client, 'record_pleadings_completed', args);
      assert.equal(response.statusCode, status, response.body);
      assert.match(errorOf(response).message, message);
    }
    const completed = await messageOf(callApi(as.arbitrator, 'record_pleadings_completed', { case: claim, pleadings_completed_on: today, reason: 'Defence filed; no counter-claim' }));
    assert.equal(completed.award_due_on, addCalendarMonths(today, 12));
    assert.deepEqual([completed.next_deadline_kind, completed.mandate_status], ['Award', 'Running']);

    const noDocument = await callApi(as.arbitrator, 'record_award_extension', { case: claim, award_extension_months: 3 });
    assert.match(errorOf(noDocument).message, /Attach the parties' consent/);
    const tooLong = await callApi(as.arbitrator, 'record_award_extension', { case: claim, award_extension_months: 7 });
    assert.equal(tooLong.statusCode, 417);
    const upload = await uploadFile(as.arbitrator, { doctype: 'Claim', docname: claim, is_private: '1' }, { name: 'consent.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);
    const fileUrl = upload.json().message.file_url as string;
    const extended = await messageOf(callApi(as.arbitrator, 'record_award_extension', { case: claim, award_extension_months: 3, award_extension_document: fileUrl }));
    assert.equal(extended.award_due_on, addCalendarMonths(today, 15));
    assert.equal(extended.mandate_status, 'Extended by consent');
    assert.equal((await auditOf(claim, 'award_extension_months'))[0].owner, 'arbitrator@demo.in');
  });

  it('completes the pleadings when the stage moves past Additional Pleading, and stops at the award', async () => {
    const filed = await insertDoc(
      system(),
      'Claim',
      { arbitration_agreement_number: 'CLK-PLEAD', stage: 'Additional Pleading', arbitrator: 'arbitrator@demo.in', acceptance_date: addCalendarDays(today, -40) },
      { ignorePermissions: true },
    );
    const claim = String(filed.name);
    assert.deepEqual([filed.appointment_notified_on, filed.pleadings_completed_on ?? null, filed.next_deadline_kind], [addCalendarDays(today, -40), null, 'Pleadings']);
    const held = addCalendarDays(today, -1);
    const hearing = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'First Hearing', hearing_date: held, status: 'Completed' });
    assert.equal(hearing.statusCode, 200, hearing.body);
    const moved = await read('Claim', claim);
    assert.equal(moved.stage, 'First Hearing');
    assert.equal(moved.pleadings_completed_on, today);
    assert.equal(moved.award_due_on, addCalendarMonths(today, 12));
    const awarded = await insertDoc(
      system(),
      'Claim',
      { arbitration_agreement_number: 'CLK-AWARD', stage: 'Award', arbitrator: 'arbitrator@demo.in', acceptance_date: '2025-01-10', pleadings_completed_on: '2025-05-10' },
      { ignorePermissions: true },
    );
    assert.equal(awarded.award_due_on, '2026-05-10');
    assert.equal(awarded.mandate_status, 'Award made');
    assert.equal(awarded.next_deadline_on, null);
  });

  it("lists each neutral's own deadlines of the next 30 days, and sorts and filters their case list by them", async () => {
    const file = async (agreement: string, arbitrator: string, dueInDays: number) =>
      String(
        (
          await insertDoc(
            system(),
            'Claim',
            { arbitration_agreement_number: agreement, stage: 'Issuance of Notice', arbitrator, appointment_notified_on: addCalendarMonths(addCalendarDays(today, dueInDays), -6) },
            { ignorePermissions: true },
          )
        ).name,
      );
    const past = await file('DL-PAST', 'arbitrator@demo.in', -2);
    const soon = await file('DL-SOON', 'arbitrator@demo.in', 5);
    const later = await file('DL-LATER', 'arbitrator@demo.in', 90);
    const others = await file('DL-OTHER', 'medarb@demo.in', 3);

    const mine = await messageOf(callApi(as.arbitrator, 'statutory_deadlines', {}, 'GET'));
    const names = mine.deadlines.map((row: { name: string }) => row.name);
    assert.ok(names.includes(past) && names.includes(soon), names.join());
    assert.ok(!names.includes(later) && !names.includes(others), 'later deadlines and other neutrals’ cases stay out');
    assert.ok(names.indexOf(past) < names.indexOf(soon), 'soonest first');
    assert.ok(mine.counts.past_due >= 1 && mine.counts.due_soon >= 1 && mine.counts.running >= 1, JSON.stringify(mine.counts));
    assert.equal(mine.deadlines.find((row: { name: string }) => row.name === soon).next_deadline_kind, 'Pleadings');

    const list = async (args: Record<string, unknown>) =>
      (await messageOf(callApi(as.admin, 'get_claim_list', { tab: 'all', limit: 500, ...args }, 'GET'))).data.map((row: { name: string }) => row.name) as string[];
    const pastOnly = await list({ deadline: 'past_due' });
    assert.ok(pastOnly.includes(past) && !pastOnly.includes(soon) && !pastOnly.includes(later));
    const dueSoon = await list({ deadline: 'due_soon' });
    assert.ok(dueSoon.includes(soon) && dueSoon.includes(others) && !dueSoon.includes(past) && !dueSoon.includes(later));
    const sorted = await list({ sort: 'deadline' });
    assert.deepEqual(
      [past, others, soon, later].map((name) => sorted.indexOf(name)).every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1])),
      true,
      'soonest deadline first',
    );
    const refused = await callApi(as.admin, 'get_claim_list', { deadline: 'tomorrow' }, 'GET');
    assert.equal(refused.statusCode, 417);
  });

  it('runs a mediation 120 days from the first hearing, plus the consented extension up to 60 days', async () => {
    const dispute = (await as.claimant.post(resourceUrl('Dispute'), { mediation_agreement_number: `CLK-${randomBytes(4).toString('hex')}` })).json().data.name as string;
    await messageOf(callApi(as.admin, 'assign_neutral', { docname: dispute, mediator_email_id: 'mediator@demo.in' }));
    const first = addCalendarDays(today, 10);
    await messageOf(callApi(as.mediator, 'accept_disputes', { docname: dispute, hearing: first, hearing_time: '11:00', mode_of_hearing: 'Online', vc_link: 'https://meet.example.in/m' }));
    let saved = await read('Dispute', dispute);
    assert.deepEqual([saved.first_appearance_on, saved.mediation_due_on, saved.next_deadline_kind], [first, addCalendarDays(first, 120), 'Mediation']);

    // An earlier hearing moves the first appearance; deleting it moves it back.
    const earlier = await as.mediator.post(resourceUrl('Hearing'), { dispute, hearing_type: "Interim Hearing", hearing_date: addCalendarDays(today, 2) });
    assert.equal(earlier.statusCode, 200, earlier.body);
    assert.equal((await read('Dispute', dispute)).first_appearance_on, addCalendarDays(today, 2));
    assert.equal((await as.mediator.delete(resourceUrl('Hearing', earlier.json().data.name))).statusCode, 202);
    assert.equal((await read('Dispute', dispute)).first_appearance_on, first);

    // The extension flow's result: 90 days granted count for the statute's 60.
    await updateDoc(system(), 'Dispute', dispute, { is_extended: 1, no_of_days_extended: 90, extension_status: 'Extended' }, { ignorePermissions: true });
    saved = await read('Dispute', dispute);
    assert.equal(saved.mediation_due_on, addCalendarDays(first, 180));
  });
});

describe(`statutory reminders (${TEST_DB})`, () => {
  let apps: FastifyInstance[] = [];
  after(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  /** Two server processes on one database where the database allows it (PostgreSQL); one on PGlite. */
  async function openApps(): Promise<FastifyInstance[]> {
    if (TEST_DB === 'pglite') return [await createTestApp({ demoData: true })];
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const url = process.env.DATABASE_URL!;
    const first = await buildApp({ demoData: true, db: await openPostgres(url, { schema, dropSchemaOnClose: true }) });
    const second = await buildApp({ db: await openPostgres(url, { schema }) });
    return [first, second];
  }

  it('mails the neutral and the case managers 30, 7 and 1 days before, once each, however many processes sweep', async () => {
    apps = await openApps();
    const [app] = apps;
    const ctx = contextFor(app.services, SYSTEM_USER);
    // Pleadings due in 7 days; a dispute's mediation due in 25 days.
    const claim = await insertDoc(
      ctx,
      'Claim',
      { arbitration_agreement_number: 'REM-1', stage: 'Issuance of Notice', arbitrator: 'arbitrator@demo.in', appointment_notified_on: addCalendarMonths(addCalendarDays(today, 7), -6) },
      { ignorePermissions: true },
    );
    assert.equal(claim.next_deadline_on, addCalendarDays(today, 7));
    const dispute = await insertDoc(
      ctx,
      'Dispute',
      { mediation_agreement_number: 'REM-2', stage: 'Hearing', mediator_email_id: 'mediator@demo.in', first_appearance_on: addCalendarDays(today, 25 - 120) },
      { ignorePermissions: true },
    );
    assert.equal(dispute.next_deadline_on, addCalendarDays(today, 25));

    const mails = async (name: string) =>
      (await app.services.db.query<{ recipient: string; subject: string; message: string }>(`SELECT "recipient", "subject", "message" FROM "tabEmail Queue" WHERE "subject" LIKE $1 ORDER BY "recipient"`, [`${name}:%`])).rows;

    // Every process sweeps at once, twice over.
    for (let round = 0; round < 2; round += 1) await Promise.all(apps.flatMap((each) => [sweepStatutoryClock(each.services), sweepStatutoryClock(each.services)]));

    const claimMails = await mails(String(claim.name));
    assert.deepEqual(claimMails.map((mail) => mail.recipient), ['admin@demo.in', 'arbitrator@demo.in']);
    const [day, month, year] = [addCalendarDays(today, 7).slice(8, 10), addCalendarDays(today, 7).slice(5, 7), addCalendarDays(today, 7).slice(0, 4)];
    assert.equal(claimMails[0].subject, `${String(claim.name)}: statutory deadline on ${day}-${month}-${year}`);
    assert.match(claimMails[0].message, /Pleadings to be completed \(s\.23\(4\)\) by .* \(in 7 days\)/);
    assert.deepEqual((await mails(String(dispute.name))).map((mail) => mail.recipient), ['admin@demo.in', 'mediator@demo.in']);

    // Days later the next threshold is reached: one more reminder each, no repeat of the first.
    await sweepStatutoryClock(app.services, addCalendarDays(today, 6));
    await sweepStatutoryClock(apps.at(-1)!.services, addCalendarDays(today, 6));
    assert.equal((await mails(String(claim.name))).length, 4, 'the 1-day reminder, once');
    assert.equal((await mails(String(dispute.name))).length, 2, 'the dispute is 19 days out: still the 30-day reminder only');
  });

  it('turns a claim past its award date without an award to "Needs court extension"', async () => {
    const [app] = apps;
    const ctx = contextFor(app.services, SYSTEM_USER);
    const claim = await insertDoc(
      ctx,
      'Claim',
      {
        arbitration_agreement_number: 'REM-3',
        stage: 'Final Hearing',
        arbitrator: 'arbitrator@demo.in',
        appointment_notified_on: '2024-01-10',
        pleadings_completed_on: addCalendarMonths(addCalendarDays(today, 2), -12),
      },
      { ignorePermissions: true },
    );
    assert.equal(claim.mandate_status, 'Running');
    // Stored before the date passed: move it back as time would.
    await app.services.db.query(`UPDATE "tabClaim" SET "award_due_on" = $2, "pleadings_completed_on" = $3 WHERE "name" = $1`, [
      claim.name,
      addCalendarDays(today, -1),
      addCalendarMonths(addCalendarDays(today, -1), -12),
    ]);
    const result = await sweepStatutoryClock(app.services);
    assert.ok(result.expired >= 1);
    const { rows } = await app.services.db.query(`SELECT "mandate_status" FROM "tabClaim" WHERE "name" = $1`, [claim.name]);
    assert.equal(rows[0].mandate_status, 'Needs court extension');
  });

  it('fills the clock of cases accepted before it existed', async () => {
    const [app] = apps;
    const ctx = contextFor(app.services, SYSTEM_USER);
    const claim = await insertDoc(ctx, 'Claim', { arbitration_agreement_number: 'REM-4', stage: 'Awaiting Reply', arbitrator: 'arbitrator@demo.in' }, { ignorePermissions: true });
    // As an older server left it: accepted, no clock.
    await app.services.db.query(`UPDATE "tabClaim" SET "appointment_notified_on" = NULL, "acceptance_date" = '2026-03-31', "pleadings_due_on" = NULL, "next_deadline_on" = NULL WHERE "name" = $1`, [claim.name]);
    await sweepStatutoryClock(app.services);
    const { rows } = await app.services.db.query(`SELECT "appointment_notified_on", "pleadings_due_on" FROM "tabClaim" WHERE "name" = $1`, [claim.name]);
    assert.deepEqual([String(rows[0].appointment_notified_on), String(rows[0].pleadings_due_on)], ['2026-03-31', '2026-09-30']);
  });
});
