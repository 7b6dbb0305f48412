import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DoctypeRegistry } from '../core/doctype/registry';
import { ALL_DOCTYPES } from '../doctypes';
import { createTestApp, openTestDb, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from './demo';
import { seedReferenceData } from './reference';
import { COUNTRIES } from './reference/countries';

describe(`reference lists and demo data (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const count = async (doctype: string) =>
    Number((await app.services.db.query<{ n: number }>(`SELECT count(*) AS n FROM "tab${doctype}"`)).rows[0].n);

  before(async () => {
    app = await createTestApp({ demoData: true });
  });
  after(() => app.close());

  it('seeds all states, union territories and districts of India', async () => {
    assert.equal(await count('State'), 36);
    assert.ok((await count('District')) > 700);
    const goa = await new TestClient(app).get(resourceUrl('District', undefined, { filters: { state: 'Goa' }, fields: ['district'], order_by: 'district asc' }));
    assert.deepEqual(goa.json().data, [{ district: 'North Goa' }, { district: 'South Goa' }]);
    const twice = await app.services.db.query(`SELECT "name" FROM "tabDistrict" WHERE "district" = 'Aurangabad' ORDER BY "name"`);
    assert.deepEqual(twice.rows.map((r) => r.name), ['Aurangabad (Bihar)', 'Aurangabad (Maharashtra)']);
  });

  it('seeds the other lists', async () => {
    const expected: Record<string, number> = {
      Salutation: 12,
      Gender: 4,
      Language: 23,
      Country: 249,
      'Arbitration Type': 2,
      'Dispatch Channel': 7,
      'Invoice Status': 7,
      Role: 8,
      'Nature of Dispute': 10,
      'Tax Withholding Category': 9,
    };
    for (const [doctype, n] of Object.entries(expected)) assert.equal(await count(doctype), n, doctype);
    assert.equal(new Set(COUNTRIES.map(([code]) => code)).size, 249, 'country codes are unique');
    for (const doctype of ['Designation', 'Industry Type', 'Document Type', 'Arbitrator Category', 'Specialization']) {
      assert.ok((await count(doctype)) >= 10, doctype);
    }
    assert.equal((await app.services.db.query(`SELECT 1 FROM "tabCountry" WHERE "name" = 'India' AND "code" = 'in'`)).rows.length, 1);
    const fees = await app.services.db.query(`SELECT "rate" FROM "tabTax Withholding Category" WHERE "name" = '194J - Professional Fees'`);
    assert.equal(fees.rows[0].rate, 10);
  });

  it('seeds idempotently', async () => {
    await seedReferenceData(app.services.db, app.services.registry);
    await loadDemoData(app.services, { awards: false });
    assert.equal(await count('State'), 36);
    assert.equal(await count('User Registration'), DEMO_ACCOUNTS.filter((a) => a.registration).length);
    assert.equal(await count('User'), DEMO_ACCOUNTS.length);
    assert.deepEqual([await count('Claim'), await count('Dispute'), await count('Hearing')], [4, 2, 1]);
    // The award demo cases (seed/demo-awards.ts) come once, however often the seed runs.
    await loadDemoData(app.services);
    await loadDemoData(app.services);
    // With the awards come the three drawn cases of seed/demo-appointments.ts.
    assert.deepEqual([await count('Claim'), await count('Award'), await count('Document Dispatch Tracker'), await count('Appointment Draw')], [9, 2, 2, 3]);
    const completed = await app.services.db.query<{ stage: string; award_dispatched: number }>(
      `SELECT "stage", "award_dispatched" FROM "tabClaim" WHERE "arbitration_agreement_number" = 'UFL/HL/2021/011208'`,
    );
    assert.deepEqual(completed.rows, [{ stage: 'Completed', award_dispatched: 1 }]);
    // A served award says only what the case records: Lata Deshmukh has no landmark, and her
    // award leaves it out instead of printing "Landmark: Nil".
    const letters = await app.services.db.query<{ award_letter: string; award_covering_letter: string }>(`SELECT "award_letter", "award_covering_letter" FROM "tabAward"`);
    assert.equal(letters.rows.length, 2);
    for (const row of letters.rows) {
      for (const html of [row.award_letter, row.award_covering_letter]) {
        assert.doesNotMatch(html, /\bNill?\b/);
        assert.doesNotMatch(html, /: ,|, ,|:\s*<\/p>/);
      }
    }
    assert.ok(letters.rows.some((row) => row.award_letter.includes("Mrs Lata Deshmukh (Borrower), Father's Name: Vasant Kulkarni, House No.: Flat 5, Sai Darshan, Street / Village: Tilak Road, City: Nagpur, Post Office: Mahal")));
  });

  it('files demo cases for the demo lender, with valid addresses and assigned neutrals', async () => {
    const claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    const all = (await claimant.get(resourceUrl('Claim', undefined, { fields: ['name', 'stage', 'arbitrator', 'arbitration_agreement_number'], order_by: 'name asc' }))).json().data;
    // The appointment demo's three claims, drawn (so their neutrals vary) and still Drafts, are the lender's too.
    const drawn = all.filter((c: { arbitration_agreement_number: string }) => c.arbitration_agreement_number.startsWith('UFL/AP/2024/1103'));
    assert.equal(drawn.length, 3);
    assert.ok(drawn.every((c: { stage: string; arbitrator: string | null }) => c.stage === 'Draft' && c.arbitrator), JSON.stringify(drawn));
    const claims = all.filter((c: { name: string }) => !drawn.includes(c));
    assert.deepEqual(
      claims.map((c: { stage: string; arbitrator: string | null }) => [c.stage, c.arbitrator]),
      [
        ['Draft', null],
        ['Assignment', 'arbitrator@demo.in'],
        ['Awaiting Reply', 'arbitrator@demo.in'],
        ['Issuance of Notice', 'medarb@demo.in'],
        // The award demo cases, seeded by the test above.
        ['Award', 'arbitrator@demo.in'],
        ['Completed', 'arbitrator@demo.in'],
      ],
    );
    assert.match(claims[0].name, /^ARB-\d{5}$/);
    const disputes = (await claimant.get(resourceUrl('Dispute', undefined, { fields: ['stage', 'mediator_email_id', 'due_date'], order_by: 'name asc' }))).json().data;
    assert.deepEqual(disputes.map((d: { stage: string }) => d.stage), ['Draft', 'Issuance of Notice']);
    const daysToDue = (Date.parse(disputes[1].due_date) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    assert.ok(daysToDue >= 14 && daysToDue <= 16, `due in about 15 days, got ${daysToDue}`);
    const { rows } = await app.services.db.query<{ mobile: string; pin_code: string }>(`SELECT "mobile", "pin_code" FROM "tabRespondent Table"`);
    assert.ok(rows.length >= 8 && rows.every((r) => /^\d{10}$/.test(r.mobile) && /^\d{6}$/.test(r.pin_code)));
  });

  it('lets every demo account log in with its role and profile', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const client = new TestClient(app);
      const response = await client.post('/api/method/arbitroute.api.react_api.login', { login_id: account.email, password: DEMO_PASSWORD });
      assert.equal(response.statusCode, 200, `${account.email}: ${response.body}`);
      assert.deepEqual(response.json().message.roles, [account.role]);
      if (!account.registration) continue;
      const [profile] = (await client.get(resourceUrl('User Registration', undefined, { fields: ['status', 'pan', 'signature', 'letterhead'] }))).json().data;
      if (account.email === 'pending.arbitrator@demo.in') assert.equal(profile.status, 'Draft');
      else {
        assert.equal(profile.status, 'Approved');
        assert.ok(profile.pan && profile.signature && profile.letterhead, `${account.email} has a complete profile`);
        const image = await client.get(profile.signature);
        assert.equal(image.statusCode, 200);
        assert.equal(image.headers['content-type'], 'image/png');
      }
    }
  });

  it('refuses demo data in production mode, and seeds reference lists there too', async () => {
    await assert.rejects(buildApp({ production: true, demoData: true, db: await openTestDb() }), /demo data in production/);
    const production = await createTestApp({ production: true });
    try {
      const users = await production.services.db.query(`SELECT 1 FROM "tabUser"`);
      assert.equal(users.rows.length, 0);
      const states = await production.services.db.query(`SELECT 1 FROM "tabState"`);
      assert.equal(states.rows.length, 36);
      await assert.rejects(loadDemoData(production.services), /never loaded in production/);
    } finally {
      await production.close();
    }
  });

  it('declares doctypes whose links and tables all resolve', () => {
    assert.doesNotThrow(() => new DoctypeRegistry(ALL_DOCTYPES));
  });
});
