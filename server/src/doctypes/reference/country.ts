import { defineReferenceDoctype } from './define-reference';

/** Frappe's Country: `country_name` plus the lower-case ISO 3166-1 alpha-2 `code`. */
export const Country = defineReferenceDoctype('Country', 'country_name', [{ fieldname: 'code', fieldtype: 'Data' }]);
