import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contextFor } from '../core/context';
import { fieldLabel, selectOptions } from '../core/doctype/define';
import type { Doc, Doctype, FieldDef } from '../core/doctype/types';
import { insertDoc } from '../core/documents';
import { applyInput } from '../core/documents/build';
import { fieldWriters, rolesMayWrite } from '../core/documents/field-rules';
import { quoteIdent } from '../core/query/sql';
import { effectiveRoles, SYSTEM_USER, type SessionUser } from '../core/session-user';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../test/helpers';

/*
 * The field rules of every doctype a role other than System Manager may write, walked field by
 * field from the declarations (fieldRules): for each document an actor may change, every field
 * the actor's roles may not write is refused with a 403 naming it and nothing of the request is
 * stored; every server-owned field keeps its value whatever the body says; and the first field of
 * each rule the actor may write is not refused by the rules (the hooks may still refuse the value).
 * The same on create for the roles that file each doctype. Who reaches which document is the
 * permission matrix's business (permission-matrix.test.ts); here the writers are written out.
 */

const ROLES: Record<string, string[]> = {
  claimant: ['Claimant'],
  lawyer: ['Lawyer'],
  arbitrator: ['Arbitrator'],
  mediator: ['Mediator'],
  medarb: ['Med-Arb'],
  expert: ['Expert'],
  respondentA: ['Respondent'],
  respondentB: ['Respondent'],
};
const rolesOf = (actor: string) => effectiveRoles({ name: actor, roles: ROLES[actor] } as unknown as SessionUser);

const DISPATCHES = ['Consent And Disclosure Dispatch', 'FHN And MOM Dispatch', 'SHN S17 Order And MOM Dispatch', 'Document Dispatch Tracker'];

/** Case documents, the kinds of case they are filed in, and a body that files one. */
const CASE_DOCUMENTS: Record<string, { kinds: ('claim' | 'dispute')[]; values: Doc }> = {
  Hearing: { kinds: ['claim', 'dispute'], values: { hearing_type: 'Interim Hearing', hearing_date: '2030-02-01', hearing_time: '11:00:00' } },
  Award: { kinds: ['claim'], values: { award_type: 'Award-Interim', award_amount: 1000, award_date: '2030-03-01' } },
  'Arbitration Document': { kinds: ['claim', 'dispute'], values: { document_type: 'Statement of Claim', document_class: 'Claimant' } },
  'Respondent Reply': { kinds: ['claim', 'dispute'], values: { document_title: 'Reply', document_date: '2030-01-02' } },
  // Not on the claims here: pleadings are closed while a claim awaits the reply.
  'Additional Pleading': { kinds: ['dispute'], values: { document_title: 'Rejoinder', document_date: '2030-01-03' } },
  Settlement: { kinds: ['dispute'], values: { settlement_type: 'Settlement Agreement', settlement_date: '2030-02-02', settlement_amount: 1000 } },
  Registration: { kinds: ['dispute'], values: {} },
  Invoice: { kinds: ['claim', 'dispute'], values: { purpose: 'Fee', amount: 1000, invoice_status: 'Unpaid' } },
  ...Object.fromEntries(DISPATCHES.map((doctype) => [doctype, { kinds: ['claim', 'dispute'] as ('claim' | 'dispute')[], values: { status: 'Pending' } }])),
};

/** A document some actors may change: the actors, and the case whose row its saves may move. */
interface Fixture {
  doctype: string;
  name: string;
  writers: string[];
  caseRef?: { doctype: string; name: string };
}

/** A doctype some actors may file: the actors and a body that files one. */
interface CreateSpec {
  doctype: string;
  actor: string;
  body: () => Doc;
  caseRef?: { doctype: string; name: string };
}

let seq = 0;

/** A value of the field's type that differs from `current`. */
function probe(field: FieldDef, current: unknown): unknown {
  seq += 1;
  switch (field.fieldtype) {
    case 'Select':
      return selectOptions(field).find((option) => option !== current) ?? 'Probe';
    case 'Int':
      return (Number(current) || 0) + 7;
    case 'Float':
    case 'Currency':
      return (Number(current) || 0) + 7.5;
    case 'Check':
      return current === 1 ? 0 : 1;
    case 'Date':
      return current === '2031-01-02' ? '2031-01-03' : '2031-01-02';
    case 'Datetime':
      return current === '2031-01-02 10:00:00' ? '2031-01-03 10:00:00' : '2031-01-02 10:00:00';
    case 'Time':
      return current === '10:11:12' ? '10:11:13' : '10:11:12';
    case 'Table':
      return Array.isArray(current) && current.length > 0 ? [] : [{}];
    case 'JSON':
      return { probe: seq };
    case 'Attach':
      return `/files/probe-${seq}.pdf`;
    default:
      return `probe${seq}@fieldrules.example.in`;
  }
}

const settable = (doctype: Doctype) => doctype.fields.filter((field) => field.fieldtype !== 'Password');

/** The rules refused this field (as opposed to a hook, the stage machine or the row rules). */
const refusedByRule = (response: LightMyRequestResponse, label: string) =>
  response.statusCode === 403 && /^Not permitted to (change|set) /.test(errorOf(response).message) && errorOf(response).message.includes(label);

describe(`field rules: who writes which field (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const fixtures: Fixture[] = [];
  const creates: CreateSpec[] = [];

  const registry = () => app.services.registry;
  const db = () => app.services.db;

  /** The stored row and its child rows, to compare and to put back. */
  async function snapshot(doctypeName: string, name: string) {
    const doctype = registry().require(doctypeName);
    const row = (await db().query(`SELECT * FROM ${quoteIdent(doctype.table)} WHERE "name" = $1`, [name])).rows[0];
    const children: Record<string, Doc[]> = {};
    for (const field of doctype.tableFields) {
      const child = registry().childDoctype(field);
      children[field.fieldname] = (
        await db().query(`SELECT * FROM ${quoteIdent(child.table)} WHERE "parent" = $1 AND "parenttype" = $2 AND "parentfield" = $3 ORDER BY "idx", "name"`, [name, doctypeName, field.fieldname])
      ).rows;
    }
    return { doctype, row, children };
  }

  const asParam = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

  async function restore(saved: Awaited<ReturnType<typeof snapshot>>) {
    const { doctype, row, children } = saved;
    const columns = Object.keys(row).filter((column) => column !== 'name');
    await db().query(
      `UPDATE ${quoteIdent(doctype.table)} SET ${columns.map((column, i) => `${quoteIdent(column)} = $${i + 2}`).join(', ')} WHERE "name" = $1`,
      [row.name, ...columns.map((column) => asParam(row[column]))],
    );
    for (const field of doctype.tableFields) {
      const child = registry().childDoctype(field);
      await db().query(`DELETE FROM ${quoteIdent(child.table)} WHERE "parent" = $1 AND "parenttype" = $2 AND "parentfield" = $3`, [row.name, doctype.name, field.fieldname]);
      for (const childRow of children[field.fieldname]) {
        const keys = Object.keys(childRow);
        await db().query(
          `INSERT INTO ${quoteIdent(child.table)} (${keys.map(quoteIdent).join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
          keys.map((key) => asParam(childRow[key])),
        );
      }
    }
  }

  const count = async (doctype: Doctype) => (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(doctype.table)}`)).rows[0].n;

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'expert']));
    const system = contextFor(app.services, SYSTEM_USER);
    const party = { customer_type: 'Enterprise', company_name: 'Field Rules Finance Ltd', email: 'claimant@demo.in', mobile: '9800011111' };
    const respondent = (mobile: string) => ({ respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Rule', fathers_name: 'Test', mobile });
    const newCase = async (doctype: 'Claim' | 'Dispute', values: Doc) => {
      const agreement = doctype === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number';
      const saved = await insertDoc(system, doctype, { user_email_id: 'claimant@demo.in', [agreement]: `FR/${++seq}`, claimant_table: [party], ...values }, { ignorePermissions: true });
      return saved.name as string;
    };
    const drafts = {
      Claim: await newCase('Claim', { lawyer_email_id: 'lawyer@demo.in', respondent_table: [respondent('9111100011')] }),
      Dispute: await newCase('Dispute', { lawyer_email_id: 'lawyer@demo.in', respondent_table: [respondent('9111100012')] }),
    };
    // Running cases: a claim for the arbitrator and one for the Med-Arb; a dispute for the mediator
    // and one for the Med-Arb (from Hearing, so the settlement and its registration may be recorded).
    const running = {
      claimA: { doctype: 'Claim', name: await newCase('Claim', { arbitrator: 'arbitrator@demo.in', stage: 'Awaiting Reply', respondent_table: [respondent('9111100013')] }), neutral: 'arbitrator' },
      claimM: { doctype: 'Claim', name: await newCase('Claim', { arbitrator: 'medarb@demo.in', stage: 'Awaiting Reply', respondent_table: [respondent('9111100014')] }), neutral: 'medarb' },
      disputeA: { doctype: 'Dispute', name: await newCase('Dispute', { mediator_email_id: 'mediator@demo.in', stage: 'Hearing', respondent_table: [respondent('9111100015')] }), neutral: 'mediator' },
      disputeM: { doctype: 'Dispute', name: await newCase('Dispute', { mediator_email_id: 'medarb@demo.in', stage: 'Hearing', respondent_table: [respondent('9111100016')] }), neutral: 'medarb' },
    } as const;
    as.respondentA = await respondentClient(app, { doctype: 'Claim', name: running.claimA.name }, '9111100013');
    as.respondentB = await respondentClient(app, { doctype: 'Dispute', name: running.disputeA.name }, '9111100015');

    for (const doctype of ['Claim', 'Dispute'] as const) {
      fixtures.push({ doctype, name: drafts[doctype], writers: ['claimant', 'lawyer'] });
      const agreement = doctype === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number';
      for (const actor of ['claimant', 'lawyer']) creates.push({ doctype, actor, body: () => ({ [agreement]: `FR/NEW/${++seq}` }) });
    }
    fixtures.push({ doctype: 'Claim', name: running.claimA.name, writers: ['arbitrator', 'respondentA'] });
    fixtures.push({ doctype: 'Claim', name: running.claimM.name, writers: ['medarb'] });
    fixtures.push({ doctype: 'Dispute', name: running.disputeA.name, writers: ['mediator', 'respondentB'] });
    fixtures.push({ doctype: 'Dispute', name: running.disputeM.name, writers: ['medarb'] });

    // The case's documents, filed by the system (the neutral changes them) and by the parties that file them.
    for (const [doctype, { kinds, values }] of Object.entries(CASE_DOCUMENTS)) {
      for (const ref of Object.values(running)) {
        const link = ref.doctype === 'Claim' ? 'claim' : 'dispute';
        if (!kinds.includes(link)) continue;
        const saved = await insertDoc(system, doctype, { ...values, [link]: ref.name }, { ignorePermissions: true });
        const caseRef = { doctype: ref.doctype, name: ref.name };
        fixtures.push({ doctype, name: saved.name as string, writers: [ref.neutral], caseRef });
        if (ref.neutral !== 'medarb') creates.push({ doctype, actor: ref.neutral, body: () => ({ ...values, [link]: ref.name }), caseRef });
      }
    }
    const claimA = { doctype: 'Claim', name: running.claimA.name };
    const disputeA = { doctype: 'Dispute', name: running.disputeA.name };
    const filedBy = async (actor: string, doctype: string, body: Doc, caseRef: { doctype: string; name: string }) => {
      const created = await as[actor].post(resourceUrl(doctype), body);
      assert.equal(created.statusCode, 200, `${actor} files ${doctype}: ${created.body}`);
      creates.push({ doctype, actor, body: () => body, caseRef });
      return created.json().data.name as string;
    };
    const claimantDocument = { claim: claimA.name, document_type: 'Statement of Claim', document_class: 'Claimant' };
    fixtures.push({ doctype: 'Arbitration Document', name: await filedBy('claimant', 'Arbitration Document', claimantDocument, claimA), writers: ['claimant', 'arbitrator'], caseRef: claimA });
    const response = { claim: claimA.name, document_type: 'Response', document_class: 'Respondent' };
    fixtures.push({ doctype: 'Arbitration Document', name: await filedBy('respondentA', 'Arbitration Document', response, claimA), writers: ['respondentA', 'arbitrator'], caseRef: claimA });
    const reply = { claim: claimA.name, document_title: 'Reply', document_date: '2030-01-02' };
    fixtures.push({ doctype: 'Respondent Reply', name: await filedBy('respondentA', 'Respondent Reply', reply, claimA), writers: ['respondentA', 'arbitrator'], caseRef: claimA });
    const rejoinder = { dispute: disputeA.name, document_title: 'Rejoinder', document_date: '2030-01-03' };
    fixtures.push({ doctype: 'Additional Pleading', name: await filedBy('respondentB', 'Additional Pleading', rejoinder, disputeA), writers: ['respondentB', 'mediator'], caseRef: disputeA });
    const offer = { claim: claimA.name, offer_type: 'One-time', amount: 1000, valid_until: '2099-12-31' };
    fixtures.push({ doctype: 'Settlement Offer', name: await filedBy('claimant', 'Settlement Offer', offer, claimA), writers: ['claimant'], caseRef: claimA });

    // Bulk filing: a lot of each filing role, and an import into the claimant's.
    for (const actor of ['claimant', 'lawyer']) {
      const lot = await as[actor].post(resourceUrl('Lot'), { batch_id: `FR-${actor}` });
      assert.equal(lot.statusCode, 200, lot.body);
      fixtures.push({ doctype: 'Lot', name: lot.json().data.name, writers: [actor] });
      creates.push({ doctype: 'Lot', actor, body: () => ({ batch_id: `FR-${++seq}` }) });
    }
    const lot = fixtures.find((fixture) => fixture.doctype === 'Lot')!.name;
    const importBody = () => ({ lot, reference_doctype: 'Claim', import_file: '/files/field-rules.csv' });
    const imported = await as.claimant.post(resourceUrl('Data Import'), importBody());
    assert.equal(imported.statusCode, 200, imported.body);
    fixtures.push({ doctype: 'Data Import', name: imported.json().data.name, writers: ['claimant'] });
    creates.push({ doctype: 'Data Import', actor: 'claimant', body: importBody });

    // A neutral's declared relationship (Seventh Schedule), their own.
    const declaration = () => ({ relationship: 'Advisor', related_to: 'Party', party: `fr${++seq}@x.in`, period: 'Past' });
    const declared = await as.arbitrator.post(resourceUrl('Neutral Relationship'), declaration());
    assert.equal(declared.statusCode, 200, declared.body);
    fixtures.push({ doctype: 'Neutral Relationship', name: declared.json().data.name, writers: ['arbitrator'] });
    creates.push({ doctype: 'Neutral Relationship', actor: 'arbitrator', body: declaration });

    // Each professional's own profile.
    for (const actor of ['claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'expert']) {
      const { rows } = await db().query<{ name: string }>(`SELECT "name" FROM "tabUser Registration" WHERE "email_id" = $1`, [`${actor}@demo.in`]);
      if (rows[0]) fixtures.push({ doctype: 'User Registration', name: rows[0].name, writers: [actor] });
    }
  });
  after(() => app.close());

  it('declares field rules on every doctype that a role other than System Manager may write or create, and walks each', () => {
    const writable = registry()
      .all()
      .filter((doctype) => !doctype.isChild && !doctype.immutable)
      .filter((doctype) => doctype.permissions.some((rule) => rule.role !== 'System Manager' && (rule.write || rule.create)));
    assert.ok(writable.length >= 17, `${writable.length} doctypes`);
    for (const doctype of writable) {
      assert.ok(doctype.fieldRules, `${doctype.name} declares who writes which field`);
      assert.ok(fixtures.some((fixture) => fixture.doctype === doctype.name), `${doctype.name} has a document in this walk`);
    }
  });

  it('keeps the declared rules on every update: refused fields are a 403 naming them and store nothing; server fields keep their value; allowed fields pass', async () => {
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => void (ok || problems.push(problem));
    for (const fixture of fixtures) {
      const doctype = registry().require(fixture.doctype);
      for (const actor of fixture.writers) {
        const roles = rolesOf(actor);
        const allowedRules = new Set<string>();
        for (const field of settable(doctype)) {
          const writers = fieldWriters(doctype, field.fieldname, 'update')!;
          const before = await snapshot(fixture.doctype, fixture.name);
          const current = field.fieldtype === 'Table' ? before.children[field.fieldname] : before.row[field.fieldname];
          const what = `${actor} PUT ${fixture.doctype} ${fixture.name} ${field.fieldname}`;
          if (writers !== 'server' && rolesMayWrite(writers, roles)) {
            // One field per rule is enough to show the rule lets the role through.
            const rule = JSON.stringify(doctype.fieldRules!.find((r) => r.fields === 'rest' || r.fields.includes(field.fieldname))?.fields);
            if (allowedRules.has(rule)) continue;
            allowedRules.add(rule);
            const response = await as[actor].put(resourceUrl(fixture.doctype, fixture.name), { [field.fieldname]: probe(field, current) });
            check(!refusedByRule(response, fieldLabel(field)), `${what}: refused by the rules: ${response.body.slice(0, 200)}`);
            if (response.statusCode === 200) {
              await restore(before);
              if (fixture.caseRef) await restore(await snapshot(fixture.caseRef.doctype, fixture.caseRef.name));
            }
            continue;
          }
          const caseBefore = fixture.caseRef ? await snapshot(fixture.caseRef.doctype, fixture.caseRef.name) : null;
          const response = await as[actor].put(resourceUrl(fixture.doctype, fixture.name), { [field.fieldname]: probe(field, current) });
          if (writers === 'server') {
            check(response.statusCode === 200, `${what} (the server's): ${response.statusCode} ${response.body}`);
            const after = await snapshot(fixture.doctype, fixture.name);
            const stored = field.fieldtype === 'Table' ? after.children[field.fieldname] : after.row[field.fieldname];
            check(isDeepStrictEqual(stored, current), `${what}: the server's field took the body's value`);
            await restore(before);
            if (caseBefore) await restore(caseBefore);
          } else {
            const expected = `Not permitted to change ${fieldLabel(field)} of ${fixture.doctype} ${fixture.name}`;
            check(response.statusCode === 403 && errorOf(response).exc_type === 'PermissionError' && errorOf(response).message === expected, `${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            check(isDeepStrictEqual(await snapshot(fixture.doctype, fixture.name), before), `${what}: stored something`);
            if (caseBefore) check(isDeepStrictEqual(await snapshot(caseBefore.doctype.name, fixture.caseRef!.name), caseBefore), `${what}: changed its case`);
            // Put back whatever a failing rule let through, so one failure does not hide the next.
            await restore(before);
            if (caseBefore) await restore(caseBefore);
          }
        }
      }
    }
    assert.deepEqual(problems, [], `${problems.length} fields break their rule`);
  });

  it('keeps the declared rules on every create: refused fields are a 403 naming them and file nothing; server fields take no value from the body', async () => {
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => void (ok || problems.push(problem));
    for (const spec of creates) {
      const doctype = registry().require(spec.doctype);
      const roles = rolesOf(spec.actor);
      const defaults = applyInput(registry(), doctype, null, {});
      const allowedRules = new Set<string>();
      for (const field of settable(doctype)) {
        const writers = fieldWriters(doctype, field.fieldname, 'create')!;
        const body = spec.body();
        if (field.fieldname in body) continue;
        const value = probe(field, defaults[field.fieldname]);
        const what = `${spec.actor} POST ${spec.doctype} ${field.fieldname}`;
        const caseBefore = spec.caseRef ? await snapshot(spec.caseRef.doctype, spec.caseRef.name) : null;
        const countBefore = await count(doctype);
        if (writers !== 'server' && rolesMayWrite(writers, roles)) {
          const rule = JSON.stringify(doctype.fieldRules!.find((r) => r.fields === 'rest' || r.fields.includes(field.fieldname))?.fields);
          if (allowedRules.has(rule)) continue;
          allowedRules.add(rule);
          const response = await as[spec.actor].post(resourceUrl(spec.doctype), { ...body, [field.fieldname]: value });
          check(!refusedByRule(response, fieldLabel(field)), `${what}: refused by the rules: ${response.body.slice(0, 200)}`);
        } else if (writers === 'server') {
          const response = await as[spec.actor].post(resourceUrl(spec.doctype), { ...body, [field.fieldname]: value });
          check(response.statusCode === 200, `${what} (the server's): ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (response.statusCode === 200) {
            const stored = (await snapshot(spec.doctype, response.json().data.name)).row[field.fieldname];
            check(!isDeepStrictEqual(stored, value), `${what}: the body's value was stored`);
          }
        } else {
          const response = await as[spec.actor].post(resourceUrl(spec.doctype), { ...body, [field.fieldname]: value });
          const expected = `Not permitted to set ${fieldLabel(field)} of a new ${spec.doctype}`;
          check(response.statusCode === 403 && errorOf(response).message === expected, `${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          check((await count(doctype)) === countBefore, `${what}: filed a document`);
        }
        // Filing a document may move its case (a hearing, a settlement): put the case back for the next one.
        if (caseBefore) await restore(caseBefore);
      }
    }
    assert.deepEqual(problems, [], `${problems.length} fields break their rule`);
  });
});
