import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPglite, openPostgres, type Db } from '../db';
import { memoryStorage } from '../files/storage';
import { resourceUrl, TEST_DB, TestClient, uploadFile, until } from '../test/helpers';
import { bulkCsv, sampleBulkRow } from './sample-rows';

/*
 * Bulk imports scheduled as jobs: creating a Data Import queues its job, a process running jobs
 * takes it, and an import queued before a restart is run by the process that comes up next.
 */

/** Two handles on one database (two processes, or one process before and after a restart). */
async function sharedDatabase(): Promise<[Db, Db]> {
  if (TEST_DB === 'pglite') {
    const db = await openPglite();
    return [{ ...db, close: async () => undefined }, db];
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const url = process.env.DATABASE_URL!;
  return [await openPostgres(url, { schema, max: 5 }), await openPostgres(url, { schema, dropSchemaOnClose: true, max: 5 })];
}

const jobs = { run: true, pollSeconds: 0.5, graceMs: 1000 };

async function startImport(app: FastifyInstance, rows: number): Promise<string> {
  const client = new TestClient(app);
  await client.login('claimant@demo.in');
  const lot = (await client.post(resourceUrl('Lot'), { type: 'Bulk', amount: 1000 })).json().data.name as string;
  assert.equal((await client.put(resourceUrl('Lot', lot), { naming_series: 'ARB-.#####' })).statusCode, 200);
  const csv = bulkCsv(Array.from({ length: rows }, (_, i) => sampleBulkRow(i + 1, 'claimant@demo.in')));
  const uploaded = await uploadFile(client, { is_private: '1', doctype: 'Lot', docname: lot }, { name: 'cases.csv', content: Buffer.from(csv) });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const created = await client.post(resourceUrl('Data Import'), { lot, import_file: uploaded.json().message.file_url, reference_doctype: 'Claim', import_type: 'Insert New Records' });
  assert.equal(created.statusCode, 200, created.body);
  return created.json().data.name as string;
}

function finished(app: FastifyInstance, name: string): Promise<{ status: string; imported_rows: number }> {
  return until(`Data Import ${name} to finish`, async () => {
    const { rows } = await app.services.db.query<{ status: string; imported_rows: number }>(`SELECT "status", "imported_rows" FROM "tabData Import" WHERE "name" = $1`, [name]);
    return rows[0] && !['Pending', 'Running'].includes(rows[0].status) ? rows[0] : null;
  }, 60_000);
}

describe(`bulk imports as jobs (${TEST_DB})`, () => {
  it('a new import is run by its job, with nothing else calling it', async () => {
    const app = await buildApp({ db: (await sharedDatabase())[1], demoData: true, demoAwards: false, jobs, bulkImportPollMs: 60_000 });
    try {
      const name = await startImport(app, 30);
      assert.deepEqual(await finished(app, name), { status: 'Success', imported_rows: 30 });
    } finally {
      await app.close();
    }
  });

  it('an import queued before a restart is run by the process that comes up next', async () => {
    const [before, afterRestart] = await sharedDatabase();
    const storage = memoryStorage(); // the uploaded file outlives the process, as on disk or S3
    // A process that only queues jobs (or stopped before it ran this one).
    const first = await buildApp({ db: before, storage, demoData: true, demoAwards: false });
    const name = await startImport(first, 12);
    await first.close();
    const { rows } = await afterRestart.query<{ status: string }>(`SELECT "status" FROM "tabData Import" WHERE "name" = $1`, [name]);
    assert.equal(rows[0].status, 'Pending');

    const second = await buildApp({ db: afterRestart, storage, jobs, bulkImportPollMs: 60_000 });
    try {
      assert.deepEqual(await finished(second, name), { status: 'Success', imported_rows: 12 });
    } finally {
      await second.close();
    }
  });
});
