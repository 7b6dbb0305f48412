import { randomBytes } from 'node:crypto';
import { allocate, canonicalList, DRAW_ALGORITHM, listHashOf, partyKey, sha256Hex } from 'shared-api/appointments';
import type { RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { randomName } from '../core/doctype/naming';
import type { Doc } from '../core/doctype/types';
import { insertRows } from '../core/documents/write-row';
import { ValidationError } from '../core/errors';
import type { Db } from '../db';
import { recordCaseUpdates } from './audit-bulk';
import { eligibilityFor, type Exclusion } from './eligibility';
import { loadCases, loadNeutrals, loadPanels, NEUTRAL_FIELD, NEUTRAL_NAME_FIELD, type CaseDoctype, type CaseRow } from './facts';

/*
 * allocate_neutrals, in two transactions so that the seed cannot be chosen after the lists are seen:
 *   1. commit: the cases are locked; for each, its eligibility is decided and its draw row written
 *      with the legal basis, the eligible list (an Appointment Pool) and the list's hash. This
 *      transaction commits: the commitments are on record, for every case, before any seed exists.
 *   2. draw: only now 32 random bytes are taken from the server's CSPRNG (the case manager chooses
 *      nothing), the published algorithm draws every case, and each drawn neutral is assigned to
 *      their case as `assign_neutral` would (the neutral and their name, `modified`, the case's
 *      audit trail), all in set-based statements. One allocation draws at a time (an advisory
 *      lock), so capacity and item 22 counts read in it cannot be used twice.
 */

const DRAFT = 'Draft';
const ALLOCATION_LOCK = "SELECT pg_advisory_xact_lock(hashtext('Appointment allocation'))";

export interface AllocationRequest {
  cases: { doctype: CaseDoctype; name: string }[];
  legalBasis: string;
  legalReference: string;
}

export interface Skipped {
  case: string;
  reason: string;
}

export interface AllocationOutcome {
  allocation: string;
  seed: string;
  drawn: { case: string; draw: string; neutral: string }[];
  /** Cases committed but no neutral could be drawn for (none eligible, or all at their limits). */
  undrawn: { case: string; draw: string; reason: string }[];
  skipped: Skipped[];
}

interface Committed {
  draw: string;
  row: CaseRow;
  eligible: string[];
  listHash: string;
}

const byDoctype = (cases: AllocationRequest['cases']) => {
  const groups = new Map<CaseDoctype, string[]>();
  for (const ref of cases) groups.set(ref.doctype, [...(groups.get(ref.doctype) ?? []), ref.name]);
  return groups;
};

async function pendingDraws(db: Db, names: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ case_name: string }>(`SELECT "case_name" FROM "tabAppointment Draw" WHERE "status" = 'Committed' AND "case_name" = ANY($1::text[])`, [names]);
  return new Set(rows.map((row) => row.case_name));
}

/** Why a case cannot be allocated now, or null. */
function notAllocatable(row: CaseRow, pending: ReadonlySet<string>): string | null {
  if (row.stage !== DRAFT) return `only a Draft case is allocated; it is in ${row.stage}`;
  if (row.neutral) return `a neutral is already assigned (${row.neutral})`;
  if (pending.has(row.name)) return 'another allocation has committed a draw for it';
  return null;
}

async function commitPhase(ctx: RequestContext, request: AllocationRequest, allocation: string): Promise<{ committed: Committed[]; skipped: Skipped[] }> {
  return ctx.db.transaction(async (db) => {
    const committed: Committed[] = [];
    const skipped: Skipped[] = [];
    const rows: CaseRow[] = [];
    for (const [doctype, names] of byDoctype(request.cases)) {
      const loaded = await loadCases(db, doctype, names);
      const found = new Set(loaded.map((row) => row.name));
      for (const name of names) if (!found.has(name)) skipped.push({ case: name, reason: 'no such case' });
      rows.push(...loaded);
    }
    const pending = await pendingDraws(db, rows.map((row) => row.name));
    const open = rows.filter((row) => {
      const reason = notAllocatable(row, pending);
      if (reason) skipped.push({ case: row.name, reason });
      return !reason;
    });
    const panels = await loadPanels(db);
    const members = [...new Set(panels.flatMap((panel) => panel.members))];
    const neutrals = await loadNeutrals(db, members, [...new Set(open.map((row) => row.facts.party))]);
    const today = nowDatetime().slice(0, 10);
    const now = nowDatetime();
    const pools = new Map<string, { neutrals: string[]; exclusions: Exclusion[] }>();
    const draws: Doc[] = [];
    for (const row of open) {
      const eligibility = eligibilityFor(row.facts, panels, neutrals, today);
      const eligible = canonicalList(eligibility.eligible);
      const content = JSON.stringify({ neutrals: eligible, exclusions: eligibility.exclusions });
      const pool = sha256Hex(content);
      if (!pools.has(pool)) pools.set(pool, { neutrals: eligible, exclusions: eligibility.exclusions });
      const listHash = listHashOf(row.name, eligible);
      const draw = randomName(16);
      committed.push({ draw, row, eligible, listHash });
      draws.push({
        name: draw,
        owner: ctx.user.name,
        creation: now,
        modified: now,
        modified_by: ctx.user.name,
        docstatus: 0,
        idx: 0,
        case_doctype: row.doctype,
        case_name: row.name,
        lot: row.lot,
        allocation,
        status: 'Committed',
        legal_basis: request.legalBasis,
        legal_reference: request.legalReference,
        algorithm: DRAW_ALGORITHM.name,
        algorithm_version: DRAW_ALGORITHM.version,
        party: row.facts.party,
        pool,
        list_hash: listHash,
        committed_at: now,
      });
    }
    if (pools.size) {
      const params = [...pools].flatMap(([name, pool]) => [name, JSON.stringify(pool.neutrals), JSON.stringify(pool.exclusions)]);
      const tuples = [...pools.keys()].map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}, $${params.length + 1}, now(), now(), $${params.length + 1}, 0, 0)`);
      for (let start = 0; start < tuples.length; start += 5000) {
        const slice = tuples.slice(start, start + 5000);
        const sliceParams = params.slice(start * 3, (start + slice.length) * 3);
        const renumbered = slice.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}, $${sliceParams.length + 1}, now(), now(), $${sliceParams.length + 1}, 0, 0)`);
        await db.query(
          `INSERT INTO "tabAppointment Pool" ("name", "neutrals", "exclusions", "owner", "creation", "modified", "modified_by", "docstatus", "idx")
           VALUES ${renumbered.join(', ')} ON CONFLICT ("name") DO NOTHING`,
          [...sliceParams, ctx.user.name],
        );
      }
    }
    await insertRows(db, ctx.registry.require('Appointment Draw'), draws);
    return { committed, skipped };
  });
}

async function drawPhase(ctx: RequestContext, committed: readonly Committed[], allocation: string): Promise<Omit<AllocationOutcome, 'skipped'>> {
  return ctx.db.transaction(async (db) => {
    await db.query(ALLOCATION_LOCK);
    // The seed is taken only now, after the commitments are on record.
    const seed = randomBytes(32).toString('hex');
    const seedTakenAt = nowDatetime();
    // The cases again, locked: one changed since its commitment (a manual assignment) is not drawn.
    const current = new Map<string, CaseRow>();
    for (const [doctype, names] of byDoctype(committed.map((entry) => ({ doctype: entry.row.doctype, name: entry.row.name })))) {
      for (const row of await loadCases(db, doctype, names)) current.set(row.name, row);
    }
    const stillOpen = committed.filter((entry) => {
      const row = current.get(entry.row.name);
      return row && row.stage === DRAFT && !row.neutral;
    });
    // Capacity and item 22 allowances as they stand now (under the allocation lock).
    const panels = await loadPanels(db);
    const members = [...new Set(stillOpen.flatMap((entry) => entry.eligible))];
    const neutrals = await loadNeutrals(db, members, [...new Set(stillOpen.map((entry) => entry.row.facts.party))]);
    const today = seedTakenAt.slice(0, 10);
    const capacity = new Map<string, number>();
    const partyAllowance = new Map<string, number>();
    const item22Of = new Map<string, ReadonlyMap<string, string>>();
    for (const entry of stillOpen) {
      const limits = eligibilityFor(entry.row.facts, panels, neutrals, today);
      item22Of.set(entry.row.name, limits.item22);
      for (const neutral of entry.eligible) {
        // A neutral who fell out of eligibility since the commitment (retired panel, new
        // declaration, now at capacity) takes no case: limit 0.
        const eligibleNow = limits.eligible.includes(neutral);
        capacity.set(neutral, Math.min(capacity.get(neutral) ?? Infinity, eligibleNow ? (limits.capacity.get(neutral) ?? Infinity) : 0));
        const key = partyKey(neutral, entry.row.facts.party);
        if (limits.partyAllowance.has(neutral) || !eligibleNow) partyAllowance.set(key, eligibleNow ? limits.partyAllowance.get(neutral)! : 0);
      }
    }
    for (const [neutral, left] of capacity) if (left === Infinity) capacity.delete(neutral);
    const results = allocate(
      seed,
      stillOpen.map((entry) => ({ name: entry.row.name, eligible: entry.eligible, party: entry.row.facts.party })),
      { capacity, partyAllowance },
    );
    const entryOf = new Map(stillOpen.map((entry) => [entry.row.name, entry]));
    const drawn: AllocationOutcome['drawn'] = [];
    const undrawn: AllocationOutcome['undrawn'] = [];
    const updates = { draw: [] as string[], status: [] as string[], seed: [] as string[], caseSeed: [] as string[], candidates: [] as string[], neutral: [] as (string | null)[], rule: [] as (string | null)[], count: [] as (number | null)[], reason: [] as (string | null)[] };
    const push = (draw: string, status: string, values: { caseSeed?: string; candidates?: string; neutral?: string | null; rule?: string | null; count?: number | null; reason?: string | null }) => {
      updates.draw.push(draw);
      updates.status.push(status);
      updates.seed.push(seed);
      updates.caseSeed.push(values.caseSeed ?? '');
      updates.candidates.push(values.candidates ?? '');
      updates.neutral.push(values.neutral ?? null);
      updates.rule.push(values.rule ?? null);
      updates.count.push(values.count ?? null);
      updates.reason.push(values.reason ?? null);
    };
    for (const entry of committed) {
      if (!entryOf.has(entry.row.name)) {
        push(entry.draw, 'Void', { reason: 'The case changed between the commitment and the draw (no longer a Draft without a neutral)' });
        undrawn.push({ case: entry.row.name, draw: entry.draw, reason: 'the case changed before the draw' });
      }
    }
    const assignments = new Map<CaseDoctype, { name: string[]; neutral: string[]; fullName: string[] }>();
    for (const result of results) {
      const entry = entryOf.get(result.name)!;
      if (!result.neutral) {
        const reason = entry.eligible.length ? 'Every eligible neutral is at their limit (capacity or Fifth Schedule item 22)' : 'No eligible neutral on any panel for this case';
        push(entry.draw, 'Void', { caseSeed: result.caseSeed, candidates: result.candidates, reason });
        undrawn.push({ case: result.name, draw: entry.draw, reason });
        continue;
      }
      const neutral = neutrals.get(result.neutral);
      const rule = item22Of.get(result.name)?.get(result.neutral) ?? 'Exclude';
      push(entry.draw, 'Drawn', { caseSeed: result.caseSeed, candidates: result.candidates, neutral: result.neutral, rule, count: neutral?.partyCounts.get(entry.row.facts.party) ?? 0 });
      drawn.push({ case: result.name, draw: entry.draw, neutral: result.neutral });
      const target = assignments.get(entry.row.doctype) ?? { name: [], neutral: [], fullName: [] };
      target.name.push(result.name);
      target.neutral.push(result.neutral);
      target.fullName.push(neutral?.fullName ?? result.neutral);
      assignments.set(entry.row.doctype, target);
    }
    await db.query(
      `UPDATE "tabAppointment Draw" d SET "status" = u.status, "allocation_seed" = u.seed, "seed_taken_at" = $10, "case_seed" = nullif(u.case_seed, ''),
              "candidates" = nullif(u.candidates, ''), "neutral" = u.neutral, "item_22_rule" = u.rule, "party_appointments" = u.count, "void_reason" = u.reason, "modified" = $10
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[])
              AS u(draw, status, seed, case_seed, candidates, neutral, rule, count, reason)
        WHERE d."name" = u.draw AND d."status" = 'Committed'`,
      [updates.draw, updates.status, updates.seed, updates.caseSeed, updates.candidates, updates.neutral, updates.rule, updates.count, updates.reason, seedTakenAt],
    );
    for (const [doctype, target] of assignments) {
      const field = NEUTRAL_FIELD[doctype];
      const nameField = NEUTRAL_NAME_FIELD[doctype];
      const { rows: before } = await db.query<{ name: string; old_name: string | null }>(
        `SELECT "name", "${nameField}" AS "old_name" FROM "tab${doctype}" WHERE "name" = ANY($1::text[])`,
        [target.name],
      );
      const oldName = new Map(before.map((row) => [row.name, row.old_name]));
      await db.query(
        `UPDATE "tab${doctype}" c SET "${field}" = u.neutral, "${nameField}" = u.full_name, "modified" = $4, "modified_by" = $5
           FROM unnest($1::text[], $2::text[], $3::text[]) AS u(name, neutral, full_name) WHERE c."name" = u.name`,
        [target.name, target.neutral, target.fullName, nowDatetime(), ctx.user.name],
      );
      await recordCaseUpdates(
        db,
        ctx.registry,
        ctx.user.name,
        doctype,
        target.name.map((name, i) => ({
          name,
          changes: [
            { fieldname: field, before: null, after: target.neutral[i] },
            ...(oldName.get(name) === target.fullName[i] ? [] : [{ fieldname: nameField, before: oldName.get(name) || null, after: target.fullName[i] }]),
          ],
        })),
      );
    }
    return { allocation, seed, drawn, undrawn };
  });
}

/** Commits and draws the cases (see above); System Manager only (checked by the method's access). */
export async function allocateNeutrals(ctx: RequestContext, request: AllocationRequest): Promise<AllocationOutcome> {
  if (request.cases.length === 0) throw new ValidationError('No cases to allocate');
  const allocation = `ALLOC-${randomName(12)}`;
  const { committed, skipped } = await commitPhase(ctx, request, allocation);
  if (committed.length === 0) return { allocation, seed: '', drawn: [], undrawn: [], skipped };
  try {
    return { ...(await drawPhase(ctx, committed, allocation)), skipped };
  } catch (error) {
    // Nothing was drawn (the draw is one transaction): the commitments stay on record, void, so
    // the cases can be allocated again and the failed attempt is visible.
    await ctx.db.query(
      `UPDATE "tabAppointment Draw" SET "status" = 'Void', "void_reason" = 'The draw failed before a seed was recorded; the cases may be allocated again'
        WHERE "allocation" = $1 AND "status" = 'Committed'`,
      [allocation],
    );
    throw error;
  }
}
