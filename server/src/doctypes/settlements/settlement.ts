import { canRecordProceedings } from 'shared-api/rules';
import { CASE_READERS, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';

/** A mediation's settlement or non-settlement agreement, recorded by the mediator. */
export const Settlement = defineCaseDocument({
  name: 'Settlement',
  naming: 'SET-.#####',
  links: ['dispute', 'claim'],
  fields: [
    { fieldname: 'settlement_type', fieldtype: 'Data' },
    { fieldname: 'settlement_date', fieldtype: 'Date' },
    { fieldname: 'settlement_amount', fieldtype: 'Currency' },
    { fieldname: 'settlement_report', fieldtype: 'Text Editor' },
    { fieldname: 'non_settlement_date', fieldtype: 'Date' },
    { fieldname: 'non_settlement_amount', fieldtype: 'Currency' },
    { fieldname: 'non_settlement_report', fieldtype: 'Text Editor' },
    { fieldname: 'received', fieldtype: 'Check' },
    { fieldname: 'stage', fieldtype: 'Data' },
    { fieldname: 'document_date', fieldtype: 'Date' },
  ],
  permissions: rolePermissions({ read: CASE_READERS, create: NEUTRAL_ROLES, write: NEUTRAL_ROLES }),
  access: { create: 'neutral', write: 'neutral', delete: 'nobody' },
  // Recorded while the case runs: not on a Draft (acceptance schedules the first hearing itself) nor a Completed case.
  openAt: canRecordProceedings,
  // Its effect on the case (stage, flags) is the case's subscription: doctypes/cases/case-events.ts.
});
