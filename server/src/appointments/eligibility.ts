/*
 * Who may be drawn for a case, decided before any draw and recorded with it (eligible list, and
 * why each other panel member was left out). Pure: the allocation loads the facts in a few
 * set-based queries and asks this module about every case.
 */

export type CaseKindName = 'Arbitration' | 'Mediation' | 'Med-Arb';
export type Item22Rule = 'Exclude' | 'Disclose';

export interface PanelFacts {
  name: string;
  case_kind: CaseKindName;
  languages: readonly string[];
  states: readonly string[];
  specialisations: readonly string[];
  max_open_cases: number | null;
  active_from: string | null;
  active_to: string | null;
  item_22_rule: Item22Rule;
  members: readonly string[];
}

export interface CaseFacts {
  name: string;
  doctype: 'Claim' | 'Dispute';
  /** The claimant (the appointing party) by e-mail. */
  party: string;
  /** E-mails and names (lower case) of the parties, their groups as filed and their counsel. */
  partyKeys: ReadonlySet<string>;
  /** The respondent's language (a Language name), when the respondent chose one. */
  language: string | null;
  state: string | null;
  specialisation: string | null;
}

export interface Relationship {
  relationship: string;
  related_to: string;
  party: string;
  period: string;
}

export interface NeutralFacts {
  email: string;
  roles: ReadonlySet<string>;
  approved: boolean;
  languages: ReadonlySet<string>;
  relationships: readonly Relationship[];
  openCases: number;
  /** Appointments in the past three years per appointing party (lower-case e-mail). */
  partyCounts: ReadonlyMap<string, number>;
}

/** Fifth Schedule item 22: appointed "on more than two occasions" by the same party in the past three years. */
export const ITEM_22_LIMIT = 2;
export const ITEM_22_YEARS = 3;

export interface Exclusion {
  neutral: string;
  reasons: string[];
}

export interface Eligibility {
  eligible: string[];
  exclusions: Exclusion[];
  /** Cases each eligible neutral may still take (capacity); absent = no limit. */
  capacity: Map<string, number>;
  /** Appointments each eligible neutral may still take from this case's party (item 22 set to Exclude). */
  partyAllowance: Map<string, number>;
  /** The rule item 22 follows for each eligible neutral (Disclose: the count goes into the disclosure). */
  item22: Map<string, Item22Rule>;
}

const KIND_OF_DOCTYPE: Record<CaseFacts['doctype'], readonly CaseKindName[]> = { Claim: ['Arbitration', 'Med-Arb'], Dispute: ['Mediation', 'Med-Arb'] };
const ROLES_OF_KIND: Record<CaseKindName, readonly string[]> = { Arbitration: ['Arbitrator', 'Med-Arb'], Mediation: ['Mediator', 'Med-Arb'], 'Med-Arb': ['Med-Arb'] };

const lower = (value: string) => value.trim().toLowerCase();
const listed = (list: readonly string[], value: string | null) => list.length === 0 || (value !== null && list.some((item) => lower(item) === lower(value)));

/** The panels that hear this case: active today, of its kind, its state, its language and its subject. */
export function panelsFor(facts: CaseFacts, panels: readonly PanelFacts[], today: string): PanelFacts[] {
  return panels.filter(
    (panel) =>
      KIND_OF_DOCTYPE[facts.doctype].includes(panel.case_kind) &&
      (!panel.active_from || panel.active_from <= today) &&
      (!panel.active_to || today <= panel.active_to) &&
      listed(panel.states, facts.state) &&
      (facts.language === null || listed(panel.languages, facts.language)) &&
      (facts.specialisation === null || listed(panel.specialisations, facts.specialisation)),
  );
}

/** Every member of the case's panels, eligible or excluded with each reason that applies. */
export function eligibilityFor(facts: CaseFacts, panels: readonly PanelFacts[], neutrals: ReadonlyMap<string, NeutralFacts>, today: string): Eligibility {
  const result: Eligibility = { eligible: [], exclusions: [], capacity: new Map(), partyAllowance: new Map(), item22: new Map() };
  const memberships = new Map<string, PanelFacts[]>();
  for (const panel of panelsFor(facts, panels, today)) {
    for (const member of panel.members) memberships.set(lower(member), [...(memberships.get(lower(member)) ?? []), panel]);
  }
  const party = lower(facts.party);
  for (const [email, ofPanels] of memberships) {
    const neutral = neutrals.get(email);
    const reasons: string[] = [];
    if (!neutral || !neutral.approved) reasons.push('profile not approved');
    // Each panel hears its own kind of case; the member must hold a role for it.
    if (neutral && !ofPanels.some((panel) => ROLES_OF_KIND[panel.case_kind].some((role) => neutral.roles.has(role)))) reasons.push(`not registered for ${ofPanels[0].case_kind}`);
    // Seventh Schedule (s.12(5)): an employee, consultant, advisor, director, relative or business
    // relation, past or present, of a party, its group or its counsel is ineligible, whatever the parties agreed.
    const related = neutral?.relationships.filter((relation) => facts.partyKeys.has(lower(relation.party))) ?? [];
    for (const relation of related) reasons.push(`Seventh Schedule (s.12(5)): ${relation.period.toLowerCase()} ${relation.relationship.toLowerCase()} of ${relation.related_to.toLowerCase()} ${relation.party}`);
    // The respondent must be heard in their language.
    if (neutral && facts.language && !neutral.languages.has(lower(facts.language))) reasons.push(`does not hear in ${facts.language}`);
    // Capacity: the smallest maximum of the member's panels that hear this case.
    const limits = ofPanels.map((panel) => panel.max_open_cases).filter((max): max is number => typeof max === 'number' && max > 0);
    const capacity = limits.length ? Math.min(...limits) - (neutral?.openCases ?? 0) : null;
    if (capacity !== null && capacity <= 0) reasons.push(`holds ${neutral?.openCases ?? 0} open cases, the panel's maximum is ${Math.min(...limits)}`);
    // Fifth Schedule item 22: more than two appointments by the same party in three years. The
    // stricter setting of the member's panels wins (default Exclude).
    const rule: Item22Rule = ofPanels.some((panel) => panel.item_22_rule !== 'Disclose') ? 'Exclude' : 'Disclose';
    const count = neutral?.partyCounts.get(party) ?? 0;
    if (rule === 'Exclude' && count >= ITEM_22_LIMIT) reasons.push(`Fifth Schedule item 22: appointed ${count} times by ${facts.party} in ${ITEM_22_YEARS} years`);
    if (reasons.length) {
      result.exclusions.push({ neutral: email, reasons });
      continue;
    }
    result.eligible.push(email);
    result.item22.set(email, rule);
    if (capacity !== null) result.capacity.set(email, capacity);
    if (rule === 'Exclude') result.partyAllowance.set(email, ITEM_22_LIMIT - count);
  }
  result.eligible.sort();
  result.exclusions.sort((a, b) => (a.neutral < b.neutral ? -1 : 1));
  return result;
}
