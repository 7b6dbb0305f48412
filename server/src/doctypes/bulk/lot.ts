import { defineDoctype } from '../../core/doctype/define';
import type { Doc, HookContext, PermissionType, RowFilter } from '../../core/doctype/types';
import { isSystemManager, type SessionUser } from '../../core/session-user';
import { FILING_ROLES, rolePermissions } from '../cases/case-access';

/** Who a lot belongs to: its owner, the claimant it is filed for and the lawyer who filed it. */
export function lotRowFilter(user: SessionUser, ptype: PermissionType): RowFilter {
  if (ptype !== 'read') return [['owner', '=', user.name]];
  return { any: [['owner', '=', user.name], ['user_email_id', '=', user.name], ['lawyer_email', '=', user.name]] };
}

/** Like a case (SPEC §6): a claimant's lot is theirs; a lawyer is recorded as the lot's lawyer. */
function fileLotForCaller(doc: Doc, ctx: HookContext): void {
  if (ctx.trusted || isSystemManager(ctx.user)) return;
  if (ctx.user.roles.includes('Claimant')) doc.user_email_id = ctx.user.name;
  else doc.user_email_id = null;
  doc.lawyer_email = ctx.user.roles.includes('Lawyer') ? ctx.user.name : null;
}

/**
 * A batch of bulk-filed claims (SPEC §9: a new lot is of type Bulk, amount 1000). Read by its
 * owner, its claimant and its lawyer (and the case manager); changed by its owner only.
 */
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
    { fieldname: 'user_email_id', fieldtype: 'Data', index: true },
    { fieldname: 'lawyer_email', fieldtype: 'Data', index: true },
  ],
  permissions: rolePermissions({ read: FILING_ROLES, create: FILING_ROLES, write: FILING_ROLES }),
  rowFilter: lotRowFilter,
  fieldRules: [
    { fields: ['type', 'batch_id', 'amount', 'count_of_claim', 'naming_series'], update: FILING_ROLES },
    // Whose lot it is: recorded at creation (fileLotForCaller), then nobody's to change.
    { fields: ['user_email_id', 'lawyer_email'], create: 'server', update: [] },
    { fields: ['paid_amount'], update: [] },
  ],
  hooks: {
    beforeInsert: fileLotForCaller,
  },
});
