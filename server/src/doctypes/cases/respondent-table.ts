import { defineDoctype } from '../../core/doctype/define';

/** A respondent of a case (SPEC §3 "Respondent row"): borrower, co-borrower or guarantor. */
export const RespondentTable = defineDoctype({
  name: 'Respondent Table',
  naming: 'hash',
  isChild: true,
  // Respondents are found by mobile (logins, the case manager's look-up) and by name in the case lists.
  indexes: [['mobile']],
  searchFields: ['name1', 'last_name', 'company_name', 'mobile'],
  fields: [
    { fieldname: 'respondent_type', fieldtype: 'Select', options: ['Individual', 'Enterprise'] },
    // Borrower, Co-Borrower, Guarantor "and others" (SPEC §3), so free text.
    { fieldname: 'contact_type', fieldtype: 'Data' },
    { fieldname: 'salutation', fieldtype: 'Link', options: 'Salutation' },
    { fieldname: 'name1', fieldtype: 'Data' },
    { fieldname: 'middle_name', fieldtype: 'Data' },
    { fieldname: 'last_name', fieldtype: 'Data' },
    { fieldname: 'company_name', fieldtype: 'Data' },
    { fieldname: 'fathers_name', fieldtype: 'Data' },
    { fieldname: 'email', fieldtype: 'Data' },
    { fieldname: 'mobile', fieldtype: 'Data' },
    { fieldname: 'phone_no', fieldtype: 'Data' },
    { fieldname: 'address', fieldtype: 'Small Text' },
    { fieldname: 'flathouse_no', fieldtype: 'Data' },
    { fieldname: 'landmark', fieldtype: 'Data' },
    { fieldname: 'streetvillage', fieldtype: 'Data' },
    { fieldname: 'city', fieldtype: 'Data' },
    { fieldname: 'post_office', fieldtype: 'Data' },
    { fieldname: 'taluk', fieldtype: 'Data' },
    { fieldname: 'district', fieldtype: 'Data' },
    { fieldname: 'state', fieldtype: 'Link', options: 'State' },
    { fieldname: 'pin_code', fieldtype: 'Data' },
    { fieldname: 'add_lawyer', fieldtype: 'Data', label: 'Lawyer Name' },
    { fieldname: 'lawyer_email_id', fieldtype: 'Data' },
    // The language the respondent reads the portal in ('en', 'hi'): later SMS and e-mails to them go
    // in it. Written only by the server from the respondent's own session (respondent-access/language.ts).
    { fieldname: 'preferred_language', fieldtype: 'Data', length: 8 },
  ],
});
