import * as v from 'valibot';

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
} as const;

/** SPEC §5: a simple address whose final domain part has 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Case parties' addresses: any top-level domain (the filing form has no pattern of its own). */
export const PARTY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** SPEC §9: five capital letters, four digits, one capital letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

export const mobileSchema = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(/^\d{10}$/, message));
export const pinCodeSchema = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(/^\d{6}$/, message));
export const emailSchema = (message: string, pattern: RegExp = EMAIL_PATTERN) =>
  v.pipe(v.string(message), v.trim(), v.regex(pattern, message));
export const aadhaarSchema = v.pipe(v.string(FIELD_MESSAGES.aadhaar), v.trim(), v.regex(/^\d{12}$/, FIELD_MESSAGES.aadhaar));
export const panSchema = v.pipe(
  v.string(FIELD_MESSAGES.panFormat),
  v.trim(),
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
} as const;

/** Fields of a case's claimant rows. */
export const CLAIMANT_ROW_SCHEMAS = {
  email: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  lawyer_email_id: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  mobile: mobileSchema(FIELD_MESSAGES.claimantMobile),
  pin_code: pinCodeSchema(FIELD_MESSAGES.claimantPinCode),
} as const;

/** Fields of a case's respondent rows. */
export const RESPONDENT_ROW_SCHEMAS = {
  email: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  lawyer_email_id: emailSchema(FIELD_MESSAGES.partyEmail, PARTY_EMAIL_PATTERN),
  mobile: mobileSchema(FIELD_MESSAGES.respondentMobile),
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
