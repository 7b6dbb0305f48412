import { CASE_READERS, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';
import { HEARING_TYPES } from 'shared-api/rules';
import { applyHearingEffects } from './hearing-effects';

/**
 * A hearing of a claim or a dispute. The assigned neutral schedules and records it; everyone on
 * the case (the respondent too) reads it.
 */
export const Hearing = defineCaseDocument({
  name: 'Hearing',
  naming: 'HRG-.#####',
  links: ['claim', 'dispute'],
  fields: [
    { fieldname: 'hearing_for', fieldtype: 'Select', options: ['Arbitration', 'Mediation'] },
    { fieldname: 'hearing_type', fieldtype: 'Select', options: HEARING_TYPES },
    { fieldname: 'status', fieldtype: 'Select', options: ['In Progress', 'Scheduled', 'Adjourned', 'Completed', 'Cancelled'], default: 'In Progress' },
    { fieldname: 'hearing_date', fieldtype: 'Date', index: true },
    { fieldname: 'hearing_time', fieldtype: 'Time' },
    { fieldname: 'posting_date', fieldtype: 'Date', default: 'Today' },
    { fieldname: 'mode_of_hearing', fieldtype: 'Select', options: ['Online', 'Offline'] },
    { fieldname: 'vc_link', fieldtype: 'Data', length: 500 },
    { fieldname: 'hearing_location', fieldtype: 'Data' },
    { fieldname: 'priority', fieldtype: 'Data' },
    { fieldname: 'requested_by', fieldtype: 'Data' },
    { fieldname: 'requestor_type', fieldtype: 'Data' },
    { fieldname: 'request', fieldtype: 'Small Text' },
    { fieldname: 'proposed_date', fieldtype: 'Date' },
    { fieldname: 'transcript', fieldtype: 'Text Editor' },
    { fieldname: 'hearing_attendees', fieldtype: 'Table', options: 'Hearing Attendee' },
    { fieldname: 'next_hearing_notice', fieldtype: 'Text Editor' },
    { fieldname: 'section_17_order', fieldtype: 'Text Editor' },
    { fieldname: 'claimant_name', fieldtype: 'Data' },
    { fieldname: 'respondent_name', fieldtype: 'Data' },
    { fieldname: 'agreement_number', fieldtype: 'Data' },
    { fieldname: 'user_email_id', fieldtype: 'Data' },
    { fieldname: 'lawyer_email_id', fieldtype: 'Data' },
    { fieldname: 'arbitrator', fieldtype: 'Data' },
    { fieldname: 'arbitrator_name', fieldtype: 'Data' },
    { fieldname: 'mediator_email_id', fieldtype: 'Data' },
    { fieldname: 'mediator_name', fieldtype: 'Data' },
  ],
  permissions: rolePermissions({ read: CASE_READERS, create: NEUTRAL_ROLES, write: NEUTRAL_ROLES, delete: NEUTRAL_ROLES }),
  access: { create: 'neutral', write: 'neutral', delete: 'neutral' },
  hooks: {
    validate(doc) {
      if (!doc.hearing_for) doc.hearing_for = doc.dispute ? 'Mediation' : 'Arbitration';
    },
    onUpdate: applyHearingEffects,
  },
});
