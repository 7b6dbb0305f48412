import { displayDateToIso, isoToDisplayDate } from 'shared-api/schemas';
import { normalizeIndianMobile } from 'shared-api/rules';
import type { FlowConfig, WizardValues } from './types';

/** Plain fields of a User Registration the wizards edit (SPEC §3). */
export const SCALAR_FIELDS = [
  'salutation', 'first_name', 'middle_name', 'last_name', 'fathers_name', 'gender', 'email_id', 'primary_number',
  'alternative_number', 'customer_type', 'company_name', 'website', 'industry', 'companyemail', 'gstin', 'cin', 'pan',
  'contact_person', 'designation', 'flathouse_no', 'streetvillage', 'landmark', 'taluk', 'post_office', 'city', 'district',
  'state', 'pin_code', 'aadhar_number', 'arb_pan', 'enrollment_number', 'bar_council_id', 'certificates',
  'arbitrator_category', 'others_arbitrator_category', 'others_specialization', 'expertise', 'jurisdiction',
  'other_information', 'bank_name', 'account_holder_name', 'account_number', 'ifsc_code', 'branch_name', 'signature',
  'letterhead',
] as const;

export const COUNT_FIELDS = [
  'number_of_years_experience_as_an_arbitrator', 'number_of_years_experience_as_a_advocate', 'sole_arbitrator_cases',
  'co_arbitrator_cases', 'ongoing_arbitrator_cases', 'counsel_cases', 'expert_cases',
] as const;

export interface QualificationRow { institution: string; course_name: string; year_of_passing: string }
export interface ProfessionRow { company_name1: string; position: string; start_date: string; end_date: string }
export interface TrainingRow { organizer_name: string; course_name: string; course_duration: string; year_of_passing: string }

/**
 * A new wizard's values: role Arbitrator and terms ticked as the spec has them; salutation and
 * gender empty, for the person to choose (a default "Mr"/"Male" nobody confirmed greeted women as Mr).
 */
export function initialValues(flow: FlowConfig): WizardValues {
  const values: WizardValues = Object.fromEntries(SCALAR_FIELDS.map((field) => [field, '']));
  for (const field of COUNT_FIELDS) values[field] = '';
  Object.assign(values, {
    salutation: '',
    gender: '',
    date_of_birth: '',
    is_prim_whatsapp: false,
    is_alt_whatsapp: false,
    tc_accepted: true,
    privacy_consent: false,
    privacy_notice_version: '',
    qualification: [],
    profession: [],
    arbitration_training: [],
    specialization: [],
    languages_known: [],
    user_type: flow.userType ?? 'Arbitrator',
    customer_type: flow.id === 'claimant' || flow.id === 'advocate' ? '' : 'Individual',
  });
  return values;
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const isoOrNull = (value: unknown) => displayDateToIso(str(value)) ?? null;

/** The wizard's values as the User Registration the server stores (SPEC §5: flags 1 only if exactly true). */
export function toRegistration(flow: FlowConfig, values: WizardValues): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const field of SCALAR_FIELDS) doc[field] = str(values[field]) || null;
  for (const field of COUNT_FIELDS) doc[field] = str(values[field]) === '' ? null : Number(values[field]);
  if (doc.email_id) doc.email_id = String(doc.email_id).toLowerCase();
  for (const field of ['primary_number', 'alternative_number'] as const) if (doc[field]) doc[field] = normalizeIndianMobile(String(doc[field]));
  if (doc.enrollment_number) doc.enrollment_number = String(doc.enrollment_number).toUpperCase();
  if (doc.pan) doc.pan = String(doc.pan).toUpperCase();
  if (doc.arb_pan) doc.arb_pan = String(doc.arb_pan).toUpperCase();
  doc.date_of_birth = isoOrNull(values.date_of_birth);
  doc.is_prim_whatsapp = values.is_prim_whatsapp === true ? 1 : 0;
  doc.is_alt_whatsapp = values.is_alt_whatsapp === true ? 1 : 0;
  doc.tc_accepted = values.tc_accepted === true ? 1 : 0;
  // The privacy notice's version, only when its own box was ticked (DPDP Act 2023 s. 6).
  if (values.privacy_consent === true && str(values.privacy_notice_version)) doc.privacy_notice_version = str(values.privacy_notice_version);
  doc.user_type = flow.userType ?? str(values.user_type);
  doc.qualification = ((values.qualification as QualificationRow[]) ?? []).map((row) => ({ ...row, year_of_passing: Number(row.year_of_passing) }));
  doc[flow.professionTable] = ((values.profession as ProfessionRow[]) ?? []).map((row) => ({
    ...row,
    start_date: isoOrNull(row.start_date),
    end_date: isoOrNull(row.end_date),
  }));
  doc.arbitration_training = ((values.arbitration_training as TrainingRow[]) ?? []).map((row) => ({ ...row, year_of_passing: Number(row.year_of_passing) }));
  doc.specialization = ((values.specialization as string[]) ?? []).map((specialization) => ({ specialization }));
  doc.languages_known = ((values.languages_known as string[]) ?? []).map((language_name) => ({ language_name }));
  return doc;
}

/** A stored User Registration as the wizard's values (profile pages). */
export function fromRegistration(flow: FlowConfig, doc: Record<string, unknown>): WizardValues {
  const values = initialValues(flow);
  for (const field of SCALAR_FIELDS) values[field] = str(doc[field]);
  for (const field of COUNT_FIELDS) values[field] = str(doc[field]);
  values.user_type = str(doc.user_type) || values.user_type;
  values.date_of_birth = isoToDisplayDate(str(doc.date_of_birth));
  values.is_prim_whatsapp = Number(doc.is_prim_whatsapp) === 1;
  values.is_alt_whatsapp = Number(doc.is_alt_whatsapp) === 1;
  values.tc_accepted = Number(doc.tc_accepted) === 1;
  const rows = (name: string) => ((doc[name] as Record<string, unknown>[]) ?? []);
  values.qualification = rows('qualification').map((row) => ({ institution: str(row.institution), course_name: str(row.course_name), year_of_passing: str(row.year_of_passing) }));
  values.profession = rows(flow.professionTable).map((row) => ({
    company_name1: str(row.company_name1),
    position: str(row.position),
    start_date: isoToDisplayDate(str(row.start_date)),
    end_date: isoToDisplayDate(str(row.end_date)),
  }));
  values.arbitration_training = rows('arbitration_training').map((row) => ({
    organizer_name: str(row.organizer_name),
    course_name: str(row.course_name),
    course_duration: str(row.course_duration),
    year_of_passing: str(row.year_of_passing),
  }));
  values.specialization = rows('specialization').map((row) => str(row.specialization));
  values.languages_known = rows('languages_known').map((row) => str(row.language_name));
  return values;
}
