import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { TEXT_PARSERS } from './type-parsers';
import type { Db, QueryResult } from './types';

/**
 * PostgreSQL's page cache inside PGlite's memory. The server's default 128 MB is most of an idle
 * process's size; the embedded database serves one small office, and large deployments run on
 * PostgreSQL. PGLITE_SHARED_BUFFERS changes it.
 */
const DEFAULT_SHARED_BUFFERS = '16MB';

export interface PgliteOptions {
  /** PostgreSQL's shared_buffers, e.g. '16MB' (the default) or '128MB'. */
  sharedBuffers?: string;
}

/** The PGlite behind a Db this module opened (backups dump its data folder). */
const handles = new WeakMap<Db, PGlite>();

export function pgliteOf(db: Db): PGlite {
  const pg = handles.get(db);
  if (!pg) throw new Error('Not a PGlite database');
  return pg;
}

interface TxState {
  db: Db;
  done: boolean;
}

/**
 * PGlite is one connection and runs top-level queries and transactions one at a time. So a
 * top-level query issued from inside a transaction (say, by a hook) would wait for that
 * transaction forever: queries made in a transaction's async context join it instead.
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const create = () =>
    PGlite.create({
      dataDir,
      parsers: TEXT_PARSERS,
      // pg_trgm backs the trigram indexes of searched columns (schema-sync); it is only made
      // available here, and installed by the schema sync.
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? DEFAULT_SHARED_BUFFERS}`],
    });
  const fresh = Boolean(dataDir) && !existsSync(path.join(dataDir!, 'PG_VERSION'));
  let pg = await create();
  // Creating the cluster (initdb) grows PGlite's WebAssembly memory to ~600 MiB, which it never
  // gives back; opening the new cluster again starts the process at its everyday size.
  if (fresh) {
    await pg.close();
    pg = await create();
  }
  const current = new AsyncLocalStorage<TxState>();

  const active = (): TxState | undefined => {
    const state = current.getStore();
    return state && !state.done ? state : undefined;
  };

  const txDb = (tx: Transaction): Db => {
    const db: Db = {
      kind: 'pglite',
      query: async <T>(sql: string, params?: readonly unknown[]) =>
        toResult<T>(await tx.query<T>(sql, params as unknown[] | undefined)),
      transaction: (fn) => fn(db),
      copyFrom: async (sql, data) => {
        await tx.query(blobCopy(sql), [], { blob: new Blob(typeof data === 'string' ? [data] : [...data]) });
      },
      close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
    };
    return db;
  };

  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const tx = active();
      if (tx) return tx.db.query<T>(sql, params);
      return toResult<T>(await pg.query<T>(sql, params as unknown[] | undefined));
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const outer = active();
      if (outer) return fn(outer.db);
      return pg.transaction(async (tx) => {
        const state: TxState = { db: txDb(tx), done: false };
        try {
          return await current.run(state, () => fn(state.db));
        } finally {
          state.done = true;
        }
      });
    },
    async copyFrom(sql: string, data: string | Iterable<string>): Promise<void> {
      const tx = active();
      if (tx) return tx.db.copyFrom(sql, data);
      await pg.query(blobCopy(sql), [], { blob: new Blob(typeof data === 'string' ? [data] : [...data]) });
    },
    close: () => pg.close(),
  };
  handles.set(db, pg);
  return db;
}

/** PGlite has no client stream: COPY reads its data from the query's blob at `/dev/blob`. */
function blobCopy(sql: string): string {
  if (!/\bFROM\s+STDIN\b/i.test(sql)) throw new Error('copyFrom expects COPY … FROM STDIN');
  return sql.replace(/\bFROM\s+STDIN\b/i, "FROM '/dev/blob'");
}

function toResult<T>(result: { rows: T[]; affectedRows?: number; rowCount?: number }): QueryResult<T> {
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
}
