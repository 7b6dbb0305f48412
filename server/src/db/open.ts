import path from 'node:path';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export interface OpenDatabaseOptions {
  /** `postgres://` or `postgresql://` URL: use that server. */
  databaseUrl?: string;
  /** PGlite data lives in `<dataDir>/db`; without a folder PGlite runs in memory. */
  dataDir?: string;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS), default 16MB. */
  pgliteSharedBuffers?: string;
  /** PostgreSQL: name repeated statements (DATABASE_PREPARED_STATEMENTS=0 turns it off), default true. */
  preparedStatements?: boolean;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    if (!isPostgresUrl(options.databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
    return openPostgres(options.databaseUrl, { prepare: options.preparedStatements });
  }
  return openPglite(options.dataDir ? path.join(options.dataDir, 'db') : undefined, { sharedBuffers: options.pgliteSharedBuffers });
}
