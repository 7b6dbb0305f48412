import type { FieldRule } from '../../core/doctype/types';
import type { CaseKind } from './case-access';
import { FILING_ROLES } from './case-access';
import { IMPORT_FIELDS, RESPONDENT_STATEMENT_FIELDS, RESPONDENT_STATUS_FIELDS } from './case-fields';
import { clockFieldsOf } from './statutory-clock';

/*
 * Who writes which field of a Claim or Dispute (SPEC §3, §4, §6), for users who are not the case
 * manager; methods that own a field write it as trusted callers. The row rules (case-access.ts)
 * still pick the cases: the filing side changes only its Drafts, the neutral only the cases
 * assigned to them, a respondent session only its own case.
 *
 *   filing side (Claimant, Lawyer)    the case as filed: agreement, amounts, loan, parties' rows
 *   assigned neutral                  stage (checked by the stage machine), venue (s.20(3) of the
 *                                     Arbitration and Conciliation Act 1996: the tribunal may meet
 *                                     where it sees fit), consent and disclosure (s.12), dispatches
 *   respondent session                its status, the statement_of_claim step (with its stage) and,
 *                                     on a dispute, the extension request
 *   nobody (methods, records)         who is on the case, acceptance, hearing dates (hearings own
 *                                     them), outcomes, conversions, the case manager's fields
 *   server                            the statutory clock, the bulk import's keys; the filer's own
 *                                     e-mail at filing (a body's value is dropped)
 */

const NOBODY: readonly string[] = [];
const LOAN_FIELDS = [
  'product', 'make_model', 'registration_no', 'engine_no', 'chassis_no', 'quantity', 'loan_amount', 'no_of_instalments', 'instalment_amt',
  'commencing_from', 'ending_on', 'foreclosure_date', 'repayment_amount', 'criteria', 'repossessed_closure_on', 'sold_on', 'sale_amount',
];
const HEARING_DATES = [1, 2, 3, 4].flatMap((n) => [`proposed_date_${n}`, `actual_date_${n}`]);
/** The extension request of a mediation (SPEC §4); a Claim's copies of these fields are nobody's. */
const EXTENSION_FIELDS = ['extension_status', 'requested_by_respondent', 'is_extended', 'no_of_days_extended', 'extended_date', 'reason_for_extension'];

export function caseFieldRules(kind: CaseKind, agreementField: string, respondentFields: readonly string[]): FieldRule[] {
  const neutral = kind.neutralRoles;
  const respondentOnly = new Set(respondentFields);
  return [
    // Whose case it is. Filing records the caller (case-hooks fileForCaller); nobody changes it later.
    { fields: ['user_email_id', 'lawyer_email'], create: 'server', update: NOBODY },
    // SPEC §2: the claimant chooses its lawyer when filing.
    { fields: ['lawyer_email_id'], create: FILING_ROLES, update: NOBODY },
    // The case as filed, changed by the filing side while it is a Draft (the row rules).
    {
      fields: [
        agreementField, 'clause_number', 'arbitration_clause', 'composition_of_tribunal', 'date_of_agreement', 'disputed_value', 'nature_of_dispute',
        'jurisdiction', 'interim_measures', 'case_management_type', 'dispute_type', 'statementdispute', 'statement_of_dispute_date', 'lrninvoking_date',
        'claimant_table', 'respondent_table', 'case_attachment_documents', ...LOAN_FIELDS,
      ],
      update: FILING_ROLES,
    },
    { fields: ['venue'], create: FILING_ROLES, update: [...FILING_ROLES, ...neutral] },
    // Filed Single (the default); Bulk only by the import job.
    { fields: ['claim_type'], update: NOBODY },
    // Assignment and acceptance: the case manager, and the neutral's acceptance method.
    {
      fields: [
        'arbitrator', 'arbitrator_name', 'mediator_email_id', 'mediator_name', 'acceptance_by', 'acceptance_date', 'fee_confirmation', 'due_date',
        'no_of_ongoing_cases', 'no_of_cases_done_of_present_claimants', 'total_no_of_cases', 'no_of_cases_of_other_claimantscompanies', 'no_of_ongoing_mediations',
      ],
      update: NOBODY,
    },
    // Every move is then checked by the stage machine (stage-moves.ts): a respondent makes only the
    // statement_of_claim step. A new case is a Draft.
    { fields: ['stage'], create: NOBODY, update: [...neutral, 'Respondent'] },
    // The hearing as the case records it: written by acceptance and by saving hearings.
    { fields: ['mode_of_hearing', 'vc_link', 'hearing_location', 'hearing_date', 'hearing_time', 'time_increment', 'reason_for_hold', ...HEARING_DATES], update: NOBODY },
    // The neutral's own record of the proceedings (update_consent_disclosure and
    // update_bulk_dispatch_and_channel save as the neutral).
    {
      fields: [
        'consent', 'disclosure', 'consent_document', 'disclosure_document', 'agreement', 'case_type',
        'award_dispatched', 'award_dispatched_channel', 'consent_and_disclosure_dispatch', 'consent_and_disclosure_channel',
        'fhn_and_mom_dispatch', 'fhn_and_mom_dispatch_channel', 'shn_s17_order_and_mom_dispatch', 'shn_s17_order_and_mom_dispatch_channel',
      ],
      create: NOBODY,
      update: neutral,
    },
    // The respondent's own (SPEC §7 "Respondent access", §4 statement_of_claim step).
    { fields: [...RESPONDENT_STATUS_FIELDS, ...RESPONDENT_STATEMENT_FIELDS.filter((field) => field !== 'stage')], create: NOBODY, update: ['Respondent'] },
    // The extension of time: a respondent's PUT follows the same rules as update_mediation (case-extension.ts).
    ...EXTENSION_FIELDS.map((field): FieldRule => ({ fields: [field], create: NOBODY, update: respondentOnly.has(field) ? ['Respondent'] : NOBODY })),
    // Owned by records and methods: settlements, conversions and referrals, the award, the case
    // manager's registration and stage corrections, the claimant's extension request, the fee.
    {
      fields: [
        'is_settled', 'is_nonsettled', 'is_convereted', 'isarbreffercase', 'linked_case', 'award', 'matter_register_by', 'matter_register_date',
        'stage_correction_reason', 'requested_by_claimant', 'payment_date', 'payment_type', 'legal_hold', 'legal_hold_reason',
      ],
      update: NOBODY,
    },
    // Computed by the server on every save: the statutory clock; the bulk import's lot and key.
    { fields: [...clockFieldsOf(kind.doctype).map((field) => field.fieldname), ...IMPORT_FIELDS], update: 'server' },
  ];
}
