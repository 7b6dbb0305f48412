import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import { normalizeFilters } from '../query/filters';
import { filtersScope, scopeSql } from '../query/scope';
import { quoteIdent, SqlParams } from '../query/sql';
import type { DoctypeRegistry } from './registry';
import type { Doctype, FieldDef, PartialIndex } from './types';

const SQL_TYPES: Record<string, string> = {
  Int: 'integer NOT NULL DEFAULT 0',
  Check: 'integer NOT NULL DEFAULT 0',
  Float: 'double precision NOT NULL DEFAULT 0',
  Currency: 'numeric(21,6) NOT NULL DEFAULT 0',
  Date: 'date',
  Datetime: 'timestamp(6)',
  Time: 'time(0)',
  JSON: 'jsonb',
};

export function columnType(field: FieldDef): string {
  const type = SQL_TYPES[field.fieldtype] ?? 'text';
  return field.nullable ? type.replace(' NOT NULL DEFAULT 0', '') : type;
}

const isNullableNumber = (field: FieldDef) => field.nullable === true && (SQL_TYPES[field.fieldtype] ?? '').includes('NOT NULL');

/** PostgreSQL truncates identifiers at 63 bytes; long index names get a short hash instead. */
function indexName(table: string, suffix: string): string {
  const name = `${table}_${suffix}`;
  return Buffer.byteLength(name) <= 63 ? name : `idx_${createHash('sha1').update(name).digest('hex').slice(0, 20)}`;
}

/**
 * Creates every doctype table that is missing and adds columns for newly declared fields.
 * Columns are never dropped or retyped here: removing data is a deliberate migration.
 */
export async function syncSchema(db: Db, registry: DoctypeRegistry, internalDdl: readonly string[]): Promise<void> {
  let trigramOps: string | undefined;
  for (const ddl of internalDdl) await db.query(ddl);
  const { rows } = await db.query<{ table_name: string; column_name: string; is_nullable: string }>(
    `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const existing = new Map<string, Set<string>>();
  const notNull = new Set<string>();
  for (const row of rows) {
    if (!existing.has(row.table_name)) existing.set(row.table_name, new Set());
    existing.get(row.table_name)!.add(row.column_name);
    if (row.is_nullable === 'NO') notNull.add(`${row.table_name}.${row.column_name}`);
  }

  for (const doctype of registry.all()) {
    const table = quoteIdent(doctype.table);
    const columns = existing.get(doctype.table);
    if (!columns) {
      const definitions = [
        '"name" text PRIMARY KEY',
        '"owner" text',
        '"creation" timestamp(6)',
        '"modified" timestamp(6)',
        '"modified_by" text',
        '"docstatus" integer NOT NULL DEFAULT 0',
        '"idx" integer NOT NULL DEFAULT 0',
        ...(doctype.isChild ? ['"parent" text', '"parenttype" text', '"parentfield" text'] : []),
        ...doctype.columnFields.map((field) => `${quoteIdent(field.fieldname)} ${columnType(field)}`),
      ];
      await db.query(`CREATE TABLE IF NOT EXISTS ${table} (${definitions.join(', ')})`);
    } else {
      for (const field of doctype.columnFields) {
        if (columns.has(field.fieldname)) {
          // A number declared nullable later only loosens its column (idempotent; values are kept).
          if (isNullableNumber(field) && notNull.has(`${doctype.table}.${field.fieldname}`)) await db.query(`ALTER TABLE ${table} ALTER COLUMN ${quoteIdent(field.fieldname)} DROP NOT NULL, ALTER COLUMN ${quoteIdent(field.fieldname)} DROP DEFAULT`);
          continue;
        }
        await db.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${quoteIdent(field.fieldname)} ${columnType(field)}`);
      }
    }
    await db.query(`CREATE INDEX IF NOT EXISTS ${quoteIdent(indexName(doctype.table, 'creation'))} ON ${table} ("creation")`);
    if (doctype.isChild) {
      await db.query(`CREATE INDEX IF NOT EXISTS ${quoteIdent(indexName(doctype.table, 'parent'))} ON ${table} ("parent")`);
    }
    for (const field of doctype.columnFields.filter((f) => f.index && !f.unique)) {
      const name = quoteIdent(indexName(doctype.table, `${field.fieldname}_idx`));
      await db.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${quoteIdent(field.fieldname)})`);
    }
    for (const field of doctype.columnFields.filter((f) => f.unique)) {
      const name = quoteIdent(indexName(doctype.table, `${field.fieldname}_key`));
      await db.query(`CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${table} (${quoteIdent(field.fieldname)})`);
    }
    for (const columns of doctype.indexes ?? []) {
      const name = quoteIdent(indexName(doctype.table, `${columns.join('_')}_idx`));
      await db.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns.map(quoteIdent).join(', ')})`);
    }
    for (const index of doctype.partialIndexes ?? []) {
      const name = quoteIdent(indexName(doctype.table, `${index.name}_part`));
      await db.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${index.columns.map(quoteIdent).join(', ')}) WHERE ${partialIndexWhere(doctype, index)}`);
    }
    if (doctype.searchFields?.length) {
      trigramOps ??= await trigramOperatorClass(db);
      if (!trigramOps) continue;
      for (const column of doctype.searchFields) {
        const name = quoteIdent(indexName(doctype.table, `${column}_trgm`));
        await db.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin (${quoteIdent(column)} ${trigramOps})`);
      }
    }
  }
}

/**
 * The trigram operator class, schema-qualified (the extension lives in one schema of the database,
 * which need not be on this connection's search path), or '' when pg_trgm cannot be had: the
 * searches then scan, which small databases do not notice.
 */
async function trigramOperatorClass(db: Db): Promise<string> {
  const installed = async () => {
    const { rows } = await db.query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );
    return rows[0] ? `${quoteIdent(rows[0].schema)}.gin_trgm_ops` : '';
  };
  const found = await installed();
  if (found) return found;
  // In `public` where there is one: a per-schema install would go when that schema is dropped.
  for (const where of [' SCHEMA public', '']) {
    try {
      // pg_trgm is a trusted extension: the database's owner may create it without superuser rights.
      await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm${where}`);
      break;
    } catch {
      // Not available (a PGlite without it loaded, no right to create extensions, no `public`);
      // another process creating it at the same moment also lands here, and is found below.
    }
  }
  return installed();
}

/**
 * The predicate of a partial index, written by the list query builder with its values inlined, so
 * that PostgreSQL sees a count's WHERE (built the same way, values bound) implies it.
 */
export function partialIndexWhere(doctype: Doctype, index: PartialIndex): string {
  const params = new SqlParams();
  const sql = scopeSql(filtersScope(normalizeFilters(doctype, index.filters.map((f) => [...f]), 'filters')), params, quoteIdent(doctype.table));
  return sql.replace(/\$(\d+)/g, (_, n: string) => sqlLiteral(params.values[Number(n) - 1]));
}

function sqlLiteral(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`A partial index filter takes text or number values, not ${JSON.stringify(value)}`);
}
