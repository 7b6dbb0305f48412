import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import type { Doc } from '../doctype/types';

/** The `prev_hash` of the first row of a case's trail. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: everything it records, its place in the chain and the hash before it. */
const SEALED_FIELDS = [
  'seq', 'prev_hash', 'name', 'owner', 'creation', 'ref_doctype', 'docname', 'attached_to_doctype',
  'action', 'fieldname', 'field_label', 'before', 'after', 'case_doctype', 'case_name',
] as const;

/** PostgreSQL prints `12:00:00.120000` as `12:00:00.12`: always six digits, so written and read rows hash alike. */
function canonicalDatetime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?$/.exec(value);
  return match ? `${match[1].replace('T', ' ')}.${(match[2] ?? '').padEnd(6, '0')}` : value;
}

/** A piece of JSON already in canonical form (see `canonicalSnapshot`), written as it is. */
export class CanonicalJson {
  constructor(readonly text: string) {}
}

/** The sorted keys (and their JSON) of every key list seen: documents of one doctype share a few. */
const keyOrders = new Map<string, { key: string; quoted: string }[]>();
export const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortedKeys(keys: string[]): { key: string; quoted: string }[] {
  const id = JSON.stringify(keys);
  let order = keyOrders.get(id);
  if (!order) {
    order = [...keys].sort(compareKeys).map((key) => ({ key, quoted: JSON.stringify(key) }));
    if (keyOrders.size > 10_000) keyOrders.clear();
    keyOrders.set(id, order);
  }
  return order;
}

/** JSON with object keys sorted at every level (jsonb does not keep the order they were written in). */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof CanonicalJson) return value.text;
  // A Date or the like: as JSON writes it.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return canonicalJson(JSON.parse(JSON.stringify(value)));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let out = '';
    for (const { key, quoted } of sortedKeys(Object.keys(record))) {
      const item = record[key];
      if (item === undefined) continue;
      out += `${out === '' ? '' : ','}${quoted}:${canonicalJson(item)}`;
    }
    return `{${out}}`;
  }
  return JSON.stringify(value);
}

/**
 * A `before`/`after` value as a row's hash covers it (as the database gives it back), for a
 * caller that hashes many rows of known content: `auditRowHash(row, { after })`. Its text is
 * also valid JSON to store. For plain data (what a snapshot is: no functions, no cycles), the
 * same as the JSON round trip `auditRowHash` makes, without it.
 * @public The way to hash many rows at once (changes.ts); kept for that, though no caller uses it yet.
 */
export function canonicalSnapshot(value: unknown): CanonicalJson {
  return new CanonicalJson(canonicalJson(value));
}

/** SHA-256 (hex) over the row's sealed fields, `prev_hash` included. */
export function auditRowHash(row: Doc, canonical: { before?: CanonicalJson; after?: CanonicalJson } = {}): string {
  return createHash('sha256').update(auditSealedJson(row, canonical)).digest('hex');
}

/** The canonical JSON of a row's sealed fields: what `auditRowHash` hashes. */
export function auditSealedJson(row: Doc, canonical: { before?: CanonicalJson; after?: CanonicalJson } = {}): string {
  const sealed: Record<string, unknown> = {};
  for (const field of SEALED_FIELDS) {
    const value = row[field];
    // As the database gives it back: JSON values parsed, numbers as numbers.
    sealed[field] =
      field === 'creation'
        ? canonicalDatetime(value)
        : field === 'before' || field === 'after'
          ? (canonical[field] ?? JSON.parse(JSON.stringify(value ?? null)))
          : (value ?? null);
  }
  sealed.seq = Number(sealed.seq);
  return canonicalJson(sealed);
}

/**
 * The end of a case's chain, with the case locked until the transaction ends, so two changes to
 * one case can never both extend the same row.
 */
export async function chainHead(db: Db, caseDoctype: string, caseName: string, options = { lock: true }): Promise<{ seq: number; hash: string }> {
  if (options.lock) await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`Audit Trail:${caseDoctype}:${caseName}`]);
  const { rows } = await db.query<{ seq: number | null; row_hash: string | null }>(
    `SELECT "seq", "row_hash" FROM "tabAudit Trail" WHERE "case_doctype" = $1 AND "case_name" = $2 AND "seq" IS NOT NULL
     ORDER BY "seq" DESC LIMIT 1`,
    [caseDoctype, caseName],
  );
  return rows[0] ? { seq: Number(rows[0].seq), hash: String(rows[0].row_hash) } : { seq: 0, hash: GENESIS_HASH };
}

export interface BrokenLink {
  seq: number | null;
  name: string;
  reason: string;
}

export interface ChainReport {
  case_doctype: string;
  case: string;
  rows: number;
  /** Rows written before the trail was chained (they precede the first sealed row and carry no hash). */
  unsealed: number;
  intact: boolean;
  first_broken: BrokenLink | null;
}

/** Walks a case's trail in chain order and reports the first row whose link or content does not hold. */
export async function verifyChain(db: Db, caseDoctype: string, caseName: string): Promise<ChainReport> {
  const { rows } = await db.query<Doc>(
    `SELECT * FROM "tabAudit Trail" WHERE "case_doctype" = $1 AND "case_name" = $2 ORDER BY "seq" NULLS FIRST, "creation", "name"`,
    [caseDoctype, caseName],
  );
  let unsealed = 0;
  let expectedSeq = 1;
  let previous = GENESIS_HASH;
  let firstBroken: BrokenLink | null = null;
  for (const row of rows) {
    const name = String(row.name);
    if (row.seq === null || row.seq === undefined) {
      unsealed++;
      continue;
    }
    const seq = Number(row.seq);
    if (seq !== expectedSeq) {
      firstBroken = { seq, name, reason: seq > expectedSeq ? `row ${expectedSeq} of the chain is missing` : `row ${seq} appears twice` };
      break;
    }
    if (row.prev_hash !== previous) {
      firstBroken = { seq, name, reason: 'it does not link to the row before it' };
      break;
    }
    if (row.row_hash !== auditRowHash(row)) {
      firstBroken = { seq, name, reason: 'its content does not match its hash' };
      break;
    }
    previous = String(row.row_hash);
    expectedSeq++;
  }
  return { case_doctype: caseDoctype, case: caseName, rows: rows.length, unsealed, intact: firstBroken === null, first_broken: firstBroken };
}
