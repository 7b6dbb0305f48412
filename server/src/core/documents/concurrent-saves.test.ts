import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames } from '../../test/demo-cases';
import { createTestApp, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';

/*
 * Two people saving one document at once (issue found on PostgreSQL: 8 writers each sending a
 * 3-row respondent_table left 24 rows). Every read-modify-write of a document and its child rows
 * is serialised (the parent is locked, then loaded), and a writer that sends the `modified` it
 * opened is refused with Frappe's TimestampMismatchError once someone else has saved.
 */

const WRITERS = 8;
const ROWS = 3;

interface Subject {
  /** Who saves it: a browser session of a user allowed to. */
  writer: string;
  create: (as: Record<string, TestClient>) => Promise<string>;
  /** Table field → one writer's rows (as the screens send a whole table). */
  tables: Record<string, (writer: number) => Record<string, unknown>[]>;
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

const respondentRows = (writer: number) =>
  range(ROWS).map((row) => ({
    respondent_type: 'Individual',
    contact_type: row === 0 ? 'Borrower' : 'Guarantor',
    name1: `Writer${writer}`,
    last_name: `Row${row}`,
    fathers_name: 'Father',
    mobile: `90000${String(writer).padStart(2, '0')}${String(row).padStart(3, '0')}`,
    taluk: 'Haveli',
    pin_code: '411001',
  }));
const claimantRows = (writer: number) => range(ROWS).map((row) => ({ customer_type: 'Enterprise', company_name: `Lender ${writer}-${row}` }));
const attachmentRows = (writer: number) => range(ROWS).map((row) => ({ attachment_type: 'SOC', description: `w${writer} r${row}` }));
const dispatchRows = (writer: number) => range(ROWS).map((row) => ({ dispatched_to: `Writer ${writer} row ${row}`, channel: 'Speed Post' }));

async function created(response: { statusCode: number; body: string; json: () => { data: { name: string } } }): Promise<string> {
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.name;
}

/** Every doctype with child tables; the test fails for one missing here. */
function subjects(cases: Record<string, string>): Record<string, Subject> {
  const caseTables = { claimant_table: claimantRows, respondent_table: respondentRows, case_attachment_documents: attachmentRows };
  const dispatch = (doctype: string): Subject => ({
    writer: 'arbitrator',
    create: async (as) => created(await as.arbitrator.post(resourceUrl(doctype), { claim: cases.claimWithHearing })),
    tables: { dispatch_details: dispatchRows },
  });
  return {
    Claim: {
      writer: 'claimant',
      create: async (as) => created(await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: `RACE-${Math.random()}` })),
      tables: caseTables,
    },
    Dispute: {
      writer: 'claimant',
      create: async (as) => created(await as.claimant.post(resourceUrl('Dispute'), { mediation_agreement_number: `RACE-${Math.random()}` })),
      tables: caseTables,
    },
    Hearing: {
      writer: 'arbitrator',
      create: async (as) => created(await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.claimWithHearing, hearing_type: 'Interim Hearing', hearing_date: '2026-01-05' })),
      tables: { hearing_attendees: (writer) => range(ROWS).map((row) => ({ name1: `Writer ${writer} row ${row}` })) },
    },
    'Consent And Disclosure Dispatch': dispatch('Consent And Disclosure Dispatch'),
    'FHN And MOM Dispatch': dispatch('FHN And MOM Dispatch'),
    'SHN S17 Order And MOM Dispatch': dispatch('SHN S17 Order And MOM Dispatch'),
    'Document Dispatch Tracker': dispatch('Document Dispatch Tracker'),
    'User Registration': {
      writer: 'admin',
      create: async (as) =>
        created(await as.admin.post(resourceUrl('User Registration'), { user_type: 'Expert', email_id: `race${Math.random().toString(36).slice(2)}@example.in`, first_name: 'Race' })),
      tables: {
        qualification: (writer) => range(ROWS).map((row) => ({ institution: `Writer ${writer}`, course_name: `Row ${row}`, year_of_passing: '2001' })),
        languages_known: (writer) => range(ROWS).map((row) => ({ language_name: ['English', 'Hindi', 'Marathi'][row], idx: writer })),
      },
    },
    'Appointment Panel': {
      writer: 'admin',
      create: async (as) => created(await as.admin.post(resourceUrl('Appointment Panel'), { panel_name: `Race ${Math.random()}` })),
      tables: {
        members: (writer) => range(ROWS).map((row) => ({ neutral: ['arbitrator@demo.in', 'mediator@demo.in', 'medarb@demo.in', 'pending.arbitrator@demo.in'][(row + writer) % 4] })),
      },
    },
    User: {
      writer: 'admin',
      create: async (as) => created(await as.admin.post(resourceUrl('User'), { email: `race${Math.random().toString(36).slice(2)}@example.in`, first_name: 'Race' })),
      tables: { roles: (writer) => range(ROWS).map((row) => ({ role: ['Expert', 'Claimant', 'Lawyer'][(row + writer) % 3] })) },
    },
  };
}

describe(`concurrent saves of a document and its child rows (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let table: Record<string, Subject>;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    table = subjects(await demoCaseNames(app));
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'admin']));
  });
  after(() => app.close());

  it('has a subject for every doctype with child tables', () => {
    const withTables = app.services.registry
      .all()
      .filter((doctype) => !doctype.isChild && !doctype.immutable && doctype.tableFields.length > 0)
      .map((doctype) => doctype.name)
      .sort();
    assert.deepEqual(Object.keys(table).sort(), withTables);
  });

  it('leaves exactly one writer\'s rows when several replace a table at once', async () => {
    for (const [doctype, subject] of Object.entries(table)) {
      for (const [fieldname, rowsOf] of Object.entries(subject.tables)) {
        const name = await subject.create(as);
        const writer = as[subject.writer];
        const responses = await Promise.all(range(WRITERS).map((w) => writer.put(resourceUrl(doctype, name), { [fieldname]: rowsOf(w) })));
        for (const response of responses) assert.equal(response.statusCode, 200, `${doctype}.${fieldname}: ${response.body}`);
        const stored = (await as.admin.get(resourceUrl(doctype, name))).json().data[fieldname] as Record<string, unknown>[];
        assert.equal(stored.length, ROWS, `${doctype}.${fieldname} keeps ${ROWS} rows, not a merge of writers`);
        // All the rows are one writer's: the last to commit replaced the whole table.
        const { rows } = await app.services.db.query(
          `SELECT count(*)::int AS n FROM ${JSON.stringify(app.services.registry.childDoctype(app.services.registry.require(doctype).fieldMap.get(fieldname)!).table)} WHERE "parent" = $1 AND "parentfield" = $2`,
          [name, fieldname],
        );
        assert.equal(rows[0].n, ROWS, `${doctype}.${fieldname}: ${ROWS} rows stored`);
      }
    }
  });

  it('refuses a save that sends an older `modified` (TimestampMismatchError) and keeps the first', async () => {
    for (const [doctype, subject] of Object.entries(table)) {
      const [fieldname, rowsOf] = Object.entries(subject.tables)[0];
      const name = await subject.create(as);
      const writer = as[subject.writer];
      const opened = (await writer.get(resourceUrl(doctype, name))).json().data.modified as string;
      const responses = await Promise.all(range(WRITERS).map((w) => writer.put(resourceUrl(doctype, name), { modified: opened, [fieldname]: rowsOf(w) })));
      const ok = responses.filter((response) => response.statusCode === 200);
      assert.equal(ok.length, 1, `${doctype}: one of ${WRITERS} writers who opened the same version saves`);
      for (const response of responses.filter((r) => r.statusCode !== 200)) {
        assert.equal(response.statusCode, 417, response.body);
        assert.equal(response.json().exc_type, 'TimestampMismatchError');
        assert.match(response.json().message ?? response.body, /Document has been modified after you have opened it/);
      }
      const stored = (await as.admin.get(resourceUrl(doctype, name))).json().data;
      assert.equal(stored[fieldname].length, ROWS);
      assert.equal(stored.modified, ok[0].json().data.modified, 'the saved version is the one the winner was told of');
    }
  });
});
