import type { FieldDef } from '../../core/doctype/types';
import { EXTENSION_STATUSES } from 'shared-api/rules';

/*
 * The fields of a case (SPEC §3 "Case (Claim…) and Dispute"). Claim and Dispute share them; they
 * differ in the agreement-number field and the stage list.
 *
 * Parties and neutrals are e-mails (User names): `user_email_id` the claimant (lender) the case
 * is filed for; `lawyer_email` the lawyer who filed it, `lawyer_email_id` the claimant's lawyer
 * chosen in the form; `arbitrator` the assigned arbitrator, `mediator_email_id` the assigned
 * mediator (both Links to User, set by the case manager or by a neutral accepting through a
 * method). Access follows these fields (see case-access.ts).
 */

const data = (fieldname: string, extra: Partial<FieldDef> = {}): FieldDef => ({ fieldname, fieldtype: 'Data', ...extra });
const typed = (fieldtype: FieldDef['fieldtype']) => (fieldname: string, extra: Partial<FieldDef> = {}): FieldDef => ({ fieldname, fieldtype, ...extra });
const date = typed('Date');
const check = typed('Check');
const int = typed('Int');
const money = typed('Currency');
const text = typed('Small Text');
const rich = typed('Text Editor');
const BLANK: Partial<FieldDef> = { nullable: true };
const channel = (fieldname: string): FieldDef => ({ fieldname, fieldtype: 'Link', options: 'Dispatch Channel' });

/** Written only by the bulk import job. */
export const IMPORT_FIELDS = ['lot', 'bulk_import_key'] as const;

/** Fields a respondent may set on their own case (SPEC §7 "Respondent access"). */
export const RESPONDENT_STATUS_FIELDS = ['respondent_status', 'respondent_log_time'] as const;

/**
 * The respondent's statement_of_claim update (SPEC §4) with the stage it sends along; the state
 * machine lets a respondent make only the move to Consent And Disclosure Dispatch.
 */
export const RESPONDENT_STATEMENT_FIELDS = ['statement_of_claim', 'statement_of_claim_date', 'stage'] as const;

/** The extension request (mediation, SPEC §4) as a respondent may write it; due_date stays read-only. */
export const RESPONDENT_EXTENSION_FIELDS = [
  'extension_status',
  'requested_by_respondent',
  'is_extended',
  'no_of_days_extended',
  'extended_date',
  'reason_for_extension',
] as const;

export function caseFields(options: { agreementField: string; stages: readonly string[] }): FieldDef[] {
  return [
    { fieldname: 'stage', fieldtype: 'Select', options: options.stages, default: 'Draft', index: true },
    { fieldname: 'claim_type', fieldtype: 'Select', options: ['Single', 'Bulk'], default: 'Single' },
    { fieldname: 'case_management_type', fieldtype: 'Select', options: ['Type One', 'Type Two'], default: 'Type One' },
    data('case_type'),
    data('dispute_type'),

    // Bulk filing: the Lot a case was imported into, and the import's idempotency key
    // ("<lot>:<row>"), so a repeated or resumed import never files a row twice. Set only by the import job.
    data('lot', { index: true }),
    data('bulk_import_key', { unique: true }),

    // Parties and neutrals.
    // The party columns have no index of their own: the `(column, stage)` indexes of
    // define-case.ts answer every look-up by them, and each index costs every filing.
    data('user_email_id'),
    data('lawyer_email'),
    data('lawyer_email_id'),
    { fieldname: 'arbitrator', fieldtype: 'Link', options: 'User' },
    data('arbitrator_name'),
    { fieldname: 'mediator_email_id', fieldtype: 'Link', options: 'User' },
    data('mediator_name'),
    data('acceptance_by'),
    date('acceptance_date'),
    check('fee_confirmation'),
    { fieldname: 'claimant_table', fieldtype: 'Table', options: 'Claimant Table' },
    { fieldname: 'respondent_table', fieldtype: 'Table', options: 'Respondent Table' },

    // Agreement and dispute.
    data(options.agreementField),
    data('clause_number'),
    text('arbitration_clause'),
    { fieldname: 'composition_of_tribunal', fieldtype: 'Select', options: ['Sole', 'Three'] },
    date('date_of_agreement'),
    money('disputed_value'),
    { fieldname: 'nature_of_dispute', fieldtype: 'Link', options: 'Nature of Dispute' },
    data('venue'),
    data('jurisdiction'),
    check('interim_measures'),
    date('payment_date'),
    data('payment_type'),
    { fieldname: 'case_attachment_documents', fieldtype: 'Table', options: 'Case Attachment Document' },

    // The loan (Additional Details of the filing form). Left blank, a figure stays blank (shown Nil).
    data('product'),
    data('make_model'),
    data('registration_no'),
    data('engine_no'),
    data('chassis_no'),
    int('quantity', BLANK),
    money('loan_amount', BLANK),
    int('no_of_instalments', BLANK),
    money('instalment_amt', BLANK),
    date('commencing_from'),
    date('ending_on'),
    date('foreclosure_date'),
    money('repayment_amount', BLANK),
    { fieldname: 'criteria', fieldtype: 'Select', options: ['Live', 'Loss on Sale'] },
    date('repossessed_closure_on'),
    date('sold_on'),
    money('sale_amount', BLANK),

    // Pleadings, consent and disclosure (rich text shown in the attachments tab).
    rich('consent'),
    rich('disclosure'),
    { fieldname: 'consent_document', fieldtype: 'Attach' },
    { fieldname: 'disclosure_document', fieldtype: 'Attach' },
    rich('agreement'),
    check('statement_of_claim'),
    date('statement_of_claim_date'),
    rich('statementdispute'),
    date('statement_of_dispute_date'),
    data('matter_register_by'),
    date('matter_register_date'),
    date('lrninvoking_date'),
    // The case manager's reason for the last stage correction (case-hooks.ts), with the move it made.
    text('stage_correction_reason'),

    // Hearings as the case records them (set by hearing saves and case acceptance).
    { fieldname: 'mode_of_hearing', fieldtype: 'Select', options: ['Online', 'Offline'] },
    data('vc_link', { length: 500 }),
    data('hearing_location'),
    date('hearing_date'),
    { fieldname: 'hearing_time', fieldtype: 'Time' },
    int('time_increment'),
    ...[1, 2, 3, 4].flatMap((n) => [date(`proposed_date_${n}`), date(`actual_date_${n}`)]),
    text('reason_for_hold'),

    // Flags. A conversion (mediation → arbitration, is_convereted) or a referral (arbitration →
    // mediation, isarbreffercase) creates a counterpart case; each names the other in linked_case.
    check('is_convereted'),
    check('isarbreffercase'),
    data('linked_case', { index: true }),
    check('is_settled'),
    check('is_nonsettled'),
    data('award'),

    // The respondent side.
    data('respondent_status'),
    { fieldname: 'respondent_log_time', fieldtype: 'Datetime' },

    // Counts shown to neutrals when accepting.
    int('no_of_ongoing_cases'),
    int('no_of_cases_done_of_present_claimants'),
    int('total_no_of_cases'),
    int('no_of_cases_of_other_claimantscompanies'),
    int('no_of_ongoing_mediations'),

    // Dispatches.
    check('award_dispatched'),
    channel('award_dispatched_channel'),
    check('consent_and_disclosure_dispatch'),
    channel('consent_and_disclosure_channel'),
    check('fhn_and_mom_dispatch'),
    channel('fhn_and_mom_dispatch_channel'),
    check('shn_s17_order_and_mom_dispatch'),
    channel('shn_s17_order_and_mom_dispatch_channel'),

    // Extension of time (mediation).
    date('due_date'),
    int('no_of_days_extended'),
    date('extended_date'),
    text('reason_for_extension'),
    { fieldname: 'extension_status', fieldtype: 'Select', options: EXTENSION_STATUSES, default: 'New' },
    check('is_extended'),
    check('requested_by_respondent'),
    check('requested_by_claimant'),

    // A legal hold (set_legal_hold): while set, nothing of the case is deleted, by anyone or by
    // the retention job; the case manager's reason stays with it.
    check('legal_hold'),
    text('legal_hold_reason'),
  ];
}
