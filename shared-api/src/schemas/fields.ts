import * as v from 'valibot';
import { MOBILE_START, normalizeIndianMobile } from '../rules/mobile';

/**
 * Formats of single fields (SPEC §5, §9), with the spec's message for each place a field is
 * entered. Required-ness is a form's business (wizards save in steps); these check a value that
 * is present. The server runs the same schemas on every save.
 */
export const FIELD_MESSAGES = {
  // Profiles (sign-up wizards, SPEC §5 user and additional details).
  primaryNumber: 'Primary Number must be exactly 10 digits',
  claimantMobile: 'Please enter a valid mobile number',
  profileEmail: 'Invalid email',
  profilePinCode: 'Pincode must be exactly 6 digits',
  aadhaar: 'Aadhaar Number must be exactly 12 digits',
  panLength: 'Pan number must be at least 10 characters',
  panFormat: 'Invalid PAN format',
  // Case filing (claimant and respondent rows).
  partyEmail: 'Invalid email address',
  claimantPinCode: 'Pincode must be exactly 6 digits',
  respondentPinCode: 'Pin code must be exactly 6 digits',
  respondentMobile: 'Must be exactly 10 digits',
  duplicateEmail: 'This email is already existed!',
  // Ours (the spec gives none): Indian mobile numbers, PAN holders, enrolment numbers, identities.
  mobileStart: 'An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9',
  panPerson: 'This is not a personal PAN: the fourth letter of an individual’s PAN is P',
  panEnterprise: 'This is a personal PAN (fourth letter P): enter the organisation’s PAN',
  panMismatch: 'This PAN differs from the PAN Number in Additional Details: one person has one PAN',
  enrollmentNumber: 'Enter the enrolment number as the State Bar Council issued it, e.g. MAH/1234/2005',
  mobileTaken: 'This mobile number is already registered to another account. Use another number, or sign in.',
  panTaken: 'This PAN is already registered to another account. A PAN belongs to one person or organisation; if this is yours, sign in to that account or contact the case manager.',
  aadhaarTaken: 'This Aadhaar number is already registered to another account. If it is yours, sign in to that account or contact the case manager.',
} as const;

/** SPEC §5: a simple address whose final domain part has 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/**
 * Case parties' and accounts' addresses: any top-level domain of two or more characters (the
 * filing form, the server's user records and its login and e-mail checks).
 */
export const PARTY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** SPEC §9: five capital letters, four digits, one capital letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;


/**
 * A mobile field: normalised to its 10 digits, then `message` (the form's own wording) when it
 * is not 10 digits, and FIELD_MESSAGES.mobileStart when it does not start with 6-9.
 */
export const mobileSchema = (message: string) =>
  v.pipe(
    v.string(message),
    v.transform(normalizeIndianMobile),
    v.regex(/^\d{10}$/, message),
    v.regex(MOBILE_START, FIELD_MESSAGES.mobileStart),
  );

/**
 * The fourth character of a PAN says who holds it (Income Tax Department): P a person; C a
 * company, H a Hindu undivided family, F a firm or LLP, A an association of persons, T a trust,
 * B a body of individuals, L a local authority, J an artificial juridical person, G government.
 */
export const PAN_ENTERPRISE_HOLDERS = new Set(['C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G']);

/** Why a well-formed PAN cannot be this holder's, or null. */
export function panHolderProblem(pan: string, holder: 'person' | 'enterprise'): string | null {
  const fourth = pan.trim().toUpperCase().charAt(3);
  if (holder === 'person') return fourth === 'P' ? null : FIELD_MESSAGES.panPerson;
  if (fourth === 'P') return FIELD_MESSAGES.panEnterprise;
  return PAN_ENTERPRISE_HOLDERS.has(fourth) ? null : FIELD_MESSAGES.panFormat;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/**
 * A profile's PANs against its holder: an Enterprise's `pan` is the organisation's; an
 * individual's `arb_pan` (Additional Details) and `pan` (fee payments) are both personal and, one
 * person having one PAN, the same. The first problem, or null.
 */
export function checkPanHolders(record: Readonly<Record<string, unknown>>): { field: string; message: string } | null {
  const pan = upper(record.pan);
  const arbPan = upper(record.arb_pan);
  if (record.customer_type === 'Enterprise') {
    const problem = pan && PAN_PATTERN.test(pan) ? panHolderProblem(pan, 'enterprise') : null;
    return problem ? { field: 'pan', message: problem } : null;
  }
  for (const [field, value] of [['arb_pan', arbPan], ['pan', pan]] as const) {
    const problem = value && PAN_PATTERN.test(value) ? panHolderProblem(value, 'person') : null;
    if (problem) return { field, message: problem };
  }
  if (pan && arbPan && pan !== arbPan) return { field: 'pan', message: FIELD_MESSAGES.panMismatch };
  return null;
}

/**
 * A State Bar Council enrolment number (Advocates Act 1961, s. 17 roll): the council's letters,
 * the roll number and the year of enrolment, e.g. MAH/1234/2005, D/2456/1999, KAR/123/2010.
 */
export const ENROLLMENT_NUMBER_PATTERN = /^[A-Z]{1,5}(?:\/[A-Z]{1,5})?\/\d{1,6}(?:-?[A-Z])?\/(?:19|20)\d{2}$/;
export const enrollmentNumberSchema = v.pipe(
  v.string(FIELD_MESSAGES.enrollmentNumber),
  v.trim(),
  v.toUpperCase(),
  v.transform((value: string) => value.replace(/\s*\/\s*/g, '/')),
  v.regex(ENROLLMENT_NUMBER_PATTERN, FIELD_MESSAGES.enrollmentNumber),
);
export const pinCodeSchema = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(/^\d{6}$/, message));
export const emailSchema = (message: string, pattern: RegExp = EMAIL_PATTERN) =>
  v.pipe(v.string(message), v.trim(), v.regex(pattern, message));
export const aadhaarSchema = v.pipe(v.string(FIELD_MESSAGES.aadhaar), v.trim(), v.regex(/^\d{12}$/, FIELD_MESSAGES.aadhaar));
export const panSchema = v.pipe(
  v.string(FIELD_MESSAGES.panFormat),
  v.trim(),
  // A PAN typed in lower case is the same PAN.
  v.toUpperCase(),
  v.minLength(10, FIELD_MESSAGES.panLength),
  v.regex(PAN_PATTERN, FIELD_MESSAGES.panFormat),
);

/** Fields of a User Registration (sign-up and profile) with a format of their own. */
export const PROFILE_FIELD_SCHEMAS = {
  email_id: emailSchema(FIELD_MESSAGES.profileEmail),
  primary_number: mobileSchema(FIELD_MESSAGES.primaryNumber),
  alternative_number: mobileSchema(FIELD_MESSAGES.claimantMobile),
  pin_code: pinCodeSchema(FIELD_MESSAGES.profilePinCode),
  aadhar_number: aadhaarSchema,
  pan: panSchema,
  arb_pan: panSchema,
  enrollment_number: enrollmentNumberSchema,
} as const;

/** Fields of a case's claimant rows. */
export const CLAIMANT_ROW_SCHEMAS = {
  email: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  lawyer_email_id: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  mobile: mobileSchema(FIELD_MESSAGES.claimantMobile),
  phone_no: mobileSchema(FIELD_MESSAGES.claimantMobile),
  pin_code: pinCodeSchema(FIELD_MESSAGES.claimantPinCode),
} as const;

/** Fields of a case's respondent rows. */
export const RESPONDENT_ROW_SCHEMAS = {
  email: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  lawyer_email_id: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  mobile: mobileSchema(FIELD_MESSAGES.respondentMobile),
  phone_no: mobileSchema(FIELD_MESSAGES.respondentMobile),
  pin_code: pinCodeSchema(FIELD_MESSAGES.respondentPinCode),
} as const;

export type FieldSchemas = Readonly<Record<string, v.GenericSchema<string, string>>>;

/**
 * Checks the filled fields of a record against field schemas: the first problem's message, or
 * null. Empty and absent values are skipped; valid values come back trimmed in `values`.
 */
export function checkFields(
  schemas: FieldSchemas,
  record: Readonly<Record<string, unknown>>,
): { field: string; message: string } | { values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const [field, schema] of Object.entries(schemas)) {
    const value = record[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    const result = v.safeParse(schema, typeof value === 'number' ? String(value) : value);
    if (!result.success) return { field, message: result.issues[0].message };
    values[field] = result.output;
  }
  return { values };
}
