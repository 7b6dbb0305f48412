import type { CaseDraw, PublicDraw } from 'shared-api/methods';
import type { RequestContext } from '../core/context';
import { DoesNotExistError, ValidationError } from '../core/errors';
import { appMethods, type MethodArgs } from '../core/methods';
import { findCase } from '../methods/cases/case-lookup';
import { listArg, oneOf, optionalText, requiredText, withData } from '../methods/cases/args';
import { allocateNeutrals } from './allocate';
import { LEGAL_BASES } from './doctypes';
import type { Exclusion } from './eligibility';
import type { CaseDoctype } from './facts';

/** At most this many cases named one by one in a call; a Lot has no limit. */
const MAX_SELECTION = 10_000;

function doctypeOfCase(name: string): CaseDoctype {
  if (/^ARB-/i.test(name)) return 'Claim';
  if (/^MED-/i.test(name)) return 'Dispute';
  throw new ValidationError(`${name} is not a case number (ARB-… or MED-…)`);
}

async function casesToAllocate(ctx: RequestContext, args: MethodArgs): Promise<{ doctype: CaseDoctype; name: string }[]> {
  const one = optionalText(args, 'case', 'docname');
  const lot = optionalText(args, 'lot');
  const many = args.cases === undefined || args.cases === null || args.cases === '' ? null : listArg(args, 'cases');
  if ([one, lot, many].filter((given) => given !== null).length !== 1) throw new ValidationError('Name a case, a list of cases or a Lot (one of them)');
  if (lot) {
    const { rows } = await ctx.db.query<{ doctype: CaseDoctype; name: string }>(
      `SELECT 'Claim' AS "doctype", "name" FROM "tabClaim" WHERE "lot" = $1 UNION ALL SELECT 'Dispute', "name" FROM "tabDispute" WHERE "lot" = $1 ORDER BY 2`,
      [lot],
    );
    if (rows.length === 0) throw new ValidationError(`Lot ${lot} has no cases`);
    return rows;
  }
  const names = one ? [one] : many!.map((name) => (typeof name === 'string' ? name.trim() : ''));
  if (names.some((name) => name === '')) throw new ValidationError('Each case is named by its number');
  if (names.length === 0) throw new ValidationError('The list of cases is empty');
  if (names.length > MAX_SELECTION) throw new ValidationError(`At most ${MAX_SELECTION} cases at once; allocate a Lot for more`);
  return [...new Set(names)].map((name) => ({ doctype: doctypeOfCase(name), name: name.toUpperCase() }));
}

/*
 * The legal basis of every appointment is recorded with its draw: the institutional rule the
 * agreement names, the parties' consent given after the dispute arose (s.12(5) proviso; a
 * unilateral appointment clause signed before does not do), or the court's order under s.11.
 */
async function allocate(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const legalBasis = oneOf(args, 'legal_basis', LEGAL_BASES);
  if (!legalBasis) throw new ValidationError(`legal_basis is required: one of ${LEGAL_BASES.join(', ')}`);
  const legalReference = requiredText(args, 'legal_reference').slice(0, 140);
  return allocateNeutrals(ctx, { cases: await casesToAllocate(ctx, args), legalBasis, legalReference });
}

async function loadDraw(ctx: RequestContext, name: string): Promise<{ draw: PublicDraw; exclusions: Exclusion[] }> {
  const { rows } = await ctx.db.query<Record<string, unknown>>(
    `SELECT d."name", d."case_name", d."status", d."legal_basis", d."legal_reference", d."algorithm", d."algorithm_version", d."list_hash",
            d."committed_at"::text AS "committed_at", d."seed_taken_at"::text AS "seed_taken_at", d."allocation", d."allocation_seed", d."case_seed",
            d."candidates", d."neutral", d."item_22_rule", d."party_appointments", d."void_reason", p."neutrals", p."exclusions"
       FROM "tabAppointment Draw" d LEFT JOIN "tabAppointment Pool" p ON p."name" = d."pool" WHERE d."name" = $1`,
    [name],
  );
  const row = rows[0];
  if (!row) throw new DoesNotExistError(`No appointment draw ${name.slice(0, 40)}`);
  const eligible = JSON.parse(String(row.neutrals ?? '[]')) as string[];
  const exclusions = JSON.parse(String(row.exclusions ?? '[]')) as Exclusion[];
  const people = [...eligible, ...(row.neutral ? [String(row.neutral)] : [])];
  const { rows: names } = await ctx.db.query<{ name: string; full_name: string | null }>(`SELECT "name", "full_name" FROM "tabUser" WHERE "name" = ANY($1::text[])`, [people]);
  const nameOf = Object.fromEntries(names.map((user) => [user.name, user.full_name || user.name]));
  const excluded: Record<string, number> = {};
  for (const exclusion of exclusions) {
    for (const reason of exclusion.reasons) {
      // Counted by rule, without the party or neutral named.
      const rule = reason.startsWith('Seventh Schedule') ? 'Seventh Schedule (s.12(5))' : reason.startsWith('Fifth Schedule') ? 'Fifth Schedule item 22' : reason.startsWith('holds') ? 'capacity' : reason.startsWith('does not hear') ? 'language' : reason;
      excluded[rule] = (excluded[rule] ?? 0) + 1;
    }
  }
  const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
  return {
    exclusions,
    draw: {
      name: String(row.name),
      case_name: String(row.case_name),
      status: row.status as PublicDraw['status'],
      legal_basis: String(row.legal_basis),
      legal_reference: String(row.legal_reference),
      algorithm: String(row.algorithm),
      algorithm_version: String(row.algorithm_version),
      list_hash: String(row.list_hash),
      committed_at: String(row.committed_at),
      seed_taken_at: text(row.seed_taken_at),
      allocation: String(row.allocation),
      allocation_seed: text(row.allocation_seed),
      case_seed: text(row.case_seed),
      candidates: text(row.candidates) ?? (row.status === 'Committed' ? null : ''),
      eligible,
      eligible_names: Object.fromEntries(eligible.map((email) => [email, nameOf[email] ?? email])),
      excluded,
      neutral: text(row.neutral),
      neutral_name: row.neutral ? (nameOf[String(row.neutral)] ?? String(row.neutral)) : null,
      item_22_rule: text(row.item_22_rule),
      party_appointments: row.party_appointments === null || row.party_appointments === undefined ? null : Number(row.party_appointments),
      void_reason: text(row.void_reason),
    },
  };
}

/** Public, no login: the draw's record as `/verify-draw/<name>` shows it. */
export async function publicDraw(ctx: RequestContext, name: string): Promise<PublicDraw | null> {
  if (!/^[a-z0-9]{1,40}$/i.test(name)) return null;
  try {
    return (await loadDraw(ctx, name)).draw;
  } catch (error) {
    if (error instanceof DoesNotExistError) return null;
    throw error;
  }
}

async function appointmentDraw(ctx: RequestContext, args: MethodArgs) {
  const name = requiredText(args, 'draw', 'name');
  const draw = await publicDraw(ctx, name);
  if (!draw) throw new DoesNotExistError(`No appointment draw ${name.slice(0, 40)}`);
  return draw;
}

async function caseDraws(ctx: RequestContext, args: MethodArgs): Promise<CaseDraw[]> {
  const name = requiredText(args, 'case', 'docname').toUpperCase();
  const { rows } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tabAppointment Draw" WHERE "case_name" = $1 ORDER BY "committed_at" DESC, "name"`, [name]);
  const draws: CaseDraw[] = [];
  for (const row of rows) {
    const { draw, exclusions } = await loadDraw(ctx, row.name);
    draws.push({ ...draw, exclusions });
  }
  return draws;
}

/**
 * How the neutral of a case the caller reaches was appointed, for its parties (claimant side,
 * respondent, the neutral): the latest draw that named one, as public as `/verify-draw/<name>`
 * shows it, or null when the neutral was not drawn. Reaching the case is checked by reading it
 * as the caller, so nobody learns of a draw on a case they cannot open.
 */
async function caseAppointment(ctx: RequestContext, args: MethodArgs): Promise<PublicDraw | null> {
  const name = requiredText(args, 'case', 'docname').toUpperCase();
  await findCase(ctx, name);
  const { rows } = await ctx.db.query<{ name: string }>(
    `SELECT "name" FROM "tabAppointment Draw" WHERE "case_name" = $1 AND "status" = 'Drawn' ORDER BY "committed_at" DESC, "name" LIMIT 1`,
    [name],
  );
  return rows[0] ? publicDraw(ctx, rows[0].name) : null;
}

export const appointmentMethods = appMethods({ allocate_neutrals: allocate, appointment_draw: appointmentDraw, case_draws: caseDraws, case_appointment: caseAppointment });
