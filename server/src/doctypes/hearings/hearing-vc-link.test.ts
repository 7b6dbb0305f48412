import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TestClient, signInDemo } from '../../test/helpers';

/*
 * SPEC §6: only an Arbitrator edits the video link, and only of the second to fourth hearing. The
 * hearing form hides the field; the server refuses the change from anyone else (a direct PUT).
 */
describe(`who may change a hearing's video link (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let firstHearing: string;
  const as: Record<string, TestClient> = {};
  const CASE_LINK = 'https://meet.example.in/arbitrator-vikram-rao';
  const ELSEWHERE = 'https://meet.example.in/somewhere-else';
  const hearingOf = async (name: string) => (await as.admin.get(resourceUrl('Hearing', name))).json().data;

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['arbitrator', 'mediator', 'medarb', 'admin']));
    const list = await as.admin.get(resourceUrl('Hearing', undefined, { filters: { claim: cases.claimWithHearing } }));
    [{ name: firstHearing }] = list.json().data;
  });
  after(() => app.close());

  it("keeps the first hearing's link, even against the arbitrator, and changes nothing", async () => {
    const refused = await as.arbitrator.put(resourceUrl('Hearing', firstHearing), { vc_link: ELSEWHERE, hearing_date: '2030-02-02' });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(errorOf(refused).message, 'Only the Arbitrator may change the video conference link, and only of the second to fourth hearing');
    const stored = await hearingOf(firstHearing);
    assert.equal(stored.vc_link, CASE_LINK);
    assert.notEqual(stored.hearing_date, '2030-02-02', 'nothing of the refused save was written');
    const same = await as.arbitrator.put(resourceUrl('Hearing', firstHearing), { vc_link: CASE_LINK, transcript: '<p>Adjourned.</p>' });
    assert.equal(same.statusCode, 200, same.body);
  });

  it('lets the arbitrator give the second to fourth hearing a link of its own, and change it', async () => {
    const second = await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.claimWithHearing, hearing_type: 'Second Hearing', hearing_date: '2030-03-01', vc_link: ELSEWHERE });
    assert.equal(second.statusCode, 200, second.body);
    const changed = await as.arbitrator.put(resourceUrl('Hearing', second.json().data.name), { vc_link: 'https://meet.example.in/second-again' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await hearingOf(second.json().data.name)).vc_link, 'https://meet.example.in/second-again');
  });

  it("gives other new hearings the case's link, refusing another one", async () => {
    const interim = await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.claimWithHearing, hearing_type: 'Interim Hearing', hearing_date: '2030-03-05', vc_link: ELSEWHERE });
    assert.equal(interim.statusCode, 403, interim.body);
    const withCaseLink = await as.arbitrator.post(resourceUrl('Hearing'), { claim: cases.claimWithHearing, hearing_type: 'Interim Hearing', hearing_date: '2030-03-05', vc_link: CASE_LINK });
    assert.equal(withCaseLink.statusCode, 200, withCaseLink.body);
  });

  it('lets a hearing move offline (its link cleared) and a hearing without any link be given one', async () => {
    const offline = await as.arbitrator.put(resourceUrl('Hearing', firstHearing), { mode_of_hearing: 'Offline', vc_link: '', hearing_location: 'Pune' });
    assert.equal(offline.statusCode, 200, offline.body);
    const relinked = await as.arbitrator.put(resourceUrl('Hearing', firstHearing), { mode_of_hearing: 'Online', vc_link: CASE_LINK });
    assert.equal(relinked.statusCode, 200, relinked.body);

    // The Med-Arb neutral's claim has no link yet: its hearing may be given one, but not changed after.
    const hearing = await as.medarb.post(resourceUrl('Hearing'), { claim: cases.medArbClaim, hearing_type: 'Second Hearing', hearing_date: '2030-03-10', vc_link: 'https://meet.example.in/medarb' });
    assert.equal(hearing.statusCode, 200, hearing.body);
    const moved = await as.medarb.put(resourceUrl('Hearing', hearing.json().data.name), { vc_link: ELSEWHERE });
    assert.equal(moved.statusCode, 403, 'Med-Arb is not the Arbitrator of SPEC §6');
  });

  it("keeps a mediation hearing's link from the mediator; the case manager may correct it", async () => {
    await as.admin.put(resourceUrl('Dispute', cases.assignedDispute), { vc_link: 'https://meet.example.in/mediation' });
    const refused = await as.mediator.post(resourceUrl('Hearing'), { dispute: cases.assignedDispute, hearing_type: 'Second Hearing', hearing_date: '2030-04-01', vc_link: ELSEWHERE });
    assert.equal(refused.statusCode, 403, refused.body);
    const held = await as.mediator.post(resourceUrl('Hearing'), { dispute: cases.assignedDispute, hearing_type: 'Second Hearing', hearing_date: '2030-04-01', vc_link: 'https://meet.example.in/mediation' });
    assert.equal(held.statusCode, 200, held.body);
    const corrected = await as.admin.put(resourceUrl('Hearing', held.json().data.name), { vc_link: ELSEWHERE });
    assert.equal(corrected.statusCode, 200, corrected.body);
  });
});
