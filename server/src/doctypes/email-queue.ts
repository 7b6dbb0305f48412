import { defineDoctype } from '../core/doctype/define';

/** The outbox: every mail the portal sends is written here first. System Managers only. */
export const EmailQueue = defineDoctype({
  name: 'Email Queue',
  naming: 'hash',
  fields: [
    { fieldname: 'recipient', fieldtype: 'Data', reqd: true },
    { fieldname: 'subject', fieldtype: 'Data', length: 500 },
    { fieldname: 'message', fieldtype: 'Long Text' },
    { fieldname: 'status', fieldtype: 'Select', options: ['Not Sent', 'Sending', 'Sent', 'Error'], default: 'Not Sent' },
    { fieldname: 'error', fieldtype: 'Small Text' },
  ],
});
