/** Fields of a claimant row the case title reads (SPEC §3 Claimant row). */
export interface ClaimantNameFields {
  name1?: string | null;
  company_name?: string | null;
}

/** Fields of a respondent row the case title reads (SPEC §3 Respondent row). */
export interface RespondentNameFields {
  name1?: string | null;
  company_name?: string | null;
}

/** Shown for a side of the title that has no party or no name (the spec's placeholder for absent values). */
export const MISSING_PARTY = 'Nil';

function firstFilled(...values: Array<string | null | undefined>): string | null {
  for (const value of values) {
    const trimmed = (value ?? '').trim();
    if (trimmed) return trimmed;
  }
  return null;
}

/**
 * "Claimant vs Respondent" (SPEC §2 "Respondent case view"): the first claimant's company name, else
 * its first name; the first respondent's name, else its company, with ' & Anr.' when there are two
 * respondents and ' & Ors.' when there are more. Respondents are taken in the order given; sort them
 * with sortRespondentsByContactType first to put the borrower in the title.
 */
export function caseTitle(
  claimants: readonly ClaimantNameFields[] | null | undefined,
  respondents: readonly RespondentNameFields[] | null | undefined,
): string {
  const claimant = claimants?.[0];
  const claimantName = (claimant && firstFilled(claimant.company_name, claimant.name1)) ?? MISSING_PARTY;

  const count = respondents?.length ?? 0;
  const respondent = respondents?.[0];
  const respondentName = (respondent && firstFilled(respondent.name1, respondent.company_name)) ?? MISSING_PARTY;
  const others = count === 2 ? ' & Anr.' : count > 2 ? ' & Ors.' : '';

  return `${claimantName} vs ${respondentName}${others}`;
}

/** SPEC §9 contact type sort order; other contact types follow, in their original order. */
export const CONTACT_TYPE_ORDER = ['Borrower', 'Co-Borrower', 'Guarantor'] as const;

// 'Co-Borrower', 'co borrower' and 'CoBorrower' are the same contact type.
const normalise = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/[^a-z]/g, '');
const RANKS = CONTACT_TYPE_ORDER.map(normalise);

function rankOf(contactType: string | null | undefined): number {
  const rank = RANKS.indexOf(normalise(contactType));
  return rank === -1 ? RANKS.length : rank;
}

/** A new array, Borrower first, then Co-Borrower, Guarantor and the rest; ties keep their order. */
export function sortRespondentsByContactType<T extends { contact_type?: string | null }>(respondents: readonly T[]): T[] {
  return [...respondents].sort((a, b) => rankOf(a.contact_type) - rankOf(b.contact_type));
}
