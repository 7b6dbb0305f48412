import { defineDoctype } from '../core/doctype/define';

export const Role = defineDoctype({
  name: 'Role',
  naming: 'field:role_name',
  fields: [
    { fieldname: 'role_name', fieldtype: 'Data', reqd: true },
    { fieldname: 'disabled', fieldtype: 'Check' },
  ],
  permissions: [{ role: 'Guest', read: true }],
  sortField: 'role_name',
  sortOrder: 'asc',
});
