/*
 * The letters the portal prints (the award, its covering letter): a legal document leaves out what
 * the case does not record. No "Nil" or "Nill", no label without its value, no dangling comma. The
 * screens that show a read-only field keep their placeholder (SPEC §2 "Nil when missing"); a letter
 * is signed and served on the parties (s.31(5) Arbitration and Conciliation Act 1996), so it says
 * only what is known.
 */
import { respondentName } from '../cases/parties';
import type { RespondentRow } from '../cases/types';

/** The value as one line of text, or null when there is nothing to print. */
export function letterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** The values that are present, joined: `joinPresent(['Pune', null, '411037'])` → "Pune, 411037". */
export function joinPresent(values: readonly unknown[], separator = ', '): string {
  return values
    .map(letterText)
    .filter((text): text is string => text !== null)
    .join(separator);
}

/** "Label: value" for each value present, joined by commas; a missing value takes its label with it. */
export function labelledParts(parts: ReadonlyArray<readonly [label: string, value: unknown]>): string {
  return parts.flatMap(([label, value]) => {
    const text = letterText(value);
    return text === null ? [] : [`${label}: ${text}`];
  }).join(', ');
}

/** The address parts of a respondent an award names (SPEC §2 "Award editor"), in its order. */
export const RESPONDENT_ADDRESS_PARTS = [
  ['House No.', 'flathouse_no'],
  ['Street / Village', 'streetvillage'],
  ['City', 'city'],
  ['Landmark', 'landmark'],
  ['Post Office', 'post_office'],
  ['Taluk', 'taluk'],
  ['District', 'district'],
  ['State', 'state'],
  ['Pin Code', 'pin_code'],
] as const;

export type LetterRespondent = Pick<
  RespondentRow,
  'salutation' | 'name1' | 'middle_name' | 'last_name' | 'company_name' | 'respondent_type' | 'contact_type' | 'fathers_name' | (typeof RESPONDENT_ADDRESS_PARTS)[number][1]
>;

/**
 * A respondent as an award names it, plain text: "Mr Sunil Patil (Guarantor), Father's Name:
 * Dattatray Patil, House No.: 14, …". The salutation (M/s for an Enterprise without one) only
 * before a name; every part the case does not record is left out.
 */
export function respondentParticulars(row: LetterRespondent): string {
  const name = letterText(respondentName(row as RespondentRow));
  const salutation = name ? (letterText(row.salutation) ?? (row.respondent_type === 'Enterprise' ? 'M/s' : null)) : null;
  const contactType = letterText(row.contact_type);
  const heading = joinPresent([salutation, name, contactType && `(${contactType})`], ' ');
  const details = labelledParts([["Father's Name", row.fathers_name], ...RESPONDENT_ADDRESS_PARTS.map(([label, field]) => [label, row[field]] as const)]);
  return joinPresent([heading, details]);
}
