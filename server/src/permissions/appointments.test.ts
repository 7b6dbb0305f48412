import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { demoCaseNames } from '../test/demo-cases';
import { createTestApp, resourceUrl, respondentClient, TEST_DB, TestClient } from '../test/helpers';
import { callApi } from '../test/methods';

/*
 * The appointment doctypes and methods, actor by actor: panels are the case manager's alone; a
 * neutral reads and writes only their own declared relationships; draws and pools are written by
 * allocate_neutrals only (nobody, the case manager included, writes them through the API) and read
 * by the case manager; anyone reads a draw's public record.
 */

const ACTORS = ['guest', 'claimant', 'lawyer', 'arbitrator', 'mediator', 'medarb', 'respondent', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

describe(`appointment permissions (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as = {} as Record<Actor, TestClient>;
  let panel: string;
  let relationship: string;
  let draw: string;

  before(async () => {
    app = await createTestApp({ demoData: true });
    const cases = await demoCaseNames(app);
    for (const actor of ACTORS) {
      if (actor === 'guest' || actor === 'respondent') continue;
      as[actor] = new TestClient(app);
      await as[actor].login(`${actor}@demo.in`);
    }
    as.guest = new TestClient(app);
    as.respondent = await respondentClient(app, { doctype: 'Claim', name: cases.draftClaim }, '9111100009');
    const system = contextFor(app.services, SYSTEM_USER);
    panel = String((await insertDoc(system, 'Appointment Panel', { panel_name: 'P', case_kind: 'Arbitration', members: [{ neutral: 'arbitrator@demo.in' }] }, { ignorePermissions: true })).name);
    relationship = String((await as.arbitrator.post(resourceUrl('Neutral Relationship'), { relationship: 'Advisor', related_to: 'Counsel', party: 'x@y.in', period: 'Present' })).json().data.name);
    const reply = await callApi(as.admin, 'allocate_neutrals', { case: cases.draftClaim, legal_basis: 'Court order under s.11', legal_reference: 'Arb. Pet. 12/2026' });
    assert.equal(reply.statusCode, 200, reply.body);
    draw = reply.json().message.undrawn[0]?.draw ?? reply.json().message.drawn[0]?.draw;
    assert.ok(draw);
  });
  after(() => app.close());

  const ok = (status: number) => status === 200;

  it('keeps panels to the case manager: list, read, create, change', async () => {
    for (const actor of ACTORS) {
      const admin = actor === 'admin';
      assert.equal(ok((await as[actor].get(resourceUrl('Appointment Panel'))).statusCode), admin, `${actor} lists panels`);
      assert.equal(ok((await as[actor].get(resourceUrl('Appointment Panel', panel))).statusCode), admin, `${actor} reads a panel`);
      assert.equal(ok((await as[actor].put(resourceUrl('Appointment Panel', panel), { max_open_cases: 3 })).statusCode), admin, `${actor} changes a panel`);
      assert.equal(ok((await as[actor].post(resourceUrl('Appointment Panel'), { panel_name: `By ${actor}`, case_kind: 'Mediation' })).statusCode), admin, `${actor} makes a panel`);
    }
  });

  it("keeps a neutral's declarations to the neutral; the case manager reads them and changes none", async () => {
    for (const actor of ACTORS) {
      const own = actor === 'arbitrator';
      assert.equal(ok((await as[actor].get(resourceUrl('Neutral Relationship', relationship))).statusCode), own || actor === 'admin', `${actor} reads it`);
      assert.equal(ok((await as[actor].put(resourceUrl('Neutral Relationship', relationship), { details: actor })).statusCode), own, `${actor} changes it`);
    }
    assert.equal((await as.admin.delete(resourceUrl('Neutral Relationship', relationship))).statusCode, 403, 'the case manager withdraws nobody’s declaration');
    const list = (await as.mediator.get(resourceUrl('Neutral Relationship'))).json().data;
    assert.deepEqual(list, [], 'another neutral lists none of them');
    assert.equal((await as.claimant.post(resourceUrl('Neutral Relationship'), { relationship: 'Advisor', related_to: 'Party', party: 'a', period: 'Past' })).statusCode, 403);
  });

  it('lets nobody write draws or pools through the API, and only the case manager read them', async () => {
    for (const actor of ACTORS) {
      const admin = actor === 'admin';
      assert.equal(ok((await as[actor].get(resourceUrl('Appointment Draw', draw))).statusCode), admin, `${actor} reads a draw`);
      assert.equal(ok((await as[actor].get(resourceUrl('Appointment Pool'))).statusCode), admin, `${actor} lists pools`);
      assert.equal(ok((await as[actor].put(resourceUrl('Appointment Draw', draw), { neutral: 'mediator@demo.in' })).statusCode), false, `${actor} changes a draw`);
      assert.equal(ok((await as[actor].post(resourceUrl('Appointment Draw'), { case_doctype: 'Claim', case_name: 'ARB-1', legal_basis: 'Court order under s.11', legal_reference: 'x' })).statusCode), false, `${actor} makes a draw`);
      assert.equal(ok((await as[actor].delete(resourceUrl('Appointment Draw', draw))).statusCode), false, `${actor} deletes a draw`);
    }
  });

  it('lets only the case manager allocate and see a case’s draws, and anyone read the public record', async () => {
    for (const actor of ACTORS) {
      const admin = actor === 'admin';
      assert.equal(ok((await callApi(as[actor], 'allocate_neutrals', { case: 'ARB-00001', legal_basis: 'Court order under s.11', legal_reference: 'x' })).statusCode), admin, `${actor} allocates`);
      assert.equal(ok((await callApi(as[actor], 'case_draws', { case: 'ARB-00001' }, 'GET')).statusCode), admin, `${actor} lists a case's draws`);
      assert.equal((await callApi(as[actor], 'appointment_draw', { draw }, 'GET')).statusCode, 200, `${actor} reads the public record`);
    }
  });
});
