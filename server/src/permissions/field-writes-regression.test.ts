import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../test/helpers';

/*
 * The finding that started the field rules (field-rules.test.ts walks them all): the arbitrator
 * assigned to a claim could PUT the claim's user_email_id and so hand the case to another
 * account, the real claimant then getting 404; the lawyer fields could be pointed anywhere too.
 */
describe(`a neutral cannot move a case to another account (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'expert']));
  });
  after(() => app.close());

  const stored = async (name: string) =>
    (await app.services.db.query(`SELECT "user_email_id", "lawyer_email", "lawyer_email_id", "modified" FROM "tabClaim" WHERE "name" = $1`, [name])).rows[0];

  it('refuses the assigned arbitrator a PUT of user_email_id, and the claimant still sees the case', async () => {
    const name = cases.claimWithHearing;
    const before = await stored(name);
    const moved = await as.arbitrator.put(resourceUrl('Claim', name), { user_email_id: 'expert@demo.in' });
    assert.equal(moved.statusCode, 403, moved.body);
    assert.equal(errorOf(moved).exc_type, 'PermissionError');
    assert.equal(errorOf(moved).message, `Not permitted to change User Email Id of Claim ${name}`);
    assert.deepEqual(await stored(name), before, 'nothing of the request is stored');
    assert.equal((await as.claimant.get(resourceUrl('Claim', name))).statusCode, 200, 'the claimant still reaches the case');
    assert.equal((await as.expert.get(resourceUrl('Claim', name))).statusCode, 403, 'the other account does not');
  });

  it('refuses the assigned arbitrator a PUT of the lawyer fields', async () => {
    const name = cases.claimWithHearing;
    const before = await stored(name);
    for (const field of ['lawyer_email', 'lawyer_email_id']) {
      const moved = await as.arbitrator.put(resourceUrl('Claim', name), { [field]: 'expert@demo.in', stage: 'Awaiting Reply' });
      assert.equal(moved.statusCode, 403, `${field}: ${moved.body}`);
      assert.match(errorOf(moved).message, /^Not permitted to change Lawyer Email( Id)? of Claim /);
    }
    assert.deepEqual(await stored(name), before);
    assert.equal((await as.lawyer.get(resourceUrl('Claim', name))).statusCode, 200, 'the lawyer on the case still reaches it');
  });
});
