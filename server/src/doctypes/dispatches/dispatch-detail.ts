import { defineDoctype } from '../../core/doctype/define';

/** One delivery of a dispatch: to whom, by which channel, tracking and acknowledgement. */
export const DispatchDetail = defineDoctype({
  name: 'Dispatch Detail',
  naming: 'hash',
  isChild: true,
  fields: [
    { fieldname: 'dispatched_to', fieldtype: 'Data' },
    { fieldname: 'email', fieldtype: 'Data' },
    { fieldname: 'mobile', fieldtype: 'Data' },
    { fieldname: 'address', fieldtype: 'Small Text' },
    { fieldname: 'channel', fieldtype: 'Link', options: 'Dispatch Channel' },
    { fieldname: 'dispatch_date', fieldtype: 'Date' },
    { fieldname: 'tracking_id', fieldtype: 'Data' },
    { fieldname: 'status', fieldtype: 'Data' },
    { fieldname: 'acknowledged', fieldtype: 'Check' },
    { fieldname: 'acknowledgement_date', fieldtype: 'Date' },
  ],
});
