import { defineDoctype } from '../../core/doctype/define';

/** Who attended a hearing: name, designation, whom they represent. */
export const HearingAttendee = defineDoctype({
  name: 'Hearing Attendee',
  naming: 'hash',
  isChild: true,
  fields: [
    { fieldname: 'name1', fieldtype: 'Data', label: 'Name', reqd: true },
    { fieldname: 'designation', fieldtype: 'Data' },
    { fieldname: 'representing', fieldtype: 'Data' },
  ],
});
