import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { todayInIndia } from 'shared-api/rules';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';

type Row = Record<string, any>;

/*
 * A dispatch recorded on a case is what the case says went out: approving consent and disclosure
 * keeps the channel its deliveries were recorded with, and a first or second hearing notice
 * (which needs no approval) marks the case dispatched, with its channel, once a delivery goes out.
 */
describe(`dispatch approval and the case's dispatch flags (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};
  const today = todayInIndia();
  const claim = async (name: string) => (await as.admin.get(resourceUrl('Claim', name))).json().data as Row;

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['arbitrator', 'admin']));
  });
  after(() => app.close());

  it('approving consent and disclosure keeps the channel its deliveries were recorded with', async () => {
    const name = cases.claimWithHearing;
    const recorded = await as.arbitrator.post(resourceUrl('Consent And Disclosure Dispatch'), {
      claim: name,
      dispatch_details: [{ dispatched_to: 'Udaygiri Finance Ltd', channel: 'Courier', tracking_id: 'DTDC-D4471', dispatch_date: today }],
    });
    assert.equal(recorded.statusCode, 200, recorded.body);

    // The approval list offers the recorded channel, not a default.
    const listed = (await messageOf<Row[]>(callApi(as.arbitrator, 'list_consent_disclosure', {}, 'GET'))).find((row) => row.name === name);
    assert.deepEqual(listed?.recorded_channels, ['Courier']);

    // Another channel than the one recorded is refused, and nothing changes.
    const other = await callApi(as.arbitrator, 'update_bulk_dispatch_and_channel', { claims_data: [{ name, consent_and_disclosure_dispatch: 1, consent_and_disclosure_channel: 'Speed Post' }] });
    assert.equal(other.statusCode, 417, other.body);
    assert.match(errorOf(other).message, /recorded.*Courier/);
    assert.deepEqual([(await claim(name)).consent_and_disclosure_dispatch, (await claim(name)).consent_and_disclosure_channel ?? null], [0, null]);

    // Without a channel the approval takes the recorded one.
    await messageOf(callApi(as.arbitrator, 'update_bulk_dispatch_and_channel', { claims_data: [{ name, consent_and_disclosure_dispatch: 1 }] }));
    const approved = await claim(name);
    assert.deepEqual([approved.consent_and_disclosure_dispatch, approved.consent_and_disclosure_channel], [1, 'Courier']);
  });

  it('a first hearing notice sent marks the case dispatched with its channel; one not yet sent does not', async () => {
    const name = cases.assignedClaim;
    const waiting = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), { claim: name, dispatch_details: [{ dispatched_to: 'Karthik Sundaram', channel: 'Speed Post' }] });
    assert.equal(waiting.statusCode, 200, waiting.body);
    assert.equal((await claim(name)).fhn_and_mom_dispatch, 0, 'a delivery still pending has not gone out');

    const sent = await as.arbitrator.post(resourceUrl('FHN And MOM Dispatch'), {
      claim: name,
      dispatch_details: [{ dispatched_to: 'Karthik Sundaram', channel: 'Courier', tracking_id: 'BD-55102', dispatch_date: today }],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const after = await claim(name);
    assert.deepEqual([after.fhn_and_mom_dispatch, after.fhn_and_mom_dispatch_channel], [1, 'Courier']);

    const shn = await as.arbitrator.post(resourceUrl('SHN S17 Order And MOM Dispatch'), {
      claim: name,
      dispatch_details: [{ dispatched_to: 'Karthik Sundaram', channel: 'Speed Post', tracking_id: 'EK111222333IN', dispatch_date: today }],
    });
    assert.equal(shn.statusCode, 200, shn.body);
    const afterShn = await claim(name);
    assert.deepEqual([afterShn.shn_s17_order_and_mom_dispatch, afterShn.shn_s17_order_and_mom_dispatch_channel], [1, 'Speed Post']);
  });
});
