import type { Db } from '../db';
import type { RespondentCase } from '../core/session-user';
import { MandatoryError, ValidationError } from '../core/errors';
import type { MethodArgs } from '../core/methods';
import { DRAFT } from '../doctypes/cases/case-access';
import { FIELD_MESSAGES } from 'shared-api/schemas';
import { MOBILE_START, normalizeIndianMobile } from 'shared-api/rules';

/*
 * Who may ask for a code for a case (the respondent login form, SPEC §2 and §4):
 *
 *   Respondent  a row of the case's respondent table whose `mobile` is the given mobile, whose
 *               `contact_type` is the chosen role (Borrower, Co-Borrower, Guarantor; compared
 *               without case) and, when an e-mail is given, whose `email` is that e-mail.
 *   Advocate    a row whose `phone_no` (the respondent's advocate's number) or `mobile` is the given
 *               mobile and, when an e-mail is given, whose `lawyer_email_id` is that e-mail.
 *
 * Draft cases (not filed yet) have no respondents to reach them. The code always goes to the
 * mobile given, which must be on the row: holding that phone is what the code proves.
 */

const CASE_NUMBER = /^(ARB|MED)-\d{1,12}$/;
const PREFIX_DOCTYPE = { ARB: 'Claim', MED: 'Dispute' } as const;
/** Parameters that carry the case number, and the kind of case each one implies. */
const CASE_PARAMS: readonly (readonly [string, RespondentCase['doctype'] | null])[] = [
  ['claim_id', 'Claim'],
  ['dispute_id', 'Dispute'],
  ['casenumber', null],
  ['case_number', null],
  ['case', null],
];
const TYPE_DOCTYPE: Record<string, RespondentCase['doctype']> = { claim_id: 'Claim', claim: 'Claim', dispute_id: 'Dispute', dispute: 'Dispute' };

export const ADVOCATE = 'Advocate';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * The case a request names: `claim_id=ARB-…`, `dispute_id=MED-…`, or `casenumber` / `case`
 * (with an optional `type` of claim_id / dispute_id). ARB is a Claim, MED a Dispute. Undefined
 * when no number is given; null when it cannot name a case (bad form, prefix against the type
 * unless `anyParam`, where claim_id may carry a MED number too).
 */
export function caseFromArgs(args: MethodArgs, anyParam = false): RespondentCase | null | undefined {
  for (const [param, implied] of CASE_PARAMS) {
    const raw = text(args[param]);
    if (!raw) continue;
    const name = raw.toUpperCase();
    const match = CASE_NUMBER.exec(name);
    if (!match) return null;
    const doctype = PREFIX_DOCTYPE[match[1] as keyof typeof PREFIX_DOCTYPE];
    const typed = TYPE_DOCTYPE[text(args.type).toLowerCase()];
    if (!anyParam && ((implied && implied !== doctype) || (typed && typed !== doctype))) return null;
    return { doctype, name };
  }
  return undefined;
}

export function requireCase(args: MethodArgs): RespondentCase | null {
  const found = caseFromArgs(args);
  if (found === undefined) throw new MandatoryError('Case number is required');
  return found;
}

/**
 * The mobile as the filing stores it on the respondent row: normalised like the filing and sign-up
 * forms ("+91 98230 12345", "0091…", "09823012345" are 9823012345), never cut (SPEC §5 messages).
 */
export function requireMobile(args: MethodArgs): string {
  const raw = text(args.mobile ?? args.mobile_no);
  if (!raw) throw new MandatoryError('Mobile number is required');
  const mobile = normalizeIndianMobile(raw);
  if (!/^\d{10}$/.test(mobile)) throw new ValidationError('Mobile number must have exactly 10 digits');
  if (!MOBILE_START.test(mobile)) throw new ValidationError(FIELD_MESSAGES.mobileStart);
  return mobile;
}

const truthy = (value: unknown) => value === true || value === 1 || ['1', 'true', 'yes'].includes(text(value).toLowerCase());

/** How a lookup identifies the person; stored with the pending code and checked again at verify. */
export interface Claimed {
  advocate: boolean;
  /** Borrower, Co-Borrower, Guarantor… (respondents only). */
  role: string | null;
  email: string | null;
}

export function claimedFromArgs(args: MethodArgs): Claimed {
  const kind = text(args.respondent_kind ?? args.login_as).toLowerCase();
  const role = text(args.role ?? args.contact_type);
  const advocate = truthy(args.is_advocate) || kind === 'advocate' || role.toLowerCase() === 'advocate';
  const email = text(args.email ?? args.email_id).toLowerCase() || null;
  if (!advocate && !role) throw new MandatoryError('Please choose the respondent role (Borrower, Co-Borrower or Guarantor)');
  return { advocate, role: advocate ? null : role, email };
}

export interface Matched {
  respondentCase: RespondentCase;
  /** The Respondent Table row. */
  row: string;
  fullName: string;
  /** Borrower, Co-Borrower, Guarantor (the row's contact_type) or Advocate. */
  partyRole: string;
}

interface RespondentRow {
  name: string;
  respondent_type: string | null;
  contact_type: string | null;
  name1: string | null;
  middle_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  mobile: string | null;
  phone_no: string | null;
  add_lawyer: string | null;
  lawyer_email_id: string | null;
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();
const sameMobile = (value: string | null | undefined, mobile: string) => normalizeIndianMobile(value ?? '') === mobile;

function respondentName(row: RespondentRow): string {
  const person = [row.name1, row.middle_name, row.last_name].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  return (row.respondent_type === 'Enterprise' ? row.company_name || person : person || row.company_name || '').trim() || 'Respondent';
}

/** The respondent row this person is, on a case that exists and is not a Draft; null otherwise. */
export async function findRespondent(db: Db, respondentCase: RespondentCase, mobile: string, claimed: Claimed): Promise<Matched | null> {
  const { doctype, name } = respondentCase;
  const found = await db.query<{ stage: string | null }>(`SELECT "stage" FROM "tab${doctype}" WHERE "name" = $1`, [name]);
  if (!found.rows[0] || (found.rows[0].stage ?? DRAFT) === DRAFT) return null;
  const { rows } = await db.query<RespondentRow>(
    `SELECT "name", "respondent_type", "contact_type", "name1", "middle_name", "last_name", "company_name", "email", "mobile",
            "phone_no", "add_lawyer", "lawyer_email_id"
     FROM "tabRespondent Table" WHERE "parent" = $1 AND "parenttype" = $2 AND "parentfield" = 'respondent_table' ORDER BY "idx"`,
    [name, doctype],
  );
  for (const row of rows) {
    if (claimed.advocate) {
      if (!sameMobile(row.phone_no, mobile) && !sameMobile(row.mobile, mobile)) continue;
      if (claimed.email && !same(row.lawyer_email_id, claimed.email)) continue;
      const fullName = (row.add_lawyer ?? '').trim() || `Advocate for ${respondentName(row)}`;
      return { respondentCase: { doctype, name }, row: row.name, fullName, partyRole: ADVOCATE };
    }
    if (!sameMobile(row.mobile, mobile) || !claimed.role || !same(row.contact_type, claimed.role)) continue;
    if (claimed.email && !same(row.email, claimed.email)) continue;
    return { respondentCase: { doctype, name }, row: row.name, fullName: respondentName(row), partyRole: (row.contact_type ?? '').trim() };
  }
  return null;
}
