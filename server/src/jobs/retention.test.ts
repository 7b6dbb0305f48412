import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { storageKey } from '../files/save-file';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { applyRetention } from './retention';

const LONG_AGO = '2020-01-01 10:00:00';

describe(`retention schedule and legal holds (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const exists = async (table: string, name: string) => (await app.services.db.query(`SELECT 1 FROM "${table}" WHERE "name" = $1`, [name])).rows.length === 1;
  const age = (table: string, name: string, column = 'modified') => app.services.db.query(`UPDATE "${table}" SET "${column}" = $2 WHERE "name" = $1`, [name, LONG_AGO]);
  const draft = async (reference: string) => {
    const created = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: reference, venue: 'Pune', disputed_value: 40000 });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.stage, 'Draft');
    return created.json().data.name as string;
  };
  const hold = (client: TestClient, name: string, value: 0 | 1, reason?: string) => callApi(client, 'set_legal_hold', { case: name, hold: value, reason });

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['admin', 'claimant', 'arbitrator']));
  });
  after(() => app.close());

  it('lets only the case manager place a legal hold, with a reason, in the case\'s audit trail', async () => {
    const name = await draft('HOLD-1');
    assert.equal((await hold(as.claimant, name, 1, 'mine')).statusCode, 403);
    assert.equal((await hold(as.arbitrator, name, 1, 'court order')).statusCode, 403);
    const noReason = await hold(as.admin, name, 1);
    assert.equal(noReason.statusCode, 417, noReason.body);
    assert.match(errorOf(noReason).message, /reason/);
    // The field itself is not the filer's to write.
    await as.claimant.put(resourceUrl('Claim', name), { legal_hold: 1, legal_hold_reason: 'mine' });
    const [unheld] = (await app.services.db.query<{ legal_hold: number | null }>(`SELECT "legal_hold" FROM "tabClaim" WHERE "name" = $1`, [name])).rows;
    assert.notEqual(Number(unheld.legal_hold), 1);
    assert.deepEqual(await messageOf(hold(as.admin, name, 1, 'Order of the District Court, Pune, in OS 12/2026')), {
      case: name,
      legal_hold: 1,
      legal_hold_reason: 'Order of the District Court, Pune, in OS 12/2026',
    });
    const { rows } = await app.services.db.query<{ data: string }>(`SELECT t::text AS "data" FROM "tabAudit Trail" t WHERE "case_name" = $1 ORDER BY "seq" DESC LIMIT 1`, [name]);
    assert.match(rows[0].data, /legal_hold/);
    const deleted = await as.claimant.request('DELETE', resourceUrl('Claim', name));
    assert.notEqual(deleted.statusCode, 200);
    assert.ok(await exists('tabClaim', name));
  });

  it('deletes what is past its period, keeps held cases, filed cases and what is still in time, and reports it', async () => {
    const held = await draft('RET-HELD');
    await messageOf(hold(as.admin, held, 1, 'Investigation by the lender'));
    const abandoned = await draft('RET-OLD');
    const recent = await draft('RET-NEW');
    const attachment = await uploadFile(as.claimant, { doctype: 'Claim', docname: abandoned, is_private: '1' }, { name: 'loan.pdf', content: TEST_PDF });
    assert.equal(attachment.statusCode, 200, attachment.body);
    const attachmentKey = storageKey(attachment.json().message.file_url);
    for (const name of [held, abandoned]) await age('tabClaim', name);
    // A filed case untouched for years is a case record: kept.
    const filed = (await app.services.db.query<{ name: string }>(`SELECT "name" FROM "tabClaim" WHERE "stage" <> 'Draft' ORDER BY "name" LIMIT 1`)).rows[0].name;
    await age('tabClaim', filed);

    const system = contextFor(app.services, SYSTEM_USER);
    const rejected = await insertDoc(system, 'User Registration', { user_type: 'Expert', first_name: 'Old', email_id: 'rejected.old@example.in' });
    const rejectedRecent = await insertDoc(system, 'User Registration', { user_type: 'Expert', first_name: 'New', email_id: 'rejected.new@example.in' });
    await app.services.db.query(`UPDATE "tabUser Registration" SET "status" = 'Rejected' WHERE "name" IN ($1, $2)`, [rejected.name, rejectedRecent.name]);
    await age('tabUser Registration', String(rejected.name));

    const loose = await uploadFile(as.claimant, { is_private: '1' }, { name: 'stray.pdf', content: TEST_PDF });
    assert.equal(loose.statusCode, 200, loose.body);
    const looseName = (await app.services.db.query<{ name: string }>(`SELECT "name" FROM "tabFile" WHERE "file_url" = $1`, [loose.json().message.file_url])).rows[0].name;
    await age('tabFile', looseName, 'creation');

    const longAgoMs = Date.parse('2020-01-01T00:00:00Z');
    await app.services.db.query(
      `INSERT INTO "__identity_codes" ("subject", "channel", "value", "updated") VALUES ('user:old', 'email', 'old@example.in', $1), ('user:new', 'email', 'new@example.in', $2)`,
      [longAgoMs, Date.now()],
    );

    const run = await applyRetention(app.services);
    assert.deepEqual(run.removed, { draft_cases: 1, rejected_sign_ups: 1, unused_uploads: 1, otp_logs: 1 });
    assert.equal(run.kept_on_hold, 1);
    assert.equal(await exists('tabClaim', abandoned), false);
    assert.equal(await app.services.storage.get(attachmentKey), null, 'the draft\'s attachment left the store');
    for (const name of [held, recent, filed]) assert.ok(await exists('tabClaim', name), name);
    assert.equal(await exists('tabUser Registration', String(rejected.name)), false);
    assert.ok(await exists('tabUser Registration', String(rejectedRecent.name)));
    assert.equal(await exists('tabFile', looseName), false);
    const codes = (await app.services.db.query<{ subject: string }>(`SELECT "subject" FROM "__identity_codes" WHERE "subject" LIKE 'user:%' ORDER BY 1`)).rows;
    assert.deepEqual(codes.map((row) => row.subject), ['user:new']);

    // Lifted (audited, with a reason), the hold no longer keeps the abandoned draft.
    await messageOf(hold(as.admin, held, 0, 'Investigation closed'));
    await age('tabClaim', held);
    const next = await applyRetention(app.services);
    assert.equal(next.removed.draft_cases, 1);
    assert.equal(await exists('tabClaim', held), false);

    const report = await messageOf<{ schedule: { kind: string; delete_after_days: number | null }[]; runs: { removed: Record<string, number> }[] }>(
      callApi(as.admin, 'get_data_retention', {}, 'GET'),
    );
    assert.equal(report.schedule.find((rule) => rule.kind === 'case_records')?.delete_after_days, null);
    assert.deepEqual(report.runs[1].removed, run.removed);
    assert.equal((await callApi(as.claimant, 'get_data_retention', {}, 'GET')).statusCode, 403);
  });
});
