import { defineDoctype } from '../core/doctype/define';

/** Child table of User: one row per role. Editable only through the User (System Manager). */
export const HasRole = defineDoctype({
  name: 'Has Role',
  naming: 'hash',
  isChild: true,
  fields: [{ fieldname: 'role', fieldtype: 'Link', options: 'Role', reqd: true }],
});
