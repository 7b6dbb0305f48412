import * as v from 'valibot';
import { EMAIL_PATTERN, FIELD_MESSAGES, PAN_PATTERN, enrollmentNumberSchema, panHolderProblem } from './fields';
import { MOBILE_START, normalizeIndianMobile } from '../rules/mobile';

/**
 * The sign-up wizards' and profiles' messages (SPEC §5 "user details", "Additional details",
 * "Bar council id file", the row tables, §8). Where the spec gives no text (a date of birth in
 * the future) the wording follows the spec's other messages.
 */
export const SIGN_UP_MESSAGES = {
  customerType: 'Customer Type is required',
  firstName: 'First Name is required',
  companyName: 'Company Name is required',
  panRequired: 'Pancard Number is required',
  /** User details (claimant and advocate enterprises). */
  panLength: FIELD_MESSAGES.panLength,
  /** Additional details (all roles): the spec's own wording differs from the user-details one. */
  additionalPanLength: 'Pan number must be at least 10 number',
  panFormat: FIELD_MESSAGES.panFormat,
  mobileRequired: 'Mobile Number is required',
  mobileInvalid: FIELD_MESSAGES.claimantMobile,
  emailRequired: 'Email is required',
  emailInvalid: FIELD_MESSAGES.profileEmail,
  primaryRequired: 'Primary Number is required',
  primaryDigits: FIELD_MESSAGES.primaryNumber,
  alternativeDigits: 'Alternative Number must be exactly 10 digits',
  dateOfBirthFuture: 'Date of Birth cannot be later than today',
  dateInvalid: 'Enter the date as DD-MM-YYYY',
  state: 'State is required',
  district: 'District is required',
  taluk: 'Taluk is required',
  pinRequired: 'Pincode is required',
  pinDigits: FIELD_MESSAGES.profilePinCode,
  aadhaarRequired: 'Aadhaar Number is required',
  aadhaarDigits: FIELD_MESSAGES.aadhaar,
  barCouncil: 'Please attach a file for Bar Council ID before continuing.',
  barCouncilAttached: 'Bar council id attached successfully!',
  rowIncomplete: 'Please fill in all fields before adding or updating',
  duplicateEmail: FIELD_MESSAGES.duplicateEmail,
  role: 'Please choose a role',
  otherSpecialization: 'Please specify the other specialization',
  otherCategory: 'Please specify the other area',
  bankName: 'Bank Name is required',
  signature: 'Please attach your signature',
  letterhead: 'Please attach your letterhead',
  signUpSuccess: 'Signup Successfully! Your password will be sent to your registered email address shortly.',
  profileUpdated: 'Profile Updated successfully',
  profileUpdateFailed: 'Error updating profile',
  // Ours: identities and their proof (the spec gives no wording).
  gender: 'Gender is required',
  mobileStart: FIELD_MESSAGES.mobileStart,
  panPerson: FIELD_MESSAGES.panPerson,
  panEnterprise: FIELD_MESSAGES.panEnterprise,
  panMismatch: FIELD_MESSAGES.panMismatch,
  enrollmentRequired: 'Bar Council Enrolment Number is required',
  enrollmentInvalid: FIELD_MESSAGES.enrollmentNumber,
  mobileTaken: FIELD_MESSAGES.mobileTaken,
  panTaken: FIELD_MESSAGES.panTaken,
  aadhaarTaken: FIELD_MESSAGES.aadhaarTaken,
  emailUnverified: 'Verify your e-mail address with the code we send to it',
  mobileUnverified: 'Verify your mobile number with the code we send to it',
} as const;

const M = SIGN_UP_MESSAGES;
const filled = (value: string) => value.trim() !== '';
const text = v.optional(v.string(), '');

const required = (message: string) => v.pipe(text, v.check(filled, message));
const digits = (count: number, requiredMessage: string | null, message: string) =>
  v.pipe(
    text,
    v.check((value) => requiredMessage === null || filled(value), requiredMessage ?? ''),
    v.check((value) => !filled(value) || new RegExp(`^\\d{${count}}$`).test(value.trim()), message),
  );
/** A 10-digit Indian mobile, normalised (+91, 0 and spaces dropped, never cut); required unless requiredMessage is null. */
const mobile = (requiredMessage: string | null, message: string) =>
  v.pipe(
    text,
    v.transform(normalizeIndianMobile),
    v.check((value) => requiredMessage === null || filled(value), requiredMessage ?? ''),
    v.check((value) => !filled(value) || /^\d{10}$/.test(value), message),
    v.check((value) => !/^\d{10}$/.test(value) || MOBILE_START.test(value), M.mobileStart),
  );
/** A PAN, upper-cased; with `holder`, its fourth letter must be that holder's (P for a person). */
const pan = (lengthMessage: string, holder?: 'person' | 'enterprise') =>
  v.pipe(
    text,
    v.transform((value: string) => value.trim().toUpperCase()),
    v.check(filled, M.panRequired),
    v.check((value) => !filled(value) || value.length >= 10, lengthMessage),
    v.check((value) => !filled(value) || PAN_PATTERN.test(value), M.panFormat),
    v.check((value) => !holder || !PAN_PATTERN.test(value) || panHolderProblem(value, holder) !== (holder === 'enterprise' ? M.panEnterprise : M.panPerson), holder === 'enterprise' ? M.panEnterprise : M.panPerson),
    // An organisation's fourth letter is one of the holder codes (C, F, H, A, T, B, L, J, G).
    v.check((value) => !holder || !PAN_PATTERN.test(value) || panHolderProblem(value, holder) !== M.panFormat, M.panFormat),
  );

const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** `DD-MM-YYYY` (how dates are typed) to `YYYY-MM-DD`, or null when it is no real date. */
export function displayDateToIso(value: string): string | null {
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD` to `DD-MM-YYYY`; anything else unchanged. */
export function isoToDisplayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (value ?? '');
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An optional `DD-MM-YYYY` date; with `notAfterToday`, no later than today (date of birth). */
export const displayDate = (notAfterToday = false) =>
  v.pipe(
    text,
    v.check((value) => !filled(value) || displayDateToIso(value) !== null, M.dateInvalid),
    v.check((value) => !notAfterToday || !filled(value) || (displayDateToIso(value) ?? '') <= todayIso(), M.dateOfBirthFuture),
  );

const email = v.pipe(
  text,
  v.check(filled, M.emailRequired),
  v.check((value) => !filled(value) || EMAIL_PATTERN.test(value.trim()), M.emailInvalid),
);

const personCommon = {
  middle_name: text,
  last_name: text,
  date_of_birth: displayDate(true),
  email_id: email,
  alternative_number: mobile(null, M.alternativeDigits),
};

/** A person chooses their gender (nothing is pre-selected); the salutation is optional and never assumed. */
const personChoices = {
  salutation: text,
  gender: required(M.gender),
};

/**
 * User details of a claimant or an advocate (SPEC §5): the customer type decides whether a
 * person's first name or a company's name and PAN are required.
 */
export const companyUserDetailsSchema = v.variant(
  'customer_type',
  [
    v.looseObject({
      customer_type: v.literal('Individual'),
      first_name: required(M.firstName),
      primary_number: mobile(M.mobileRequired, M.mobileInvalid),
      ...personCommon,
      ...personChoices,
    }),
    v.looseObject({
      customer_type: v.literal('Enterprise'),
      company_name: required(M.companyName),
      pan: pan(M.panLength, 'enterprise'),
      primary_number: mobile(M.mobileRequired, M.mobileInvalid),
      ...personCommon,
    }),
  ],
  M.customerType,
);

/** User details of an arbitrator, expert, mediator or enrolment (SPEC §5). */
export const personUserDetailsSchema = v.looseObject({
  first_name: required(M.firstName),
  primary_number: mobile(M.primaryRequired, M.primaryDigits),
  ...personCommon,
  ...personChoices,
});

/** The enrolment's user details add the role radio. */
export const enrolmentUserDetailsSchema = v.looseObject({
  ...personUserDetailsSchema.entries,
  user_type: v.picklist(['Arbitrator', 'Mediator', 'Med-Arb'], M.role),
});

const address = {
  state: required(M.state),
  district: required(M.district),
  pin_code: digits(6, M.pinRequired, M.pinDigits),
};
const identity = {
  aadhar_number: digits(12, M.aadhaarRequired, M.aadhaarDigits),
  arb_pan: pan(M.additionalPanLength, 'person'),
};

/**
 * Additional details (SPEC §5). Claimants and advocates: taluk always, Aadhaar and PAN only for
 * an Individual. Arbitrators, experts and mediators: Aadhaar and PAN always, taluk not.
 */
export const additionalDetailsSchema = (who: 'company' | 'person') =>
  who === 'person'
    ? v.looseObject({ ...address, ...identity })
    : v.variant('customer_type', [
        v.looseObject({ customer_type: v.literal('Individual'), ...address, taluk: required(M.taluk), ...identity }),
        v.looseObject({ customer_type: v.literal('Enterprise'), ...address, taluk: required(M.taluk) }),
      ], M.customerType);

/** A professional's details step: the bar council file where it is required, the "Other" texts. */
export const professionalDetailsSchema = (barCouncilRequired: boolean) =>
  v.pipe(
    v.looseObject({
      // Where the bar council id is required, so is the enrolment number it carries (Advocates Act 1961, s. 17).
      enrollment_number: v.pipe(
        text,
        v.check((value) => !barCouncilRequired || filled(value), M.enrollmentRequired),
        v.check((value) => !filled(value) || v.is(enrollmentNumberSchema, value), M.enrollmentInvalid),
        v.transform((value: string) => (filled(value) ? v.parse(enrollmentNumberSchema, value) : value)),
      ),
      bar_council_id: barCouncilRequired ? required(M.barCouncil) : text,
      specialization: v.optional(v.array(v.string()), []),
      others_specialization: text,
      arbitrator_category: text,
      others_arbitrator_category: text,
    }),
    v.forward(
      v.check((input) => !input.specialization.includes('Other Specializations') || filled(input.others_specialization), M.otherSpecialization),
      ['others_specialization'],
    ),
    v.forward(
      v.check((input) => input.arbitrator_category !== 'Other Area' || filled(input.others_arbitrator_category), M.otherCategory),
      ['others_arbitrator_category'],
    ),
  );

/** The bank and letters step of a professional's profile: what completes it (SPEC §4). */
export const bankAndLettersSchema = v.pipe(
  v.looseObject({
    pan: pan(M.panLength, 'person'),
    arb_pan: text,
    bank_name: required(M.bankName),
    signature: required(M.signature),
    letterhead: required(M.letterhead),
  }),
  // One person, one PAN: the fee-payment PAN is the one given in Additional Details.
  v.forward(
    v.check((input) => !filled(input.arb_pan) || input.arb_pan.trim().toUpperCase() === input.pan, M.panMismatch),
    ['pan'],
  ),
);

/** A step with nothing to check (terms, declaration, experience counts). */
export const anyStepSchema = v.looseObject({});

/** Rows of the education, profession and training tables (SPEC §5): every field is needed. */
export const ROW_FIELDS = {
  qualification: ['institution', 'course_name', 'year_of_passing'],
  profession: ['company_name1', 'position', 'start_date', 'end_date'],
  arbitration_training: ['organizer_name', 'course_name', 'course_duration', 'year_of_passing'],
} as const;

export type RowTable = keyof typeof ROW_FIELDS;

/** True when every field a row of that table needs is filled. */
export function rowComplete(table: RowTable, row: Readonly<Record<string, unknown>>): boolean {
  return ROW_FIELDS[table].every((field) => {
    const value = row[field];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
}
