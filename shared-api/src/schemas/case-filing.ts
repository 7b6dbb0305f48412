import * as v from 'valibot';
import { FIELD_MESSAGES, PARTY_EMAIL_PATTERN } from './fields';
import { MOBILE_START, normalizeIndianMobile } from '../rules/mobile';

/**
 * The case filing form's messages (SPEC §5 "Claimant (case filing)" and "Respondent", §8). Where
 * the spec gives no text for a rule (a claimant's pin code, state…) the wording of the other
 * forms is used.
 */
export const CASE_FILING_MESSAGES = {
  customerType: 'Please select customer type',
  firstName: 'First Name is required',
  companyName: 'Company Name is required',
  fatherName: 'Father Name is required',
  email: 'Email is required',
  emailInvalid: 'Invalid email address',
  mobile: 'Mobile number is required',
  mobileDigits: 'Must be exactly 10 digits',
  pinCode: 'Pincode is required',
  pinCodeDigits: 'Pin code must be exactly 6 digits',
  state: 'State is required',
  district: 'District is required',
  taluk: 'Taluk is required',
  contactType: 'Respondent Type is required',
  agreementDateFuture: 'Date of Agreement cannot be later than today',
  lawyerName: 'Lawyer name is required',
} as const;

export const MOBILE_PATTERN = /^\d{10}$/;
export const PIN_CODE_PATTERN = /^\d{6}$/;

const M = CASE_FILING_MESSAGES;

/** Optional text: absent becomes ''. */
export const optionalText = v.optional(v.string(), '');

const filled = (value: string) => value.trim() !== '';

/** Text that must be filled, with the spec's message for an empty value. */
export const requiredText = (message: string) =>
  v.pipe(v.optional(v.string(), ''), v.check(filled, message));

/** A 10-digit Indian mobile (+91 / 0 and spaces dropped, never cut): required unless `optional`. */
export const mobileNumber = (optional = false) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform(normalizeIndianMobile),
    v.check((value) => optional || filled(value), M.mobile),
    v.check((value) => !filled(value) || MOBILE_PATTERN.test(value), M.mobileDigits),
    v.check((value) => !filled(value) || !MOBILE_PATTERN.test(value) || MOBILE_START.test(value), FIELD_MESSAGES.mobileStart),
  );

/** A 6-digit pin code, required. */
export const pinCode = v.pipe(
  v.optional(v.string(), ''),
  v.check(filled, M.pinCode),
  v.check((value) => !filled(value) || PIN_CODE_PATTERN.test(value.trim()), M.pinCodeDigits),
);

/** An e-mail, required unless `optional`. */
export const partyEmail = (optional = false) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => optional || filled(value), M.email),
    v.check((value) => !filled(value) || PARTY_EMAIL_PATTERN.test(value.trim()), M.emailInvalid),
  );

/** The address block shared by claimant and respondent rows; state, district and taluk are required. */
export const addressEntries = {
  flathouse_no: optionalText,
  streetvillage: optionalText,
  landmark: optionalText,
  post_office: optionalText,
  city: optionalText,
  state: requiredText(M.state),
  district: requiredText(M.district),
  taluk: requiredText(M.taluk),
  pin_code: pinCode,
};

const claimantCommon = {
  salutation: optionalText,
  middle_name: optionalText,
  last_name: optionalText,
  fathers_name: optionalText,
  email: partyEmail(),
  mobile: mobileNumber(),
  industry: optionalText,
  contact_person: optionalText,
  designation: optionalText,
  add_lawyer: optionalText,
  lawyer_email_id: partyEmail(true),
  phone_no: mobileNumber(true),
  address_2: optionalText,
  ...addressEntries,
};

/**
 * A claimant row of the filing form (SPEC §5 "Claimant (case filing)"): an Individual needs a
 * first name, an Enterprise a company name; e-mail, mobile, state, district, taluk and pin code
 * always. The lawyer's e-mail and mobile, when given, must be valid.
 */
export const claimantPartySchema = v.variant(
  'customer_type',
  [
    v.object({ customer_type: v.literal('Individual'), name1: requiredText(M.firstName), company_name: optionalText, ...claimantCommon }),
    v.object({ customer_type: v.literal('Enterprise'), name1: optionalText, company_name: requiredText(M.companyName), ...claimantCommon }),
  ],
  M.customerType,
);


/** Today as `YYYY-MM-DD` in local time. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Case Details (SPEC §2, §5): claim and dispute creation have no client checks beyond the date of
 * agreement, which may not be later than today.
 */
export const caseDetailsSchema = v.looseObject({
  date_of_agreement: v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => !filled(value) || value <= todayIso(), M.agreementDateFuture),
  ),
});
