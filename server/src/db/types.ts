/** What every query returns, whichever engine ran it. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export type Row = Record<string, unknown>;

/**
 * The one database interface the app uses: PostgreSQL SQL text with `$1` parameters, run by
 * PGlite (embedded) or a `pg` pool. Inside `transaction`, every `query` made in the same async
 * context joins the transaction, so hooks cannot deadlock by using the top-level handle.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Bulk load: runs `COPY <table> (<columns>) FROM STDIN` with `data` in COPY's text format (one
   * line per row, tab-separated, `\N` for NULL). Joins the current transaction like `query`.
   * `data` may come in pieces (each ending at a line's end), made only as the server takes them:
   * on PostgreSQL the next pieces are written while the server loads the ones before.
   */
  copyFrom(sql: string, data: string | Iterable<string>): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL error as raised by either engine (SQLSTATE in `code`). */
export interface DbError extends Error {
  code: string;
  constraint?: string;
  detail?: string;
}

export function isDbError(error: unknown): error is DbError {
  return (
    error instanceof Error &&
    typeof (error as unknown as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
  );
}
