import type { Doctype } from '../../core/doctype/types';
import { FILING_ROLES, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';

/**
 * The dispatch records of SPEC §3 (notices, orders, consent & disclosure sent to the parties)
 * share one shape. The case's neutral keeps them; the filing side reads them for its dispatch
 * report.
 */
export function defineDispatch(name: string, naming: string): Doctype {
  return defineCaseDocument({
    name,
    naming,
    links: ['claim', 'dispute'],
    fields: [
      { fieldname: 'dispatch_date', fieldtype: 'Date' },
      { fieldname: 'posting_date', fieldtype: 'Date', default: 'Today' },
      { fieldname: 'status', fieldtype: 'Data' },
      { fieldname: 'dispatched_to', fieldtype: 'Data' },
      { fieldname: 'documents', fieldtype: 'Small Text' },
      { fieldname: 'channel', fieldtype: 'Link', options: 'Dispatch Channel' },
      { fieldname: 'tracking_id', fieldtype: 'Data' },
      { fieldname: 'tracking_details', fieldtype: 'Small Text' },
      { fieldname: 'dispatch_received_date', fieldtype: 'Date' },
      { fieldname: 'acknowledged', fieldtype: 'Check' },
      { fieldname: 'acknowledgement_received', fieldtype: 'Check' },
      { fieldname: 'acknowledgement_date', fieldtype: 'Date' },
      { fieldname: 'dispatch_approved', fieldtype: 'Check' },
      { fieldname: 'dispatch_details', fieldtype: 'Table', options: 'Dispatch Detail' },
      { fieldname: 'claimant_id', fieldtype: 'Data' },
      { fieldname: 'user_email_id', fieldtype: 'Data' },
      { fieldname: 'arbitrator', fieldtype: 'Data' },
      { fieldname: 'mediator_email_id', fieldtype: 'Data' },
    ],
    permissions: rolePermissions({ read: [...FILING_ROLES, ...NEUTRAL_ROLES], create: NEUTRAL_ROLES, write: NEUTRAL_ROLES, delete: NEUTRAL_ROLES }),
    access: { create: 'neutral', write: 'neutral', delete: 'neutral' },
  });
}
