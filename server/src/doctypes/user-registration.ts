import { defineDoctype } from '../core/doctype/define';
import { PermissionError } from '../core/errors';
import { isSystemManager } from '../core/session-user';

export const REGISTRATION_USER_TYPES = ['Claimant', 'Lawyer', 'Arbitrator', 'Mediator', 'Med-Arb', 'Expert'] as const;
export const REGISTRATION_STATUSES = ['Draft', 'Pending For Approval', 'Approved', 'Rejected'] as const;

/** Statuses a professional may set on their own profile; approval is the case manager's. */
const SELF_SERVICE_STATUSES = new Set(['Draft', 'Pending For Approval']);

/**
 * A professional's sign-up and profile (SPEC §3). Anyone may sign up; a user reads and updates
 * only the record with their own e-mail; System Managers see all. Later issues add the
 * remaining profile fields and the approval flow.
 */
export const UserRegistration = defineDoctype({
  name: 'User Registration',
  naming: 'UR-.#####',
  fields: [
    { fieldname: 'user_type', fieldtype: 'Select', options: REGISTRATION_USER_TYPES, reqd: true },
    { fieldname: 'customer_type', fieldtype: 'Select', options: ['Individual', 'Enterprise'] },
    { fieldname: 'salutation', fieldtype: 'Link', options: 'Salutation' },
    { fieldname: 'first_name', fieldtype: 'Data' },
    { fieldname: 'middle_name', fieldtype: 'Data' },
    { fieldname: 'last_name', fieldtype: 'Data' },
    { fieldname: 'company_name', fieldtype: 'Data' },
    { fieldname: 'email_id', fieldtype: 'Data', reqd: true, unique: true },
    { fieldname: 'primary_number', fieldtype: 'Data' },
    { fieldname: 'status', fieldtype: 'Select', options: REGISTRATION_STATUSES, default: 'Draft' },
    { fieldname: 'state', fieldtype: 'Link', options: 'State' },
    { fieldname: 'district', fieldtype: 'Data' },
    { fieldname: 'pin_code', fieldtype: 'Data' },
    { fieldname: 'pan', fieldtype: 'Data' },
    { fieldname: 'aadhar_number', fieldtype: 'Data' },
    { fieldname: 'bank_name', fieldtype: 'Data' },
    { fieldname: 'signature', fieldtype: 'Attach' },
    { fieldname: 'letterhead', fieldtype: 'Attach' },
    { fieldname: 'vc_link', fieldtype: 'Data', length: 500 },
  ],
  permissions: [
    { role: 'Guest', create: true },
    { role: 'All', read: true, write: true },
  ],
  rowFilter: (user) => [['email_id', '=', user.name]],
  hooks: {
    validate(doc, ctx) {
      // The row filter compares with the (lower-case) user name.
      if (typeof doc.email_id === 'string') doc.email_id = doc.email_id.trim().toLowerCase();
      if (isSystemManager(ctx.user) || ctx.user.via === 'system') return;
      const changed = ctx.isNew || doc.status !== ctx.previous?.status;
      if (changed && !SELF_SERVICE_STATUSES.has(String(doc.status))) {
        throw new PermissionError(`Only the case manager can set the status to ${String(doc.status)}`);
      }
    },
  },
});
