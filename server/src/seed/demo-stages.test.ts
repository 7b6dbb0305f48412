import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { canRequestExtension, caseKindOf, checkStagePrerequisite, closesHearings, extensionStatus, todayInIndia } from 'shared-api/rules';
import { loadDoc } from '../core/documents';
import { caseRecordSummary } from '../doctypes/cases/case-records';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { DEMO_STAGE_CASES, loadStageDemoCases } from './demo-stages';

describe(`demo cases at every stage (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const stageOf = async (agreement: string) => {
    const { rows } = await app.services.db.query<{ name: string; stage: string }>(
      `SELECT "name", "stage" FROM "tabClaim" WHERE "arbitration_agreement_number" = $1
       UNION ALL SELECT "name", "stage" FROM "tabDispute" WHERE "mediation_agreement_number" = $1`,
      [agreement],
    );
    assert.equal(rows.length, 1, agreement);
    return rows[0];
  };

  before(async () => {
    // The whole demo `npm start` seeds, award cases included.
    app = await createTestApp({ demoData: true, demoStages: true, demoAwards: true });
  });
  after(() => app.close());

  it('holds claims and disputes at every stage the demo shows', async () => {
    const stages: Record<string, string> = {};
    for (const [key, agreement] of Object.entries(DEMO_STAGE_CASES)) stages[key] = (await stageOf(agreement)).stage;
    assert.deepEqual(stages, {
      pleadingClaim: 'Additional Pleading',
      hearingClaim: 'Second Hearing',
      awardClaim: 'Award',
      dispatchedClaim: 'Award Dispatched',
      completedClaim: 'Completed',
      hearingDispute: 'Hearing',
      settledDispute: 'Settlement Agreement',
      registeredDispute: 'Registration',
      completedDispute: 'Completed',
    });
    const { rows } = await app.services.db.query<{ stage: string }>(`SELECT DISTINCT "stage" FROM "tabClaim"`);
    for (const stage of ['Issuance of Notice', 'Awaiting Reply']) assert.ok(rows.some((row) => row.stage === stage), `a claim at ${stage}`);
  });

  it('keeps every demo case consistent with its records, by the rules the server enforces', async () => {
    const registry = app.services.registry;
    for (const doctype of ['Claim', 'Dispute'] as const) {
      const { rows } = await app.services.db.query<{ name: string }>(`SELECT "name" FROM "tab${doctype}"`);
      for (const { name } of rows) {
        const doc = await loadDoc(app.services.db, registry, registry.require(doctype), name);
        assert.ok(doc);
        const kind = caseKindOf(name)!;
        const records = await caseRecordSummary(app.services.db, kind, doc);
        assert.deepEqual(checkStagePrerequisite(kind, String(doc.stage), records), { ok: true }, `${name} at ${String(doc.stage)}`);
        const settledStage = ['Settlement Agreement', 'Registration'].includes(String(doc.stage)) || (doc.stage === 'Completed' && kind === 'dispute');
        if (settledStage) assert.deepEqual([doc.is_settled, doc.is_nonsettled], [1, 0], `${name} flags`);
        const open = await app.services.db.query(
          `SELECT 1 FROM "tabHearing" WHERE "${kind}" = $1 AND "status" NOT IN ('Completed', 'Cancelled')`,
          [name],
        );
        if (closesHearings(kind, String(doc.stage))) assert.equal(open.rows.length, 0, `${name}: no live hearing on a closed case`);
      }
    }
    const award = await app.services.db.query(`SELECT "award_dispatched" FROM "tabClaim" WHERE "stage" IN ('Award Dispatched', 'Completed')`);
    assert.ok(award.rows.length >= 2 && award.rows.every((row) => row.award_dispatched === 1));

    const admin = new TestClient(app);
    await admin.login('admin@demo.in');
    assert.deepEqual(await messageOf(callApi(admin, 'check_case_consistency', {}, 'GET')), { cases: [] });
  });

  it('lets the demo show the extension of time: a running dispute due within 20 days, nothing asked yet', async () => {
    const { rows } = await app.services.db.query<{ name: string; stage: string; due_date: string | null; extension_status: string | null }>(
      `SELECT "name", "stage", "due_date"::text AS "due_date", "extension_status" FROM "tabDispute" WHERE "mediation_agreement_number" = $1`,
      [DEMO_STAGE_CASES.hearingDispute],
    );
    const [dispute] = rows;
    assert.equal(dispute.stage, 'Hearing');
    assert.ok(canRequestExtension(dispute.due_date, todayInIndia()), `due ${dispute.due_date}: the Request Extension button shows`);
    assert.equal(extensionStatus(dispute), 'New');
    // And a party may really ask: the claimant's request is accepted by the server.
    const claimant = new TestClient(app);
    await claimant.login('claimant@demo.in');
    const asked = await messageOf<Record<string, unknown>>(callApi(claimant, 'update_mediation', { case: dispute.name, action: 'request' }));
    assert.equal(asked.extension_status, 'Extension Request Sent');
  });

  it('seeds the stage cases once', async () => {
    const before = await app.services.db.query(`SELECT count(*) AS n FROM "tabHearing"`);
    await loadStageDemoCases(app.services);
    const after = await app.services.db.query(`SELECT count(*) AS n FROM "tabHearing"`);
    assert.equal(Number(after.rows[0].n), Number(before.rows[0].n));
  });
});
