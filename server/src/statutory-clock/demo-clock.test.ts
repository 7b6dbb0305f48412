import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { deadlineUrgency, todayInIndia } from 'shared-api/rules';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';

describe(`the demo's statutory clock (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  before(async () => {
    app = await createTestApp({ demoData: true, demoStages: true });
    cases = await demoCaseNames(app);
  });
  after(() => app.close());

  it("shows the arbitrator a past-due, a near and a running deadline", async () => {
    const arbitrator = new TestClient(app);
    await arbitrator.login('arbitrator@demo.in');
    const { counts, deadlines } = await messageOf(callApi(arbitrator, 'statutory_deadlines', {}, 'GET'));
    const toneOf = (name: string) => {
      const row = deadlines.find((each: { name: string }) => each.name === name);
      return row && deadlineUrgency(row.next_deadline_on, todayInIndia()).tone;
    };
    assert.equal(toneOf(cases.claimWithHearing), 'past');
    assert.equal(toneOf(cases.assignedClaim), 'near');
    assert.ok(counts.past_due >= 1 && counts.due_soon >= 1 && counts.running >= 1, JSON.stringify(counts));
  });
});
