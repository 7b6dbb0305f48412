import { defineReferenceDoctype } from './define-reference';

/** Frappe's Industry Type keeps the name in `industry`. */
export const IndustryType = defineReferenceDoctype('Industry Type', 'industry');
