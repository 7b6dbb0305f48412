import type { Db } from '../db';
import type { CaseFacts, NeutralFacts, PanelFacts } from './eligibility';
import { ITEM_22_YEARS } from './eligibility';

/*
 * The facts eligibility is decided on, loaded for a whole allocation in a few set-based queries
 * (never one per case): the cases' parties, counsel, respondent language and state; the panels;
 * and each panel member's roles, approval, languages, declared relationships, open cases and
 * appointments per claimant in the past three years.
 */

export type CaseDoctype = 'Claim' | 'Dispute';
export const NEUTRAL_FIELD: Record<CaseDoctype, 'arbitrator' | 'mediator_email_id'> = { Claim: 'arbitrator', Dispute: 'mediator_email_id' };
export const NEUTRAL_NAME_FIELD: Record<CaseDoctype, 'arbitrator_name' | 'mediator_name'> = { Claim: 'arbitrator_name', Dispute: 'mediator_name' };
/** Cases a neutral no longer carries (capacity counts the others). */
const CLOSED_STAGES = ['Completed', 'Settled', 'Award Dispatched'];

export interface CaseRow {
  name: string;
  doctype: CaseDoctype;
  stage: string;
  neutral: string | null;
  user_email_id: string | null;
  lot: string | null;
  modified: string;
  facts: CaseFacts;
}

const lower = (value: unknown) => String(value ?? '').trim().toLowerCase();

/** The cases, locked until the transaction ends (`FOR UPDATE`), with their parties' facts. */
export async function loadCases(db: Db, doctype: CaseDoctype, names: readonly string[]): Promise<CaseRow[]> {
  if (names.length === 0) return [];
  const field = NEUTRAL_FIELD[doctype];
  const { rows } = await db.query<Record<string, string | null>>(
    // Joined to the names (not `"name" = ANY`, which the planner may answer from the trigram index).
    `SELECT c."name", c."stage", c."${field}" AS "neutral", c."user_email_id", c."lawyer_email", c."lawyer_email_id", c."nature_of_dispute", c."lot", c."modified"::text AS "modified"
       FROM "tab${doctype}" c JOIN unnest($1::text[]) AS u(name) ON c."name" = u.name ORDER BY c."name" FOR UPDATE OF c`,
    [names],
  );
  const parents = rows.map((row) => String(row.name));
  const { rows: parties } = await db.query<Record<string, string | null>>(
    `SELECT "parent", 'c' AS "side", "email", "company_name", concat_ws(' ', "name1", "middle_name", "last_name") AS "person", NULL AS "state", NULL AS "preferred_language", "idx"
       FROM "tabClaimant Table" WHERE "parent" = ANY($1::text[]) AND "parenttype" = $2
     UNION ALL
     SELECT "parent", 'r', "email", "company_name", concat_ws(' ', "name1", "middle_name", "last_name"), "state", "preferred_language", "idx"
       FROM "tabRespondent Table" WHERE "parent" = ANY($1::text[]) AND "parenttype" = $2
     ORDER BY "idx"`,
    [parents, doctype],
  );
  const { rows: languages } = await db.query<{ name: string; language_code: string | null }>(`SELECT "name", "language_code" FROM "tabLanguage"`);
  const languageOf = new Map(languages.map((row) => [lower(row.language_code), row.name]));
  const byCase = new Map<string, { keys: Set<string>; state: string | null; language: string | null }>(
    rows.map((row) => [String(row.name), { keys: new Set([row.user_email_id, row.lawyer_email, row.lawyer_email_id].map(lower).filter(Boolean)), state: null, language: null }]),
  );
  for (const party of parties) {
    const entry = byCase.get(String(party.parent));
    if (!entry) continue;
    for (const key of [party.email, party.company_name, party.person].map(lower)) if (key) entry.keys.add(key);
    // The first respondent's state and language decide where and in what language the case is heard.
    if (party.side === 'r' && entry.state === null) entry.state = party.state ?? null;
    if (party.side === 'r' && entry.language === null && party.preferred_language) entry.language = languageOf.get(lower(party.preferred_language)) ?? null;
  }
  return rows.map((row) => {
    const entry = byCase.get(String(row.name))!;
    return {
      name: String(row.name),
      doctype,
      stage: String(row.stage),
      neutral: row.neutral || null,
      user_email_id: row.user_email_id,
      lot: row.lot,
      modified: String(row.modified),
      facts: {
        name: String(row.name),
        doctype,
        party: lower(row.user_email_id),
        partyKeys: entry.keys,
        language: entry.language,
        state: entry.state,
        specialisation: row.nature_of_dispute || null,
      },
    };
  });
}

/** Panels not retired, with their members. */
export async function loadPanels(db: Db): Promise<PanelFacts[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT p."name", p."case_kind", p."languages", p."states", p."specialisations", p."max_open_cases", p."active_from"::text AS "active_from",
            p."active_to"::text AS "active_to", p."item_22_rule",
            coalesce((SELECT array_agg(lower(m."neutral") ORDER BY m."idx") FROM "tabAppointment Panel Member" m
                       WHERE m."parent" = p."name" AND m."parenttype" = 'Appointment Panel'), '{}') AS "members"
       FROM "tabAppointment Panel" p WHERE coalesce(p."retired", 0) = 0 ORDER BY p."name"`,
  );
  const lines = (value: unknown) => String(value ?? '').split('\n').map((item) => item.trim()).filter(Boolean);
  return rows.map((row) => ({
    name: String(row.name),
    case_kind: row.case_kind as PanelFacts['case_kind'],
    languages: lines(row.languages),
    states: lines(row.states),
    specialisations: lines(row.specialisations),
    max_open_cases: row.max_open_cases === null || row.max_open_cases === undefined ? null : Number(row.max_open_cases),
    active_from: (row.active_from as string | null) ?? null,
    active_to: (row.active_to as string | null) ?? null,
    item_22_rule: row.item_22_rule === 'Disclose' ? 'Disclose' : 'Exclude',
    members: row.members as string[],
  }));
}

/** Drawn neutrals not yet assigned to their case (an allocation part-way through): they count as appointed. */
const PENDING_DRAWS = `
  SELECT d."neutral", d."party" FROM "tabAppointment Draw" d
   WHERE d."status" = 'Drawn' AND d."neutral" = ANY($1::text[])
     AND NOT EXISTS (SELECT 1 FROM "tabClaim" c WHERE c."name" = d."case_name" AND c."arbitrator" IS NOT NULL)
     AND NOT EXISTS (SELECT 1 FROM "tabDispute" m WHERE m."name" = d."case_name" AND m."mediator_email_id" IS NOT NULL)`;

/** Appointments per neutral per claimant in the past three years (Fifth Schedule item 22), over both kinds of case. */
export const PARTY_COUNT_SQL = `
  SELECT "neutral", "party", count(*)::int AS "n" FROM (
    SELECT lower("arbitrator") AS "neutral", lower("user_email_id") AS "party" FROM "tabClaim"
     WHERE "arbitrator" = ANY($1::text[]) AND lower("user_email_id") = ANY($2::text[]) AND "creation" >= now() - interval '${ITEM_22_YEARS} years'
    UNION ALL
    SELECT lower("mediator_email_id"), lower("user_email_id") FROM "tabDispute"
     WHERE "mediator_email_id" = ANY($1::text[]) AND lower("user_email_id") = ANY($2::text[]) AND "creation" >= now() - interval '${ITEM_22_YEARS} years'
    UNION ALL
    SELECT "neutral", "party" FROM (${PENDING_DRAWS}) pending WHERE "party" = ANY($2::text[])
  ) appointed GROUP BY 1, 2`;

/** Each member's facts; `parties` are the claimants of the cases being allocated. */
export async function loadNeutrals(db: Db, members: readonly string[], parties: readonly string[]): Promise<Map<string, NeutralFacts & { fullName: string }>> {
  const facts = new Map<string, NeutralFacts & { fullName: string; roles: Set<string>; languages: Set<string>; relationships: NeutralFacts['relationships'][number][]; partyCounts: Map<string, number> }>();
  if (members.length === 0) return facts;
  const { rows: users } = await db.query<{ name: string; full_name: string | null; status: string | null }>(
    `SELECT u."name", u."full_name", r."status" FROM "tabUser" u LEFT JOIN "tabUser Registration" r ON r."email_id" = u."name" WHERE u."name" = ANY($1::text[])`,
    [members],
  );
  for (const user of users) {
    facts.set(user.name, {
      email: user.name,
      fullName: user.full_name || user.name,
      roles: new Set(),
      approved: user.status === 'Approved',
      languages: new Set(),
      relationships: [],
      openCases: 0,
      partyCounts: new Map(),
    });
  }
  const { rows: roles } = await db.query<{ parent: string; role: string }>(
    `SELECT "parent", "role" FROM "tabHas Role" WHERE "parent" = ANY($1::text[]) AND "parenttype" = 'User'`,
    [members],
  );
  for (const row of roles) facts.get(row.parent)?.roles.add(row.role);
  const { rows: languages } = await db.query<{ email_id: string; language_name: string }>(
    `SELECT r."email_id", l."language_name" FROM "tabLanguage Known" l JOIN "tabUser Registration" r ON l."parent" = r."name" AND l."parenttype" = 'User Registration'
      WHERE r."email_id" = ANY($1::text[])`,
    [members],
  );
  for (const row of languages) facts.get(row.email_id)?.languages.add(lower(row.language_name));
  const { rows: relations } = await db.query<{ neutral: string; relationship: string; related_to: string; party: string; period: string }>(
    `SELECT "neutral", "relationship", "related_to", "party", "period" FROM "tabNeutral Relationship" WHERE "neutral" = ANY($1::text[])`,
    [members],
  );
  for (const row of relations) facts.get(row.neutral)?.relationships.push(row);
  const { rows: open } = await db.query<{ neutral: string; n: number }>(
    `SELECT "neutral", count(*)::int AS "n" FROM (
       SELECT "arbitrator" AS "neutral" FROM "tabClaim" WHERE "arbitrator" = ANY($1::text[]) AND "stage" <> ALL($2::text[])
       UNION ALL SELECT "mediator_email_id" FROM "tabDispute" WHERE "mediator_email_id" = ANY($1::text[]) AND "stage" <> ALL($2::text[])
       UNION ALL SELECT "neutral" FROM (${PENDING_DRAWS}) pending
     ) assigned GROUP BY 1`,
    [members, CLOSED_STAGES],
  );
  for (const row of open) {
    const neutral = facts.get(row.neutral);
    if (neutral) neutral.openCases = Number(row.n);
  }
  const { rows: counts } = await db.query<{ neutral: string; party: string; n: number }>(PARTY_COUNT_SQL, [members, parties]);
  for (const row of counts) facts.get(row.neutral)?.partyCounts.set(row.party, Number(row.n));
  return facts;
}
