import { defineReferenceDoctype } from './define-reference';

/** TDS sections of the Income-tax Act, 1961 with their rate in percent (a neutral's profile names one). */
export const TaxWithholdingCategory = defineReferenceDoctype('Tax Withholding Category', 'category_name', [
  { fieldname: 'section', fieldtype: 'Data' },
  { fieldname: 'rate', fieldtype: 'Float' },
]);
