import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoCaseNames, type DemoCaseKey } from '../../test/demo-cases';
import { createTestApp, errorOf, resourceUrl, respondentClient, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../../test/helpers';

/*
 * SPEC §4 read-only rules, held by the server for everyone on the case (the screens only hide the
 * forms): a reply is closed before the reply window opens, a pleading also while the reply is
 * awaited, and nothing is filed once the case is Completed; hearings, settlements and registrations
 * are recorded only between acceptance and completion. The case manager may still correct.
 */
describe(`the case's stage opens and closes its papers (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  let claim: string;
  let respondent: TestClient;
  const as: Record<string, TestClient> = {};

  // The state machine has no way back to earlier stages, so the fixture sets the stage directly.
  const setStage = (stage: string) => app.services.db.query(`UPDATE "tabClaim" SET "stage" = $1 WHERE "name" = $2`, [stage, claim]);
  const count = async (doctype: string) => {
    const { rows } = await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${JSON.stringify(`tab${doctype}`)} WHERE "claim" = $1`, [claim]);
    return rows[0].n;
  };
  const file = (client: TestClient, doctype: string, title = 'Reply to the statement of claim') =>
    client.post(resourceUrl(doctype), { claim, ...(doctype === 'Arbitration Document' ? { document_type: 'Response', document_class: 'Pleading' } : { document_title: title }) });

  before(async () => {
    app = await createTestApp({ demoData: true });
    cases = await demoCaseNames(app);
    claim = cases.claimWithHearing;
    respondent = await respondentClient(app, { doctype: 'Claim', name: claim }, '9000010301');
    Object.assign(as, await signInDemo(app, ['claimant', 'arbitrator', 'admin']));
  });
  beforeEach(() => setStage('Awaiting Reply'));
  after(() => app.close());

  for (const stage of ['Draft', 'Assignment', 'Issuance of Notice', 'Consent And Disclosure Dispatch', 'Completed']) {
    it(`refuses a reply in ${stage}, from the respondent and from the neutral, and writes nothing`, async () => {
      await setStage(stage);
      const before = await count('Respondent Reply');
      for (const client of [respondent, as.arbitrator]) {
        const refused = await file(client, 'Respondent Reply');
        assert.equal(refused.statusCode, 417, refused.body);
        assert.equal(errorOf(refused).exc_type, 'ValidationError');
        assert.equal(errorOf(refused).message, `Respondent Reply cannot be added or changed while the case is in ${stage}`);
      }
      assert.equal(await count('Respondent Reply'), before);
    });
  }

  it('takes a reply while the case awaits it, and the pleading only from the next stage', async () => {
    const reply = await file(respondent, 'Respondent Reply');
    assert.equal(reply.statusCode, 200, reply.body);
    const early = await file(respondent, 'Additional Pleading', 'Rejoinder');
    assert.equal(early.statusCode, 417, early.body);
    assert.equal(errorOf(early).message, 'Additional Pleading cannot be added or changed while the case is in Awaiting Reply');
    await setStage('Additional Pleading');
    const pleading = await file(respondent, 'Additional Pleading', 'Rejoinder');
    assert.equal(pleading.statusCode, 200, pleading.body);
    const byNeutral = await file(as.arbitrator, 'Additional Pleading', 'Rejoinder received by post');
    assert.equal(byNeutral.statusCode, 200, byNeutral.body);
  });

  it('closes a filed reply when the stage closes it: no changes, no new files, no removed files', async () => {
    const reply = await file(respondent, 'Respondent Reply');
    assert.equal(reply.statusCode, 200, reply.body);
    const name = reply.json().data.name;
    const upload = await uploadFile(respondent, { doctype: 'Respondent Reply', docname: name }, { name: 'reply.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);
    const fileName = upload.json().message.name;

    await setStage('Completed');
    const change = await respondent.put(resourceUrl('Respondent Reply', name), { document_title: 'Changed after the award' });
    assert.equal(change.statusCode, 417, change.body);
    const late = await uploadFile(respondent, { doctype: 'Respondent Reply', docname: name }, { name: 'late.pdf', content: TEST_PDF });
    assert.equal(late.statusCode, 417, late.body);
    const removed = await as.arbitrator.delete(resourceUrl('File', fileName));
    assert.equal(removed.statusCode, 417, removed.body);
    const stored = await as.arbitrator.get(resourceUrl('Respondent Reply', name));
    assert.equal(stored.json().data.document_title, 'Reply to the statement of claim');
    assert.equal((await as.arbitrator.get(resourceUrl('File', fileName))).statusCode, 200, 'the file is still there');
    const correction = await uploadFile(as.admin, { doctype: 'Respondent Reply', docname: name }, { name: 'corrected.pdf', content: TEST_PDF });
    assert.equal(correction.statusCode, 200, `the case manager may still correct: ${correction.body}`);
    assert.equal((await as.admin.delete(resourceUrl('File', correction.json().message.name))).statusCode, 202);

    await setStage('Awaiting Reply');
    assert.equal((await as.arbitrator.delete(resourceUrl('File', fileName))).statusCode, 202, 'the neutral deletes while the reply is open');
  });

  it('files no document once the case is Completed, whoever asks, but lets the case manager correct', async () => {
    await setStage('Completed');
    const before = await count('Arbitration Document');
    for (const client of [as.claimant, as.arbitrator, respondent]) {
      const refused = await file(client, 'Arbitration Document');
      assert.equal(refused.statusCode, 417, refused.body);
      assert.equal(errorOf(refused).message, 'Arbitration Document cannot be added or changed while the case is in Completed');
    }
    assert.equal(await count('Arbitration Document'), before);
    const correction = await file(as.admin, 'Arbitration Document');
    assert.equal(correction.statusCode, 200, correction.body);
    const reply = await file(as.admin, 'Respondent Reply');
    assert.equal(reply.statusCode, 200, reply.body);
  });

  it('files documents at any stage before Completed', async () => {
    for (const stage of ['Draft', 'Issuance of Notice', 'Award Dispatched']) {
      await setStage(stage);
      const filed = await file(as.claimant, 'Arbitration Document');
      assert.equal(filed.statusCode, 200, `${stage}: ${filed.body}`);
    }
  });
  it('schedules no hearing on a Draft or Completed case, and records no settlement or registration there', async () => {
    for (const stage of ['Draft', 'Completed']) {
      await setStage(stage);
      const hearing = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Second Hearing', hearing_date: '2030-05-01' });
      assert.equal(hearing.statusCode, 417, hearing.body);
      assert.equal(errorOf(hearing).message, `Hearing cannot be added or changed while the case is in ${stage}`);
    }
    const dispute = cases.assignedDispute;
    const mediator = new TestClient(app);
    await mediator.login('mediator@demo.in');
    await app.services.db.query(`UPDATE "tabDispute" SET "stage" = 'Completed' WHERE "name" = $1`, [dispute]);
    try {
      for (const doctype of ['Settlement', 'Registration']) {
        const refused = await mediator.post(resourceUrl(doctype), { dispute, ...(doctype === 'Settlement' ? { settlement_type: 'Settlement Agreement' } : {}) });
        assert.equal(refused.statusCode, 417, `${doctype}: ${refused.body}`);
      }
    } finally {
      await app.services.db.query(`UPDATE "tabDispute" SET "stage" = 'Issuance of Notice' WHERE "name" = $1`, [dispute]);
    }
    await setStage('Awaiting Reply');
    const open = await as.arbitrator.post(resourceUrl('Hearing'), { claim, hearing_type: 'Second Hearing', hearing_date: '2030-05-01' });
    assert.equal(open.statusCode, 200, open.body);
  });
});
