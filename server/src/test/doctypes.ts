import { defineDoctype } from '../core/doctype/define';
import type { SessionUser } from '../core/session-user';

/** Throwaway doctypes for engine tests; they exist only in test apps. */
export const TestChild = defineDoctype({
  name: 'Test Child',
  naming: 'hash',
  isChild: true,
  fields: [
    { fieldname: 'item', fieldtype: 'Data', reqd: true },
    { fieldname: 'qty', fieldtype: 'Int' },
    { fieldname: 'note', fieldtype: 'Data' },
  ],
});

export const TestParent = defineDoctype({
  name: 'Test Parent',
  naming: 'TP-.YYYY.-.#####',
  fields: [
    { fieldname: 'title', fieldtype: 'Data', reqd: true },
    { fieldname: 'status', fieldtype: 'Select', options: ['Open', 'Closed'], default: 'Open' },
    { fieldname: 'amount', fieldtype: 'Currency' },
    { fieldname: 'count', fieldtype: 'Int' },
    { fieldname: 'rate', fieldtype: 'Float' },
    { fieldname: 'active', fieldtype: 'Check' },
    { fieldname: 'due', fieldtype: 'Date' },
    { fieldname: 'at', fieldtype: 'Datetime' },
    { fieldname: 'tm', fieldtype: 'Time' },
    { fieldname: 'notes', fieldtype: 'Text' },
    { fieldname: 'state', fieldtype: 'Link', options: 'State' },
    { fieldname: 'code', fieldtype: 'Data', unique: true },
    { fieldname: 'meta', fieldtype: 'JSON' },
    { fieldname: 'items', fieldtype: 'Table', options: 'Test Child' },
  ],
  permissions: [{ role: 'All', read: true, write: true, create: true, delete: true }],
});

/** Named by the client (names may contain "/"). */
export const TestNamed = defineDoctype({
  name: 'Test Named',
  naming: 'prompt',
  fields: [{ fieldname: 'label', fieldtype: 'Data' }],
  permissions: [{ role: 'All', read: true, write: true, create: true, delete: true }],
});

/**
 * Row-level rules of every kind: Claimants see their own rows, Lawyers rows of team a or b,
 * Experts nothing, everyone else everything.
 */
export const TestPrivate = defineDoctype({
  name: 'Test Private',
  naming: 'hash',
  fields: [
    { fieldname: 'owner_email', fieldtype: 'Data' },
    { fieldname: 'team', fieldtype: 'Data' },
    { fieldname: 'label', fieldtype: 'Data' },
  ],
  permissions: [{ role: 'All', read: true, write: true, create: true, delete: true }],
  rowFilter: (user: SessionUser) => {
    if (user.roles.includes('Claimant')) return [['owner_email', '=', user.name]];
    if (user.roles.includes('Lawyer')) return { orFilters: [['team', '=', 'a'], ['team', '=', 'b']] };
    if (user.roles.includes('Expert')) return false;
    return null;
  },
});

export const TEST_DOCTYPES = [TestChild, TestParent, TestNamed, TestPrivate];
