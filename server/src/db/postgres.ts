import { AsyncLocalStorage } from 'node:async_hooks';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFromStream } from 'pg-copy-streams';
import { PreparedStatements } from './prepared-statements';
import { TEXT_PARSERS } from './type-parsers';
import type { Db, QueryResult } from './types';

export interface PostgresOptions {
  /** Run in this schema (created if missing) instead of the server's default search_path. */
  schema?: string;
  /** Drop the schema when the database is closed (test isolation). */
  dropSchemaOnClose?: boolean;
  max?: number;
  /** Name repeated statements so each connection plans them once (default true). */
  prepare?: boolean;
}

interface TxState {
  db: Db;
  done: boolean;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await client.end();
    }
  }

  const startup = ['-c DateStyle=ISO,YMD', ...(schema ? [`-c search_path=${schema}`] : [])];
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    options: startup.join(' '),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TEXT_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  const statements = options.prepare === false ? null : new PreparedStatements();
  const configFor = (sql: string, params?: readonly unknown[]): pg.QueryConfig =>
    statements ? statements.config(sql, params) : { text: sql, values: params as unknown[] | undefined };

  const current = new AsyncLocalStorage<TxState>();
  const active = (): TxState | undefined => {
    const state = current.getStore();
    return state && !state.done ? state : undefined;
  };

  const clientDb = (client: pg.PoolClient): Db => {
    const db: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params?: readonly unknown[]) {
        const config = configFor(sql, params);
        try {
          return toResult<T>(await client.query(config));
        } catch (error) {
          // Inside a transaction the error has ended it: only the name is renewed for next time.
          statements?.stale(config, error);
          throw error;
        }
      },
      transaction: (fn) => fn(db),
      copyFrom: (sql, data) => copyInto(client, sql, data),
      close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
    };
    return db;
  };

  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const tx = active();
      if (tx) return tx.db.query<T>(sql, params);
      const config = configFor(sql, params);
      try {
        return toResult<T>(await pool.query(config));
      } catch (error) {
        // A plan gone stale (another process migrated the table): once more, under a fresh name.
        if (statements?.stale(config, error)) return toResult<T>(await pool.query(configFor(sql, params)));
        throw error;
      }
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const outer = active();
      if (outer) return fn(outer.db);
      const client = await pool.connect();
      const state: TxState = { db: clientDb(client), done: false };
      try {
        await client.query('BEGIN');
        const result = await current.run(state, () => fn(state.db));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        state.done = true;
        client.release();
      }
    },
    async copyFrom(sql: string, data: string | Iterable<string>): Promise<void> {
      const tx = active();
      if (tx) return tx.db.copyFrom(sql, data);
      const client = await pool.connect();
      try {
        await copyInto(client, sql, data);
      } finally {
        client.release();
      }
    },
    async close() {
      try {
        if (schema && options.dropSchemaOnClose) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await pool.end();
      }
    },
  };
}

/** Streams `data` into a `COPY … FROM STDIN` on this connection (as UTF-8, in pieces of about 1 MB). */
async function copyInto(client: pg.PoolClient, sql: string, data: string | Iterable<string>): Promise<void> {
  const PIECE = 1 << 20;
  const pieces = function* () {
    if (typeof data === 'string') {
      const bytes = Buffer.from(data, 'utf8');
      for (let at = 0; at < bytes.length; at += PIECE) yield bytes.subarray(at, at + PIECE);
      return;
    }
    // Made as the stream asks for them: the server loads one piece while the next is made.
    let held: string[] = [];
    let size = 0;
    for (const text of data) {
      held.push(text);
      size += text.length;
      if (size >= PIECE) {
        yield Buffer.from(held.join(''), 'utf8');
        held = [];
        size = 0;
      }
    }
    if (held.length > 0) yield Buffer.from(held.join(''), 'utf8');
  };
  await pipeline(Readable.from(pieces()), client.query(copyFromStream(sql)));
}

/** A text of several statements (pg-boss's schema set-up) answers with each; the last one counts. */
function toResult<T>(answer: pg.QueryResult | pg.QueryResult[]): QueryResult<T> {
  const result = Array.isArray(answer) ? answer[answer.length - 1] : answer;
  return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
}
