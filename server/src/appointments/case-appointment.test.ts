import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, respondentClient, signInDemo, TEST_DB, TestClient } from '../test/helpers';
import { callApi } from '../test/methods';

/*
 * case_appointment: the parties of a drawn case (its claimant side, its respondent, its neutral) and
 * the case manager read how its neutral was appointed; anyone who does not reach the case learns
 * nothing of the draw. The demo's three drawn claims (loadDemoAppointments) are the subjects.
 */
describe(`case_appointment (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let as: Record<string, TestClient>;
  let drawn: { case_name: string; name: string; neutral: string };
  let other: { case_name: string };

  before(async () => {
    app = await createTestApp({ demoData: true, demoAwards: true });
    as = await signInDemo(app, ['claimant', 'lawyer', 'mediator', 'arbitrator', 'admin']);
    as.guest = new TestClient(app);
    const { rows } = await app.services.db.query<{ case_name: string; name: string; neutral: string }>(
      `SELECT "case_name", "name", "neutral" FROM "tabAppointment Draw" WHERE "status" = 'Drawn' ORDER BY "case_name"`,
    );
    assert.ok(rows.length >= 2, `the demo's drawn claims: ${rows.length}`);
    [drawn, other] = rows;
    as.respondent = await respondentClient(app, { doctype: 'Claim', name: drawn.case_name }, '9111100019');
    as.otherRespondent = await respondentClient(app, { doctype: 'Claim', name: other.case_name }, '9111100029');
  });
  after(() => app.close());

  it('gives the draw to whoever reaches the case, with what recomputes it', async () => {
    // The demo lender who filed it, its respondent and the case manager.
    for (const actor of ['claimant', 'respondent', 'admin']) {
      const reply = await callApi(as[actor], 'case_appointment', { case: drawn.case_name }, 'GET');
      assert.equal(reply.statusCode, 200, `${actor}: ${reply.body}`);
      const record = reply.json().message;
      assert.equal(record.name, drawn.name);
      assert.equal(record.neutral, drawn.neutral);
      assert.equal(record.status, 'Drawn');
      assert.ok(record.allocation_seed && record.list_hash, `${actor} gets what recomputes it`);
    }
  });

  it('tells nobody else of it: another case’s respondent, a mediator, a guest', async () => {
    for (const actor of ['otherRespondent', 'mediator', 'guest']) {
      const reply = await callApi(as[actor], 'case_appointment', { case: drawn.case_name }, 'GET');
      assert.notEqual(reply.statusCode, 200, `${actor} is refused`);
      assert.doesNotMatch(reply.body, new RegExp(drawn.name), `${actor} learns nothing of the draw`);
    }
  });

  it('answers null for a case whose neutral was not drawn', async () => {
    const { rows } = await app.services.db.query<{ name: string }>(
      `SELECT "name" FROM "tabClaim" WHERE "user_email_id" = 'claimant@demo.in' AND "name" NOT IN (SELECT "case_name" FROM "tabAppointment Draw") ORDER BY "name" LIMIT 1`,
    );
    const reply = await callApi(as.claimant, 'case_appointment', { case: rows[0].name }, 'GET');
    assert.equal(reply.statusCode, 200, reply.body);
    // Frappe leaves `message` out of a reply whose value is null.
    assert.equal(reply.json().message ?? null, null);
  });
});
