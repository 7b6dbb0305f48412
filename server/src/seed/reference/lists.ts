/** Short reference lists, kept here so each can be read (and reviewed) at a glance. */

export const SALUTATIONS = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof', 'Adv', 'CA', 'Shri', 'Smt', 'Kumari', 'M/s'];

/** SPEC §9: Male, Female, Others; the advocate form says "Other". */
export const GENDERS = ['Male', 'Female', 'Others', 'Other'];

/** The 22 languages of the Eighth Schedule to the Constitution of India, plus English. */
export const LANGUAGES: { language_name: string; language_code: string }[] = [
  { language_name: 'Assamese', language_code: 'as' },
  { language_name: 'Bengali', language_code: 'bn' },
  { language_name: 'Bodo', language_code: 'brx' },
  { language_name: 'Dogri', language_code: 'doi' },
  { language_name: 'English', language_code: 'en' },
  { language_name: 'Gujarati', language_code: 'gu' },
  { language_name: 'Hindi', language_code: 'hi' },
  { language_name: 'Kannada', language_code: 'kn' },
  { language_name: 'Kashmiri', language_code: 'ks' },
  { language_name: 'Konkani', language_code: 'kok' },
  { language_name: 'Maithili', language_code: 'mai' },
  { language_name: 'Malayalam', language_code: 'ml' },
  { language_name: 'Manipuri', language_code: 'mni' },
  { language_name: 'Marathi', language_code: 'mr' },
  { language_name: 'Nepali', language_code: 'ne' },
  { language_name: 'Odia', language_code: 'or' },
  { language_name: 'Punjabi', language_code: 'pa' },
  { language_name: 'Sanskrit', language_code: 'sa' },
  { language_name: 'Santali', language_code: 'sat' },
  { language_name: 'Sindhi', language_code: 'sd' },
  { language_name: 'Tamil', language_code: 'ta' },
  { language_name: 'Telugu', language_code: 'te' },
  { language_name: 'Urdu', language_code: 'ur' },
];

export const DESIGNATIONS = [
  'Director',
  'Managing Director',
  'Partner',
  'Managing Partner',
  'Proprietor',
  'Manager',
  'Chief Executive Officer',
  'Chief Financial Officer',
  'Company Secretary',
  'Legal Manager',
  'Legal Officer',
  'Advocate',
  'Senior Advocate',
  'Authorised Signatory',
  'Collection Manager',
  'Branch Manager',
  'Recovery Officer',
  'Other',
];

export const INDUSTRY_TYPES = [
  'Banking',
  'NBFC',
  'Housing Finance',
  'Microfinance',
  'Small Finance Bank',
  'Cooperative Bank',
  'Insurance',
  'Fintech',
  'Asset Reconstruction',
  'Securities and Stock Broking',
  'Mutual Funds',
  'Gold Loan',
  'Vehicle Finance',
  'Consumer Durables Finance',
  'Telecom',
  'Real Estate',
  'Construction',
  'Automobile',
  'Manufacturing',
  'Retail',
  'E-commerce',
  'Information Technology',
  'Healthcare',
  'Pharmaceuticals',
  'Education',
  'Logistics',
  'Agriculture',
  'Energy',
  'Infrastructure',
  'Hospitality',
  'Media and Entertainment',
  'Textiles',
  'Other',
];

export const DOCUMENT_TYPES = [
  'Claim Filing',
  'Statement of Claim',
  'Statement of Defence',
  'Rejoinder',
  'Response',
  'Evidence Affidavit',
  'Written Submissions',
  'Interim Application',
  'Section 17 Application',
  'Section 17 Order',
  'Procedural Order',
  'Notice',
  'Award',
  'Award-Final',
  'Interim Award',
  'Settlement Agreement',
  'Consent',
  'Disclosure',
  'Power of Attorney',
  'Vakalatnama',
  'Other',
];

export const DISPATCH_CHANNELS = ['Email', 'SMS', 'WhatsApp', 'Speed Post', 'Registered Post AD', 'Courier', 'Hand Delivery'];

export const INVOICE_STATUSES = ['Draft', 'Unpaid', 'Paid', 'Partly Paid', 'Overdue', 'Cancelled', 'Pending'];

export const ARBITRATOR_CATEGORIES = [
  'Retired Judge',
  'Senior Advocate',
  'Advocate',
  'Chartered Accountant',
  'Company Secretary',
  'Cost Accountant',
  'Banking Professional',
  'Engineer',
  'Retired Civil Servant',
  'Academic',
  'Other Area',
];

export const SPECIALIZATIONS = [
  'Banking and Finance',
  'Loan Recovery',
  'Commercial Contracts',
  'Construction',
  'Real Estate',
  'Insurance',
  'Intellectual Property',
  'Corporate and M&A',
  'Employment',
  'Family',
  'Consumer',
  'Maritime',
  'Energy',
  'Technology',
  'Securities',
  'Other Specializations',
];

export const ARBITRATION_TYPES = ['Type One', 'Type Two'];

/** Roles of SPEC §6 plus the administrator's: shared-api's one list. */
export { ROLES } from 'shared-api/rules';

/** Natures of dispute offered in the case form (mostly loan recovery, SPEC §1). */
export const NATURES_OF_DISPUTE = [
  'Loan Recovery',
  'Credit Card Dues',
  'Vehicle Loan Default',
  'Home Loan Default',
  'Personal Loan Default',
  'Gold Loan Default',
  'Business Loan Default',
  'Consumer Durable Loan Default',
  'Commercial Contract',
  'Other',
];

/**
 * TDS sections of the Income-tax Act, 1961 that apply to the portal's payments, with the rates in
 * force from 1 October 2024 (Finance (No. 2) Act, 2024 cut 194H from 5% to 2%). Neutrals' fees
 * are professional fees under 194J.
 */
export const TAX_WITHHOLDING_CATEGORIES: { category_name: string; section: string; rate: number }[] = [
  { category_name: '194J - Professional Fees', section: '194J', rate: 10 },
  { category_name: '194J - Technical Services', section: '194J', rate: 2 },
  { category_name: '194C - Contractors (Individual/HUF)', section: '194C', rate: 1 },
  { category_name: '194C - Contractors (Others)', section: '194C', rate: 2 },
  { category_name: '194H - Commission or Brokerage', section: '194H', rate: 2 },
  { category_name: '194I(a) - Rent on Plant and Machinery', section: '194I', rate: 2 },
  { category_name: '194I(b) - Rent on Land, Building or Furniture', section: '194I', rate: 10 },
  { category_name: '194A - Interest other than on Securities', section: '194A', rate: 10 },
  { category_name: '194Q - Purchase of Goods', section: '194Q', rate: 0.1 },
];
