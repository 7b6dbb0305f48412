import { randomBytes } from 'node:crypto';
import { allocate, canonicalList, DRAW_ALGORITHM, listDigestOf, listHashOf, partyKey, sha256Hex } from 'shared-api/appointments';
import { copyRows } from '../bulk-import/insert-rows';
import type { RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { randomName } from '../core/doctype/naming';
import type { Doc } from '../core/doctype/types';
import { ValidationError } from '../core/errors';
import type { Db } from '../db';
import { recordCaseUpdates } from './audit-bulk';
import { eligibilityFor, type CaseFacts, type Eligibility, type NeutralFacts, type PanelFacts } from './eligibility';
import { loadCases, loadNeutrals, loadPanels, NEUTRAL_FIELD, NEUTRAL_NAME_FIELD, type CaseDoctype, type CaseRow } from './facts';

/*
 * allocate_neutrals, so that nobody can choose the seed after seeing the lists:
 *   1. commit (one transaction): the cases are locked; for each, eligibility is decided and its
 *      draw row written with the legal basis, the eligible list (an Appointment Pool) and the
 *      list's hash. It commits: every case's commitment is on record before any seed exists.
 *   2. draw (one transaction, one allocation at a time under an advisory lock): only now 32
 *      random bytes come from the server's CSPRNG (the case manager chooses nothing); the published
 *      algorithm draws every case with the capacity and item 22 allowances as they stand (a draw
 *      not yet assigned counts as an appointment), and every result is recorded at once.
 *   3. assign (transactions of ASSIGN_CHUNK cases): each drawn neutral is assigned to their case
 *      as `assign_neutral` does (neutral, name, `modified`, the case's audit chain), in set-based
 *      statements. A case that changed since (assigned by hand meanwhile) keeps its neutral and
 *      its draw is voided with the reason. A drawn case left unassigned by a failure is assigned
 *      from its draw by the next call that names it; it is never drawn again.
 */

const DRAFT = 'Draft';
const ALLOCATION_LOCK = "SELECT pg_advisory_xact_lock(hashtext('Appointment allocation'))";
/** Cases assigned per transaction: each locks its audit chain (an advisory lock), and a transaction's locks are bounded. */
const ASSIGN_CHUNK = 500;
const ASSIGN_WORKERS = 3;

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
  /** Cases committed but not appointed (none eligible, all at their limits, or changed meanwhile). */
  undrawn: { case: string; draw: string; reason: string }[];
  skipped: Skipped[];
}

interface Committed {
  draw: string;
  row: CaseRow;
  eligible: string[];
}

interface Assignment {
  draw: string;
  doctype: CaseDoctype;
  case: string;
  neutral: string;
}

const byDoctype = <T extends { doctype: CaseDoctype; name: string }>(cases: readonly T[]) => {
  const groups = new Map<CaseDoctype, string[]>();
  for (const ref of cases) {
    const names = groups.get(ref.doctype);
    if (names) names.push(ref.name);
    else groups.set(ref.doctype, [ref.name]);
  }
  return groups;
};

/**
 * Eligibility for many cases, decided once per kind of case: cases of the same kind, claimant,
 * language, state and subject differ only by the parties a declared relationship names.
 */
function eligibilityMemo(panels: readonly PanelFacts[], neutrals: ReadonlyMap<string, NeutralFacts>, today: string) {
  const declared = new Set([...neutrals.values()].flatMap((neutral) => neutral.relationships.map((relation) => relation.party.trim().toLowerCase())));
  const memo = new Map<string, Eligibility>();
  return (facts: CaseFacts): Eligibility => {
    const related = [...declared].filter((party) => facts.partyKeys.has(party)).sort();
    const key = JSON.stringify([facts.doctype, facts.party, facts.language, facts.state, facts.specialisation, related]);
    let result = memo.get(key);
    if (!result) {
      result = eligibilityFor(facts, panels, neutrals, today);
      memo.set(key, result);
    }
    return result;
  };
}

/** Draws already on record for these cases: committed and not drawn yet, or drawn and not yet assigned. */
async function openDraws(db: Db, names: readonly string[]): Promise<Map<string, { name: string; status: string; neutral: string | null }>> {
  const { rows } = await db.query<{ name: string; case_name: string; status: string; neutral: string | null }>(
    `SELECT "name", "case_name", "status", "neutral" FROM "tabAppointment Draw" WHERE "status" IN ('Committed', 'Drawn') AND "case_name" = ANY($1::text[])`,
    [names],
  );
  return new Map(rows.map((row) => [row.case_name, row]));
}

async function commitPhase(ctx: RequestContext, request: AllocationRequest, allocation: string) {
  return ctx.db.transaction(async (db) => {
    const committed: Committed[] = [];
    const skipped: Skipped[] = [];
    const resume: Assignment[] = [];
    const rows: CaseRow[] = [];
    for (const [doctype, names] of byDoctype(request.cases)) {
      const loaded = await loadCases(db, doctype, names);
      const found = new Set(loaded.map((row) => row.name));
      for (const name of names) if (!found.has(name)) skipped.push({ case: name, reason: 'no such case' });
      rows.push(...loaded);
    }
    const existing = await openDraws(db, rows.map((row) => row.name));
    const open = rows.filter((row) => {
      const draw = existing.get(row.name);
      let reason: string | null = null;
      if (row.stage !== DRAFT) reason = `only a Draft case is allocated; it is in ${row.stage}`;
      else if (row.neutral) reason = `a neutral is already assigned (${row.neutral})`;
      else if (draw?.status === 'Committed') reason = 'another allocation has committed a draw for it';
      else if (draw?.status === 'Drawn' && draw.neutral) resume.push({ draw: draw.name, doctype: row.doctype, case: row.name, neutral: draw.neutral });
      if (reason) skipped.push({ case: row.name, reason });
      return !reason && !draw;
    });
    const panels = await loadPanels(db);
    const neutrals = await loadNeutrals(db, [...new Set(panels.flatMap((panel) => panel.members))], [...new Set(open.map((row) => row.facts.party))]);
    const now = nowDatetime();
    const eligibilityOf = eligibilityMemo(panels, neutrals, now.slice(0, 10));
    const pools = new Map<Eligibility, { name: string; neutrals: string[]; exclusions: string; digest: string }>();
    const draws: Doc[] = [];
    for (const row of open) {
      const eligibility = eligibilityOf(row.facts);
      let pool = pools.get(eligibility);
      if (!pool) {
        const eligible = canonicalList(eligibility.eligible);
        const exclusions = JSON.stringify(eligibility.exclusions);
        pool = { name: sha256Hex(JSON.stringify({ neutrals: eligible, exclusions: eligibility.exclusions })), neutrals: eligible, exclusions, digest: listDigestOf(eligible) };
        pools.set(eligibility, pool);
      }
      const draw = randomName(16);
      committed.push({ draw, row, eligible: pool.neutrals });
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
        pool: pool.name,
        list_hash: listHashOf(row.name, pool.neutrals, pool.digest),
        committed_at: now,
      });
    }
    const distinct = [...new Map([...pools.values()].map((pool) => [pool.name, pool])).values()];
    if (distinct.length) {
      await db.query(
        `INSERT INTO "tabAppointment Pool" ("name", "neutrals", "exclusions", "owner", "creation", "modified", "modified_by", "docstatus", "idx")
         SELECT u.name, u.neutrals, u.exclusions, $4, now(), now(), $4, 0, 0 FROM unnest($1::text[], $2::text[], $3::text[]) AS u(name, neutrals, exclusions)
         ON CONFLICT ("name") DO NOTHING`,
        [distinct.map((pool) => pool.name), distinct.map((pool) => JSON.stringify(pool.neutrals)), distinct.map((pool) => pool.exclusions), ctx.user.name],
      );
    }
    await copyRows(db, ctx.registry.require('Appointment Draw'), draws);
    return { committed, skipped, resume };
  });
}

async function drawPhase(ctx: RequestContext, committed: readonly Committed[]): Promise<{ seed: string; assignments: Assignment[]; undrawn: AllocationOutcome['undrawn'] }> {
  return ctx.db.transaction(async (db) => {
    await db.query(ALLOCATION_LOCK);
    // The seed is taken only now, after the commitments are on record.
    const seed = randomBytes(32).toString('hex');
    const seedTakenAt = nowDatetime();
    // Capacity and item 22 allowances as they stand now, under the allocation lock.
    const panels = await loadPanels(db);
    const members = [...new Set(committed.flatMap((entry) => entry.eligible))];
    const neutrals = await loadNeutrals(db, members, [...new Set(committed.map((entry) => entry.row.facts.party))]);
    const eligibilityOf = eligibilityMemo(panels, neutrals, seedTakenAt.slice(0, 10));
    const capacity = new Map<string, number>();
    const partyAllowance = new Map<string, number>();
    const item22Of = new Map<string, ReadonlyMap<string, string>>();
    const seen = new Set<Eligibility>();
    for (const entry of committed) {
      const now = eligibilityOf(entry.row.facts);
      item22Of.set(entry.row.name, now.item22);
      if (seen.has(now)) continue;
      seen.add(now);
      const eligibleNow = new Set(now.eligible);
      for (const neutral of entry.eligible) {
        // One who fell out of eligibility since the commitment (a retired panel, a new
        // declaration, capacity reached) takes no case: limit 0.
        const ok = eligibleNow.has(neutral);
        capacity.set(neutral, Math.min(capacity.get(neutral) ?? Infinity, ok ? (now.capacity.get(neutral) ?? Infinity) : 0));
        const key = partyKey(neutral, entry.row.facts.party);
        if (!ok) partyAllowance.set(key, 0);
        else if (now.partyAllowance.has(neutral)) partyAllowance.set(key, Math.min(partyAllowance.get(key) ?? Infinity, now.partyAllowance.get(neutral)!));
      }
    }
    for (const [neutral, left] of capacity) if (left === Infinity) capacity.delete(neutral);
    const results = allocate(
      seed,
      committed.map((entry) => ({ name: entry.row.name, eligible: entry.eligible, party: entry.row.facts.party })),
      { capacity, partyAllowance },
    );
    const entryOf = new Map(committed.map((entry) => [entry.row.name, entry]));
    const assignments: Assignment[] = [];
    const undrawn: AllocationOutcome['undrawn'] = [];
    const columns = { draw: [] as string[], status: [] as string[], caseSeed: [] as string[], candidates: [] as string[], neutral: [] as (string | null)[], rule: [] as (string | null)[], count: [] as (number | null)[], reason: [] as (string | null)[] };
    for (const result of results) {
      const entry = entryOf.get(result.name)!;
      const neutral = result.neutral;
      const reason = neutral ? null : entry.eligible.length ? 'Every eligible neutral is at their limit (capacity or Fifth Schedule item 22)' : 'No eligible neutral on any panel for this case';
      columns.draw.push(entry.draw);
      columns.status.push(neutral ? 'Drawn' : 'Void');
      columns.caseSeed.push(result.caseSeed);
      columns.candidates.push(result.candidates);
      columns.neutral.push(neutral);
      columns.rule.push(neutral ? (item22Of.get(result.name)?.get(neutral) ?? 'Exclude') : null);
      // Fifth Schedule item 22: the drawn neutral's earlier appointments by this claimant, for the disclosure.
      columns.count.push(neutral ? (neutrals.get(neutral)?.partyCounts.get(entry.row.facts.party) ?? 0) : null);
      columns.reason.push(reason);
      if (neutral) assignments.push({ draw: entry.draw, doctype: entry.row.doctype, case: entry.row.name, neutral });
      else undrawn.push({ case: result.name, draw: entry.draw, reason: reason! });
    }
    await db.query(
      `UPDATE "tabAppointment Draw" d SET "status" = u.status, "allocation_seed" = $9, "seed_taken_at" = $10, "case_seed" = u.case_seed,
              "candidates" = u.candidates, "neutral" = u.neutral, "item_22_rule" = u.rule, "party_appointments" = u.count, "void_reason" = u.reason, "modified" = $10
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[])
              AS u(draw, status, case_seed, candidates, neutral, rule, count, reason)
        WHERE d."name" = u.draw AND d."status" = 'Committed'`,
      [columns.draw, columns.status, columns.caseSeed, columns.candidates, columns.neutral, columns.rule, columns.count, columns.reason, seed, seedTakenAt],
    );
    return { seed, assignments, undrawn };
  });
}

/** Assigns drawn neutrals to their cases, ASSIGN_CHUNK cases per transaction. */
async function assignPhase(ctx: RequestContext, assignments: readonly Assignment[], chunkSize: number): Promise<{ drawn: AllocationOutcome['drawn']; undrawn: AllocationOutcome['undrawn'] }> {
  const drawn: AllocationOutcome['drawn'] = [];
  const undrawn: AllocationOutcome['undrawn'] = [];
  const { rows: people } = await ctx.db.query<{ name: string; full_name: string | null }>(`SELECT "name", "full_name" FROM "tabUser" WHERE "name" = ANY($1::text[])`, [
    [...new Set(assignments.map((assignment) => assignment.neutral))],
  ]);
  const fullName = new Map(people.map((person) => [person.name, person.full_name || person.name]));
  const chunks: Assignment[][] = [];
  for (let start = 0; start < assignments.length; start += chunkSize) chunks.push(assignments.slice(start, start + chunkSize));
  // Chunks touch different cases and chains: a few run at once, each in its own transaction.
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) await assignChunk(chunk);
  };
  const assignChunk = (chunk: Assignment[]) =>
    ctx.db.transaction(async (db) => {
      for (const [doctype, names] of byDoctype(chunk.map((assignment) => ({ doctype: assignment.doctype, name: assignment.case })))) {
        const field = NEUTRAL_FIELD[doctype];
        const nameField = NEUTRAL_NAME_FIELD[doctype];
        const { rows } = await db.query<{ name: string; stage: string; neutral: string | null; old_name: string | null }>(
          // Joined to the names (not `"name" = ANY`, which the planner may answer from the trigram index, seconds a chunk).
          `SELECT c."name", c."stage", c."${field}" AS "neutral", c."${nameField}" AS "old_name" FROM "tab${doctype}" c JOIN unnest($1::text[]) AS u(name) ON c."name" = u.name
            ORDER BY c."name" FOR UPDATE OF c`,
          [names],
        );
        const current = new Map(rows.map((row) => [row.name, row]));
        const ready = chunk.filter((assignment) => {
          if (assignment.doctype !== doctype) return false;
          const row = current.get(assignment.case);
          if (row && row.stage === DRAFT && !row.neutral) return true;
          undrawn.push({ case: assignment.case, draw: assignment.draw, reason: 'the case changed before the drawn neutral was assigned' });
          return false;
        });
        const readySet = new Set(ready);
        const changed = chunk.filter((assignment) => assignment.doctype === doctype && !readySet.has(assignment)).map((assignment) => assignment.draw);
        if (changed.length) {
          await db.query(
            `UPDATE "tabAppointment Draw" SET "status" = 'Void', "void_reason" = 'The case changed (assigned or moved on) before the drawn neutral was assigned' WHERE "name" = ANY($1::text[])`,
            [changed],
          );
        }
        if (ready.length === 0) continue;
        await db.query(
          `UPDATE "tab${doctype}" c SET "${field}" = u.neutral, "${nameField}" = u.full_name, "modified" = $4, "modified_by" = $5
             FROM unnest($1::text[], $2::text[], $3::text[]) AS u(name, neutral, full_name) WHERE c."name" = u.name`,
          [ready.map((a) => a.case), ready.map((a) => a.neutral), ready.map((a) => fullName.get(a.neutral) ?? a.neutral), nowDatetime(), ctx.user.name],
        );
        await recordCaseUpdates(
          db,
          ctx.registry,
          ctx.user.name,
          doctype,
          ready.map((assignment) => {
            const oldName = current.get(assignment.case)?.old_name || null;
            const newName = fullName.get(assignment.neutral) ?? assignment.neutral;
            return {
              name: assignment.case,
              changes: [{ fieldname: field, before: null, after: assignment.neutral }, ...(oldName === newName ? [] : [{ fieldname: nameField, before: oldName, after: newName }])],
            };
          }),
        );
        for (const assignment of ready) drawn.push({ case: assignment.case, draw: assignment.draw, neutral: assignment.neutral });
      }
    });
  await Promise.all(Array.from({ length: ASSIGN_WORKERS }, worker));
  return { drawn, undrawn };
}

/** Commits, draws and assigns the cases (see above); the method's access admits only the case manager. */
export async function allocateNeutrals(ctx: RequestContext, request: AllocationRequest, { chunkSize = ASSIGN_CHUNK } = {}): Promise<AllocationOutcome> {
  if (request.cases.length === 0) throw new ValidationError('No cases to allocate');
  const allocation = `ALLOC-${randomName(12)}`;
  const { committed, skipped, resume } = await commitPhase(ctx, request, allocation);
  let seed = '';
  let assignments: Assignment[] = [];
  let undrawn: AllocationOutcome['undrawn'] = [];
  if (committed.length) {
    try {
      ({ seed, assignments, undrawn } = await drawPhase(ctx, committed));
    } catch (error) {
      // Nothing was drawn (the draw is one transaction): the commitments stay on record, void,
      // so the cases can be allocated again and the failed attempt is visible.
      await ctx.db.query(
        `UPDATE "tabAppointment Draw" SET "status" = 'Void', "void_reason" = 'The draw failed before a seed was recorded; the cases may be allocated again'
          WHERE "allocation" = $1 AND "status" = 'Committed'`,
        [allocation],
      );
      throw error;
    }
  }
  const assigned = await assignPhase(ctx, [...resume, ...assignments], chunkSize);
  return { allocation, seed, drawn: assigned.drawn, undrawn: [...undrawn, ...assigned.undrawn], skipped };
}
