import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { checkDraw } from 'shared-api/appointments';
import { contextFor } from '../core/context';
import { verifyChain } from '../core/documents/audit-chain';
import { SYSTEM_USER } from '../core/session-user';
import { loadSessionUser } from '../auth/users';
import { allocateNeutrals } from './allocate';
import { DEMO_PASSWORD } from '../seed/demo';
import { DEMO_PANEL_NEUTRALS, ensureNeutral } from '../seed/demo-appointments';
import { LENDER } from '../seed/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';

const [MEERA, ARJUN, FARAH, KIRAN] = DEMO_PANEL_NEUTRALS.map((neutral) => neutral.email);
const BASIS = { legal_basis: 'Institutional rule in the agreement', legal_reference: 'Agreement cl. 18' };

describe(`allocating neutrals by a published draw (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const guest = () => new TestClient(app);
  let claimNo = 0;
  const newClaim = async (state = 'Maharashtra') =>
    (
      await as.claimant.post(resourceUrl('Claim'), {
        arbitration_agreement_number: `DRAW-${++claimNo}-${Math.random()}`,
        claimant_table: [LENDER],
        respondent_table: [{ respondent_type: 'Individual', name1: `Borrower ${claimNo}`, mobile: `90000300${String(claimNo).padStart(2, '0')}`, state }],
      })
    ).json().data.name as string;

  before(async () => {
    app = await createTestApp({ demoData: true });
    const ctx = contextFor(app.services, SYSTEM_USER);
    for (const neutral of DEMO_PANEL_NEUTRALS) await ensureNeutral(ctx, neutral, DEMO_PASSWORD);
    for (const who of ['claimant@demo.in', 'admin@demo.in', 'arbitrator@demo.in', KIRAN]) {
      as[who.split('@')[0]] = new TestClient(app);
      await as[who.split('@')[0]].login(who);
    }
    as.kiran = as['kiran.patil'];
  });
  after(() => app.close());

  it('lets only the case manager keep panels, and only a neutral declare their own relationships', async () => {
    assert.equal((await as.arbitrator.post(resourceUrl('Appointment Panel'), { panel_name: 'Mine', case_kind: 'Arbitration' })).statusCode, 403);
    const unknown = await as.admin.post(resourceUrl('Appointment Panel'), { panel_name: 'Bad', case_kind: 'Arbitration', languages: 'Klingon' });
    assert.equal(unknown.statusCode, 417);
    assert.match(errorOf(unknown).message, /Not a known language: Klingon/);
    const panel = await as.admin.post(resourceUrl('Appointment Panel'), {
      panel_name: 'Maharashtra consumer loans',
      case_kind: 'Arbitration',
      states: 'Maharashtra',
      members: [MEERA, ARJUN, FARAH, KIRAN].map((neutral) => ({ neutral })),
    });
    assert.equal(panel.statusCode, 200, panel.body);
    assert.equal(panel.json().data.item_22_rule, 'Exclude');
    const trail = await app.services.db.query(`SELECT 1 FROM "tabAudit Trail" WHERE "case_doctype" = 'Appointment Panel' AND "case_name" = $1`, [panel.json().data.name]);
    assert.equal(trail.rows.length, 1);

    const declared = await as.kiran.post(resourceUrl('Neutral Relationship'), { relationship: 'Consultant', related_to: 'Party', party: LENDER.company_name, period: 'Past', neutral: MEERA });
    assert.equal(declared.statusCode, 200, declared.body);
    assert.equal(declared.json().data.neutral, KIRAN, 'a declaration is always the declarer’s own');
    assert.equal((await as.claimant.get(resourceUrl('Neutral Relationship', declared.json().data.name))).statusCode, 403);
  });

  it('refuses anyone but the case manager, and a call without its legal basis', async () => {
    const name = await newClaim();
    assert.equal((await callApi(as.claimant, 'allocate_neutrals', { case: name, ...BASIS })).statusCode, 403);
    assert.equal((await callApi(as.arbitrator, 'allocate_neutrals', { case: name, ...BASIS })).statusCode, 403);
    const noBasis = await callApi(as.admin, 'allocate_neutrals', { case: name, legal_reference: 'x' });
    assert.equal(noBasis.statusCode, 417);
    assert.match(errorOf(noBasis).message, /legal_basis is required/);
  });

  it('draws a case once even when two allocations race for it', async () => {
    const name = await newClaim();
    const [first, second] = await Promise.all([
      messageOf(callApi(as.admin, 'allocate_neutrals', { case: name, ...BASIS })),
      messageOf(callApi(as.admin, 'allocate_neutrals', { cases: [name], ...BASIS })),
    ]);
    assert.equal(first.drawn.length + second.drawn.length, 1);
    assert.equal(first.skipped.length + second.skipped.length, 1);
    const { rows } = await app.services.db.query(`SELECT "status" FROM "tabAppointment Draw" WHERE "case_name" = $1`, [name]);
    assert.deepEqual(rows.map((row) => row.status), ['Drawn']);
  });

  it('never draws a related neutral, keeps item 22 at two per claimant, assigns the case, and publishes a record anyone can recompute', async () => {
    const names = [await newClaim(), await newClaim(), await newClaim(), await newClaim(), await newClaim(), await newClaim()];
    const reply = await messageOf(callApi(as.admin, 'allocate_neutrals', { cases: names, ...BASIS }));
    // One case was drawn in the race above: five appointments are left under item 22 (2 each of three).
    assert.equal(reply.drawn.length, 5);
    assert.equal(reply.undrawn.length, 1);
    assert.match(reply.undrawn[0].reason, /at their limit/);
    const { rows } = await app.services.db.query<{ arbitrator: string; n: number }>(
      `SELECT "arbitrator", count(*)::int AS "n" FROM "tabClaim" WHERE "user_email_id" = 'claimant@demo.in' AND "arbitrator" = ANY($1::text[]) GROUP BY 1`,
      [[MEERA, ARJUN, FARAH, KIRAN]],
    );
    assert.deepEqual(Object.fromEntries(rows.map((row) => [row.arbitrator, row.n])), { [MEERA]: 2, [ARJUN]: 2, [FARAH]: 2 });

    for (const drawn of reply.drawn) {
      const claim = (await as.admin.get(resourceUrl('Claim', drawn.case))).json().data;
      assert.equal(claim.arbitrator, drawn.neutral);
      assert.equal(claim.stage, 'Draft');
      assert.equal((await verifyChain(app.services.db, 'Claim', drawn.case)).intact, true);
      const record = await messageOf(callApi(guest(), 'appointment_draw', { draw: drawn.draw }, 'GET'));
      assert.equal(record.neutral, drawn.neutral);
      assert.equal(record.legal_basis, BASIS.legal_basis);
      assert.ok(record.committed_at < record.seed_taken_at, 'the list is committed before the seed is taken');
      assert.equal(record.eligible.includes(KIRAN), false);
      assert.equal(record.excluded['Seventh Schedule (s.12(5))'], 1);
      assert.equal(JSON.stringify(record).includes(LENDER.company_name as string), false, 'the public record names no party');
      assert.equal(checkDraw(record).ok, true);
      assert.equal(checkDraw({ ...record, allocation_seed: '00'.repeat(32) }).ok, false);
    }
    const voided = await messageOf(callApi(as.admin, 'case_draws', { case: reply.undrawn[0].case }, 'GET'));
    assert.equal(voided[0].status, 'Void');
    assert.ok(voided[0].exclusions.some((exclusion: { neutral: string; reasons: string[] }) => exclusion.neutral === KIRAN && /Seventh Schedule/.test(exclusion.reasons[0])));
    assert.equal((await callApi(as.claimant, 'case_draws', { case: reply.undrawn[0].case }, 'GET')).statusCode, 403);
  });

  it('serves /verify-draw/<id> to anyone, and its script recomputes the draw from what the page shows', async () => {
    const { rows } = await app.services.db.query<{ name: string; case_name: string }>(`SELECT "name", "case_name" FROM "tabAppointment Draw" WHERE "status" = 'Drawn' LIMIT 1`);
    const page = await guest().get(`/verify-draw/${rows[0].name}`, { headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, new RegExp(`Appointment draw for case ${rows[0].case_name}`));
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    const script = await guest().get('/verify-draw/draw.js');
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['content-type']), /javascript/);
    // Run the served script against the page's own record, as a browser would.
    const record = /<script type="application\/json" id="draw-record">(.*?)<\/script>/s.exec(page.body)![1];
    const elements = new Map<string, { textContent: string; className: string }>();
    const document = {
      getElementById: (id: string) => {
        if (id === 'draw-record') return { textContent: record };
        if (!elements.has(id)) elements.set(id, { textContent: '', className: '' });
        return elements.get(id);
      },
    };
    runInNewContext(script.body, { document, TextEncoder, BigInt });
    assert.equal(elements.get('verdict')?.className, 'ok', elements.get('verdict')?.textContent);
    const forged = record.replace(/"allocation_seed":"[0-9a-f]{64}"/, `"allocation_seed":"${'1'.repeat(64)}"`);
    elements.clear();
    runInNewContext(script.body, { TextEncoder, BigInt, document: { ...document, getElementById: (id: string) => (id === 'draw-record' ? { textContent: forged } : document.getElementById(id)) } });
    assert.equal(elements.get('verdict')?.className, 'bad');
    assert.equal((await guest().get('/verify-draw/nosuchdraw', { headers: { accept: 'text/html' } })).statusCode, 404);
  });

  it('assigns in several transactions at once, each case once, every audit chain intact', async () => {
    await as.admin.put(resourceUrl('Appointment Panel', (await as.admin.get(resourceUrl('Appointment Panel'))).json().data[0].name), { item_22_rule: 'Disclose' });
    const names: string[] = [];
    for (let i = 0; i < 9; i++) names.push(await newClaim());
    const admin = contextFor(app.services, (await loadSessionUser(app.services.db, 'admin@demo.in', 'system'))!);
    const reply = await allocateNeutrals(admin, { cases: names.map((name) => ({ doctype: 'Claim', name })), legalBasis: BASIS.legal_basis, legalReference: BASIS.legal_reference }, { chunkSize: 2 });
    assert.equal(reply.drawn.length, 9, JSON.stringify(reply.undrawn));
    assert.deepEqual(reply.drawn.map((drawn) => drawn.case).sort(), [...names].sort());
    for (const name of names) {
      assert.equal((await verifyChain(app.services.db, 'Claim', name)).intact, true);
      const { rows } = await app.services.db.query(`SELECT 1 FROM "tabAudit Trail" WHERE "case_name" = $1 AND "fieldname" = 'arbitrator'`, [name]);
      assert.equal(rows.length, 1);
    }
    const counts = new Map<string, number>();
    for (const drawn of reply.drawn) counts.set(drawn.neutral, (counts.get(drawn.neutral) ?? 0) + 1);
    assert.deepEqual([...counts.values()].sort(), [3, 3, 3], 'three eligible neutrals, three cases each');
  });

  it('skips cases that are not Drafts without a neutral, and finds no panel outside its states', async () => {
    const drawnAlready = (await app.services.db.query<{ case_name: string }>(`SELECT "case_name" FROM "tabAppointment Draw" WHERE "status" = 'Drawn' LIMIT 1`)).rows[0].case_name;
    const kerala = await newClaim('Kerala');
    const reply = await messageOf(callApi(as.admin, 'allocate_neutrals', { cases: [drawnAlready, kerala, 'ARB-99999'], ...BASIS }));
    assert.deepEqual(
      reply.skipped.map((skip: { case: string; reason: string }) => skip.case).sort(),
      ['ARB-99999', drawnAlready].sort(),
    );
    assert.equal(reply.undrawn[0].case, kerala);
    assert.match(reply.undrawn[0].reason, /No eligible neutral/);
    assert.equal((await callApi(guest(), 'appointment_draw', { draw: 'nosuchdraw' }, 'GET')).statusCode, 404);
  });
});
