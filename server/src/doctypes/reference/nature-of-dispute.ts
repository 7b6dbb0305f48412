import { defineReferenceDoctype } from './define-reference';

/** What a case is about (Loan Recovery, Vehicle Loan Default…); chosen in the case form. */
export const NatureOfDispute = defineReferenceDoctype('Nature of Dispute', 'nature_of_dispute');
