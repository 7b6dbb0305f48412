/*
 * The bulk filing template (SPEC §2 "Bulk case", §3 Claimant and Respondent rows): one row per
 * case with the case fields, one claimant and up to three respondents (Borrower, Co-Borrower,
 * Guarantor), and the filer's `user_email_id`. The browser's parser, the template files and the
 * server's import all read this one list.
 */

export type BulkColumnGroup = 'filer' | 'case' | 'claimant' | 'respondent';

export interface BulkColumn {
  /** The header in the file. */
  key: string;
  /** What a person calls it (summary, error report). */
  label: string;
  group: BulkColumnGroup;
  /** The field of the case, claimant row or respondent row it fills. */
  field: string;
  /** When it must be filled, in words for the template's notes. */
  required: string;
  /** Allowed values or the format, in words for the template's notes. */
  format: string;
  /** For respondent columns: which respondent (0 Borrower, 1 Co-Borrower, 2 Guarantor). */
  respondent?: number;
}

/** The three respondents a row may name, in the spec's order (SPEC §9 contact type sort order). */
export const BULK_RESPONDENTS = [
  { prefix: 'borrower', contactType: 'Borrower' },
  { prefix: 'co_borrower', contactType: 'Co-Borrower' },
  { prefix: 'guarantor', contactType: 'Guarantor' },
] as const;

export const DATE_FORMAT_NOTE = 'date DD-MM-YYYY, not later than today';
const TEXT = 'text';

const col = (key: string, label: string, group: BulkColumnGroup, field: string, required: string, format = TEXT): BulkColumn => ({
  key,
  label,
  group,
  field,
  required,
  format,
});

const CASE_COLUMNS: BulkColumn[] = [
  col('agreement_number', 'Arbitration Agreement Number', 'case', 'agreement_number', 'yes'),
  col('clause_number', 'Clause Number', 'case', 'clause_number', 'no'),
  col('date_of_agreement', 'Date of Agreement', 'case', 'date_of_agreement', 'no', DATE_FORMAT_NOTE),
  col('disputed_value', 'Disputed Value', 'case', 'disputed_value', 'no', 'number in rupees, e.g. 125000'),
  col('nature_of_dispute', 'Nature of Dispute', 'case', 'nature_of_dispute', 'no', 'one of the portal’s natures of dispute, e.g. Loan Recovery'),
  col('venue', 'Venue', 'case', 'venue', 'no'),
  col('jurisdiction', 'Jurisdiction', 'case', 'jurisdiction', 'no'),
  col('composition_of_tribunal', 'Composition of Tribunal', 'case', 'composition_of_tribunal', 'no', 'Sole or Three'),
  col('interim_measures', 'Interim Measures', 'case', 'interim_measures', 'no', 'Yes or No (default No)'),
  col('product', 'Product', 'case', 'product', 'no'),
  col('make_model', 'Make Model', 'case', 'make_model', 'no'),
  col('registration_no', 'Registration No', 'case', 'registration_no', 'no'),
  col('engine_no', 'Engine No', 'case', 'engine_no', 'no'),
  col('chassis_no', 'Chassis No', 'case', 'chassis_no', 'no'),
  col('loan_amount', 'Loan Amount', 'case', 'loan_amount', 'no', 'number in rupees'),
  col('no_of_instalments', 'No Of Instalments', 'case', 'no_of_instalments', 'no', 'whole number'),
  col('instalment_amt', 'Instalment Amount', 'case', 'instalment_amt', 'no', 'number in rupees'),
  col('commencing_from', 'Commencing From', 'case', 'commencing_from', 'no', 'date DD-MM-YYYY'),
  col('ending_on', 'Ending On', 'case', 'ending_on', 'no', 'date DD-MM-YYYY'),
  col('criteria', 'Criteria Of Loan', 'case', 'criteria', 'no', 'Live or Loss on Sale'),
];

const ADDRESS: Array<[string, string, string, string?]> = [
  ['flathouse_no', 'Flat/House No', 'no'],
  ['streetvillage', 'Street/Village', 'no'],
  ['landmark', 'Landmark', 'no'],
  ['city', 'City', 'no'],
  ['post_office', 'Post Office', 'no'],
  ['taluk', 'Taluk', 'yes'],
  ['district', 'District', 'yes', 'a district of the state, e.g. Pune'],
  ['state', 'State', 'yes', 'an Indian state or union territory, e.g. Maharashtra'],
  ['pin_code', 'Pincode', 'yes', '6 digits'],
];

const CLAIMANT_COLUMNS: BulkColumn[] = (
  [
    ['customer_type', 'Claimant Type', 'yes', 'Individual or Enterprise'],
    ['salutation', 'Salutation', 'no', 'Mr, Mrs, Ms, Dr, M/s …'],
    ['name1', 'First Name', 'for Individual'],
    ['middle_name', 'Middle Name', 'no'],
    ['last_name', 'Last Name', 'no'],
    ['company_name', 'Company Name', 'for Enterprise'],
    ['email', 'Email', 'yes', 'e-mail address'],
    ['mobile', 'Mobile Number', 'yes', '10 digits'],
    ...ADDRESS,
    ['add_lawyer', 'Claimant Lawyer', 'no'],
    ['lawyer_email_id', 'Lawyer Email', 'no', 'e-mail address'],
    ['phone_no', 'Lawyer Mobile', 'no', '10 digits'],
  ] as Array<[string, string, string, string?]>
).map(([field, label, required, format]) => col(`claimant_${field}`, `Claimant ${label}`, 'claimant', field, required, format ?? TEXT));

const RESPONDENT_FIELDS: Array<[string, string, string, string?]> = [
  ['respondent_type', 'Type', 'yes (for the Borrower; for the others when any of their columns is filled)', 'Individual or Enterprise'],
  ['salutation', 'Salutation', 'no', 'Mr, Mrs, Ms, Dr …'],
  ['name1', 'First Name', 'for Individual'],
  ['middle_name', 'Middle Name', 'no'],
  ['last_name', 'Last Name', 'no'],
  ['fathers_name', 'Father’s Name', 'for Individual'],
  ['company_name', 'Company Name', 'for Enterprise'],
  ['email', 'Email', 'no', 'e-mail address'],
  ['mobile', 'Mobile Number', 'yes', '10 digits'],
  ...ADDRESS,
];

const RESPONDENT_COLUMNS: BulkColumn[] = BULK_RESPONDENTS.flatMap(({ prefix, contactType }, respondent) =>
  RESPONDENT_FIELDS.map(([field, label, required, format]) => ({
    ...col(`${prefix}_${field}`, `${contactType} ${label}`, 'respondent', field, respondent === 0 ? required : `when the ${contactType} is given: ${required}`, format ?? TEXT),
    respondent,
  })),
);

/** Every column of the template, in file order. */
export const BULK_COLUMNS: readonly BulkColumn[] = [
  col('user_email_id', 'User Email ID', 'filer', 'user_email_id', 'yes', 'your own login e-mail'),
  ...CASE_COLUMNS,
  ...CLAIMANT_COLUMNS,
  ...RESPONDENT_COLUMNS,
];

export const BULK_COLUMN_KEYS: readonly string[] = BULK_COLUMNS.map((column) => column.key);

const BY_KEY = new Map(BULK_COLUMNS.map((column) => [column.key, column]));

/** A column's label for people, or the key itself for a column the template does not have. */
export function bulkColumnLabel(key: string): string {
  return BY_KEY.get(key)?.label ?? key;
}
