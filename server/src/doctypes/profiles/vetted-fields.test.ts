import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';

describe(`vetted profiles stay vetted (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const profileOf = async (who: string) => (await as[who].get(resourceUrl('User Registration'))).json().data[0].name as string;
  const stored = async (who: string) => (await as[who].get(resourceUrl('User Registration', await profileOf(who)))).json().data;
  const lawyerEmails = async () =>
    (await messageOf<{ data: { email: string }[] }>(callApi(as.claimant, 'get_lawyers', { limit: 100 }, 'GET'))).data.map((row) => row.email);

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'mediator', 'expert', 'pending.arbitrator', 'admin']));
  });
  after(() => app.close());

  it('an approved expert, mediator or arbitrator cannot relabel their profile, and stays Approved', async () => {
    for (const [who, type] of [['expert', 'Lawyer'], ['mediator', 'Arbitrator'], ['lawyer', 'Arbitrator'], ['arbitrator', 'Med-Arb']] as const) {
      const response = await as[who].put(resourceUrl('User Registration', await profileOf(who)), { user_type: type });
      assert.equal(response.statusCode, 403, `${who}: ${response.body}`);
      assert.equal(errorOf(response).message, 'The user type of a profile that is Approved can be changed only by the case manager');
      const profile = await stored(who);
      assert.notEqual(profile.user_type, type);
      assert.equal(profile.status, 'Approved');
    }
    assert.ok(!(await lawyerEmails()).includes('expert@demo.in'));
  });

  it('nor change the e-mail of an approved profile', async () => {
    const response = await as.arbitrator.put(resourceUrl('User Registration', await profileOf('arbitrator')), { email_id: 'someone.else@demo.in' });
    assert.equal(errorOf(response).message, 'The e-mail of a profile that is Approved can be changed only by the case manager');
    assert.equal((await stored('arbitrator')).email_id, 'arbitrator@demo.in');
  });

  it('a changed PAN, Aadhaar or enrolment number sends an Approved profile back for approval; the masked Aadhaar sent back does not', async () => {
    const name = await profileOf('mediator');
    const unchanged = await as.mediator.put(resourceUrl('User Registration', name), { aadhar_number: `XXXX-XXXX-${String((await stored('mediator')).aadhar_number).slice(-4)}`, city: 'Pune' });
    assert.equal(unchanged.statusCode, 200, unchanged.body);
    assert.equal(unchanged.json().data.status, 'Approved');
    const repanned = await as.mediator.put(resourceUrl('User Registration', name), { pan: 'ZZZPZ9999Z' });
    assert.equal(repanned.statusCode, 200, repanned.body);
    assert.equal(repanned.json().data.status, 'Pending For Approval');
    const again = await as.mediator.put(resourceUrl('User Registration', name), { enrollment_number: 'MAH/9999/2020' });
    assert.equal(again.json().data.status, 'Pending For Approval');
    // While it waits, the user type stays refused too.
    assert.equal(errorOf(await as.mediator.put(resourceUrl('User Registration', name), { user_type: 'Arbitrator' })).message,
      'The user type of a profile that is Pending For Approval can be changed only by the case manager');
  });

  it('a Draft profile is not vetted yet: its owner may still change the type', async () => {
    const name = await profileOf('pending.arbitrator');
    const response = await as['pending.arbitrator'].put(resourceUrl('User Registration', name), { user_type: 'Mediator' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.user_type, 'Mediator');
  });

  it('the case manager may change the type; the lawyer list still asks for the Lawyer role as well', async () => {
    const name = (await as.admin.get(resourceUrl('User Registration', undefined, { filters: JSON.stringify([['email_id', '=', 'expert@demo.in']]) }))).json().data[0].name;
    const response = await as.admin.put(resourceUrl('User Registration', name), { user_type: 'Lawyer' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, 'Approved');
    const emails = await lawyerEmails();
    assert.ok(emails.includes('lawyer@demo.in'));
    assert.ok(!emails.includes('expert@demo.in'), 'an Approved Lawyer profile without the Lawyer role is not offered');
  });
});
