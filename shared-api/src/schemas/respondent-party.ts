import * as v from 'valibot';
import { CASE_FILING_MESSAGES as M, addressEntries, mobileNumber, optionalText, partyEmail, requiredText } from './case-filing';

const respondentCommon = {
  contact_type: requiredText(M.contactType),
  salutation: optionalText,
  middle_name: optionalText,
  last_name: optionalText,
  email: partyEmail(true),
  mobile: mobileNumber(),
  ...addressEntries,
};

/**
 * A respondent row of the filing form (SPEC §2 "Respondent form", §5 "Respondent"): the
 * Individual/Enterprise choice first ("Please select customer type"); an Individual needs first
 * name and father's name, an Enterprise the company name; both a 10-digit mobile, state, district,
 * taluk and a 6-digit pin code. The e-mail is optional but must be valid.
 */
export const respondentPartySchema = v.variant(
  'respondent_type',
  [
    v.object({
      respondent_type: v.literal('Individual'),
      name1: requiredText(M.firstName),
      fathers_name: requiredText(M.fatherName),
      company_name: optionalText,
      ...respondentCommon,
    }),
    v.object({
      respondent_type: v.literal('Enterprise'),
      name1: optionalText,
      fathers_name: optionalText,
      company_name: requiredText(M.companyName),
      ...respondentCommon,
    }),
  ],
  M.customerType,
);

