/*
 * Case documents as the server returns them (SPEC §3; server doctypes under doctypes/cases,
 * hearings, documents, awards, settlements, audit). Every field but `name` may be missing or null:
 * a field the user may not read is left out, and older records leave many empty.
 */
import type { Flag } from '../rules/cases/flags';
import type { DeadlineKind, MandateStatus } from '../rules/deadlines';

/** Fields of a value as it reaches us: missing, null, or the value. */
type Maybe<T> = T | null | undefined;

/** The standard fields every document carries. */
export interface DocMeta {
  name: string;
  owner?: string;
  creation?: string;
  modified?: string;
  modified_by?: string;
  idx?: number;
}

/** A claimant of a case (SPEC §3 "Claimant row", child doctype Claimant Table). */
export interface ClaimantRow extends Partial<DocMeta> {
  customer_type?: Maybe<'Individual' | 'Enterprise' | (string & {})>;
  salutation?: Maybe<string>;
  name1?: Maybe<string>;
  middle_name?: Maybe<string>;
  last_name?: Maybe<string>;
  company_name?: Maybe<string>;
  fathers_name?: Maybe<string>;
  email?: Maybe<string>;
  mobile?: Maybe<string>;
  industry?: Maybe<string>;
  contact_person?: Maybe<string>;
  designation?: Maybe<string>;
  /** The claimant's lawyer's name. */
  add_lawyer?: Maybe<string>;
  lawyer_email_id?: Maybe<string>;
  /** The lawyer's mobile. */
  phone_no?: Maybe<string>;
  flathouse_no?: Maybe<string>;
  address_2?: Maybe<string>;
  streetvillage?: Maybe<string>;
  landmark?: Maybe<string>;
  taluk?: Maybe<string>;
  post_office?: Maybe<string>;
  city?: Maybe<string>;
  district?: Maybe<string>;
  state?: Maybe<string>;
  pin_code?: Maybe<string>;
}

/** A respondent of a case (SPEC §3 "Respondent row", child doctype Respondent Table). */
export interface RespondentRow extends Partial<DocMeta> {
  respondent_type?: Maybe<'Individual' | 'Enterprise' | (string & {})>;
  /** Borrower, Co-Borrower, Guarantor and others. */
  contact_type?: Maybe<string>;
  salutation?: Maybe<string>;
  name1?: Maybe<string>;
  middle_name?: Maybe<string>;
  last_name?: Maybe<string>;
  company_name?: Maybe<string>;
  fathers_name?: Maybe<string>;
  email?: Maybe<string>;
  mobile?: Maybe<string>;
  phone_no?: Maybe<string>;
  address?: Maybe<string>;
  flathouse_no?: Maybe<string>;
  landmark?: Maybe<string>;
  streetvillage?: Maybe<string>;
  city?: Maybe<string>;
  post_office?: Maybe<string>;
  taluk?: Maybe<string>;
  district?: Maybe<string>;
  state?: Maybe<string>;
  pin_code?: Maybe<string>;
  add_lawyer?: Maybe<string>;
  lawyer_email_id?: Maybe<string>;
}

/** A paper filed with the case (child doctype Case Attachment Document). */
export interface CaseAttachmentRow extends Partial<DocMeta> {
  /** SOC, SOA, Agreement, LRN/Invoking, … */
  attachment_type?: Maybe<string>;
  /** The file URL, `/files/…` or `/private/files/…`. */
  attachment?: Maybe<string>;
}

/**
 * A Claim (ARB-…) or a Dispute (MED-…): one shape; a claim names its agreement number
 * `arbitration_agreement_number`, a dispute `mediation_agreement_number`.
 */
export interface CaseDoc extends DocMeta {
  doctype?: 'Claim' | 'Dispute' | (string & {});
  stage?: Maybe<string>;
  claim_type?: Maybe<'Single' | 'Bulk' | (string & {})>;
  case_management_type?: Maybe<'Type One' | 'Type Two' | (string & {})>;
  case_type?: Maybe<string>;
  dispute_type?: Maybe<string>;

  user_email_id?: Maybe<string>;
  lawyer_email?: Maybe<string>;
  lawyer_email_id?: Maybe<string>;
  arbitrator?: Maybe<string>;
  arbitrator_name?: Maybe<string>;
  mediator_email_id?: Maybe<string>;
  mediator_name?: Maybe<string>;
  acceptance_by?: Maybe<string>;
  acceptance_date?: Maybe<string>;
  fee_confirmation?: Flag;
  claimant_table?: Maybe<ClaimantRow[]>;
  respondent_table?: Maybe<RespondentRow[]>;

  arbitration_agreement_number?: Maybe<string>;
  mediation_agreement_number?: Maybe<string>;
  clause_number?: Maybe<string>;
  arbitration_clause?: Maybe<string>;
  composition_of_tribunal?: Maybe<'Sole' | 'Three' | (string & {})>;
  date_of_agreement?: Maybe<string>;
  disputed_value?: Maybe<number>;
  nature_of_dispute?: Maybe<string>;
  venue?: Maybe<string>;
  jurisdiction?: Maybe<string>;
  interim_measures?: Flag;
  payment_date?: Maybe<string>;
  payment_type?: Maybe<string>;
  case_attachment_documents?: Maybe<CaseAttachmentRow[]>;

  product?: Maybe<string>;
  make_model?: Maybe<string>;
  registration_no?: Maybe<string>;
  engine_no?: Maybe<string>;
  chassis_no?: Maybe<string>;
  quantity?: Maybe<number>;
  loan_amount?: Maybe<number>;
  no_of_instalments?: Maybe<number>;
  instalment_amt?: Maybe<number>;
  commencing_from?: Maybe<string>;
  ending_on?: Maybe<string>;
  foreclosure_date?: Maybe<string>;
  repayment_amount?: Maybe<number>;
  criteria?: Maybe<'Live' | 'Loss on Sale' | (string & {})>;
  repossessed_closure_on?: Maybe<string>;
  sold_on?: Maybe<string>;
  sale_amount?: Maybe<number>;

  /** Rich text (HTML from the editor). */
  consent?: Maybe<string>;
  disclosure?: Maybe<string>;
  consent_document?: Maybe<string>;
  disclosure_document?: Maybe<string>;
  agreement?: Maybe<string>;
  statement_of_claim?: Flag;
  statement_of_claim_date?: Maybe<string>;
  statementdispute?: Maybe<string>;
  statement_of_dispute_date?: Maybe<string>;
  matter_register_by?: Maybe<string>;
  matter_register_date?: Maybe<string>;
  lrninvoking_date?: Maybe<string>;

  mode_of_hearing?: Maybe<'Online' | 'Offline' | (string & {})>;
  vc_link?: Maybe<string>;
  hearing_location?: Maybe<string>;
  hearing_date?: Maybe<string>;
  hearing_time?: Maybe<string>;
  time_increment?: Maybe<number>;
  proposed_date_1?: Maybe<string>;
  proposed_date_2?: Maybe<string>;
  proposed_date_3?: Maybe<string>;
  proposed_date_4?: Maybe<string>;
  actual_date_1?: Maybe<string>;
  actual_date_2?: Maybe<string>;
  actual_date_3?: Maybe<string>;
  actual_date_4?: Maybe<string>;
  reason_for_hold?: Maybe<string>;

  is_convereted?: Flag;
  isarbreffercase?: Flag;
  linked_case?: Maybe<string>;
  is_settled?: Flag;
  is_nonsettled?: Flag;
  award?: Maybe<string>;

  respondent_status?: Maybe<string>;
  respondent_log_time?: Maybe<string>;

  no_of_ongoing_cases?: Maybe<number>;
  no_of_cases_done_of_present_claimants?: Maybe<number>;
  total_no_of_cases?: Maybe<number>;
  no_of_cases_of_other_claimantscompanies?: Maybe<number>;
  no_of_ongoing_mediations?: Maybe<number>;

  award_dispatched?: Flag;
  award_dispatched_channel?: Maybe<string>;
  consent_and_disclosure_dispatch?: Flag;
  consent_and_disclosure_channel?: Maybe<string>;
  fhn_and_mom_dispatch?: Flag;
  fhn_and_mom_dispatch_channel?: Maybe<string>;
  shn_s17_order_and_mom_dispatch?: Flag;
  shn_s17_order_and_mom_dispatch_channel?: Maybe<string>;

  due_date?: Maybe<string>;
  no_of_days_extended?: Maybe<number>;
  extended_date?: Maybe<string>;
  reason_for_extension?: Maybe<string>;
  extension_status?: Maybe<string>;
  is_extended?: Flag;
  requested_by_respondent?: Flag;
  requested_by_claimant?: Flag;

  // The statutory clock: computed by the server, read-only everywhere (rules/deadlines).
  appointment_notified_on?: Maybe<string>;
  pleadings_due_on?: Maybe<string>;
  pleadings_completed_on?: Maybe<string>;
  pleadings_completion_reason?: Maybe<string>;
  award_due_on?: Maybe<string>;
  award_extension_months?: Maybe<number>;
  award_extension_document?: Maybe<string>;
  mandate_status?: Maybe<MandateStatus>;
  first_appearance_on?: Maybe<string>;
  mediation_due_on?: Maybe<string>;
  next_deadline_on?: Maybe<string>;
  next_deadline_kind?: Maybe<DeadlineKind>;
}

/** Links every case document carries: exactly one is set. */
export interface CaseLinks {
  claim?: Maybe<string>;
  dispute?: Maybe<string>;
}

/** Who attended a hearing (child doctype Hearing Attendee). */
export interface HearingAttendeeRow extends Partial<DocMeta> {
  name1?: Maybe<string>;
  designation?: Maybe<string>;
  representing?: Maybe<string>;
}

/** A hearing as `get_hearing_by_case` returns it, with its attendees. */
export interface HearingDoc extends DocMeta, CaseLinks {
  hearing_for?: Maybe<'Arbitration' | 'Mediation' | (string & {})>;
  /** Interim Hearing, First … Sixth Hearing, Final Hearing. */
  hearing_type?: Maybe<string>;
  status?: Maybe<'In Progress' | 'Scheduled' | 'Adjourned' | 'Completed' | 'Cancelled' | (string & {})>;
  hearing_date?: Maybe<string>;
  /** `HH:mm:ss`. */
  hearing_time?: Maybe<string>;
  posting_date?: Maybe<string>;
  mode_of_hearing?: Maybe<'Online' | 'Offline' | (string & {})>;
  vc_link?: Maybe<string>;
  hearing_location?: Maybe<string>;
  priority?: Maybe<string>;
  requested_by?: Maybe<string>;
  requestor_type?: Maybe<string>;
  request?: Maybe<string>;
  proposed_date?: Maybe<string>;
  /** Minutes of the meeting: rich text (HTML from the editor). */
  transcript?: Maybe<string>;
  hearing_attendees?: Maybe<HearingAttendeeRow[]>;
  /** Rich text. */
  next_hearing_notice?: Maybe<string>;
  /** Rich text. */
  section_17_order?: Maybe<string>;
  claimant_name?: Maybe<string>;
  respondent_name?: Maybe<string>;
  agreement_number?: Maybe<string>;
  user_email_id?: Maybe<string>;
  lawyer_email_id?: Maybe<string>;
  arbitrator?: Maybe<string>;
  arbitrator_name?: Maybe<string>;
  mediator_email_id?: Maybe<string>;
  mediator_name?: Maybe<string>;
}

/** A document filed in a case (doctype Arbitration Document); its files are File records. */
export interface ArbitrationDocumentDoc extends DocMeta, CaseLinks {
  document_type?: Maybe<string>;
  document_class?: Maybe<string>;
  description?: Maybe<string>;
  /** `YYYY-MM-DD`. */
  posting_date?: Maybe<string>;
  receipt_number?: Maybe<string>;
  received_date?: Maybe<string>;
  received?: Flag;
  stage?: Maybe<string>;
  attachment_type?: Maybe<string>;
  attachment?: Maybe<string>;
  file_url?: Maybe<string>;
  documentupdate?: Flag;
  user_email_id?: Maybe<string>;
  arbitrator?: Maybe<string>;
  mediator_email_id?: Maybe<string>;
}

/** A Respondent Reply or an Additional Pleading (same fields, no document type). */
export interface PleadingDoc extends DocMeta, CaseLinks {
  document_title?: Maybe<string>;
  document_date?: Maybe<string>;
  received_date?: Maybe<string>;
  received_number?: Maybe<string>;
  received?: Flag;
  posting_date?: Maybe<string>;
  stage?: Maybe<string>;
  user_email_id?: Maybe<string>;
  arbitrator?: Maybe<string>;
  mediator_email_id?: Maybe<string>;
}

/** The award of a case with its letter and covering letter (rich text). */
export interface AwardDoc extends DocMeta, CaseLinks {
  award_type?: Maybe<string>;
  award_date?: Maybe<string>;
  award_amount?: Maybe<number>;
  interim_hearing?: Maybe<string>;
  award_letter?: Maybe<string>;
  award_covering_letter?: Maybe<string>;
  stage?: Maybe<string>;
  claimant_id?: Maybe<string>;
  user_email_id?: Maybe<string>;
  arbitrator?: Maybe<string>;
  mediator_email_id?: Maybe<string>;
}

/** A settlement or non-settlement agreement. */
export interface SettlementDoc extends DocMeta, CaseLinks {
  settlement_type?: Maybe<string>;
  settlement_date?: Maybe<string>;
  settlement_amount?: Maybe<number>;
  /** Rich text. */
  settlement_report?: Maybe<string>;
  non_settlement_date?: Maybe<string>;
  non_settlement_amount?: Maybe<number>;
  /** Rich text. */
  non_settlement_report?: Maybe<string>;
  received?: Flag;
  stage?: Maybe<string>;
  document_date?: Maybe<string>;
}

/** Registration of a mediated settlement. */
export interface RegistrationDoc extends DocMeta, CaseLinks {
  registration_date?: Maybe<string>;
  registration_number?: Maybe<string>;
  /** Rich text. */
  registration_report?: Maybe<string>;
  stage?: Maybe<string>;
}

/**
 * One row of the case's audit trail: who (`owner`) changed what (`fieldname`, `before` → `after`)
 * when (`creation`). An insert or a delete is one row carrying the whole document.
 */
export interface AuditTrailRow extends DocMeta {
  ref_doctype: string;
  docname: string;
  action: 'Insert' | 'Update' | 'Delete' | (string & {});
  fieldname?: Maybe<string>;
  field_label?: Maybe<string>;
  before?: unknown;
  after?: unknown;
  case_doctype: string;
  case_name: string;
}

/** A file attached to a case document. */
export interface CaseFile extends DocMeta {
  file_name?: Maybe<string>;
  file_url?: Maybe<string>;
  is_private?: Flag;
  file_size?: Maybe<number>;
  file_type?: Maybe<string>;
  attached_to_doctype?: Maybe<string>;
  attached_to_name?: Maybe<string>;
  attached_to_field?: Maybe<string>;
}

/** What `update_mediation` answers. */
export interface ExtensionReply {
  name: string;
  extension_status: Maybe<string>;
  is_extended: Flag;
  requested_by_respondent: Flag;
  requested_by_claimant: Flag;
  no_of_days_extended: Maybe<number>;
  extended_date: Maybe<string>;
  due_date: Maybe<string>;
  reason_for_extension: Maybe<string>;
}
