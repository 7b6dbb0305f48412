/*
 * Names of the parties as the case screens show them (SPEC §2 "Case Summary": "Name (company
 * name for Enterprise)").
 */
import type { ClaimantRow, RespondentRow } from './types';

function joinNames(...parts: Array<string | null | undefined>): string | null {
  const name = parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** A person's full name (first, middle, last), or null. */
export function personName(row: { name1?: string | null; middle_name?: string | null; last_name?: string | null }): string | null {
  return joinNames(row.name1, row.middle_name, row.last_name);
}

/** An Enterprise claimant's company name, else the person's name; falls back to the other one. */
export function claimantName(row: ClaimantRow): string | null {
  const company = joinNames(row.company_name);
  const person = personName(row);
  return row.customer_type === 'Enterprise' ? (company ?? person) : (person ?? company);
}

/** An Enterprise respondent's company name, else the person's name; falls back to the other one. */
export function respondentName(row: RespondentRow): string | null {
  const company = joinNames(row.company_name);
  const person = personName(row);
  return row.respondent_type === 'Enterprise' ? (company ?? person) : (person ?? company);
}

/** The respondent table's name column reads "Company Name" only when every respondent is an Enterprise. */
export function respondentNameHeader(rows: readonly RespondentRow[]): 'Name' | 'Company Name' {
  return rows.length > 0 && rows.every((row) => row.respondent_type === 'Enterprise') ? 'Company Name' : 'Name';
}
