import { defineDoctype } from '../../core/doctype/define';
import type { FieldDef } from '../../core/doctype/types';

const row = (name: string, fields: FieldDef[]) => defineDoctype({ name, naming: 'hash', isChild: true, fields });

/** Education (SPEC §5: institution, course and year are required for a row). */
export const QualificationDetail = row('Qualification Detail', [
  { fieldname: 'institution', fieldtype: 'Data', reqd: true },
  { fieldname: 'course_name', fieldtype: 'Data', reqd: true },
  { fieldname: 'year_of_passing', fieldtype: 'Int', reqd: true },
]);

/** Work experience; advocates' forms call the table `experience`, the others `profession`. */
export const ProfessionDetail = row('Profession Detail', [
  { fieldname: 'company_name1', fieldtype: 'Data', label: 'Company Name', reqd: true },
  { fieldname: 'position', fieldtype: 'Data', reqd: true },
  { fieldname: 'start_date', fieldtype: 'Date', reqd: true },
  { fieldname: 'end_date', fieldtype: 'Date', reqd: true },
]);

export const ArbitrationTraining = row('Arbitration Training', [
  { fieldname: 'organizer_name', fieldtype: 'Data', reqd: true },
  { fieldname: 'course_name', fieldtype: 'Data', reqd: true },
  { fieldname: 'course_duration', fieldtype: 'Data', reqd: true },
  { fieldname: 'year_of_passing', fieldtype: 'Int', reqd: true },
]);

export const SpecializationDetail = row('Specialization Detail', [
  { fieldname: 'specialization', fieldtype: 'Link', options: 'Specialization', reqd: true },
]);

export const LanguageKnown = row('Language Known', [{ fieldname: 'language_name', fieldtype: 'Link', options: 'Language', reqd: true }]);

/** A claimant's projected business (SPEC §3 "Business Volume"); reached through its profile. */
export const BusinessVolume = row('Business Volume', [
  { fieldname: 'product_type', fieldtype: 'Data' },
  { fieldname: 'projected_business_volume', fieldtype: 'Currency' },
  { fieldname: 'targeted_cities', fieldtype: 'Small Text' },
]);
