import {
  AWAITING_ACKNOWLEDGEMENT,
  DISPATCH_KINDS,
  DISPATCH_STATUSES,
  addCalendarDays,
  caseKindOf,
  hasProof,
  todayInIndia,
  type DispatchKind,
} from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { rowFromDb } from '../../core/documents/load';
import { PermissionError, ValidationError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { pageSql, quoteIdent, SqlParams } from '../../core/query/sql';
import { respondentCaseOf } from '../../core/session-user';
import { optionalDate, optionalText, text } from './args';
import { canRead, findCase, listRows, viewerFor } from './case-lookup';
import { dispatchKindOrThrow } from './dispatch-send';

/*
 * The Dispatch Report (SPEC §6 report_dispatches): every delivery row of the dispatches of the
 * caller's cases, filtered, counted per status and paginated in the database. Recipients'
 * addresses, e-mails and mobile numbers are not part of it.
 */

export const DEFAULT_STALE_DAYS = 7;
const MAX_PAGE = 10_000;
const DETAIL_COLUMNS = ['name', 'parent', 'parenttype', 'dispatched_to', 'party_type', 'channel', 'dispatch_date', 'tracking_id', 'status', 'received_date', 'acknowledged', 'acknowledgement_date', 'proof', 'message_id', 'send_error'];

function intArg(args: MethodArgs, name: string, fallback: number, max: number): number {
  const raw = text(args[name]);
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ValidationError(`${name} must be a whole number`);
  return Math.min(value, max);
}

/** The dispatch records of each kind the caller may read (within the case, if one is given). */
async function readableRecords(ctx: RequestContext, kinds: readonly DispatchKind[], caseName: string | null): Promise<Map<string, Map<string, string>>> {
  const byDoctype = new Map<string, Map<string, string>>();
  let caseFilter: unknown[][] = [];
  if (caseName) {
    const { ref } = await findCase(ctx, caseName);
    caseFilter = [[ref.link, '=', ref.name]];
  }
  for (const kind of kinds) {
    if (!canRead(ctx, kind.doctype)) continue;
    const records = await listRows(ctx, kind.doctype, { fields: ['name', 'claim', 'dispute'], filters: caseFilter });
    byDoctype.set(kind.doctype, new Map(records.map((row) => [String(row.name), String(row.claim ?? row.dispute ?? '')])));
  }
  return byDoctype;
}

async function getDispatchReport(ctx: RequestContext, args: MethodArgs) {
  if (respondentCaseOf(ctx.user)) throw new PermissionError('The dispatch report is for the parties’ professionals');
  const viewer = await viewerFor(ctx, args.email);
  const kindName = optionalText(args, 'kind', 'doctype');
  const kinds = kindName ? [dispatchKindOrThrow(kindName)] : DISPATCH_KINDS;
  if (!kinds.some((kind) => canRead(viewer, kind.doctype))) throw new PermissionError('No permission to read dispatches');
  const channel = optionalText(args, 'channel');
  const status = optionalText(args, 'status');
  if (status && !(DISPATCH_STATUSES as readonly string[]).includes(status)) throw new ValidationError(`status must be one of ${DISPATCH_STATUSES.join(', ')}`);
  const proof = optionalText(args, 'proof');
  if (proof && proof !== 'with' && proof !== 'without') throw new ValidationError('proof must be "with" or "without"');
  const from = optionalDate(args, 'from_date');
  const to = optionalDate(args, 'to_date');
  const staleDays = intArg(args, 'stale_days', DEFAULT_STALE_DAYS, 3650);
  const start = intArg(args, 'start', 0, Number.MAX_SAFE_INTEGER);
  const pageLength = intArg(args, 'page_length', 20, MAX_PAGE) || 20;

  const records = await readableRecords(viewer, kinds, optionalText(args, 'case', 'claim', 'dispute'));
  const empty = { rows: [], total: 0, totals: Object.fromEntries(DISPATCH_STATUSES.map((s) => [s, 0])), stale: 0, without_proof: 0, stale_days: staleDays };
  const params = new SqlParams();
  const parents = [...records].filter(([, names]) => names.size > 0).map(([doctype, names]) => `("parenttype" = ${params.add(doctype)} AND "parent" = ANY(${params.add([...names.keys()])}::text[]))`);
  if (parents.length === 0) return empty;
  const where = [`"parentfield" = 'dispatch_details'`, `(${parents.join(' OR ')})`];
  if (channel) where.push(`"channel" = ${params.add(channel)}`);
  if (from) where.push(`"dispatch_date" >= ${params.add(from)}`);
  if (to) where.push(`"dispatch_date" <= ${params.add(to)}`);
  const proofSql = `(coalesce("proof", '') <> '' OR ("acknowledged" = 1 AND ("received_date" IS NOT NULL OR "acknowledgement_date" IS NOT NULL)))`;
  if (proof) where.push(proof === 'with' ? proofSql : `NOT ${proofSql}`);
  const table = quoteIdent(ctx.registry.require('Dispatch Detail').table);
  const cutoff = addCalendarDays(todayInIndia(), -staleDays);
  const staleSql = `(coalesce("status", 'Pending') = ANY(${params.add([...AWAITING_ACKNOWLEDGEMENT])}::text[]) AND "dispatch_date" <= ${params.add(cutoff)})`;

  // Totals per status are over every other filter, so the status chips show what each would hold.
  const base = where.join(' AND ');
  const { rows: counts } = await ctx.db.query<{ status: string | null; n: string | number; stale: string | number; without_proof: string | number }>(
    `SELECT coalesce("status", 'Pending') AS "status", count(*) AS "n", count(*) FILTER (WHERE ${staleSql}) AS "stale", count(*) FILTER (WHERE NOT ${proofSql}) AS "without_proof" FROM ${table} WHERE ${base} GROUP BY 1`,
    params.values,
  );
  const totals: Record<string, number> = Object.fromEntries(DISPATCH_STATUSES.map((s) => [s, 0]));
  let stale = 0;
  let withoutProof = 0;
  for (const row of counts) {
    const n = Number(row.n);
    totals[row.status ?? 'Pending'] = (totals[row.status ?? 'Pending'] ?? 0) + n;
    if (!status || status === row.status) {
      stale += Number(row.stale);
      withoutProof += Number(row.without_proof);
    }
  }
  const filtered = status ? `${base} AND coalesce("status", 'Pending') = ${params.add(status)}` : base;
  const total = status ? (totals[status] ?? 0) : Object.values(totals).reduce((a, b) => a + b, 0);
  const { rows } = await ctx.db.query(
    `SELECT ${DETAIL_COLUMNS.map(quoteIdent).join(', ')}, ${staleSql} AS "stale" FROM ${table} WHERE ${filtered}
     ORDER BY "dispatch_date" DESC NULLS LAST, "creation" DESC, "name"${pageSql(pageLength, start, params)}`,
    params.values,
  );
  const child = ctx.registry.require('Dispatch Detail');
  return {
    rows: rows.map((raw) => {
      const row: Doc = rowFromDb(child, raw);
      const doctype = String(row.parenttype);
      const caseName = records.get(doctype)?.get(String(row.parent)) ?? null;
      return {
        kind: doctype,
        kind_label: DISPATCH_KINDS.find((kind) => kind.doctype === doctype)?.label ?? doctype,
        dispatch: row.parent,
        row: row.name,
        case: caseName,
        case_kind: caseName ? caseKindOf(caseName) : null,
        dispatched_to: row.dispatched_to ?? null,
        party_type: row.party_type ?? null,
        channel: row.channel ?? null,
        dispatch_date: row.dispatch_date ?? null,
        tracking_id: row.tracking_id ?? null,
        message_id: row.message_id ?? null,
        status: row.status ?? 'Pending',
        send_error: row.send_error ?? null,
        received_date: row.received_date ?? null,
        acknowledged: row.acknowledged ? 1 : 0,
        acknowledgement_date: row.acknowledgement_date ?? null,
        has_proof: hasProof(row),
        stale: raw.stale === true || raw.stale === 't',
      };
    }),
    total,
    totals,
    stale,
    without_proof: withoutProof,
    stale_days: staleDays,
  };
}

export const dispatchReportMethods = appMethods({ get_dispatch_report: getDispatchReport });
