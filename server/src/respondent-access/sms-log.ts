import { defineDoctype } from '../core/doctype/define';

/**
 * The SMS outbox: every text the portal sends (respondent one-time codes) is written here when no
 * SMS provider is configured; with one, a dispatch's text the provider failed to take waits here
 * ("Not Sent", with the reason) for the `sms-send` job. No permission rules, so only a System Manager can read it, and
 * `immutable`, so nobody (not even a System Manager) can write, forge or delete entries through
 * the API; the server itself inserts them. `creation` is when the text was queued.
 */
export const SmsLog = defineDoctype({
  name: 'SMS Log',
  naming: 'hash',
  immutable: true,
  fields: [
    { fieldname: 'to', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'text', fieldtype: 'Small Text' },
    { fieldname: 'status', fieldtype: 'Select', options: ['Not Sent', 'Sent', 'Error'], default: 'Not Sent' },
    { fieldname: 'reference_doctype', fieldtype: 'Data' },
    { fieldname: 'reference_name', fieldtype: 'Data', index: true },
    { fieldname: 'error', fieldtype: 'Small Text' },
    // The provider's id of a text the SMS job sent (a dispatch's text retried after a failure).
    { fieldname: 'message_id', fieldtype: 'Data', length: 500 },
  ],
});
