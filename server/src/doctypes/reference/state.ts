import { defineReferenceDoctype } from './define-reference';

/** States and union territories of India, named by their name (`state`). */
export const State = defineReferenceDoctype('State', 'state', [{ fieldname: 'state_code', fieldtype: 'Data' }]);
