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
    // The Message-ID the SMTP server accepted, and what the mail is about (a dispatch).
    { fieldname: 'message_id', fieldtype: 'Data', length: 500 },
    { fieldname: 'reference_doctype', fieldtype: 'Data' },
    { fieldname: 'reference_name', fieldtype: 'Data', index: true },
  ],
});
