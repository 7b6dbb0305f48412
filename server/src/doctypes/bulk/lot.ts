import { defineDoctype } from '../../core/doctype/define';
import { FILING_ROLES, rolePermissions } from '../cases/case-access';

/** A batch of bulk-filed claims (SPEC §9: a new lot is of type Bulk, amount 1000). Owners only. */
export const Lot = defineDoctype({
  name: 'Lot',
  naming: 'LOT-.#####',
  fields: [
    { fieldname: 'type', fieldtype: 'Data', default: 'Bulk' },
    { fieldname: 'batch_id', fieldtype: 'Data' },
    { fieldname: 'amount', fieldtype: 'Currency', default: 1000 },
    { fieldname: 'paid_amount', fieldtype: 'Currency' },
    { fieldname: 'count_of_claim', fieldtype: 'Int' },
    { fieldname: 'naming_series', fieldtype: 'Data' },
  ],
  permissions: rolePermissions({ read: FILING_ROLES, create: FILING_ROLES, write: FILING_ROLES }),
  rowFilter: (user) => [['owner', '=', user.name]],
});
