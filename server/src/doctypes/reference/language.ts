import { defineReferenceDoctype } from './define-reference';

/** Named by `language_name` (forms read that field); `language_code` is the ISO 639 code. */
export const Language = defineReferenceDoctype('Language', 'language_name', [{ fieldname: 'language_code', fieldtype: 'Data' }]);
