import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isPostgresUrl } from '../db';
import { s3OptionsFromEnv, s3Storage } from '../files/s3-storage';
import { folderStorage, type FileStorage } from '../files/storage';
import { backup, restore } from './backup';
import { backupStoreFor, folderBackupStore, s3BackupStore } from './store';

/*
 * `npm run backup -- --to <folder | s3://bucket/folder>` and `npm run restore -- --from <…>`, with
 * the server's own settings (DATABASE_URL, DATA_DIR, FILES_S3_*). Paths are taken from where the
 * command was typed.
 */
const env = process.env;
const here = env.INIT_CWD ?? process.cwd();
const [command, flag, location] = process.argv.slice(2);

function usage(): never {
  console.error('Usage: npm run backup -- --to <folder | s3://bucket/folder>\n       npm run restore -- --from <folder | s3://bucket/folder>');
  process.exit(2);
}

async function main(): Promise<void> {
  if (!location || !((command === 'backup' && flag === '--to') || (command === 'restore' && flag === '--from'))) usage();
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  const dataDir = path.resolve(here, env.DATA_DIR ?? './data');
  const s3 = s3OptionsFromEnv(env);
  const filesDir = path.join(dataDir, 'files');
  const storage: FileStorage = s3 ? s3Storage(s3) : folderStorage(filesDir);
  const store = /^s3:\/\//.test(location) ? backupStoreFor(location, env) : folderBackupStore(path.resolve(here, location));

  if (command === 'backup') {
    let pglite: PGlite | undefined;
    if (!databaseUrl) {
      const folder = path.join(dataDir, 'db');
      if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`No database in ${folder} (set DATA_DIR or DATABASE_URL)`);
      // The embedded database belongs to one process: the server must be stopped meanwhile.
      pglite = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
    }
    try {
      const manifest = await backup(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', pg: pglite! }, storage, store);
      const tables = Object.keys(manifest.rows).length;
      console.log(`Backed up to ${store.location}: ${manifest.database.kind} database (${manifest.database.bytes} bytes, ${tables} tables), ${manifest.files.length} files.`);
    } finally {
      await pglite?.close();
    }
    return;
  }
  const filesEmpty = s3 ? () => s3BackupStore(s3).isEmpty() : () => folderBackupStore(filesDir).isEmpty();
  const manifest = await restore(store, databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir }, storage, filesEmpty);
  console.log(`Restored the backup of ${manifest.createdAt} from ${store.location}: ${manifest.database.kind} database, ${manifest.files.length} files.`);
  console.log('Keep DATA_KEY (or the data folder\'s data.key) with it: encrypted fields need the key they were written with.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
