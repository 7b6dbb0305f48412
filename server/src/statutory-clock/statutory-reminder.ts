import { defineDoctype } from '../core/doctype/define';

/**
 * One row per reminder sent: its name is the reminder's key (case, deadline, due date, days
 * before), so a reminder is claimed by inserting the row and two server processes sweeping at
 * once cannot both send it. Written by the sweep only; the case manager may read them.
 */
export const StatutoryReminder = defineDoctype({
  name: 'Statutory Reminder',
  naming: 'prompt',
  fields: [
    { fieldname: 'case_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'case_name', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'deadline_kind', fieldtype: 'Data', reqd: true },
    { fieldname: 'due_on', fieldtype: 'Date', reqd: true },
    { fieldname: 'days_before', fieldtype: 'Int', reqd: true },
    { fieldname: 'recipients', fieldtype: 'Small Text' },
  ],
  permissions: [{ role: 'System Manager', read: true }],
  immutable: true,
});
