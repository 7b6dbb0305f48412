import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { checkStagePrerequisite, CLAIM_MOVES, CLAIM_STAGES, DISPUTE_MOVES, DISPUTE_STAGES, type CaseRecordSummary, type StageMover } from 'shared-api/rules';
import { contextFor } from '../../core/context';
import { insertDoc } from '../../core/documents';
import { SYSTEM_USER } from '../../core/session-user';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TestClient, signInDemo } from '../../test/helpers';

/*
 * Every ordered pair of stages of SPEC §4, for claims and disputes, tried through the API by each
 * kind of mover: legal moves save (200), every other one is refused (417 for movers, 403 for the
 * filing side and respondents beyond their one move) and leaves the stage as it was. The table
 * of legal moves is shared-api's CLAIM_MOVES / DISPUTE_MOVES, which its own tests check against
 * the spec row by row; here the server is held to exactly that table. Each case carries the
 * records the stages stand for (consent and disclosure, a hearing of each type, an award dispatched
 * to its one party, a settlement, a registration), so the prerequisites hold except where they contradict each other:
 * with a settlement on record, Non Settlement Agreement is refused too (417), as the shared
 * prerequisite table says. stage-prerequisites.test.ts tries each move without its record.
 */

type Kind = 'Claim' | 'Dispute';
const STAGES = { Claim: CLAIM_STAGES, Dispute: DISPUTE_STAGES } as const;
const MOVES = { Claim: CLAIM_MOVES, Dispute: DISPUTE_MOVES } as const;

/** The records every test case carries (see caseAt). */
const HEARINGS = ['First Hearing', 'Second Hearing', 'Third Hearing', 'Fourth Hearing', 'Fifth Hearing', 'Sixth Hearing', 'Final Hearing'];
const RECORDS: CaseRecordSummary = {
  consentAndDisclosure: true,
  award: true,
  finalAward: false,
  hearings: HEARINGS,
  settlement: 'settlement',
  registration: true,
  partiesAwaitingAwardDispatch: [],
  partyCount: 1,
};

const legal = (kind: Kind, from: string, to: string, mover: StageMover) =>
  (MOVES[kind] as readonly { from: readonly string[]; to: readonly string[]; by: readonly StageMover[] }[]).some(
    (move) => move.from.includes(from) && move.to.includes(to) && move.by.includes(mover),
  ) && checkStagePrerequisite(kind === 'Claim' ? 'claim' : 'dispute', to, RECORDS).ok;

describe(`every stage transition of SPEC §4, legal and illegal (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  let serial = 0;

  /** A case of this kind at this stage, assigned to the given neutral. */
  async function caseAt(kind: Kind, stage: string, neutral: string): Promise<string> {
    serial += 1;
    const values =
      kind === 'Claim'
        ? { arbitrator: neutral, arbitration_agreement_number: `ST-C-${serial}` }
        : { mediator_email_id: neutral, mediation_agreement_number: `ST-D-${serial}` };
    const saved = await insertDoc(
      contextFor(app.services, SYSTEM_USER),
      kind,
      {
        ...values,
        stage,
        user_email_id: 'claimant@demo.in',
        consent: '<p>I consent.</p>',
        disclosure: '<p>Nothing to disclose.</p>',
        respondent_table: [{ respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Stage', mobile: '9222200001' }],
      },
      { ignorePermissions: true },
    );
    // The records, written directly: saving them through the API would move the case itself.
    const name = saved.name as string;
    const link = kind === 'Claim' ? '"claim"' : '"dispute"';
    const now = '2026-01-01 10:00:00';
    await app.services.db.query(`INSERT INTO "tabAward" ("name", ${link}, "creation") VALUES ($1, $2, $3)`, [`AWD-${name}`, name, now]);
    await app.services.db.query(`INSERT INTO "tabSettlement" ("name", ${link}, "settlement_type", "creation") VALUES ($1, $2, 'Settlement', $3)`, [`SET-${name}`, name, now]);
    await app.services.db.query(`INSERT INTO "tabDocument Dispatch Tracker" ("name", ${link}, "dispatched_to", "creation") VALUES ($1, $2, 'Stage', $3)`, [`DDT-${name}`, name, now]);
    for (const [i, hearing] of HEARINGS.entries()) {
      await app.services.db.query(`INSERT INTO "tabHearing" ("name", ${link}, "hearing_type", "status", "creation") VALUES ($1, $2, $3, 'Completed', $4)`, [`HRG-${name}-${i}`, name, hearing, now]);
    }
    if (kind === 'Dispute') await app.services.db.query(`INSERT INTO "tabRegistration" ("name", "dispute", "creation") VALUES ($1, $2, $3)`, [`REG-${name}`, name, now]);
    return name;
  }

  const stageOf = async (kind: Kind, name: string) =>
    (await app.services.db.query<{ stage: string }>(`SELECT "stage" FROM "tab${kind}" WHERE "name" = $1`, [name])).rows[0].stage;
  const resetStage = (kind: Kind, name: string, stage: string) =>
    app.services.db.query(`UPDATE "tab${kind}" SET "stage" = $1 WHERE "name" = $2`, [stage, name]);

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['arbitrator', 'mediator', 'medarb', 'admin', 'claimant']));
  });
  after(() => app.close());

  const MOVERS: { kind: Kind; who: string; mover: StageMover }[] = [
    { kind: 'Claim', who: 'arbitrator', mover: 'Arbitrator' },
    { kind: 'Claim', who: 'medarb', mover: 'Med-Arb' },
    { kind: 'Claim', who: 'admin', mover: 'System Manager' },
    { kind: 'Dispute', who: 'mediator', mover: 'Mediator' },
    { kind: 'Dispute', who: 'medarb', mover: 'Med-Arb' },
    { kind: 'Dispute', who: 'admin', mover: 'System Manager' },
  ];

  for (const { kind, who, mover } of MOVERS) {
    it(`${kind} moved by ${mover}: exactly the moves of the table, every other pair refused with 417`, async () => {
      const neutral = who === 'admin' ? (kind === 'Claim' ? 'arbitrator@demo.in' : 'mediator@demo.in') : `${who}@demo.in`;
      let allowed = 0;
      for (const from of STAGES[kind]) {
        const name = await caseAt(kind, from, neutral);
        for (const to of STAGES[kind]) {
          if (to === from) continue;
          const moved = await as[who].put(resourceUrl(kind, name), { stage: to });
          if (legal(kind, from, to, mover)) {
            allowed += 1;
            assert.equal(moved.statusCode, 200, `${kind} ${from} → ${to} by ${mover}: ${moved.body}`);
            assert.equal(await stageOf(kind, name), to);
            await resetStage(kind, name, from);
          } else {
            assert.equal(moved.statusCode, 417, `${kind} ${from} → ${to} by ${mover} must be refused: ${moved.body}`);
            assert.equal(errorOf(moved).exc_type, 'ValidationError');
            assert.equal(await stageOf(kind, name), from, 'the refused move changed nothing');
          }
        }
      }
      assert.ok(allowed > 10, 'the table allows moves for this mover');
    });
  }

  for (const kind of ['Claim', 'Dispute'] as const) {
    it(`${kind}: a respondent moves only Issuance of Notice → Consent And Disclosure Dispatch; the filing side moves nothing (403)`, async () => {
      for (const from of STAGES[kind].filter((stage) => stage !== 'Draft')) {
        const name = await caseAt(kind, from, kind === 'Claim' ? 'arbitrator@demo.in' : 'mediator@demo.in');
        const respondent = await respondentClient(app, { doctype: kind, name }, '9222200001');
        for (const to of STAGES[kind]) {
          if (to === from) continue;
          const moved = await respondent.put(resourceUrl(kind, name), { stage: to });
          if (legal(kind, from, to, 'Respondent')) {
            assert.equal(moved.statusCode, 200, `${from} → ${to}: ${moved.body}`);
            await resetStage(kind, name, from);
          } else {
            assert.ok([403, 417].includes(moved.statusCode), `respondent ${kind} ${from} → ${to}: ${moved.statusCode}`);
            assert.equal(await stageOf(kind, name), from);
          }
          const filing = await as.claimant.put(resourceUrl(kind, name), { stage: to });
          assert.equal(filing.statusCode, 403, `claimant ${kind} ${from} → ${to}: ${filing.statusCode}`);
          assert.equal(await stageOf(kind, name), from);
        }
      }
    });
  }
});
