/** SPEC §2 and §9 choices of the registration form. */
export const CUSTOMER_TYPES = ['Individual', 'Enterprise'] as const;
export const ENTERPRISE_SALUTATION = 'M/s';
export const CONTACT_DESIGNATIONS = ['Director', 'Managing Director', 'Partner', 'Managing Partner', 'Proprietor', 'Manager'];
export const FILE_TYPES = ['SOC', 'SOA', 'Agreement', 'Arbitration Invoking Notice', 'LRN/Invoking', 'LRN POD', 'Consent,Directions & Notice'];
export const TRIBUNAL_COMPOSITIONS = ['Sole', 'Three'];
export const LOAN_CRITERIA = ['Live', 'Loss on Sale'];
export { PAYMENT_METHODS, FILING_FEE_RS, type PaymentMethod } from 'shared-api';
/** SPEC §4, §9: the overlay shown on Submit and PAY NOW before the case is registered. */
export const SUBMIT_OVERLAY_MS = 1200;
/** SPEC §9: lawyer list page size. */
export const LAWYER_PAGE_SIZE = 5;

/** The address fields a respondent copies with "Same Address as Borrower" (names stay). */
export const ADDRESS_FIELDS = ['flathouse_no', 'landmark', 'streetvillage', 'state', 'district', 'city', 'taluk', 'post_office', 'pin_code'];
