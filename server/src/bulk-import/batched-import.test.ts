import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BULK_COLUMNS, checkBulkRow, missingBulkColumns } from 'shared-api/bulk';
import { loadSessionUser } from '../auth/users';
import { contextFor } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { makeName, randomName } from '../core/doctype/naming';
import { AUDIT_TRAIL } from '../core/doctype/registry';
import type { Doc } from '../core/doctype/types';
import { auditRowHash, verifyChain } from '../core/documents/audit-chain';
import { docSnapshot } from '../core/documents/changes';
import { SYSTEM_USER } from '../core/session-user';
import type { Db } from '../db';
import { createTestApp, resourceUrl, TEST_DB, TestClient, uploadFile } from '../test/helpers';
import { blanksOf, buildCase, draftClockFields, nameSource, type BuildContext } from './build-cases';
import { CaseRowWriter } from './case-rows';
import { columnsOf, copyCell, insertRows } from './insert-rows';
import { loadBulkReference } from './reference';
import { parseImportCsv, runDataImport } from './run-import';
import { bulkCsv, sampleBulkRow } from './sample-rows';

/** Lot → naming series → upload → Data Import, as the bulk screen calls them. */
async function startImport(client: TestClient, csv: string): Promise<{ lot: string; name: string }> {
  const created = await client.post(resourceUrl('Lot'), { type: 'Bulk', amount: 1000 });
  assert.equal(created.statusCode, 200, created.body);
  const lot = created.json().data.name as string;
  assert.equal((await client.put(resourceUrl('Lot', lot), { naming_series: 'ARB-.#####' })).statusCode, 200);
  const uploaded = await uploadFile(client, { is_private: '1', doctype: 'Lot', docname: lot }, { name: 'cases.csv', content: Buffer.from(csv) });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const imported = await client.post(resourceUrl('Data Import'), { lot, import_file: uploaded.json().message.file_url, reference_doctype: 'Claim', import_type: 'Insert New Records' });
  assert.equal(imported.statusCode, 200, imported.body);
  return { lot, name: imported.json().data.name as string };
}

/** A file of valid rows with a few bad ones among them (a bad mobile, another user's e-mail, a pin code, a date). */
function mixedRows(count: number): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) => {
    const row = sampleBulkRow(i + 1, 'claimant@demo.in');
    if (i + 1 === 2) return { ...row, borrower_mobile: '12345' };
    if (i + 1 === 5) return { ...row, user_email_id: 'someone@else.in' };
    if (i + 1 === 6) return { ...row, guarantor_pin_code: '12', claimant_mobile: 'x' };
    if (i + 1 === 9) return { ...row, date_of_agreement: '31-02-2023' };
    // Text that COPY must escape, and text beyond ASCII.
    if (i + 1 === 3) return { ...row, borrower_name1: 'Back\\slash Tab\tName', borrower_streetvillage: 'Gāndhi Nagar “East”' };
    return row;
  });
}

/**
 * The one-by-one filing the batched job replaces: every row in its own transaction, named from
 * the series by the single-filing namer, its audit row's snapshot made and hashed as single
 * filing makes them, its case, party rows, audit row and errors inserted with INSERTs.
 */
async function importOneByOne(app: FastifyInstance, csv: string, lot: string, dataImport: string): Promise<void> {
  const services = app.services;
  const filer = (await loadSessionUser(services.db, 'claimant@demo.in', 'system'))!;
  const system = contextFor(services, SYSTEM_USER);
  const doctype = services.registry.require('Claim');
  const { header, rows } = parseImportCsv(csv);
  assert.deepEqual(missingBulkColumns(header), []);
  const reference = await loadBulkReference(services.db);
  for (const [i, cells] of rows.entries()) {
    const record: Record<string, string> = {};
    header.forEach((key, column) => {
      if (cells[column] !== undefined && cells[column] !== '') record[key] = cells[column];
    });
    const checked = checkBulkRow(record, { userEmail: filer.name, caseDoctype: 'Claim', reference });
    await services.db.transaction(async (tx) => {
      const now = nowDatetime();
      if (!checked.ok) {
        const logs = checked.issues.map((issue) => ({ name: randomName(), owner: filer.name, creation: now, modified: now, modified_by: filer.name, docstatus: 0, idx: 0, data_import: dataImport, row_number: i + 1, column_name: issue.column, message: issue.message }));
        await insertRows(tx, services.registry.require('Data Import Log'), logs);
        return;
      }
      const build = { ctx: { ...system, db: tx }, doctype, filer, lot, now, clock: draftClockFields(system, doctype), ...blanksOf(system, doctype), nextName: nameSource(8) };
      const name = await makeName(tx, doctype, {});
      const built = buildCase(build, checked.value, name, `${lot}:${i + 1}`);
      // Its audit row as single filing writes one (recordChanges): docSnapshot, hashed as it is.
      built.audit.after = docSnapshot(services.registry, doctype, built.doc);
      built.audit.row_hash = auditRowHash(built.audit);
      await insertRows(tx, doctype, [built.doc]);
      for (const tableField of doctype.tableFields) {
        const child = services.registry.require(tableField.options as string);
        await insertRows(tx, child, built.children.get(child.name) ?? []);
      }
      await insertRows(tx, services.registry.require(AUDIT_TRAIL), [built.audit]);
    });
  }
}

/** Everything a lot's import wrote, with what differs by nature between two imports (names, lot, times, hashes) replaced by its place. */
async function writtenBy(db: Db, lot: string, dataImport: string) {
  const claims = (await db.query<Doc>(`SELECT * FROM "tabClaim" WHERE "lot" = $1 ORDER BY "name"`, [lot])).rows;
  const caseNames = new Map(claims.map((claim, i) => [String(claim.name), `case ${i + 1}`]));
  const rowNames = new Map<string, string>();
  const partyTables = ['tabClaimant Table', 'tabRespondent Table', 'tabCase Attachment Document'];
  const parties: Record<string, Doc[]> = {};
  for (const table of partyTables) {
    const rows = (await db.query<Doc>(`SELECT * FROM "${table}" WHERE "parent" = ANY($1::text[]) ORDER BY "parent", "idx"`, [[...caseNames.keys()]])).rows;
    rows.forEach((row, i) => rowNames.set(String(row.name), `${table} row ${i + 1}`));
    parties[table] = rows.map((row) => ({ ...row, name: rowNames.get(String(row.name)), parent: caseNames.get(String(row.parent)), creation: 'now', modified: 'now' }));
  }
  const neutral = (value: unknown): unknown => {
    if (typeof value === 'string') return caseNames.get(value) ?? rowNames.get(value) ?? (value === lot ? 'the lot' : value.startsWith(`${lot}:`) ? value.replace(lot, 'the lot') : value);
    if (Array.isArray(value)) return value.map(neutral);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, neutral(item)]));
    return value;
  };
  const audits = (await db.query<Doc>(`SELECT * FROM "tabAudit Trail" WHERE "case_name" = ANY($1::text[]) ORDER BY "case_name"`, [[...caseNames.keys()]])).rows;
  for (const claim of claims) assert.equal((await verifyChain(db, 'Claim', String(claim.name))).intact, true, `${String(claim.name)}'s audit chain holds`);
  const logs = (await db.query<Doc>(`SELECT "row_number", "column_name", "message", "owner" FROM "tabData Import Log" WHERE "data_import" = $1 ORDER BY "row_number", "column_name"`, [dataImport])).rows;
  return {
    names: claims.map((claim) => String(claim.name)),
    claims: claims.map((claim) => neutral({ ...claim, creation: 'now', modified: 'now' })),
    parties,
    audits: audits.map((audit) => neutral({ ...audit, name: 'audit', creation: 'now', modified: 'now', row_hash: 'hash' })),
    logs,
  };
}

describe(`batched bulk import (${TEST_DB})`, () => {
  let app: FastifyInstance;
  const claimant = () => as.claimant;
  const as: Record<string, TestClient> = {};

  before(async () => {
    app = await createTestApp({ demoData: true });
    as.claimant = new TestClient(app);
    await as.claimant.login('claimant@demo.in');
  });
  after(() => app.close());

  it('files exactly what one-by-one filing files: fields, party rows, names, audit rows and errors', async () => {
    const csv = bulkCsv(mixedRows(12));
    const batched = await startImport(claimant(), csv);
    assert.deepEqual(await runDataImport(app.services, batched.name, { batchSize: 5 }), { status: 'Partial Success', total: 12, imported: 8, skipped: 0, failed: 4 });
    const oneByOne = await startImport(claimant(), csv);
    await importOneByOne(app, csv, oneByOne.lot, oneByOne.name);

    const got = await writtenBy(app.services.db, batched.lot, batched.name);
    const expected = await writtenBy(app.services.db, oneByOne.lot, oneByOne.name);
    assert.equal(got.names.length, 8);
    // Names: consecutive numbers of the series, in the file's order.
    const numbers = got.names.map((name) => Number(name.slice(4)));
    assert.ok(got.names.every((name) => /^ARB-\d{5}$/.test(name)));
    assert.deepEqual(numbers, numbers.map((_, i) => numbers[0] + i));
    assert.deepEqual(got.claims, expected.claims);
    assert.deepEqual(got.parties, expected.parties);
    assert.equal(got.parties['tabRespondent Table'].length, 16);
    assert.equal(got.audits.length, 8);
    assert.deepEqual(got.audits, expected.audits);
    assert.deepEqual(got.logs, expected.logs);
    assert.deepEqual([...new Set(got.logs.map((log) => log.row_number))], [2, 5, 6, 9]);
    // The audit snapshots were compressed with lz4 where the database has it, and read back alike.
    const lz4 = (await app.services.db.query<{ lz4: boolean }>(`SELECT 'lz4' = ANY("enumvals") AS "lz4" FROM pg_settings WHERE "name" = 'default_toast_compression'`)).rows[0]?.lz4 === true;
    const methods = await app.services.db.query<{ method: string | null }>(
      `SELECT DISTINCT pg_column_compression(a."after") AS "method" FROM "tabAudit Trail" a JOIN "tabClaim" c ON c."name" = a."case_name" WHERE c."lot" = $1`,
      [batched.lot],
    );
    assert.deepEqual(methods.rows.map((row) => row.method), [lz4 ? 'lz4' : 'pglz']);
    // The escaped and non-ASCII text came through COPY unchanged.
    const third = (await app.services.db.query<Doc>(`SELECT r."name1", r."streetvillage" FROM "tabRespondent Table" r WHERE r."parent" = $1 AND r."idx" = 1`, [got.names[1]])).rows[0];
    assert.deepEqual(third, { name1: 'Back\\slash Tab\tName', streetvillage: 'Gāndhi Nagar “East”' });
  });

  it('writes, from templates, the COPY lines a document per case gives: every column filled, three respondents, a lawyer filing', async () => {
    const services = app.services;
    const lawyer = (await loadSessionUser(services.db, 'lawyer@demo.in', 'system'))!;
    const system = contextFor(services, SYSTEM_USER);
    const reference = await loadBulkReference(services.db);
    const borrower = sampleBulkRow(7, 'lawyer@demo.in');
    // Every column of the template: the co-borrower as the borrower (another name), the case's optional fields, text COPY must escape.
    const full: Record<string, string> = { ...borrower, claimant_email: 'claimant@demo.in' };
    for (const column of BULK_COLUMNS) {
      if (column.respondent === 1) full[column.key] = full[column.key.replace('co_borrower_', 'borrower_')] ?? '';
    }
    Object.assign(full, {
      clause_number: '12.3', venue: 'Pune', jurisdiction: 'Pune\\Courts', interim_measures: 'Yes', product: 'Two-wheeler', make_model: 'Tab\tModel',
      registration_no: 'MH12AB1234', engine_no: 'E1', chassis_no: 'C1', instalment_amt: '₹ 10,416.50', commencing_from: '01-05-2023', ending_on: '30-04-2025', criteria: 'live',
      claimant_salutation: 'M/s', claimant_flathouse_no: '5', claimant_streetvillage: 'FC Road', claimant_landmark: 'Near “Temple”', claimant_city: 'Pune', claimant_post_office: 'Shivajinagar',
      claimant_add_lawyer: 'Adv. Mehta', claimant_lawyer_email_id: 'Mehta@Law.in', claimant_phone_no: '9812345678',
      co_borrower_name1: 'Co\nBorrower', co_borrower_middle_name: 'K', co_borrower_last_name: 'Shah', co_borrower_email: 'co@borrower.in', co_borrower_mobile: '9300000007',
      borrower_flathouse_no: '12/B', borrower_landmark: 'Line\nbreak', borrower_city: 'Mysuru', borrower_post_office: 'Mysore HO', borrower_email: 'BORROWER@x.in',
      guarantor_respondent_type: 'Enterprise', guarantor_company_name: 'Guarantor & Sons', guarantor_name1: '', guarantor_fathers_name: '',
    });
    const checked = checkBulkRow(full, { userEmail: lawyer.name, caseDoctype: 'Claim', reference });
    assert.ok(checked.ok, JSON.stringify(checked));
    assert.equal(checked.value.respondent_table.length, 3);
    for (const doctype of [services.registry.require('Claim'), services.registry.require('Dispute')]) {
      // Both paths draw their row names in the same order from their own counter.
      const context = (): BuildContext => {
        let n = 0;
        return { ctx: system, doctype, filer: lawyer, lot: 'LOT-00042', now: '2025-06-01 10:00:00.123456', clock: draftClockFields(system, doctype), ...blanksOf(system, doctype), nextName: () => `row${++n}` };
      };
      const value = checkBulkRow(full, { userEmail: lawyer.name, caseDoctype: doctype.name as 'Claim' | 'Dispute', reference });
      assert.ok(value.ok);
      const built = buildCase(context(), value.value, 'CASE-00001', 'LOT-00042:7');
      const writer = new CaseRowWriter(context());
      const rows = writer.prepare(value.value, 'LOT-00042:7');
      const line = (target: typeof doctype, doc: Doc) => columnsOf(target).map((field) => copyCell(field, doc[field.fieldname])).join('\t');
      assert.equal(writer.caseLine(rows, 'CASE-00001'), line(doctype, built.doc));
      assert.equal(rows.after, (built.audit.after as { text: string }).text);
      writer.childDoctypes.forEach((child, c) => {
        assert.deepEqual(writer.childLines(rows, c, 'CASE-00001'), (built.children.get(child.name) ?? []).map((row) => line(child, row)));
      });
      assert.equal(writer.auditLine(rows, 'CASE-00001'), line(services.registry.require(AUDIT_TRAIL), built.audit));
      // And the snapshot is the one single filing records.
      assert.deepEqual(JSON.parse(rows.after), JSON.parse(JSON.stringify(docSnapshot(services.registry, doctype, built.doc))));
    }
  });

  it('leaves nothing of a batch that fails half-way through its writes, and resumes it whole', async () => {
    const csv = bulkCsv(mixedRows(12));
    const { lot, name } = await startImport(claimant(), csv);
    const db = app.services.db;
    // The second batch fails after its cases are written, before its party rows are.
    let copies = 0;
    const failing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            copyFrom: async (sql, data) => {
              if (sql.includes('"tabClaimant Table"') && ++copies === 2) throw new Error('the connection dropped');
              return tx.copyFrom(sql, data);
            },
          }),
        ),
    };
    const series = async () => Number((await db.query<{ current: number }>(`SELECT "current" FROM "__series" WHERE "name" = 'ARB-'`)).rows[0]?.current ?? 0);
    const before = await series();
    await assert.rejects(runDataImport({ ...app.services, db: failing }, name, { batchSize: 5 }), /the connection dropped/);

    const count = async (sql: string) => Number((await db.query<{ n: number }>(sql, [lot])).rows[0].n);
    const claims = `SELECT count(*) AS n FROM "tabClaim" WHERE "lot" = $1`;
    const parties = (table: string) => `SELECT count(*) AS n FROM "${table}" r JOIN "tabClaim" c ON c."name" = r."parent" WHERE c."lot" = $1`;
    const audits = `SELECT count(*) AS n FROM "tabAudit Trail" a JOIN "tabClaim" c ON c."name" = a."case_name" WHERE c."lot" = $1`;
    // Rows 1–5 (rows 2 and 5 bad): 3 cases, whole; nothing of rows 6–10.
    assert.deepEqual([await count(claims), await count(parties('tabClaimant Table')), await count(parties('tabRespondent Table')), await count(audits)], [3, 3, 6, 3]);
    const job = (await db.query<Doc>(`SELECT * FROM "tabData Import" WHERE "name" = $1`, [name])).rows[0];
    assert.deepEqual([job.processed_rows, job.imported_rows, job.failed_rows], [5, 3, 2]);
    assert.equal(Number((await db.query<{ n: number }>(`SELECT count(*) AS n FROM "tabData Import Log" WHERE "data_import" = $1 AND "row_number" > 5`, [name])).rows[0].n), 0);
    assert.equal(await series(), before + 3, 'the failed batch took no numbers from the series');

    assert.equal((await runDataImport(app.services, name, { batchSize: 5 })).status, 'Partial Success');
    assert.deepEqual([await count(claims), await count(parties('tabClaimant Table')), await count(parties('tabRespondent Table')), await count(audits)], [8, 8, 16, 8]);
    const names = (await db.query<{ name: string }>(`SELECT "name" FROM "tabClaim" WHERE "lot" = $1 ORDER BY "name"`, [lot])).rows.map((row) => Number(row.name.slice(4)));
    assert.deepEqual(names, names.map((_, i) => before + 1 + i), 'no gap in the series');
  });
});

describe(`bulk spreadsheet upload cap (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let client: TestClient;
  before(async () => {
    // Small caps, so the test files stay small: 64 KB for any file, 256 KB for a bulk spreadsheet.
    app = await createTestApp({ demoData: true, maxUploadBytes: 64 * 1024, maxBulkUploadBytes: 256 * 1024 });
    client = new TestClient(app);
    await client.login('claimant@demo.in');
  });
  after(() => app.close());

  it('takes a spreadsheet larger than the general cap for a Lot only, up to the bulk cap', async () => {
    const lot = (await client.post(resourceUrl('Lot'), { type: 'Bulk' })).json().data.name as string;
    const csv = Buffer.from(bulkCsv(Array.from({ length: 300 }, (_, i) => sampleBulkRow(i + 1, 'claimant@demo.in'))));
    assert.ok(csv.length > 64 * 1024 && csv.length < 256 * 1024, `${csv.length} bytes`);
    const forLot = await uploadFile(client, { is_private: '1', doctype: 'Lot', docname: lot }, { name: 'cases.csv', content: csv });
    assert.equal(forLot.statusCode, 200, forLot.body);
    const elsewhere = await uploadFile(client, { is_private: '1' }, { name: 'cases.csv', content: csv });
    assert.equal(elsewhere.statusCode, 413, elsewhere.body);
    assert.match(elsewhere.body, /maximum allowed size/);
    const tooBig = Buffer.from(bulkCsv(Array.from({ length: 800 }, (_, i) => sampleBulkRow(i + 1, 'claimant@demo.in'))));
    assert.ok(tooBig.length > 256 * 1024);
    assert.equal((await uploadFile(client, { is_private: '1', doctype: 'Lot', docname: lot }, { name: 'cases.csv', content: tooBig })).statusCode, 413);
  });

  it('by default takes a 100,000-row spreadsheet of the template', async () => {
    const defaults = await createTestApp({});
    try {
      // The bench's rows (34 of the 95 columns: two respondents) weigh ~380 bytes; a row with all
      // 95 filled (three respondents, vehicle, instalments) about three times as much.
      const perRow = Buffer.byteLength(bulkCsv(Array.from({ length: 1000 }, (_, i) => sampleBulkRow(i + 1, 'claimant@demo.in')))) / 1000;
      const { maxUploadBytes, maxBulkUploadBytes } = defaults.services.config;
      assert.ok(perRow * 100_000 > maxUploadBytes, 'the general cap is too small for it');
      assert.ok(perRow * 100_000 * 3 < maxBulkUploadBytes, `${Math.round((perRow * 100_000) / 1048576)} MB of CSV within ${maxBulkUploadBytes / 1048576} MB`);
    } finally {
      await defaults.close();
    }
  });
});
