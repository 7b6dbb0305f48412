import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { storageKey } from '../files/save-file';
import { isStorageKey, type FileStorage } from '../files/storage';
import type { BackupStore } from './store';

/**
 * One backup: the database and every stored file it names, taken at the same moment, with a
 * manifest of SHA-256 hashes and row counts. The manifest is written last, so a backup cut short
 * has none and cannot be restored from.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; part: 'database.dump' | 'database.tar.gz'; bytes: number; sha256: string };
  /** Rows per table at the moment of the backup: a restore is checked against them. */
  rows: Record<string, number>;
  files: { key: string; bytes: number; sha256: string }[];
}

/** PostgreSQL by its URL (and schema, if the portal runs in one), or an open PGlite. */
export type BackupSource = { kind: 'postgres'; url: string; schema?: string } | { kind: 'pglite'; pg: PGlite };

/** PostgreSQL by its URL (and schema), or the PGlite data folder `<dataDir>/db`. */
export type RestoreTarget = { kind: 'postgres'; url: string; schema?: string } | { kind: 'pglite'; dataDir: string };

interface Snapshot {
  rows: Record<string, number>;
  fileKeys: string[];
}

/** Rows per table of the portal's schema, and the storage keys of its files, as one query sees them. */
async function readSnapshot(query: <T>(sql: string) => Promise<T[]>): Promise<Snapshot> {
  const tables = await query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [count] = await query<{ n: number | string }>(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`);
    rows[name] = Number(count.n);
  }
  const files = tables.some((t) => t.name === 'tabFile') ? await query<{ file_url: string }>(`SELECT DISTINCT "file_url" FROM "tabFile" WHERE "file_url" IS NOT NULL`) : [];
  const fileKeys = [...new Set(files.map((f) => storageKey(f.file_url)).filter(isStorageKey))].sort();
  return { rows, fileKeys };
}

/** Streams `content` into the store under `name`, hashing it on the way. */
async function putHashed(store: BackupStore, name: string, content: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await Promise.all([store.put(name, tap), pipeline(content, tap)]);
  return { bytes, sha256: hash.digest('hex') };
}

function run(command: string, args: string[], stdout?: NodeJS.WritableStream): { done: Promise<void>; stdout: Readable } {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  if (stdout) child.stdout.pipe(stdout);
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))));
  });
  return { done, stdout: child.stdout };
}

/**
 * Backs the portal up into an empty store. PostgreSQL: pg_dump (custom format) reads under a
 * snapshot exported by a repeatable-read transaction, which also lists the files and counts the
 * rows, so all three describe the same moment while the portal keeps running. PGlite: its data
 * folder as a tarball (a checkpoint first); the file list and counts are read from that tarball,
 * opened as a database of its own, which also proves it opens.
 * Stored files are never changed after upload (keys are random, written once), so copying them
 * after the snapshot copies what the snapshot names; a file deleted in between fails the backup.
 */
export async function backup(source: BackupSource, storage: FileStorage, store: BackupStore): Promise<BackupManifest> {
  if (!(await store.isEmpty())) throw new Error(`${store.location} is not empty: a backup never goes over another`);
  let snapshot: Snapshot;
  let database: BackupManifest['database'];
  if (source.kind === 'postgres') {
    const client = new pg.Client({ connectionString: source.url, options: source.schema ? `-c search_path=${source.schema}` : undefined });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const [{ id }] = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows;
      snapshot = await readSnapshot(async (sql) => (await client.query(sql)).rows);
      const dump = run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${id}`,
        ...(source.schema ? [`--schema=${source.schema}`] : []),
        `--dbname=${source.url}`,
      ]);
      const [written] = await Promise.all([putHashed(store, 'database.dump', dump.stdout), dump.done]);
      database = { kind: 'postgres', part: 'database.dump', ...written };
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  } else {
    await source.pg.query('CHECKPOINT');
    const tarball = Buffer.from(await (await source.pg.dumpDataDir('gzip')).arrayBuffer());
    const copy = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: { pg_trgm } });
    try {
      snapshot = await readSnapshot(async (sql) => (await copy.query(sql)).rows as never);
    } finally {
      await copy.close();
    }
    database = { kind: 'pglite', part: 'database.tar.gz', ...(await putHashed(store, 'database.tar.gz', Readable.from([tarball]))) };
  }
  const files: BackupManifest['files'] = [];
  for (const key of snapshot.fileKeys) {
    const stored = await storage.open(key);
    if (!stored) throw new Error(`File ${key} is named by the database but missing from the file store`);
    files.push({ key, ...(await putHashed(store, `files/${key}`, stored.body)) });
  }
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, rows: snapshot.rows, files };
  await store.put('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
  return manifest;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function readManifest(store: BackupStore): Promise<BackupManifest> {
  const stream = await store.open('manifest.json');
  if (!stream) throw new Error(`${store.location} holds no complete backup (no manifest.json)`);
  const manifest = JSON.parse((await readAll(stream)).toString('utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function assertEmptyPostgres(target: { url: string; schema?: string }): Promise<void> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      target.schema
        ? `SELECT count(*) AS n FROM pg_tables WHERE schemaname = $1`
        : `SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      target.schema ? [target.schema] : [],
    );
    if (Number(rows[0].n) > 0) throw new Error('The database is not empty: a backup is restored only into an empty database');
  } finally {
    await client.end();
  }
}

async function assertEmptyFolder(folder: string, what: string): Promise<void> {
  try {
    if ((await readdir(folder)).length > 0) throw new Error(`${what} ${folder} is not empty: a backup is restored only into an empty one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Restores a backup into an empty database (or PGlite folder) and an empty file store, checking
 * every part against the manifest's hashes before it is used, then the restored row counts
 * against the manifest's. `filesEmpty` is asked first: the caller knows what its store is.
 */
export async function restore(
  store: BackupStore,
  target: RestoreTarget,
  storage: FileStorage,
  filesEmpty: () => Promise<boolean>,
): Promise<BackupManifest> {
  const manifest = await readManifest(store);
  if (manifest.database.kind !== target.kind) throw new Error(`This backup is of a ${manifest.database.kind} database; the target is ${target.kind}`);
  if (target.kind === 'postgres') await assertEmptyPostgres(target);
  else await assertEmptyFolder(path.join(target.dataDir, 'db'), 'The database folder');
  if (!(await filesEmpty())) throw new Error('The file store is not empty: a backup is restored only into an empty one');

  const part = await store.open(manifest.database.part);
  if (!part) throw new Error(`The backup lacks ${manifest.database.part}`);
  const work = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    const file = path.join(work, manifest.database.part);
    await pipeline(part, createWriteStream(file));
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    if (hash.digest('hex') !== manifest.database.sha256) throw new Error(`${manifest.database.part} does not match the manifest's hash: the backup is damaged`);
    if (target.kind === 'postgres') {
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, file]).done;
    } else {
      const tarball = await readAll(createReadStream(file));
      await mkdir(target.dataDir, { recursive: true });
      const restored = await PGlite.create({ dataDir: path.join(target.dataDir, 'db'), loadDataDir: new Blob([tarball]), extensions: { pg_trgm } });
      await restored.query('CHECKPOINT');
      await restored.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  for (const file of manifest.files) {
    const stream = await store.open(`files/${file.key}`);
    if (!stream) throw new Error(`The backup lacks file ${file.key}`);
    const content = await readAll(stream);
    if (content.length !== file.bytes || sha256(content) !== file.sha256) throw new Error(`File ${file.key} does not match the manifest's hash: the backup is damaged`);
    await storage.put(file.key, content);
  }
  return manifest;
}

/** Row counts of a restored database that differ from the manifest's (none when all is there). */
export async function compareRows(manifest: BackupManifest, query: <T>(sql: string) => Promise<T[]>): Promise<string[]> {
  const { rows } = await readSnapshot(query);
  return Object.entries(manifest.rows)
    .filter(([table, count]) => rows[table] !== count)
    .map(([table, count]) => `${table}: ${rows[table] ?? 'missing'} rows, the backup had ${count}`);
}
