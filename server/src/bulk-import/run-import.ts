import { pipeline, Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
import { BULK_MESSAGES, checkBulkRow, CSV_COMMENT, missingBulkColumns, type BulkReference, type BulkRowIssue } from 'shared-api/bulk';
import { loadSessionUser } from '../auth/users';
import { contextFor, type RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { parseSeries, randomName } from '../core/doctype/naming';
import { AUDIT_TRAIL } from '../core/doctype/registry';
import type { Doc, Doctype } from '../core/doctype/types';
import { SYSTEM_USER, type SessionUser } from '../core/session-user';
import type { Db } from '../db';
import { storageKey } from '../files/save-file';
import type { AppServices } from '../services';
import { blanksOf, draftClockFields, nameSource, type BuildContext } from './build-cases';
import { CaseRowWriter, type CaseRows } from './case-rows';
import { copyLines, copyRows } from './insert-rows';
import { loadBulkReference } from './reference';

/** Rows per batch (one transaction): large enough for COPY to pay off, small enough to hold in memory. */
export const DEFAULT_BATCH_SIZE = 2000;
/** Rows prepared between two turns of the event loop, so a batch's COPY in flight keeps streaming while the next is built. */
const YIELD_EVERY = 100;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How long a worker's claim on an import lasts without renewal (it renews every batch). */
export const DEFAULT_LEASE_SECONDS = 30;

export interface RunImportOptions {
  /** Who runs it (the lease holder); one id per process. */
  worker?: string;
  batchSize?: number;
  leaseSeconds?: number;
  /** Called inside each batch's transaction before it commits; a throw rolls that batch back (tests simulate a crash). */
  beforeCommit?: (batch: number) => void | Promise<void>;
}

export type ImportStatus = 'Pending' | 'Running' | 'Success' | 'Partial Success' | 'Error';

export interface ImportOutcome {
  /** `busy`: another worker holds the import; `missing`: no such import. */
  status: ImportStatus | 'busy' | 'missing';
  total: number;
  imported: number;
  skipped: number;
  failed: number;
}

/** A job-level failure: the import ends as Error with this message (rows already filed stay filed). */
export class ImportFailure extends Error {}

/** The import lost its lease to another worker (it was too slow to renew): stop without writing. */
export class LeaseLost extends Error {}

interface ImportRow {
  name: string;
  owner: string;
  lot: string;
  reference_doctype: string;
  import_file: string;
  status: ImportStatus;
  total_rows: number | null;
  processed_rows: number | null;
  imported_rows: number | null;
  skipped_rows: number | null;
  failed_rows: number | null;
  worker: string | null;
}

const TABLE = '"tabData Import"';

/**
 * Claims the import for this worker: the row is locked with SKIP LOCKED (a worker that finds it
 * locked moves on) and taken only when nobody else holds a live lease. Null when busy or done.
 */
async function claim(db: Db, name: string, worker: string, leaseSeconds: number): Promise<ImportRow | 'busy' | 'missing' | ImportRow['status']> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ImportRow & { leased: boolean }>(
      `SELECT *, ("lease_until" IS NOT NULL AND "lease_until" > localtimestamp AND "worker" IS DISTINCT FROM $2) AS "leased"
         FROM ${TABLE} WHERE "name" = $1 FOR UPDATE SKIP LOCKED`,
      [name, worker],
    );
    const row = rows[0];
    if (!row) {
      const exists = await tx.query(`SELECT 1 FROM ${TABLE} WHERE "name" = $1`, [name]);
      return exists.rows.length > 0 ? 'busy' : 'missing';
    }
    if (row.status !== 'Pending' && row.status !== 'Running') return row.status;
    if (row.leased) return 'busy';
    await tx.query(
      `UPDATE ${TABLE} SET "status" = 'Running', "worker" = $2, "lease_until" = localtimestamp + make_interval(secs => $3),
              "attempts" = coalesce("attempts", 0) + 1, "modified" = $4 WHERE "name" = $1`,
      [name, worker, leaseSeconds, nowDatetime()],
    );
    return { ...row, status: 'Running', worker };
  });
}

const PARSE_OPTIONS = { header: false, comments: CSV_COMMENT, skipEmptyLines: 'greedy' } as const;

/** The uploaded file's rows: the header (lower-cased) and the data rows; `#` lines are notes. */
export function parseImportCsv(text: string): { header: string[]; rows: string[][] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), PARSE_OPTIONS);
  const [header = [], ...rows] = parsed.data;
  return { header: header.map((cell) => cell.trim().toLowerCase()), rows };
}

/** Pieces of text of at most 32 KB, decoded as UTF-8 (a character cut between chunks is joined), without a leading BOM. */
async function* textPieces(body: Readable): AsyncGenerator<string> {
  // Small pieces: the parser pauses every few rows (its stream's buffer is 16 rows) and on resume
  // copies what is left of its current piece, which with 1 MB pieces cost more than the parsing.
  const PIECE = 32 * 1024;
  const decoder = new StringDecoder('utf8');
  let first = true;
  const pieces = function* (text: string) {
    for (let at = 0; at < text.length; at += PIECE) yield text.slice(at, at + PIECE);
  };
  for await (const chunk of body) {
    let text = decoder.write(chunk as Buffer);
    if (first && text !== '') {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    yield* pieces(text);
  }
  yield* pieces(decoder.end());
}

/**
 * The file's records one at a time (the header first), parsed as `parseImportCsv` parses them but
 * streamed from the store: the parser runs only as far ahead as the consumer has read, so a
 * 100,000-row file is held neither as text nor as 100,000 parsed rows.
 */
export function streamImportCsv(body: Readable): AsyncIterable<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, PARSE_OPTIONS);
  // A store that fails mid-read fails the parse (a bare pipe would leave it waiting).
  pipeline(Readable.from(textPieces(body), { objectMode: true }), parser, (error) => {
    if (error) parser.destroy(error);
  });
  return parser;
}

/**
 * Counts a CSV's data rows without parsing it, fed in pieces: records outside quotes, less note
 * lines and blank ones. For the progress bar; the job corrects `total_rows` at the end if a file
 * fools it.
 */
export class ImportRowCounter {
  private records = 0;
  private inQuotes = false;
  private atStart = true;
  private comment = false;
  private content = false;

  push(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.inQuotes) {
        if (c === 34) this.inQuotes = false;
        else this.content = true;
        continue;
      }
      if (c === 10) {
        if (this.content && !this.comment) this.records++;
        this.atStart = true;
        this.comment = false;
        this.content = false;
        continue;
      }
      if (this.atStart && c === 35) this.comment = true;
      this.atStart = false;
      if (c === 34) this.inQuotes = true;
      else if (c !== 44 && c !== 13 && c !== 32 && c !== 9 && c !== 0xfeff) this.content = true;
    }
  }

  /** Data rows so far (the header not counted). */
  get total(): number {
    return Math.max(0, this.records + (this.content && !this.comment ? 1 : 0) - 1);
  }
}

/** Opens the import's file, read from the store as a stream; only a file the importer uploaded themself. */
async function importFile(ctx: RequestContext, job: ImportRow): Promise<() => Promise<Readable>> {
  const { rows } = await ctx.db.query<{ file_url: string }>(`SELECT "file_url" FROM "tabFile" WHERE "file_url" = $1 AND "owner" = $2`, [job.import_file, job.owner]);
  const missing = () => new ImportFailure(`The import file ${job.import_file} was not found`);
  if (!rows[0]) throw missing();
  const key = storageKey(rows[0].file_url);
  return async () => {
    const file = await ctx.services.storage.open(key);
    if (!file) throw missing();
    return file.body;
  };
}

/** Reserves `count` consecutive numbers of the doctype's naming series in one statement. */
async function reserveNames(db: Db, doctype: Doctype, count: number): Promise<string[]> {
  if (count === 0) return [];
  const { prefix, digits } = parseSeries(doctype.naming);
  const { rows } = await db.query<{ current: string | number }>(
    `INSERT INTO "__series" ("name", "current") VALUES ($1, $2)
     ON CONFLICT ("name") DO UPDATE SET "current" = "__series"."current" + $2 RETURNING "current"`,
    [prefix, count],
  );
  const last = Number(rows[0].current);
  return Array.from({ length: count }, (_, i) => prefix + String(last - count + 1 + i).padStart(digits, '0'));
}

interface BatchResult {
  imported: number;
  skipped: number;
  failed: number;
}

interface Prepared {
  key: string;
  rowNumber: number;
  value?: CaseRows;
  issues?: BulkRowIssue[];
}

/** The work of one batch that needs no database: every row checked, the valid ones built. */
interface PreparedBatch {
  rows: Prepared[];
  build: BuildContext;
  writer: CaseRowWriter;
  /** `processed_rows` once this batch is in. */
  nextOffset: number;
  /** The database compresses stored values with lz4 when asked (PostgreSQL built with it). */
  lz4: boolean;
}

/** Whether this database can compress stored values with lz4 (PostgreSQL 14+ built with it; not PGlite). */
async function hasLz4(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ lz4: boolean }>(`SELECT 'lz4' = ANY("enumvals") AS "lz4" FROM pg_settings WHERE "name" = 'default_toast_compression'`);
  return rows[0]?.lz4 === true;
}

/** One batch in one transaction: its cases with their party rows and audit rows, its error log and the job's progress. */
async function importBatch(
  ctx: RequestContext,
  job: ImportRow,
  doctype: Doctype,
  filer: SessionUser,
  batch: PreparedBatch,
  options: Required<Pick<RunImportOptions, 'worker' | 'leaseSeconds'>> & RunImportOptions,
  index: number,
): Promise<BatchResult> {
  const { rows: prepared, build, writer } = batch;
  return ctx.db.transaction(async (tx) => {
    // A batch's commit need not wait for its WAL to reach the disk: a server crash can lose only
    // whole recent batches (cases, party rows, log and progress together), which the resumed job
    // files again; the job's last statement (finish) commits synchronously, and WAL is written in
    // order, so by the time the import reports its end every batch is on disk.
    await tx.query(`SET LOCAL synchronous_commit = off`);
    // Each case's audit snapshot (3 KB of jsonb) is compressed as it is stored; lz4 does it in
    // well under half pglz's time, and the server reads either transparently.
    if (batch.lz4) await tx.query(`SET LOCAL default_toast_compression = lz4`);
    const lease = await tx.query<{ worker: string | null }>(`SELECT "worker" FROM ${TABLE} WHERE "name" = $1 FOR UPDATE`, [job.name]);
    if (lease.rows[0]?.worker !== options.worker) throw new LeaseLost(`Data Import ${job.name} is held by another worker`);
    // Imports into one lot take turns, so the check for rows already filed below stays true until commit.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`Lot:${job.lot}`]);
    const valid = prepared.filter((row) => row.value);
    const { rows: existing } = await tx.query<{ bulk_import_key: string }>(
      `SELECT "bulk_import_key" FROM ${`"${doctype.table}"`} WHERE "bulk_import_key" = ANY($1::text[])`,
      [valid.map((row) => row.key)],
    );
    const filed = new Set(existing.map((row) => row.bulk_import_key));
    const fresh = valid.filter((row) => !filed.has(row.key));
    // The batch's names in one step: the series moves on only if the batch commits.
    const names = await reserveNames(tx, doctype, fresh.length);
    // Each table's lines are made as they are sent: PostgreSQL loads one piece while the next is made.
    const linesOf = function* (make: (i: number) => string | readonly string[]): Generator<string> {
      for (let i = 0; i < fresh.length; i++) {
        const made = make(i);
        if (typeof made === 'string') yield made;
        else yield* made;
      }
    };
    await copyLines(tx, doctype, linesOf((i) => writer.caseLine(fresh[i].value!, names[i])));
    for (const [c, child] of writer.childDoctypes.entries()) {
      await copyLines(tx, child, linesOf((i) => writer.childLines(fresh[i].value!, c, names[i])));
    }
    await copyLines(tx, ctx.registry.require(AUDIT_TRAIL), linesOf((i) => writer.auditLine(fresh[i].value!, names[i])));
    const logs: Doc[] = prepared.flatMap((row) =>
      (row.issues ?? []).map((issue) => ({
        name: build.nextName(),
        owner: filer.name,
        creation: build.now,
        modified: build.now,
        modified_by: filer.name,
        docstatus: 0,
        idx: 0,
        data_import: job.name,
        row_number: row.rowNumber,
        column_name: issue.column,
        message: issue.message,
      })),
    );
    await copyRows(tx, ctx.registry.require('Data Import Log'), logs);

    const result = { imported: fresh.length, skipped: valid.length - fresh.length, failed: prepared.length - valid.length };
    await options.beforeCommit?.(index);
    await tx.query(
      `UPDATE ${TABLE} SET "processed_rows" = $2, "imported_rows" = coalesce("imported_rows", 0) + $3, "skipped_rows" = coalesce("skipped_rows", 0) + $4,
              "failed_rows" = coalesce("failed_rows", 0) + $5, "lease_until" = localtimestamp + make_interval(secs => $6), "modified" = $7
        WHERE "name" = $1`,
      [job.name, batch.nextOffset, result.imported, result.skipped, result.failed, options.leaseSeconds, nowDatetime()],
    );
    return result;
  });
}

function finalStatus(total: number, imported: number, skipped: number, failed: number): ImportStatus {
  if (failed === 0) return 'Success';
  return imported + skipped > 0 ? 'Partial Success' : 'Error';
}

/** Ends the job: its status, summary and released lease; the lot's count follows its cases. */
async function finish(db: Db, job: ImportRow, doctype: Doctype, fields: { status: ImportStatus; message?: string }): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ImportRow>(
      `UPDATE ${TABLE} SET "status" = $2, "error_message" = $3, "lease_until" = NULL, "worker" = NULL, "modified" = $4,
              "log" = jsonb_build_object('imported', coalesce("imported_rows", 0), 'skipped', coalesce("skipped_rows", 0), 'failed', coalesce("failed_rows", 0), 'total', coalesce("total_rows", 0))
        WHERE "name" = $1 RETURNING *`,
      [job.name, fields.status, fields.message ?? null, nowDatetime()],
    );
    await tx.query(`UPDATE "tabLot" SET "count_of_claim" = (SELECT count(*) FROM "${doctype.table}" WHERE "lot" = $1), "modified" = $2 WHERE "name" = $1`, [job.lot, nowDatetime()]);
    const row = rows[0];
    return { status: fields.status, total: Number(row.total_rows ?? 0), imported: Number(row.imported_rows ?? 0), skipped: Number(row.skipped_rows ?? 0), failed: Number(row.failed_rows ?? 0) };
  });
}

/**
 * Runs (or resumes) one Data Import: reads its CSV, checks every row again with the filing
 * rules, and files the valid rows as Draft cases of the import's lot in batches, each batch one
 * transaction (cases, their party rows, their audit rows, the error log and the progress
 * together), so a crash leaves only whole batches and a rerun continues at `processed_rows`.
 * Each row's idempotency key `<lot>:<row>` is unique, so a repeated import of the same file into
 * the lot files nothing twice. The one entry point of the job, whatever drives it.
 */
export async function runDataImport(services: AppServices, name: string, options: RunImportOptions = {}): Promise<ImportOutcome> {
  const settings = { ...options, worker: options.worker ?? `run:${randomName(8)}`, leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS };
  const none = { total: 0, imported: 0, skipped: 0, failed: 0 };
  const claimed = await claim(services.db, name, settings.worker, settings.leaseSeconds);
  if (typeof claimed === 'string') return { status: claimed, ...none };
  const job = claimed;
  const system = contextFor(services, SYSTEM_USER);
  const doctype = services.registry.require(job.reference_doctype);
  try {
    const filer = await loadSessionUser(services.db, job.owner, 'system');
    if (!filer) throw new ImportFailure(`The user ${job.owner} who started this import can no longer file cases`);
    const open = await importFile(system, job);
    // The file is read twice, streamed each time: once to count its rows for the progress bar,
    // then to import them, so the job never holds it whole.
    const counter = new ImportRowCounter();
    for await (const piece of textPieces(await open())) counter.push(piece);
    let total = counter.total;
    const records = streamImportCsv(await open())[Symbol.asyncIterator]();
    const first = await records.next();
    const header = first.done ? [] : first.value.map((cell) => cell.trim().toLowerCase());
    const missing = missingBulkColumns(header);
    if (missing.length > 0) throw new ImportFailure(BULK_MESSAGES.missingColumns(missing));
    await services.db.query(`UPDATE ${TABLE} SET "total_rows" = $2 WHERE "name" = $1`, [job.name, total]);
    const reference: BulkReference = await loadBulkReference(services.db);
    const lz4 = await hasLz4(services.db);
    const sourceColumn = header.indexOf('source_row');
    const batchSize = settings.batchSize ?? DEFAULT_BATCH_SIZE;
    const clock = draftClockFields(system, doctype);
    const blanks = blanksOf(system, doctype);
    const start = Number(job.processed_rows ?? 0);

    /** A batch to fill, its rows numbered from `offset` (its time, names and templates its own). */
    const newBatch = (offset: number): PreparedBatch => {
      const build: BuildContext = { ctx: system, doctype, filer, lot: job.lot, now: nowDatetime(), clock, ...blanks, nextName: nameSource(batchSize * 6) };
      return { rows: [], build, writer: new CaseRowWriter(build), nextOffset: offset, lz4 };
    };
    /** Checks one row and, when valid, builds its case into the batch (CPU only). */
    const prepareRow = (batch: PreparedBatch, row: string[]): Prepared => {
      const at = batch.nextOffset++;
      // The row's number in the user's file: the browser sends it along with the rows it kept.
      const given = sourceColumn >= 0 ? Number(row[sourceColumn]) : NaN;
      const rowNumber = Number.isInteger(given) && given > 0 ? given : at + 1;
      const record: Record<string, string> = {};
      for (let column = 0; column < header.length; column++) {
        const cell = row[column];
        if (cell !== undefined && cell !== '') record[header[column]] = cell;
      }
      const checked = checkBulkRow(record, { userEmail: filer.name, caseDoctype: doctype.name as 'Claim' | 'Dispute', reference });
      const key = `${job.lot}:${rowNumber}`;
      return checked.ok ? { key, rowNumber, value: batch.writer.prepare(checked.value, key) } : { key, rowNumber, issues: checked.issues };
    };

    // Batches go in one after another; while one is being written, the next is checked and built,
    // a few rows at a time so the write in flight keeps streaming (and PostgreSQL keeps working).
    let seen = 0;
    let batch = newBatch(start);
    let writing: Promise<BatchResult> | null = null;
    let index = 0;
    const flush = async () => {
      const ready = batch;
      batch = newBatch(ready.nextOffset);
      await writing;
      writing = importBatch(system, job, doctype, filer, ready, settings, index++);
      // A failed batch must not go unobserved while the next one is prepared.
      writing.catch(() => undefined);
    };
    try {
      for (let next = await records.next(); !next.done; next = await records.next()) {
        seen += 1;
        if (seen <= start) continue;
        batch.rows.push(prepareRow(batch, next.value));
        if (batch.rows.length === batchSize) await flush();
        else if (batch.rows.length % YIELD_EVERY === 0) await yieldToIo();
      }
      if (batch.rows.length > 0) await flush();
      await writing;
    } finally {
      await records.return?.();
    }
    if (seen === 0) throw new ImportFailure(BULK_MESSAGES.noRows);
    if (seen !== total) {
      total = seen;
      await services.db.query(`UPDATE ${TABLE} SET "total_rows" = $2 WHERE "name" = $1`, [job.name, total]);
    }
    const { rows: counts } = await services.db.query<ImportRow>(`SELECT * FROM ${TABLE} WHERE "name" = $1`, [job.name]);
    const done = counts[0];
    return await finish(services.db, job, doctype, {
      status: finalStatus(Number(done.total_rows), Number(done.imported_rows ?? 0), Number(done.skipped_rows ?? 0), Number(done.failed_rows ?? 0)),
    });
  } catch (error) {
    if (error instanceof ImportFailure) return finish(services.db, job, doctype, { status: 'Error', message: error.message });
    // Anything else (a crash of this batch): the batch rolled back; let the lease go so the job resumes.
    if (!(error instanceof LeaseLost)) {
      await services.db
        .query(`UPDATE ${TABLE} SET "lease_until" = NULL, "worker" = NULL WHERE "name" = $1 AND "worker" = $2`, [job.name, settings.worker])
        .catch(() => undefined);
    }
    throw error;
  }
}
