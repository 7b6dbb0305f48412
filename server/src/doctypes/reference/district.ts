import { defineReferenceDoctype } from './define-reference';

/**
 * Districts, filtered by `state` in forms. Five district names occur in two states (Aurangabad,
 * Balrampur, Bilaspur, Hamirpur, Pratapgarh), so the name carries the state: "Pune (Maharashtra)".
 */
export const District = defineReferenceDoctype(
  'District',
  'district',
  [{ fieldname: 'state', fieldtype: 'Link', options: 'State', reqd: true }],
  'format:{district} ({state})',
);
