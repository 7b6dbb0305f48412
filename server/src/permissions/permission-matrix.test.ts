import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context';
import type { Doc } from '../core/doctype/types';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { createTestApp, createUser, resourceUrl, respondentClient, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../test/helpers';

/*
 * Zero leaks: every actor × every case doctype × list / count / get / update / delete / create,
 * plus guessed names, filters on other people's e-mails and file downloads. Four cases are
 * generated here — a claim and a dispute for each of two claimants, with different lawyers and
 * neutrals — and every document kind is attached to each. The expected reach is written out
 * below from SPEC §6 (server/README.md "Cases and who reaches them"), not read from the server.
 */

type CaseKey = 'claimA' | 'disputeA' | 'claimB' | 'disputeB';
const ALL_CASES: CaseKey[] = ['claimA', 'disputeA', 'claimB', 'disputeB'];

/** Which generated cases each actor reaches. */
const REACH: Record<string, CaseKey[]> = {
  guest: [],
  claimant: ['claimA', 'disputeA'],
  claimant2: ['claimB', 'disputeB'],
  lawyer: ['claimA', 'disputeA'],
  lawyer2: ['claimB', 'disputeB'],
  arbitrator: ['claimA'],
  mediator: ['disputeA'],
  medarb: ['claimB', 'disputeB'],
  expert: [],
  respondentA: ['claimA'],
  respondentB: ['disputeB'],
  admin: ALL_CASES,
};
const ACTORS = Object.keys(REACH);
const RESPONDENTS = new Set(['respondentA', 'respondentB']);

const DISPATCHES = ['Consent And Disclosure Dispatch', 'FHN And MOM Dispatch', 'SHN S17 Order And MOM Dispatch', 'Document Dispatch Tracker'];

/** Case documents and how one is made for a case (`link`: claim or dispute). */
const CASE_DOCUMENTS: Record<string, { kinds: ('claim' | 'dispute')[]; values: Doc }> = {
  Hearing: { kinds: ['claim', 'dispute'], values: { hearing_type: 'Interim Hearing', hearing_date: '2030-02-01', hearing_time: '11:00:00' } },
  Award: { kinds: ['claim'], values: { award_type: 'Award-Interim', award_amount: 1000, award_date: '2030-03-01' } },
  'Arbitration Document': { kinds: ['claim', 'dispute'], values: { document_type: 'Statement of Claim', document_class: 'Claimant' } },
  'Respondent Reply': { kinds: ['claim', 'dispute'], values: { document_title: 'Reply', document_date: '2030-01-02' } },
  'Additional Pleading': { kinds: ['claim', 'dispute'], values: { document_title: 'Rejoinder', document_date: '2030-01-03' } },
  Settlement: { kinds: ['dispute'], values: { settlement_type: 'Settlement Agreement', settlement_date: '2030-02-02', settlement_amount: 1000 } },
  Registration: { kinds: ['dispute'], values: {} },
  Invoice: { kinds: ['claim', 'dispute'], values: { purpose: 'Fee', amount: 1000, invoice_status: 'Unpaid' } },
  'Settlement Offer': { kinds: ['claim', 'dispute'], values: { offer_type: 'One-time', amount: 1000, valid_until: '2099-12-31' } },
  ...Object.fromEntries(DISPATCHES.map((doctype) => [doctype, { kinds: ['claim', 'dispute'] as ('claim' | 'dispute')[], values: { status: 'Pending' } }])),
};

/**
 * Doctypes a role never reads, whatever the case (403 instead of an empty list): respondents see
 * no invoices or dispatches (SPEC §6); an Arbitrator has no disputes and a Mediator no claims;
 * an Expert takes no part in cases. Files are listed by anyone logged in (their own and those of
 * documents they may read).
 */
function roleReads(actor: string, doctype: string): boolean {
  if (doctype === 'File') return actor !== 'guest';
  if (actor === 'guest' || actor === 'expert') return false;
  if (RESPONDENTS.has(actor)) return doctype !== 'Invoice' && !DISPATCHES.includes(doctype);
  if (actor === 'arbitrator') return doctype !== 'Dispute';
  if (actor === 'mediator') return doctype !== 'Claim';
  return true;
}

/** The neutral of each generated case. */
const NEUTRAL_OF: Record<CaseKey, string> = { claimA: 'arbitrator', disputeA: 'mediator', claimB: 'medarb', disputeB: 'medarb' };

/**
 * Among those who reach a case, who may change and who may delete each kind of its documents
 * (server/README.md "Cases and who reaches them"; the generated cases are past Draft, so the filing
 * side changes nothing, and their documents were made by the system, so no one is their author).
 */
const CHANGE_BY: Record<string, 'neutral' | 'admin' | 'filing'> = {
  ...Object.fromEntries(['Claim', 'Dispute', ...Object.keys(CASE_DOCUMENTS)].map((doctype) => [doctype, 'neutral'])),
  // Settlement terms are the lender's: its claimant side sets and withdraws them; the neutral only reads.
  'Settlement Offer': 'filing',
};
const DELETE_BY: Record<string, 'neutral' | 'admin'> = {
  Claim: 'admin',
  Dispute: 'admin',
  Hearing: 'neutral',
  Award: 'neutral',
  'Arbitration Document': 'neutral',
  'Respondent Reply': 'admin',
  'Additional Pleading': 'admin',
  Settlement: 'admin',
  Registration: 'admin',
  Invoice: 'admin',
  'Settlement Offer': 'admin',
  ...Object.fromEntries(DISPATCHES.map((doctype) => [doctype, 'neutral'])),
  File: 'admin',
};
/** Who may file each kind of document in a case they reach: its neutral, anyone on it, or the respondent and the neutral. */
const CREATE_BY: Record<string, 'neutral' | 'party' | 'pleader' | 'filing'> = {
  ...Object.fromEntries(Object.keys(CASE_DOCUMENTS).map((doctype) => [doctype, 'neutral'])),
  'Arbitration Document': 'party',
  'Respondent Reply': 'pleader',
  'Additional Pleading': 'pleader',
  'Settlement Offer': 'filing',
};

const FILERS = new Set(['claimant', 'claimant2', 'lawyer', 'lawyer2']);

function allowed(rule: 'neutral' | 'admin' | 'party' | 'pleader' | 'filing', actor: string, key: CaseKey): boolean {
  if (actor === 'admin' || rule === 'party') return true;
  if (rule === 'filing') return FILERS.has(actor);
  if (rule === 'pleader' && RESPONDENTS.has(actor)) return true;
  return rule !== 'admin' && NEUTRAL_OF[key] === actor;
}

const caseKind = (key: CaseKey) => (key.startsWith('claim') ? 'claim' : 'dispute');

describe(`permission matrix: zero leaks (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const caseName = {} as Record<CaseKey, string>;
  /** Every generated document: doctype, name, case. */
  const docs: { doctype: string; name: string; case: CaseKey }[] = [];
  const files: { url: string; name: string; case: CaseKey; attachedTo: string }[] = [];
  const fileAttachedTo = new Map<string, string>();

  /** Whether `actor` reads this kind of document in case `key` (a file: as the document it is attached to). */
  const expected = (actor: string, doctype: string, key: CaseKey, name?: string) =>
    roleReads(actor, doctype) && REACH[actor].includes(key) && (doctype !== 'File' || !name || roleReads(actor, fileAttachedTo.get(name) ?? 'File'));
  /** A plain text field of the doctype that a refused PUT tries to change (an unknown field would be ignored). */
  const probeField = (doctype: string) => {
    const field = app.services.registry.require(doctype).columnFields.find((f) => f.fieldtype === 'Data' && !f.options && !/email|arbitrator|mediator/.test(f.fieldname));
    assert.ok(field, `${doctype} has a plain text field`);
    return field.fieldname;
  };
  const namesOf = (doctype: string) => docs.filter((doc) => doc.doctype === doctype);

  before(async () => {
    app = await createTestApp({ demoData: true });
    const system = contextFor(app.services, SYSTEM_USER);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'expert', 'admin']));
    as.claimant2 = await createUser(app, 'claimant2@matrix.in', ['Claimant']);
    as.lawyer2 = await createUser(app, 'lawyer2@matrix.in', ['Lawyer']);
    as.guest = new TestClient(app);

    const party = (email: string, company: string) => ({ customer_type: 'Enterprise', company_name: company, email, mobile: '9800011111' });
    const respondent = (mobile: string) => ({ respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Matrix', fathers_name: 'Test', mobile });
    // Disputes start at Hearing so that their settlement and its registration are moves the stage rules allow.
    const cases: Record<CaseKey, [string, Doc]> = {
      claimA: ['Claim', { user_email_id: 'claimant@demo.in', lawyer_email: 'lawyer@demo.in', arbitrator: 'arbitrator@demo.in', stage: 'Awaiting Reply', arbitration_agreement_number: 'MATRIX/A/1', claimant_table: [party('claimant@demo.in', 'A Finance Ltd')], respondent_table: [respondent('9111100001')] }],
      disputeA: ['Dispute', { user_email_id: 'claimant@demo.in', lawyer_email_id: 'lawyer@demo.in', mediator_email_id: 'mediator@demo.in', stage: 'Hearing', mediation_agreement_number: 'MATRIX/A/2', claimant_table: [party('claimant@demo.in', 'A Finance Ltd')], respondent_table: [respondent('9111100002')] }],
      claimB: ['Claim', { user_email_id: 'claimant2@matrix.in', lawyer_email: 'lawyer2@matrix.in', arbitrator: 'medarb@demo.in', stage: 'Awaiting Reply', arbitration_agreement_number: 'MATRIX/B/1', claimant_table: [party('claimant2@matrix.in', 'B Credit Ltd')], respondent_table: [respondent('9111100003')] }],
      disputeB: ['Dispute', { user_email_id: 'claimant2@matrix.in', lawyer_email_id: 'lawyer2@matrix.in', mediator_email_id: 'medarb@demo.in', stage: 'Hearing', mediation_agreement_number: 'MATRIX/B/2', claimant_table: [party('claimant2@matrix.in', 'B Credit Ltd')], respondent_table: [respondent('9111100004')] }],
    };
    for (const key of ALL_CASES) {
      const [doctype, values] = cases[key];
      const saved = await insertDoc(system, doctype, values, { ignorePermissions: true });
      caseName[key] = saved.name as string;
      docs.push({ doctype, name: saved.name as string, case: key });
    }
    for (const [doctype, { kinds, values }] of Object.entries(CASE_DOCUMENTS)) {
      for (const key of ALL_CASES) {
        const kind = caseKind(key);
        if (!kinds.includes(kind)) continue;
        const saved = await insertDoc(system, doctype, { ...values, [kind]: caseName[key] }, { ignorePermissions: true });
        docs.push({ doctype, name: saved.name as string, case: key });
      }
    }
    // Uploaded files in each case: on its Arbitration Document, its reply and its invoice (which respondents may not read).
    for (const attachedTo of ['Arbitration Document', 'Respondent Reply', 'Invoice']) {
      for (const doc of namesOf(attachedTo)) {
        const uploaded = await uploadFile(as.admin, { doctype: attachedTo, docname: doc.name, is_private: '1' }, { name: `${doc.case}.pdf`, content: TEST_PDF });
        assert.equal(uploaded.statusCode, 200, uploaded.body);
        const file = uploaded.json().message;
        files.push({ url: file.file_url, name: file.name, case: doc.case, attachedTo });
        fileAttachedTo.set(file.name, attachedTo);
        docs.push({ doctype: 'File', name: file.name, case: doc.case });
      }
    }
    as.respondentA = await respondentClient(app, { doctype: 'Claim', name: caseName.claimA }, '9111100001');
    as.respondentB = await respondentClient(app, { doctype: 'Dispute', name: caseName.disputeB }, '9111100004');
  });
  after(() => app.close());

  const DOCTYPES = ['Claim', 'Dispute', ...Object.keys(CASE_DOCUMENTS), 'File'];

  for (const actor of ACTORS) {
    describe(actor, () => {
      for (const doctype of DOCTYPES) {
        it(`${doctype}: list, count and get show exactly the cases it reaches; guessed names answer as missing`, async () => {
          const client = as[actor];
          const mine = namesOf(doctype);
          const want = mine.filter((doc) => expected(actor, doctype, doc.case, doc.name)).map((doc) => doc.name).sort();
          const filters = [['name', 'in', mine.map((doc) => doc.name)]];
          const list = await client.get(resourceUrl(doctype, undefined, { filters, fields: ['name'], limit_page_length: 0 }));
          if (!roleReads(actor, doctype)) {
            assert.equal(list.statusCode, 403, list.body);
          } else {
            assert.equal(list.statusCode, 200, list.body);
            assert.deepEqual(list.json().data.map((row: { name: string }) => row.name).sort(), want);
            const count = await client.get(`/api/method/frappe.client.get_count?doctype=${encodeURIComponent(doctype)}&filters=${encodeURIComponent(JSON.stringify(filters))}`);
            assert.equal(count.json().message, want.length);
          }
          for (const doc of mine) {
            const got = await client.get(resourceUrl(doctype, doc.name));
            if (want.includes(doc.name)) assert.equal(got.statusCode, 200, `${doc.name}: ${got.body}`);
            else {
              assert.ok([403, 404].includes(got.statusCode), `${actor} reads ${doctype} ${doc.name}: ${got.statusCode}`);
              assert.ok(!got.body.includes(caseName[doc.case]) || doctype === 'Claim' || doctype === 'Dispute', 'a refusal names no case');
              assert.equal(got.json().data, undefined);
            }
          }
        });

        it(`${doctype}: filtering on other people's e-mails finds nothing of theirs`, async () => {
          if (actor === 'guest' || !roleReads(actor, doctype) || doctype === 'File') return;
          const hasParty = app.services.registry.require(doctype).fieldMap.has('user_email_id');
          if (!hasParty) return;
          for (const email of ['claimant@demo.in', 'claimant2@matrix.in']) {
            for (const filters of [[['user_email_id', '=', email]], [['user_email_id', 'like', `%${email.split('@')[0]}%`]]]) {
              const list = await as[actor].get(resourceUrl(doctype, undefined, { filters, fields: ['name'], limit_page_length: 0 }));
              const names: string[] = list.json().data.map((row: { name: string }) => row.name);
              const leaked = namesOf(doctype).filter((doc) => names.includes(doc.name) && !expected(actor, doctype, doc.case, doc.name));
              assert.deepEqual(leaked, [], `${actor} finds ${doctype} of ${email}`);
            }
          }
        });

        it(`${doctype}: cannot change or delete what it does not reach`, async () => {
          for (const doc of namesOf(doctype).filter((doc) => !expected(actor, doctype, doc.case, doc.name))) {
            const before = await app.services.db.query(`SELECT "modified" FROM "tab${doctype}" WHERE "name" = $1`, [doc.name]);
            const changed = await as[actor].put(resourceUrl(doctype, doc.name), { remarks: 'changed by a stranger' });
            assert.ok([403, 404].includes(changed.statusCode), `${actor} PUT ${doctype} ${doc.name}: ${changed.statusCode}`);
            const removed = await as[actor].delete(resourceUrl(doctype, doc.name));
            assert.ok([403, 404].includes(removed.statusCode), `${actor} DELETE ${doctype} ${doc.name}: ${removed.statusCode}`);
            const afterwards = await app.services.db.query(`SELECT "modified" FROM "tab${doctype}" WHERE "name" = $1`, [doc.name]);
            assert.deepEqual(afterwards.rows, before.rows, 'the row is unchanged and still there');
          }
        });

        it(`${doctype}: cannot change or delete what it reaches but its role may not touch`, async () => {
          for (const doc of namesOf(doctype).filter((doc) => expected(actor, doctype, doc.case, doc.name))) {
            const before = await app.services.db.query(`SELECT * FROM "tab${doctype}" WHERE "name" = $1`, [doc.name]);
            if (doctype !== 'File' && !allowed(CHANGE_BY[doctype], actor, doc.case)) {
              const changed = await as[actor].put(resourceUrl(doctype, doc.name), { [probeField(doctype)]: 'changed by a reader' });
              assert.ok([403, 404].includes(changed.statusCode), `${actor} PUT ${doctype} ${doc.name}: ${changed.statusCode} ${changed.body}`);
            }
            // The case's neutral also deletes the files of replies and pleadings (SPEC §6).
            const deleteBy = doctype === 'File' && fileAttachedTo.get(doc.name) === 'Respondent Reply' ? 'neutral' : DELETE_BY[doctype];
            if (!allowed(deleteBy, actor, doc.case)) {
              const removed = await as[actor].delete(resourceUrl(doctype, doc.name));
              assert.ok([403, 404].includes(removed.statusCode), `${actor} DELETE ${doctype} ${doc.name}: ${removed.statusCode} ${removed.body}`);
            }
            const afterwards = await app.services.db.query(`SELECT * FROM "tab${doctype}" WHERE "name" = $1`, [doc.name]);
            assert.deepEqual(afterwards.rows, before.rows, 'the row is unchanged and still there');
          }
        });

        if (doctype in CASE_DOCUMENTS) {
          it(`${doctype}: cannot file one in a case it reaches unless its role may`, async () => {
            const { kinds, values } = CASE_DOCUMENTS[doctype];
            for (const key of ALL_CASES.filter((key) => kinds.includes(caseKind(key)) && REACH[actor].includes(key) && !allowed(CREATE_BY[doctype], actor, key))) {
              const beforeCount = await app.services.db.query(`SELECT count(*)::int AS n FROM "tab${doctype}"`);
              const created = await as[actor].post(resourceUrl(doctype), { ...values, [caseKind(key)]: caseName[key] });
              assert.ok([403, 404].includes(created.statusCode), `${actor} files ${doctype} in ${key}: ${created.statusCode} ${created.body}`);
              const afterCount = await app.services.db.query(`SELECT count(*)::int AS n FROM "tab${doctype}"`);
              assert.deepEqual(afterCount.rows, beforeCount.rows);
            }
          });

          it(`${doctype}: cannot create one for a case it does not reach`, async () => {
            const { kinds, values } = CASE_DOCUMENTS[doctype];
            for (const key of ALL_CASES.filter((key) => kinds.includes(caseKind(key)) && !REACH[actor].includes(key))) {
              const beforeCount = await app.services.db.query(`SELECT count(*)::int AS n FROM "tab${doctype}"`);
              const created = await as[actor].post(resourceUrl(doctype), { ...values, [caseKind(key)]: caseName[key] });
              assert.ok([403, 404, 417].includes(created.statusCode), `${actor} creates ${doctype} on ${key}: ${created.statusCode} ${created.body}`);
              const afterCount = await app.services.db.query(`SELECT count(*)::int AS n FROM "tab${doctype}"`);
              assert.deepEqual(afterCount.rows, beforeCount.rows);
            }
          });
        }
      }

      it('downloads the files of the cases it reaches and no other', async () => {
        for (const file of files) {
          const got = await as[actor].get(file.url);
          if (expected(actor, file.attachedTo, file.case)) assert.equal(got.statusCode, 200, `${actor} ${file.url}`);
          else {
            assert.ok([403, 404].includes(got.statusCode), `${actor} downloads ${file.case}: ${got.statusCode}`);
            assert.ok(!got.body.includes('%PDF'));
          }
        }
      });

      it('reads the audit trail of the cases it reaches only', async () => {
        const names = ALL_CASES.map((key) => caseName[key]);
        const list = await as[actor].get(resourceUrl('Audit Trail', undefined, { filters: [['case_name', 'in', names]], fields: ['case_name'], limit_page_length: 0 }));
        if (list.statusCode !== 200) return assert.ok([403].includes(list.statusCode));
        const seen = new Set(list.json().data.map((row: { case_name: string }) => row.case_name));
        for (const key of ALL_CASES) if (!REACH[actor].includes(key)) assert.ok(!seen.has(caseName[key]), `${actor} sees the audit trail of ${key}`);
      });

      it("reads no one else's account, profile, mail or SMS", async () => {
        if (actor === 'admin') return;
        const self = actor.startsWith('respondent') || actor === 'guest' ? null : actor === 'claimant2' || actor === 'lawyer2' ? `${actor}@matrix.in` : `${actor}@demo.in`;
        for (const [doctype, field] of [['User', 'name'], ['User Registration', 'email_id']] as const) {
          const list = await as[actor].get(resourceUrl(doctype, undefined, { fields: [field], limit_page_length: 0 }));
          if (list.statusCode !== 200) {
            assert.equal(list.statusCode, 403);
            continue;
          }
          for (const row of list.json().data as Record<string, string>[]) assert.equal(row[field], self, `${actor} lists ${doctype} of ${row[field]}`);
          const other = await as[actor].get(resourceUrl(doctype, undefined, { filters: [[field, '=', 'claimant@demo.in']], fields: [field] }));
          if (self !== 'claimant@demo.in') assert.deepEqual(other.json().data, []);
        }
        for (const doctype of ['Email Queue', 'SMS Log', 'Service Notice', 'Service Attempt', 'Service Receipt', 'Service Escalation Rule']) {
          const list = await as[actor].get(resourceUrl(doctype));
          assert.ok(list.statusCode === 403 || (list.statusCode === 200 && list.json().data.length === 0), `${actor} reads ${doctype}`);
        }
      });
    });
  }
});
