import type { Db } from '../../db';

/**
 * Counts that no row rule narrows (a case manager's totals over every case) are PostgreSQL's
 * estimate once a table holds more rows than this: an exact count there reads the whole table
 * (a second at a million cases), and a total of "about 4,12,000" serves the same purpose.
 * Counts of one party's cases stay exact, whatever the size.
 */
export const ESTIMATE_COUNTS_ABOVE = 100_000;

/** How long a table's row estimate is reused before it is read again. */
const TABLE_SIZE_TTL_MS = 60_000;

const tableSizes = new WeakMap<Db, Map<string, { rows: number; readAt: number }>>();

/** The planner's row count of a table (`pg_class.reltuples`, kept by ANALYZE), read at most once a minute. */
export async function estimatedTableRows(db: Db, table: string, now = Date.now()): Promise<number> {
  let sizes = tableSizes.get(db);
  if (!sizes) tableSizes.set(db, (sizes = new Map()));
  const cached = sizes.get(table);
  if (cached && now - cached.readAt < TABLE_SIZE_TTL_MS) return cached.rows;
  const { rows } = await db.query<{ rows: number | string | null }>(`SELECT reltuples AS "rows" FROM pg_class WHERE oid = to_regclass($1)`, [
    `"${table.replace(/"/g, '""')}"`,
  ]);
  // -1: never analysed (PostgreSQL 14+); treat as small, the exact count is then cheap enough.
  const size = Math.max(0, Number(rows[0]?.rows ?? 0));
  sizes.set(table, { rows: size, readAt: now });
  return size;
}

/** Whether counts over this table may be estimated (it is large). */
export async function isLargeTable(db: Db, table: string): Promise<boolean> {
  return (await estimatedTableRows(db, table)) > ESTIMATE_COUNTS_ABOVE;
}

/** The rows the planner expects `select` to return, or null when it cannot say. */
export async function plannedRows(db: Db, select: string, params: readonly unknown[]): Promise<number | null> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${select}`, [...params]);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const estimate = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof estimate === 'number' && Number.isFinite(estimate) ? Math.round(estimate) : null;
}

/**
 * Rows per value of a column of a whole table, from its statistics (most common values and their
 * frequencies), or null when they do not cover the column (too many distinct values, no ANALYZE yet).
 */
export async function estimatedGroups(db: Db, table: string, column: string): Promise<Record<string, number> | null> {
  const { rows } = await db.query<{ vals: string[] | null; freqs: number[] | null; null_frac: number | null }>(
    `SELECT most_common_vals::text::text[] AS "vals", most_common_freqs AS "freqs", null_frac
       FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 AND attname = $2`,
    [table, column],
  );
  const stats = rows[0];
  if (!stats?.vals || !stats.freqs) return null;
  const covered = stats.freqs.reduce((sum, f) => sum + Number(f), 0) + Number(stats.null_frac ?? 0);
  // Values outside the list would be missing from the result: then only an exact count will do.
  if (covered < 0.999) return null;
  const total = await estimatedTableRows(db, table);
  const groups: Record<string, number> = {};
  stats.vals.forEach((value, i) => {
    groups[value] = Math.round(Number(stats.freqs![i]) * total);
  });
  const nulls = Math.round(Number(stats.null_frac ?? 0) * total);
  if (nulls > 0) groups[''] = (groups[''] ?? 0) + nulls;
  return groups;
}
