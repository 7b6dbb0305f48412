import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, resourceUrl, TEST_DB, TEST_PDF, TestClient, uploadFile, signInDemo } from '../../test/helpers';
import { callApi, messageOf } from '../../test/methods';
import { auditRowHash } from './audit-chain';

interface Report {
  case_doctype: string;
  case: string;
  rows: number;
  unsealed: number;
  intact: boolean;
  first_broken: { seq: number | null; name: string; reason: string } | null;
}

describe(`tamper-evident audit trail (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};
  const verify = (name: string) => messageOf<Report>(callApi(as.admin, 'verify_audit_trail', { case: name }, 'GET'));
  const rowsOf = async (name: string) =>
    (await app.services.db.query(`SELECT * FROM "tabAudit Trail" WHERE "case_name" = $1 ORDER BY "seq"`, [name])).rows as Record<string, unknown>[];

  /** A claim with an insert, several updates, a child table and a file: a trail of a dozen rows. */
  async function busyClaim(reference: string): Promise<string> {
    const created = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: reference, venue: 'Pune', disputed_value: 50000 });
    assert.equal(created.statusCode, 200, created.body);
    const name = created.json().data.name as string;
    const update = await as.claimant.put(resourceUrl('Claim', name), {
      venue: 'Mumbai',
      disputed_value: 62500.5,
      respondent_table: [{ name1: 'Farhan', mobile: '9000030303', state: 'Maharashtra' }],
    });
    assert.equal(update.statusCode, 200, update.body);
    const file = await uploadFile(as.claimant, { doctype: 'Claim', docname: name, is_private: '1' }, { name: 'agreement.pdf', content: TEST_PDF });
    assert.equal(file.statusCode, 200, file.body);
    return name;
  }

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'admin', 'arbitrator']));
  });
  after(() => app.close());

  it('chains every row of a case to the one before it, also when changes to one case race', async () => {
    const name = await busyClaim('CHAIN-1');
    // Concurrent saves of one case must not both extend the same row.
    const saves = await Promise.all(['Nagpur', 'Nashik', 'Thane', 'Pune', 'Satara'].map((venue) => as.claimant.put(resourceUrl('Claim', name), { venue })));
    for (const save of saves) assert.equal(save.statusCode, 200, save.body);
    const rows = await rowsOf(name);
    assert.ok(rows.length >= 9, `${rows.length} rows`);
    assert.deepEqual(rows.map((row) => Number(row.seq)), rows.map((_, i) => i + 1));
    assert.equal(rows[0].prev_hash, '0'.repeat(64));
    for (let i = 1; i < rows.length; i++) assert.equal(rows[i].prev_hash, rows[i - 1].row_hash);
    for (const row of rows) assert.equal(row.row_hash, auditRowHash(row));
    assert.deepEqual(await verify(name), { case_doctype: 'Claim', case: name, rows: rows.length, unsealed: 0, intact: true, first_broken: null });
  });

  it('starts a new case\'s trail at the first link in one statement, and continues a trail left under a reused name', async () => {
    const created = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'CHAIN-NEW', venue: 'Pune' });
    assert.equal(created.statusCode, 200, created.body);
    const first = created.json().data.name as string;
    const [insert] = await rowsOf(first);
    assert.deepEqual([Number(insert.seq), insert.prev_hash, insert.action], [1, '0'.repeat(64), 'Insert']);

    // The case goes from the database but its trail stays, and the series hands out its name again.
    const { db } = app.services;
    await db.query(`DELETE FROM "tabClaim" WHERE "name" = $1`, [first]);
    const series = first.replace(/\d+$/, '');
    await db.query(`UPDATE "__series" SET "current" = "current" - 1 WHERE "name" = $1`, [series]);
    const again = await as.claimant.post(resourceUrl('Claim'), { arbitration_agreement_number: 'CHAIN-AGAIN', venue: 'Nashik' });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.name, first, 'the name was reused');
    const rows = await rowsOf(first);
    assert.equal(rows.length, 2);
    assert.deepEqual([Number(rows[1].seq), rows[1].prev_hash], [2, rows[0].row_hash], 'the new insert extends the old trail');
    assert.equal((await verify(first)).intact, true);
  });

  it('seals the trail of every demo case (dates, amounts, child tables, files) so that it verifies', async () => {
    const { rows } = await app.services.db.query<{ case_name: string }>(`SELECT DISTINCT "case_name" FROM "tabAudit Trail" ORDER BY "case_name"`);
    assert.ok(rows.length >= 5, `${rows.length} cases`);
    for (const { case_name: name } of rows) {
      const report = await verify(name);
      assert.equal(report.intact, true, `${name}: ${JSON.stringify(report.first_broken)}`);
      assert.equal(report.unsealed, 0);
    }
  });

  it('reports a row edited in the database as the first broken link', async () => {
    const name = await busyClaim('CHAIN-2');
    const rows = await rowsOf(name);
    const target = rows.find((row) => row.fieldname === 'venue')!;
    await app.services.db.query(`UPDATE "tabAudit Trail" SET "after" = '"Kolkata"'::jsonb WHERE "name" = $1`, [target.name]);
    const report = await verify(name);
    assert.equal(report.intact, false);
    assert.deepEqual(report.first_broken, { seq: Number(target.seq), name: target.name, reason: 'its content does not match its hash' });
    // Rewriting its hash too breaks the link from the next row instead.
    const edited = (await rowsOf(name)).find((row) => row.name === target.name)!;
    await app.services.db.query(`UPDATE "tabAudit Trail" SET "row_hash" = $2 WHERE "name" = $1`, [target.name, auditRowHash(edited)]);
    const next = rows.find((row) => Number(row.seq) === Number(target.seq) + 1)!;
    assert.deepEqual((await verify(name)).first_broken, { seq: Number(next.seq), name: next.name, reason: 'it does not link to the row before it' });
  });

  it('reports a removed row, a changed author and a changed time', async () => {
    const removed = await busyClaim('CHAIN-3');
    const rows = await rowsOf(removed);
    await app.services.db.query(`DELETE FROM "tabAudit Trail" WHERE "name" = $1`, [rows[2].name]);
    assert.deepEqual((await verify(removed)).first_broken, { seq: 4, name: rows[3].name, reason: 'row 3 of the chain is missing' });

    const reauthored = await busyClaim('CHAIN-4');
    const [insert] = await rowsOf(reauthored);
    await app.services.db.query(`UPDATE "tabAudit Trail" SET "owner" = 'arbitrator@demo.in' WHERE "name" = $1`, [insert.name]);
    assert.equal((await verify(reauthored)).first_broken?.seq, 1);

    const redated = await busyClaim('CHAIN-5');
    const last = (await rowsOf(redated)).at(-1)!;
    await app.services.db.query(`UPDATE "tabAudit Trail" SET "creation" = "creation" - interval '1 day' WHERE "name" = $1`, [last.name]);
    assert.equal((await verify(redated)).first_broken?.name, last.name);
  });

  it('is for the case manager only, and names a case that does not exist', async () => {
    const name = await busyClaim('CHAIN-6');
    const refused = await callApi(as.arbitrator, 'verify_audit_trail', { case: name }, 'GET');
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).message, 'Only the case manager can verify the audit trail of a case');
    assert.equal((await callApi(as.claimant, 'verify_audit_trail', { case: name }, 'GET')).statusCode, 403);
    const unknown = await callApi(as.admin, 'verify_audit_trail', { case: 'ARB-99999' }, 'GET');
    assert.equal(errorOf(unknown).message, 'Could not find Claim: ARB-99999');
    assert.equal(errorOf(await callApi(as.admin, 'verify_audit_trail', { case: 'nonsense' }, 'GET')).message, 'nonsense is not a case number (ARB-… or MED-…)');
  });
});
