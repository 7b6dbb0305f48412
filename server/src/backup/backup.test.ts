import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openPglite, openPostgres, pgliteOf, type Db } from '../db';
import { folderStorage, type FileStorage } from '../files/storage';
import { createTestApp, TEST_DB, TEST_PDF, uploadFile, signInDemo } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { backup, compareRows, restore, type BackupManifest, type BackupSource, type RestoreTarget } from './backup';
import { folderBackupStore } from './store';

/** Every row of every table, as one hash per table (both engines print rows the same way). */
async function tableHashes(db: Db, tables: string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ h: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${table}" t`);
    hashes[table] = rows[0].h ?? '';
  }
  return hashes;
}

const folderEmpty = (folder: string) => async () => (await readdir(folder).catch(() => [])).length === 0;

describe(`backup and restore (${TEST_DB})`, () => {
  let work: string;
  let source: FastifyInstance;
  let sourceDb: Db;
  let sourceStorage: FileStorage;
  let backupSource: BackupSource;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const restoreDbName = `restore_${randomBytes(6).toString('hex')}`;
  const url = process.env.DATABASE_URL ?? '';
  const restoreUrl = url.replace(/\/[^/?]*(\?|$)/, `/${restoreDbName}$1`);
  let restoredDb: Db | undefined;
  let restored: FastifyInstance | undefined;

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
    sourceStorage = folderStorage(path.join(work, 'source-files'));
    if (TEST_DB === 'pglite') {
      sourceDb = await openPglite();
      backupSource = { kind: 'pglite', pg: pgliteOf(sourceDb) };
    } else {
      sourceDb = await openPostgres(url, { schema, dropSchemaOnClose: true, max: 10 });
      backupSource = { kind: 'postgres', url, schema };
    }
    source = await createTestApp({ demoData: true, db: sourceDb, storage: sourceStorage });
  });

  after(async () => {
    await restored?.close();
    await source.close();
    if (TEST_DB === 'postgres') {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${restoreDbName}" WITH (FORCE)`);
      await admin.end();
    }
    await rm(work, { recursive: true, force: true });
  });

  it('restores a seeded instance into a fresh one with every case, file and audit chain intact', async () => {
    const { claimant } = await signInDemo(source, ['claimant']);
    const [claim] = (await sourceDb.query<{ name: string }>(`SELECT "name" FROM "tabClaim" ORDER BY "name" LIMIT 1`)).rows;
    const upload = await uploadFile(claimant, { doctype: 'Claim', docname: claim.name, is_private: '1' }, { name: 'agreement.pdf', content: TEST_PDF });
    assert.equal(upload.statusCode, 200, upload.body);

    const store = folderBackupStore(path.join(work, 'backup'));
    const manifest: BackupManifest = await backup(backupSource, sourceStorage, store);
    assert.ok(manifest.files.length >= 1, 'the uploaded file is in the backup');
    assert.ok(manifest.rows.tabClaim >= 1);
    await assert.rejects(backup(backupSource, sourceStorage, store), /not empty/);

    const restoredFiles = path.join(work, 'restored-files');
    const restoredStorage = folderStorage(restoredFiles);
    let target: RestoreTarget;
    if (TEST_DB === 'pglite') {
      target = { kind: 'pglite', dataDir: path.join(work, 'restored') };
    } else {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${restoreDbName}"`);
      await admin.end();
      // A whole-database dump carries its extensions; this one is of the test's schema only.
      const fresh = new pg.Client({ connectionString: restoreUrl });
      await fresh.connect();
      await fresh.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await fresh.end();
      target = { kind: 'postgres', url: restoreUrl, schema };
    }
    await restore(store, target, restoredStorage, folderEmpty(restoredFiles));
    // Only into an empty database and file store.
    await assert.rejects(restore(store, target, restoredStorage, async () => true), /not empty/);

    restoredDb = target.kind === 'pglite' ? await openPglite(path.join(target.dataDir, 'db')) : await openPostgres(restoreUrl, { schema, max: 10 });
    assert.deepEqual(await compareRows(manifest, async (sql) => (await restoredDb!.query(sql)).rows as never), []);
    const tables = Object.keys(manifest.rows);
    assert.deepEqual(await tableHashes(restoredDb, tables), await tableHashes(sourceDb, tables), 'every row of every table as it was');
    for (const file of manifest.files) assert.deepEqual(await restoredStorage.get(file.key), await sourceStorage.get(file.key), file.key);

    restored = await createTestApp({ db: restoredDb, storage: restoredStorage, demoData: false });
    const as = await signInDemo(restored, ['admin', 'claimant']);
    const cases = (await restoredDb.query<{ name: string }>(`SELECT "name" FROM "tabClaim" UNION ALL SELECT "name" FROM "tabDispute" ORDER BY 1`)).rows;
    assert.ok(cases.length >= 6, `${cases.length} cases`);
    for (const { name } of cases) {
      const report = await messageOf<{ intact: boolean; rows: number }>(callApi(as.admin, 'verify_audit_trail', { case: name }, 'GET'));
      assert.equal(report.intact, true, `audit trail of ${name}`);
    }
    const fileUrl = upload.json().message.file_url as string;
    const download = await as.claimant.get(fileUrl);
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, TEST_PDF);
  });

  it('refuses a damaged backup and one cut short', async () => {
    const store = folderBackupStore(path.join(work, 'damaged'));
    const manifest = await backup(backupSource, sourceStorage, store);
    await writeFile(path.join(work, 'damaged', 'files', manifest.files[0].key), 'not the file');
    const emptyDir = path.join(work, 'never');
    const target: RestoreTarget = TEST_DB === 'pglite' ? { kind: 'pglite', dataDir: path.join(work, 'damaged-restore') } : { kind: 'postgres', url: restoreUrl, schema: 'nowhere' };
    if (TEST_DB === 'pglite') await assert.rejects(restore(store, target, folderStorage(emptyDir), folderEmpty(emptyDir)), /damaged/);
    await rm(path.join(work, 'damaged', 'manifest.json'));
    await assert.rejects(restore(store, target, folderStorage(emptyDir), folderEmpty(emptyDir)), /no complete backup/);
  });
});

describe('npm run backup / npm run restore (the commands, on a PGlite data folder)', () => {
  it('backs up a stopped portal\'s data folder and restores it into an empty one, refusing a non-empty one', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'backup-cli-'));
    const run = (args: string[], dataDir: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
          cwd: path.resolve(import.meta.dirname, '../..'),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: work },
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('close', (code) => resolve({ code, out }));
      });
    try {
      const seeded = await buildApp({ dataDir: path.join(work, 'data'), demoData: true, demoAwards: false });
      const cases = Number((await seeded.services.db.query<{ n: string }>(`SELECT count(*) AS n FROM "tabClaim"`)).rows[0].n);
      await seeded.close();
      const backedUp = await run(['backup', '--to', 'nightly'], path.join(work, 'data'));
      assert.equal(backedUp.code, 0, backedUp.out);
      assert.match(backedUp.out, /Backed up to .*nightly: pglite database/);
      const restored = await run(['restore', '--from', 'nightly'], path.join(work, 'data2'));
      assert.equal(restored.code, 0, restored.out);
      const again = await run(['restore', '--from', 'nightly'], path.join(work, 'data2'));
      assert.equal(again.code, 1);
      assert.match(again.out, /not empty/);
      const db = await openPglite(path.join(work, 'data2', 'db'));
      try {
        assert.equal(Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "tabClaim"`)).rows[0].n), cases);
      } finally {
        await db.close();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
