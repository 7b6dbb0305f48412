import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BULK_MESSAGES } from 'shared-api/bulk';
import { verifyChain } from '../core/documents/audit-chain';
import { createTestApp, createUser, resourceUrl, TEST_DB, TestClient, uploadFile, signInDemo } from '../test/helpers';
import { runDataImport } from './run-import';
import { bulkCsv, sampleBulkRow } from './sample-rows';
import { importsToRun, runImport } from './worker';

/** Lot → naming series → upload → Data Import, as the bulk screen calls them (SPEC §7 "Bulk"). */
async function startImport(client: TestClient, csv: string, options: { lot?: string; doctype?: string } = {}) {
  let lot = options.lot;
  if (!lot) {
    const created = await client.post(resourceUrl('Lot'), { type: 'Bulk', amount: 1000 });
    assert.equal(created.statusCode, 200, created.body);
    lot = created.json().data.name as string;
    assert.equal((await client.put(resourceUrl('Lot', lot), { naming_series: 'ARB-.#####' })).statusCode, 200);
  }
  const uploaded = await uploadFile(client, { is_private: '1', doctype: 'Lot', docname: lot }, { name: 'cases.csv', content: Buffer.from(csv) });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const imported = await client.post(resourceUrl('Data Import'), {
    lot,
    import_file: uploaded.json().message.file_url,
    reference_doctype: options.doctype ?? 'Claim',
    import_type: 'Insert New Records',
  });
  assert.equal(imported.statusCode, 200, imported.body);
  return { lot, name: imported.json().data.name as string };
}

describe(`bulk import job (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    Object.assign(as, await signInDemo(app, ['claimant', 'lawyer', 'arbitrator', 'admin']));
    as.otherLender = await createUser(app, 'ops@otherbank.example.in', ['Claimant']);
  });
  after(() => app.close());

  const count = async (sql: string, params: unknown[]) => Number((await app.services.db.query<{ n: string }>(sql, params)).rows[0].n);

  it('files 990 of 1,000 rows with their parties and logs the 10 bad rows; a repeat files nothing new', async () => {
    const bad = new Set([3, 50, 99, 200, 333, 400, 512, 640, 777, 999]);
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const row = sampleBulkRow(i + 1, 'claimant@demo.in');
      if (bad.has(i + 1)) return i % 2 === 0 ? { ...row, borrower_mobile: '12345' } : { ...row, user_email_id: 'someone@else.in' };
      return row;
    });
    const csv = bulkCsv(rows);
    const { lot, name } = await startImport(as.claimant, csv);
    const outcome = await runDataImport(app.services, name, { batchSize: 300 });
    assert.deepEqual(outcome, { status: 'Partial Success', total: 1000, imported: 990, skipped: 0, failed: 10 });

    const job = (await as.claimant.get(resourceUrl('Data Import', name))).json().data;
    assert.deepEqual([job.status, job.total_rows, job.processed_rows, job.imported_rows, job.failed_rows], ['Partial Success', 1000, 1000, 990, 10]);
    const logs = await as.claimant.get(resourceUrl('Data Import Log', undefined, { filters: [['data_import', '=', name]], fields: ['row_number', 'column_name', 'message'], order_by: 'row_number asc', limit_page_length: 50 }));
    assert.deepEqual(logs.json().data.map((log: { row_number: number }) => log.row_number), [...bad].sort((a, b) => a - b));
    assert.ok(logs.json().data.some((log: { column_name: string; message: string }) => log.column_name === 'user_email_id' && log.message === BULK_MESSAGES.userEmail));
    assert.ok(logs.json().data.some((log: { column_name: string; message: string }) => log.column_name === 'borrower_mobile' && log.message === 'Must be exactly 10 digits'));

    assert.equal(await count(`SELECT count(*) AS n FROM "tabClaim" WHERE "lot" = $1`, [lot]), 990);
    assert.equal(await count(`SELECT count(*) AS n FROM "tabRespondent Table" r JOIN "tabClaim" c ON c."name" = r."parent" WHERE c."lot" = $1`, [lot]), 1980);
    assert.equal(await count(`SELECT count(*) AS n FROM "tabClaimant Table" r JOIN "tabClaim" c ON c."name" = r."parent" WHERE c."lot" = $1`, [lot]), 990);
    assert.equal((await as.claimant.get(resourceUrl('Lot', lot))).json().data.count_of_claim, 990);

    // Each case reads like a single filing's Draft, through the API, with an intact audit trail.
    const list = await as.claimant.get(resourceUrl('Claim', undefined, { filters: [['lot', '=', lot]], fields: ['name'], order_by: 'name asc', limit_page_length: 1 }));
    const claim = (await as.claimant.get(resourceUrl('Claim', list.json().data[0].name))).json().data;
    assert.match(claim.name, /^ARB-\d{5}$/);
    assert.deepEqual(
      [claim.stage, claim.claim_type, claim.case_management_type, claim.user_email_id, claim.arbitration_agreement_number, claim.date_of_agreement],
      ['Draft', 'Bulk', 'Type One', 'claimant@demo.in', 'LN-0000001', '2023-04-15'],
    );
    assert.deepEqual(claim.respondent_table.map((row: { contact_type: string }) => row.contact_type), ['Borrower', 'Guarantor']);
    const chain = await verifyChain(app.services.db, 'Claim', claim.name);
    assert.deepEqual([chain.intact, chain.rows], [true, 1]);
    const trail = await as.claimant.get(resourceUrl('Audit Trail', undefined, { filters: [['case_name', '=', claim.name]], fields: ['action', 'owner'] }));
    assert.deepEqual(trail.json().data, [{ action: 'Insert', owner: 'claimant@demo.in' }]);
    // The draft is the claimant's to edit, like any other.
    assert.equal((await as.claimant.put(resourceUrl('Claim', claim.name), { venue: 'Pune', lot: 'LOT-99999' })).statusCode, 200);
    const edited = (await as.claimant.get(resourceUrl('Claim', claim.name))).json().data;
    assert.deepEqual([edited.venue, edited.lot], ['Pune', lot], 'the lot is the import’s');
    assert.equal((await verifyChain(app.services.db, 'Claim', claim.name)).intact, true);

    // The same file again into the lot: nothing is filed twice.
    const again = await startImport(as.claimant, csv, { lot });
    assert.deepEqual(await runDataImport(app.services, again.name), { status: 'Partial Success', total: 1000, imported: 0, skipped: 990, failed: 10 });
    assert.equal(await count(`SELECT count(*) AS n FROM "tabClaim" WHERE "lot" = $1`, [lot]), 990);
  });

  it('a job that dies mid-way leaves whole cases only, and resumes where it stopped', async () => {
    const csv = bulkCsv(Array.from({ length: 250 }, (_, i) => sampleBulkRow(i + 1, 'claimant@demo.in')));
    const { lot, name } = await startImport(as.claimant, csv);
    await assert.rejects(
      runDataImport(app.services, name, {
        batchSize: 100,
        beforeCommit: (batch) => {
          if (batch === 1) throw new Error('the server went down');
        },
      }),
      /the server went down/,
    );
    const job = (await as.claimant.get(resourceUrl('Data Import', name))).json().data;
    assert.deepEqual([job.status, job.processed_rows, job.imported_rows], ['Running', 100, 100]);
    assert.equal(await count(`SELECT count(*) AS n FROM "tabClaim" WHERE "lot" = $1`, [lot]), 100);
    assert.equal(await count(`SELECT count(*) AS n FROM "tabRespondent Table" r JOIN "tabClaim" c ON c."name" = r."parent" WHERE c."lot" = $1`, [lot]), 200);
    assert.equal(await count(`SELECT count(*) AS n FROM "tabAudit Trail" a JOIN "tabClaim" c ON c."name" = a."case_name" WHERE c."lot" = $1`, [lot]), 100);
    assert.equal(await count(`SELECT count(*) AS n FROM "tabRespondent Table" WHERE "parent" NOT IN (SELECT "name" FROM "tabClaim") AND "parenttype" = 'Claim'`, []), 0);

    // A worker finds it waiting (its lease was let go) and finishes it.
    assert.deepEqual(await importsToRun(app.services), [name]);
    assert.equal(await runImport(app.services, name, 'test-worker'), true);
    const done = (await as.claimant.get(resourceUrl('Data Import', name))).json().data;
    assert.deepEqual([done.status, done.processed_rows, done.imported_rows, done.failed_rows ?? 0], ['Success', 250, 250, 0]);
    assert.equal(await count(`SELECT count(*) AS n FROM "tabClaim" WHERE "lot" = $1`, [lot]), 250);
    assert.equal(await count(`SELECT count(DISTINCT "arbitration_agreement_number") AS n FROM "tabClaim" WHERE "lot" = $1`, [lot]), 250);
  });

  it('never runs one import in two workers at once', async () => {
    const { name } = await startImport(as.claimant, bulkCsv([sampleBulkRow(1, 'claimant@demo.in')]));
    await app.services.db.query(`UPDATE "tabData Import" SET "worker" = 'elsewhere', "lease_until" = localtimestamp + interval '1 minute' WHERE "name" = $1`, [name]);
    assert.equal((await runDataImport(app.services, name)).status, 'busy');
    await app.services.db.query(`UPDATE "tabData Import" SET "lease_until" = localtimestamp - interval '1 second' WHERE "name" = $1`, [name]);
    assert.equal((await runDataImport(app.services, name)).status, 'Success', 'a lapsed lease is taken over');
  });

  it('fails cleanly on a file without the template’s columns', async () => {
    const { name } = await startImport(as.claimant, 'name,amount\nx,1\n');
    const outcome = await runDataImport(app.services, name);
    assert.equal(outcome.status, 'Error');
    const job = (await as.claimant.get(resourceUrl('Data Import', name))).json().data;
    assert.match(job.error_message, /does not have the template’s columns/);
  });

  it('files a lawyer’s rows for the claimant named in the row', async () => {
    const row = { ...sampleBulkRow(1, 'lawyer@demo.in'), claimant_email: 'claimant@demo.in' };
    const { lot, name } = await startImport(as.lawyer, bulkCsv([row]), { doctype: 'Dispute' });
    assert.equal((await runDataImport(app.services, name)).status, 'Success');
    const { rows } = await app.services.db.query<Record<string, string>>(`SELECT * FROM "tabDispute" WHERE "lot" = $1`, [lot]);
    assert.deepEqual([rows[0].lawyer_email, rows[0].user_email_id, rows[0].mediation_agreement_number, rows[0].claim_type], ['lawyer@demo.in', 'claimant@demo.in', 'LN-0000001', 'Bulk']);
    assert.match(rows[0].name, /^MED-\d{5}$/);
    // The claimant the lot's cases are filed for reads them; the lot stays the lawyer's.
    assert.equal((await as.claimant.get(resourceUrl('Dispute', rows[0].name))).statusCode, 200);
    assert.equal((await as.lawyer.get(resourceUrl('Lot', lot))).json().data.lawyer_email, 'lawyer@demo.in');
  });

  it('shows a lot, its import and its error log only to its owner, its lawyer and the case manager', async () => {
    const bad = { ...sampleBulkRow(2, 'claimant@demo.in'), borrower_pin_code: '12' };
    const { lot, name } = await startImport(as.claimant, bulkCsv([sampleBulkRow(1, 'claimant@demo.in'), bad]));
    await runDataImport(app.services, name);
    const logFilter = { filters: [['data_import', '=', name]], fields: ['row_number', 'message'] };
    for (const [who, status, logs] of [['claimant', 200, 1], ['admin', 200, 1], ['otherLender', 404, 0], ['lawyer', 404, 0]] as const) {
      assert.equal((await as[who].get(resourceUrl('Lot', lot))).statusCode, status, `${who} reads the lot`);
      assert.equal((await as[who].get(resourceUrl('Data Import', name))).statusCode, status, `${who} reads the import`);
      assert.equal((await as[who].get(resourceUrl('Data Import Log', undefined, logFilter))).json().data.length, logs, `${who} reads the log`);
    }
    assert.equal((await as.arbitrator.get(resourceUrl('Data Import', name))).statusCode, 403);
    // Nobody imports into another's lot, or changes an import's progress.
    const uploaded = await uploadFile(as.otherLender, { is_private: '1' }, { name: 'x.csv', content: Buffer.from(bulkCsv([sampleBulkRow(1, 'ops@otherbank.example.in')])) });
    const intrusion = await as.otherLender.post(resourceUrl('Data Import'), { lot, import_file: uploaded.json().message.file_url, reference_doctype: 'Claim' });
    assert.equal(intrusion.statusCode, 403, intrusion.body);
    assert.equal((await as.claimant.put(resourceUrl('Data Import', name), { imported_rows: 5000 })).statusCode, 403);
    assert.equal((await as.claimant.post(resourceUrl('Data Import Log'), { data_import: name, message: 'x' })).statusCode, 403);
    // A file that is not the importer's own is never read.
    const foreign = await as.claimant.post(resourceUrl('Data Import'), { lot, import_file: uploaded.json().message.file_url, reference_doctype: 'Claim' });
    assert.equal(foreign.statusCode, 200, foreign.body);
    const outcome = await runDataImport(app.services, foreign.json().data.name);
    assert.equal(outcome.status, 'Error');
  });
});
