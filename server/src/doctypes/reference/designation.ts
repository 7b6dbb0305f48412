import { defineReferenceDoctype } from './define-reference';

/** Frappe's Designation doctype keeps the name in `designation_name`. */
export const Designation = defineReferenceDoctype('Designation', 'designation_name');
