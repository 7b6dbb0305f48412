import { defineDoctype } from '../../core/doctype/define';

/**
 * One delivery of a dispatch: to whom (a party of the case, by its claimant or respondent row),
 * by which channel, tracking and acknowledgement, and the proof of service. `message_id`,
 * `send_error` and `sent_on` are written by the server when it sends an e-mail or SMS itself.
 */
export const DispatchDetail = defineDoctype({
  name: 'Dispatch Detail',
  naming: 'hash',
  isChild: true,
  fields: [
    { fieldname: 'dispatched_to', fieldtype: 'Data' },
    // Claimant or Respondent, and the name of the party's row in claimant_table / respondent_table.
    { fieldname: 'party_type', fieldtype: 'Data' },
    { fieldname: 'party_row', fieldtype: 'Data' },
    { fieldname: 'email', fieldtype: 'Data' },
    { fieldname: 'mobile', fieldtype: 'Data' },
    { fieldname: 'address', fieldtype: 'Small Text' },
    { fieldname: 'channel', fieldtype: 'Link', options: 'Dispatch Channel' },
    { fieldname: 'dispatch_date', fieldtype: 'Date' },
    { fieldname: 'tracking_id', fieldtype: 'Data' },
    { fieldname: 'status', fieldtype: 'Data' },
    { fieldname: 'received_date', fieldtype: 'Date' },
    { fieldname: 'acknowledged', fieldtype: 'Check' },
    { fieldname: 'acknowledgement_date', fieldtype: 'Date' },
    // Postal receipt, courier proof of delivery, signed acknowledgement (a /files/ URL).
    { fieldname: 'proof', fieldtype: 'Attach' },
    { fieldname: 'message_id', fieldtype: 'Data', length: 500 },
    { fieldname: 'send_error', fieldtype: 'Small Text' },
    { fieldname: 'sent_on', fieldtype: 'Datetime' },
  ],
});
