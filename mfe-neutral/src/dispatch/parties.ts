import type { ClaimantRow, RespondentRow } from 'shared-api';
import type { CaseRecord } from '../api/types';

/** A party of the case a dispatch can go to, with what each channel needs. */
export interface Party {
  key: string;
  party_type: 'Claimant' | 'Respondent';
  party_row: string;
  label: string;
  email: string | null;
  mobile: string | null;
  address: string | null;
}

const joined = (parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(', ');

function nameOf(row: ClaimantRow | RespondentRow): string {
  const person = [row.salutation, row.name1, row.middle_name, row.last_name].filter((part) => part && String(part).trim()).join(' ');
  return (row.company_name as string | null | undefined) || person || 'Unnamed party';
}

function addressOf(row: ClaimantRow | RespondentRow): string | null {
  const line = joined([
    row.flathouse_no as string | null,
    row.streetvillage as string | null,
    row.landmark as string | null,
    row.city as string | null,
    row.district as string | null,
    row.state as string | null,
  ]);
  const pin = row.pin_code ? ` ${String(row.pin_code)}` : '';
  return line ? `${line}${pin}` : null;
}

/** Claimants first, then respondents (with their role: Borrower, Guarantor…). */
export function partiesOf(caseRecord: CaseRecord): Party[] {
  const claimants = (caseRecord.claimant_table ?? []).map((row): Party => ({
    key: `Claimant:${String(row.name)}`,
    party_type: 'Claimant',
    party_row: String(row.name),
    label: `${nameOf(row)} (Claimant)`,
    email: (row.email as string | null) ?? null,
    mobile: (row.mobile as string | null) ?? null,
    address: addressOf(row),
  }));
  const respondents = (caseRecord.respondent_table ?? []).map((row): Party => ({
    key: `Respondent:${String(row.name)}`,
    party_type: 'Respondent',
    party_row: String(row.name),
    label: `${nameOf(row)} (${(row.contact_type as string | null) ?? 'Respondent'})`,
    email: (row.email as string | null) ?? null,
    mobile: (row.mobile as string | null) ?? null,
    address: addressOf(row),
  }));
  return [...claimants, ...respondents];
}
