// Generated from the server's doctype declarations (server/src/doctypes) by `npm run doctypes`.
// Do not edit: change the declaration and run it again (field-types.test.ts fails while this is out of date).

/** Doctype Additional Pleading. */
export interface AdditionalPleadingFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  document_title?: string | null;
  /** YYYY-MM-DD */
  document_date?: string | null;
  /** YYYY-MM-DD */
  received_date?: string | null;
  received_number?: string | null;
  received?: 0 | 1 | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  stage?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
}

/** Doctype Appointment Draw. */
export interface AppointmentDrawFields {
  case_doctype?: string | null;
  case_name?: string | null;
  lot?: string | null;
  allocation?: string | null;
  status?: "Committed" | "Drawn" | "Void" | null;
  legal_basis?: "Institutional rule in the agreement" | "Consent of the parties after the dispute arose" | "Court order under s.11" | null;
  legal_reference?: string | null;
  algorithm?: string | null;
  algorithm_version?: string | null;
  party?: string | null;
  pool?: string | null;
  list_hash?: string | null;
  committed_at?: string | null;
  seed_taken_at?: string | null;
  allocation_seed?: string | null;
  case_seed?: string | null;
  candidates?: string | null;
  neutral?: string | null;
  item_22_rule?: string | null;
  party_appointments?: number | null;
  void_reason?: string | null;
}

/** Doctype Appointment Panel. */
export interface AppointmentPanelFields {
  panel_name?: string | null;
  case_kind?: "Arbitration" | "Mediation" | "Med-Arb" | null;
  languages?: string | null;
  states?: string | null;
  specialisations?: string | null;
  max_open_cases?: number | null;
  /** YYYY-MM-DD */
  active_from?: string | null;
  /** YYYY-MM-DD */
  active_to?: string | null;
  item_22_rule?: "Exclude" | "Disclose" | null;
  retired?: 0 | 1 | null;
  members?: AppointmentPanelMemberFields[] | null;
}

/** Doctype Appointment Panel Member (child table rows). */
export interface AppointmentPanelMemberFields {
  /** Link to User */
  neutral?: string | null;
}

/** Doctype Appointment Pool. */
export interface AppointmentPoolFields {
  neutrals?: string | null;
  exclusions?: string | null;
}

/** Doctype Arbitration Document. */
export interface ArbitrationDocumentFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  /** Link to Document Type */
  document_type?: string | null;
  document_class?: string | null;
  description?: string | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  receipt_number?: string | null;
  /** YYYY-MM-DD */
  received_date?: string | null;
  received?: 0 | 1 | null;
  stage?: string | null;
  attachment_type?: string | null;
  attachment?: string | null;
  file_url?: string | null;
  documentupdate?: 0 | 1 | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
}

/** Doctype Arbitration Training (child table rows). */
export interface ArbitrationTrainingFields {
  organizer_name?: string | null;
  course_name?: string | null;
  course_duration?: string | null;
  year_of_passing?: number | null;
}

/** Doctype Arbitration Type. */
export interface ArbitrationTypeFields {
  arbitration_type?: string | null;
}

/** Doctype Arbitrator Category. */
export interface ArbitratorCategoryFields {
  arbitrator_category?: string | null;
}

/** Doctype Audit Trail. */
export interface AuditTrailFields {
  ref_doctype?: string | null;
  docname?: string | null;
  attached_to_doctype?: string | null;
  action?: "Insert" | "Update" | "Delete" | null;
  fieldname?: string | null;
  field_label?: string | null;
  before?: unknown | null;
  after?: unknown | null;
  case_doctype?: string | null;
  case_name?: string | null;
  seq?: number | null;
  prev_hash?: string | null;
  row_hash?: string | null;
}

/** Doctype Award. */
export interface AwardFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  award_type?: string | null;
  /** YYYY-MM-DD */
  award_date?: string | null;
  award_amount?: number | null;
  interim_hearing?: string | null;
  /** rich text (HTML) */
  award_letter?: string | null;
  /** rich text (HTML) */
  award_covering_letter?: string | null;
  stage?: string | null;
  claimant_id?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
  signature_confirmed_by?: string | null;
  signature_confirmed_on?: string | null;
  signature_confirmed_hash?: string | null;
}

/** Doctype Business Volume (child table rows). */
export interface BusinessVolumeFields {
  product_type?: string | null;
  projected_business_volume?: number | null;
  targeted_cities?: string | null;
}

/** Doctype Case Attachment Document (child table rows). */
export interface CaseAttachmentDocumentFields {
  attachment_type?: string | null;
  attachment?: string | null;
}

/** Doctype Claim. */
export interface ClaimFields {
  stage?: "Draft" | "Assignment" | "Issuance of Notice" | "Awaiting Reply" | "Additional Pleading" | "First Hearing" | "Second Hearing" | "Third Hearing" | "Fourth Hearing" | "Fifth Hearing" | "Sixth Hearing" | "FHN And MOM Dispatch" | "SHN S17 Order And MOM Dispatch" | "Final Hearing" | "Consent And Disclosure Dispatch" | "Award" | "Award Dispatched" | "Completed" | "Settled" | "On hold" | null;
  claim_type?: "Single" | "Bulk" | null;
  case_management_type?: "Type One" | "Type Two" | null;
  case_type?: string | null;
  dispute_type?: string | null;
  lot?: string | null;
  bulk_import_key?: string | null;
  user_email_id?: string | null;
  lawyer_email?: string | null;
  lawyer_email_id?: string | null;
  /** Link to User */
  arbitrator?: string | null;
  arbitrator_name?: string | null;
  /** Link to User */
  mediator_email_id?: string | null;
  mediator_name?: string | null;
  acceptance_by?: string | null;
  /** YYYY-MM-DD */
  acceptance_date?: string | null;
  fee_confirmation?: 0 | 1 | null;
  claimant_table?: ClaimantTableFields[] | null;
  respondent_table?: RespondentTableFields[] | null;
  arbitration_agreement_number?: string | null;
  clause_number?: string | null;
  arbitration_clause?: string | null;
  composition_of_tribunal?: "Sole" | "Three" | null;
  /** YYYY-MM-DD */
  date_of_agreement?: string | null;
  disputed_value?: number | null;
  /** Link to Nature of Dispute */
  nature_of_dispute?: string | null;
  venue?: string | null;
  jurisdiction?: string | null;
  interim_measures?: 0 | 1 | null;
  /** YYYY-MM-DD */
  payment_date?: string | null;
  payment_type?: string | null;
  case_attachment_documents?: CaseAttachmentDocumentFields[] | null;
  product?: string | null;
  make_model?: string | null;
  registration_no?: string | null;
  engine_no?: string | null;
  chassis_no?: string | null;
  quantity?: number | null;
  loan_amount?: number | null;
  no_of_instalments?: number | null;
  instalment_amt?: number | null;
  /** YYYY-MM-DD */
  commencing_from?: string | null;
  /** YYYY-MM-DD */
  ending_on?: string | null;
  /** YYYY-MM-DD */
  foreclosure_date?: string | null;
  repayment_amount?: number | null;
  criteria?: "Live" | "Loss on Sale" | null;
  /** YYYY-MM-DD */
  repossessed_closure_on?: string | null;
  /** YYYY-MM-DD */
  sold_on?: string | null;
  sale_amount?: number | null;
  /** rich text (HTML) */
  consent?: string | null;
  /** rich text (HTML) */
  disclosure?: string | null;
  consent_document?: string | null;
  disclosure_document?: string | null;
  /** rich text (HTML) */
  agreement?: string | null;
  statement_of_claim?: 0 | 1 | null;
  /** YYYY-MM-DD */
  statement_of_claim_date?: string | null;
  /** rich text (HTML) */
  statementdispute?: string | null;
  /** YYYY-MM-DD */
  statement_of_dispute_date?: string | null;
  matter_register_by?: string | null;
  /** YYYY-MM-DD */
  matter_register_date?: string | null;
  /** YYYY-MM-DD */
  lrninvoking_date?: string | null;
  stage_correction_reason?: string | null;
  mode_of_hearing?: "Online" | "Offline" | null;
  vc_link?: string | null;
  hearing_location?: string | null;
  /** YYYY-MM-DD */
  hearing_date?: string | null;
  /** HH:mm:ss */
  hearing_time?: string | null;
  time_increment?: number | null;
  /** YYYY-MM-DD */
  proposed_date_1?: string | null;
  /** YYYY-MM-DD */
  actual_date_1?: string | null;
  /** YYYY-MM-DD */
  proposed_date_2?: string | null;
  /** YYYY-MM-DD */
  actual_date_2?: string | null;
  /** YYYY-MM-DD */
  proposed_date_3?: string | null;
  /** YYYY-MM-DD */
  actual_date_3?: string | null;
  /** YYYY-MM-DD */
  proposed_date_4?: string | null;
  /** YYYY-MM-DD */
  actual_date_4?: string | null;
  reason_for_hold?: string | null;
  is_convereted?: 0 | 1 | null;
  isarbreffercase?: 0 | 1 | null;
  linked_case?: string | null;
  is_settled?: 0 | 1 | null;
  is_nonsettled?: 0 | 1 | null;
  award?: string | null;
  respondent_status?: string | null;
  respondent_log_time?: string | null;
  no_of_ongoing_cases?: number | null;
  no_of_cases_done_of_present_claimants?: number | null;
  total_no_of_cases?: number | null;
  no_of_cases_of_other_claimantscompanies?: number | null;
  no_of_ongoing_mediations?: number | null;
  award_dispatched?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  award_dispatched_channel?: string | null;
  consent_and_disclosure_dispatch?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  consent_and_disclosure_channel?: string | null;
  fhn_and_mom_dispatch?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  fhn_and_mom_dispatch_channel?: string | null;
  shn_s17_order_and_mom_dispatch?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  shn_s17_order_and_mom_dispatch_channel?: string | null;
  /** YYYY-MM-DD */
  due_date?: string | null;
  no_of_days_extended?: number | null;
  /** YYYY-MM-DD */
  extended_date?: string | null;
  reason_for_extension?: string | null;
  extension_status?: "New" | "Extension Request Sent" | "Extended" | "Extension Rejected" | null;
  is_extended?: 0 | 1 | null;
  requested_by_respondent?: 0 | 1 | null;
  requested_by_claimant?: 0 | 1 | null;
  legal_hold?: 0 | 1 | null;
  legal_hold_reason?: string | null;
  /** YYYY-MM-DD */
  appointment_notified_on?: string | null;
  /** YYYY-MM-DD */
  pleadings_due_on?: string | null;
  /** YYYY-MM-DD */
  pleadings_completed_on?: string | null;
  pleadings_completion_reason?: string | null;
  /** YYYY-MM-DD */
  award_due_on?: string | null;
  award_extension_months?: number | null;
  award_extension_document?: string | null;
  mandate_status?: "Running" | "Extended by consent" | "Needs court extension" | "Award made" | null;
  /** YYYY-MM-DD */
  next_deadline_on?: string | null;
  next_deadline_kind?: "Pleadings" | "Award" | "Mediation" | null;
}

/** Doctype Claimant Table (child table rows). */
export interface ClaimantTableFields {
  customer_type?: "Individual" | "Enterprise" | null;
  /** Link to Salutation */
  salutation?: string | null;
  name1?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  fathers_name?: string | null;
  email?: string | null;
  mobile?: string | null;
  /** Link to Industry Type */
  industry?: string | null;
  contact_person?: string | null;
  /** Link to Designation */
  designation?: string | null;
  /** Lawyer Name */
  add_lawyer?: string | null;
  lawyer_email_id?: string | null;
  /** Lawyer Mobile */
  phone_no?: string | null;
  flathouse_no?: string | null;
  address_2?: string | null;
  streetvillage?: string | null;
  landmark?: string | null;
  taluk?: string | null;
  post_office?: string | null;
  city?: string | null;
  district?: string | null;
  /** Link to State */
  state?: string | null;
  pin_code?: string | null;
}

/** Doctype Consent And Disclosure Dispatch. */
export interface ConsentAndDisclosureDispatchFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  /** YYYY-MM-DD */
  dispatch_date?: string | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  status?: string | null;
  dispatched_to?: string | null;
  documents?: string | null;
  /** Link to Dispatch Channel */
  channel?: string | null;
  tracking_id?: string | null;
  tracking_details?: string | null;
  /** YYYY-MM-DD */
  dispatch_received_date?: string | null;
  acknowledged?: 0 | 1 | null;
  acknowledgement_received?: 0 | 1 | null;
  /** YYYY-MM-DD */
  acknowledgement_date?: string | null;
  dispatch_approved?: 0 | 1 | null;
  dispatch_details?: DispatchDetailFields[] | null;
  claimant_id?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
}

/** Doctype Country. */
export interface CountryFields {
  country_name?: string | null;
  code?: string | null;
}

/** Doctype Data Import. */
export interface DataImportFields {
  /** Link to Lot */
  lot?: string | null;
  reference_doctype?: "Claim" | "Dispute" | null;
  import_type?: "Insert New Records" | "Update Existing Records" | null;
  import_file?: string | null;
  status?: "Pending" | "Running" | "Success" | "Partial Success" | "Error" | null;
  log?: unknown | null;
  total_rows?: number | null;
  processed_rows?: number | null;
  imported_rows?: number | null;
  skipped_rows?: number | null;
  failed_rows?: number | null;
  error_message?: string | null;
  lease_until?: string | null;
  worker?: string | null;
  attempts?: number | null;
}

/** Doctype Data Import Log. */
export interface DataImportLogFields {
  /** Link to Data Import */
  data_import?: string | null;
  row_number?: number | null;
  column_name?: string | null;
  message?: string | null;
}

/** Doctype Designation. */
export interface DesignationFields {
  designation_name?: string | null;
}

/** Doctype Dispatch Channel. */
export interface DispatchChannelFields {
  dispatch_channel?: string | null;
}

/** Doctype Dispatch Detail (child table rows). */
export interface DispatchDetailFields {
  dispatched_to?: string | null;
  party_type?: string | null;
  party_row?: string | null;
  email?: string | null;
  mobile?: string | null;
  address?: string | null;
  /** Link to Dispatch Channel */
  channel?: string | null;
  /** YYYY-MM-DD */
  dispatch_date?: string | null;
  tracking_id?: string | null;
  status?: string | null;
  /** YYYY-MM-DD */
  received_date?: string | null;
  acknowledged?: 0 | 1 | null;
  /** YYYY-MM-DD */
  acknowledgement_date?: string | null;
  proof?: string | null;
  message_id?: string | null;
  send_error?: string | null;
  sent_on?: string | null;
}

/** Doctype Dispute. */
export interface DisputeFields {
  stage?: "Draft" | "Assignment" | "Issuance of Notice" | "Respondent Reply" | "Awaiting Reply" | "FHN And MOM Dispatch" | "Additional Pleading" | "Consent And Disclosure Dispatch" | "Hearing" | "Non Settlement Agreement" | "Settlement Agreement" | "Registration" | "Award" | "Award Dispatched" | "Completed" | null;
  claim_type?: "Single" | "Bulk" | null;
  case_management_type?: "Type One" | "Type Two" | null;
  case_type?: string | null;
  dispute_type?: string | null;
  lot?: string | null;
  bulk_import_key?: string | null;
  user_email_id?: string | null;
  lawyer_email?: string | null;
  lawyer_email_id?: string | null;
  /** Link to User */
  arbitrator?: string | null;
  arbitrator_name?: string | null;
  /** Link to User */
  mediator_email_id?: string | null;
  mediator_name?: string | null;
  acceptance_by?: string | null;
  /** YYYY-MM-DD */
  acceptance_date?: string | null;
  fee_confirmation?: 0 | 1 | null;
  claimant_table?: ClaimantTableFields[] | null;
  respondent_table?: RespondentTableFields[] | null;
  mediation_agreement_number?: string | null;
  clause_number?: string | null;
  arbitration_clause?: string | null;
  composition_of_tribunal?: "Sole" | "Three" | null;
  /** YYYY-MM-DD */
  date_of_agreement?: string | null;
  disputed_value?: number | null;
  /** Link to Nature of Dispute */
  nature_of_dispute?: string | null;
  venue?: string | null;
  jurisdiction?: string | null;
  interim_measures?: 0 | 1 | null;
  /** YYYY-MM-DD */
  payment_date?: string | null;
  payment_type?: string | null;
  case_attachment_documents?: CaseAttachmentDocumentFields[] | null;
  product?: string | null;
  make_model?: string | null;
  registration_no?: string | null;
  engine_no?: string | null;
  chassis_no?: string | null;
  quantity?: number | null;
  loan_amount?: number | null;
  no_of_instalments?: number | null;
  instalment_amt?: number | null;
  /** YYYY-MM-DD */
  commencing_from?: string | null;
  /** YYYY-MM-DD */
  ending_on?: string | null;
  /** YYYY-MM-DD */
  foreclosure_date?: string | null;
  repayment_amount?: number | null;
  criteria?: "Live" | "Loss on Sale" | null;
  /** YYYY-MM-DD */
  repossessed_closure_on?: string | null;
  /** YYYY-MM-DD */
  sold_on?: string | null;
  sale_amount?: number | null;
  /** rich text (HTML) */
  consent?: string | null;
  /** rich text (HTML) */
  disclosure?: string | null;
  consent_document?: string | null;
  disclosure_document?: string | null;
  /** rich text (HTML) */
  agreement?: string | null;
  statement_of_claim?: 0 | 1 | null;
  /** YYYY-MM-DD */
  statement_of_claim_date?: string | null;
  /** rich text (HTML) */
  statementdispute?: string | null;
  /** YYYY-MM-DD */
  statement_of_dispute_date?: string | null;
  matter_register_by?: string | null;
  /** YYYY-MM-DD */
  matter_register_date?: string | null;
  /** YYYY-MM-DD */
  lrninvoking_date?: string | null;
  stage_correction_reason?: string | null;
  mode_of_hearing?: "Online" | "Offline" | null;
  vc_link?: string | null;
  hearing_location?: string | null;
  /** YYYY-MM-DD */
  hearing_date?: string | null;
  /** HH:mm:ss */
  hearing_time?: string | null;
  time_increment?: number | null;
  /** YYYY-MM-DD */
  proposed_date_1?: string | null;
  /** YYYY-MM-DD */
  actual_date_1?: string | null;
  /** YYYY-MM-DD */
  proposed_date_2?: string | null;
  /** YYYY-MM-DD */
  actual_date_2?: string | null;
  /** YYYY-MM-DD */
  proposed_date_3?: string | null;
  /** YYYY-MM-DD */
  actual_date_3?: string | null;
  /** YYYY-MM-DD */
  proposed_date_4?: string | null;
  /** YYYY-MM-DD */
  actual_date_4?: string | null;
  reason_for_hold?: string | null;
  is_convereted?: 0 | 1 | null;
  isarbreffercase?: 0 | 1 | null;
  linked_case?: string | null;
  is_settled?: 0 | 1 | null;
  is_nonsettled?: 0 | 1 | null;
  award?: string | null;
  respondent_status?: string | null;
  respondent_log_time?: string | null;
  no_of_ongoing_cases?: number | null;
  no_of_cases_done_of_present_claimants?: number | null;
  total_no_of_cases?: number | null;
  no_of_cases_of_other_claimantscompanies?: number | null;
  no_of_ongoing_mediations?: number | null;
  award_dispatched?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  award_dispatched_channel?: string | null;
  consent_and_disclosure_dispatch?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  consent_and_disclosure_channel?: string | null;
  fhn_and_mom_dispatch?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  fhn_and_mom_dispatch_channel?: string | null;
  shn_s17_order_and_mom_dispatch?: 0 | 1 | null;
  /** Link to Dispatch Channel */
  shn_s17_order_and_mom_dispatch_channel?: string | null;
  /** YYYY-MM-DD */
  due_date?: string | null;
  no_of_days_extended?: number | null;
  /** YYYY-MM-DD */
  extended_date?: string | null;
  reason_for_extension?: string | null;
  extension_status?: "New" | "Extension Request Sent" | "Extended" | "Extension Rejected" | null;
  is_extended?: 0 | 1 | null;
  requested_by_respondent?: 0 | 1 | null;
  requested_by_claimant?: 0 | 1 | null;
  legal_hold?: 0 | 1 | null;
  legal_hold_reason?: string | null;
  /** YYYY-MM-DD */
  first_appearance_on?: string | null;
  /** YYYY-MM-DD */
  mediation_due_on?: string | null;
  /** YYYY-MM-DD */
  next_deadline_on?: string | null;
  next_deadline_kind?: "Pleadings" | "Award" | "Mediation" | null;
}

/** Doctype District. */
export interface DistrictFields {
  district?: string | null;
  /** Link to State */
  state?: string | null;
}

/** Doctype Document Dispatch Tracker. */
export interface DocumentDispatchTrackerFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  /** YYYY-MM-DD */
  dispatch_date?: string | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  status?: string | null;
  dispatched_to?: string | null;
  documents?: string | null;
  /** Link to Dispatch Channel */
  channel?: string | null;
  tracking_id?: string | null;
  tracking_details?: string | null;
  /** YYYY-MM-DD */
  dispatch_received_date?: string | null;
  acknowledged?: 0 | 1 | null;
  acknowledgement_received?: 0 | 1 | null;
  /** YYYY-MM-DD */
  acknowledgement_date?: string | null;
  dispatch_approved?: 0 | 1 | null;
  dispatch_details?: DispatchDetailFields[] | null;
  claimant_id?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
}

/** Doctype Document Type. */
export interface DocumentTypeFields {
  document_type?: string | null;
}

/** Doctype Email Queue. */
export interface EmailQueueFields {
  recipient?: string | null;
  subject?: string | null;
  message?: string | null;
  status?: "Not Sent" | "Sending" | "Sent" | "Error" | null;
  error?: string | null;
  message_id?: string | null;
  reference_doctype?: string | null;
  reference_name?: string | null;
}

/** Doctype FHN And MOM Dispatch. */
export interface FHNAndMOMDispatchFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  /** YYYY-MM-DD */
  dispatch_date?: string | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  status?: string | null;
  dispatched_to?: string | null;
  documents?: string | null;
  /** Link to Dispatch Channel */
  channel?: string | null;
  tracking_id?: string | null;
  tracking_details?: string | null;
  /** YYYY-MM-DD */
  dispatch_received_date?: string | null;
  acknowledged?: 0 | 1 | null;
  acknowledgement_received?: 0 | 1 | null;
  /** YYYY-MM-DD */
  acknowledgement_date?: string | null;
  dispatch_approved?: 0 | 1 | null;
  dispatch_details?: DispatchDetailFields[] | null;
  claimant_id?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
}

/** Doctype File. */
export interface FileFields {
  file_name?: string | null;
  file_url?: string | null;
  is_private?: 0 | 1 | null;
  file_size?: number | null;
  file_type?: string | null;
  attached_to_doctype?: string | null;
  attached_to_name?: string | null;
  attached_to_field?: string | null;
  folder?: string | null;
  content_hash?: string | null;
}

/** Doctype Gender. */
export interface GenderFields {
  gender?: string | null;
}

/** Doctype Has Role (child table rows). */
export interface HasRoleFields {
  /** Link to Role */
  role?: string | null;
}

/** Doctype Hearing. */
export interface HearingFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  hearing_for?: "Arbitration" | "Mediation" | null;
  hearing_type?: "Interim Hearing" | "First Hearing" | "Second Hearing" | "Third Hearing" | "Fourth Hearing" | "Fifth Hearing" | "Sixth Hearing" | "Final Hearing" | null;
  status?: "In Progress" | "Scheduled" | "Adjourned" | "Completed" | "Cancelled" | null;
  /** YYYY-MM-DD */
  hearing_date?: string | null;
  /** HH:mm:ss */
  hearing_time?: string | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  mode_of_hearing?: "Online" | "Offline" | null;
  vc_link?: string | null;
  hearing_location?: string | null;
  priority?: string | null;
  requested_by?: string | null;
  requestor_type?: string | null;
  request?: string | null;
  /** YYYY-MM-DD */
  proposed_date?: string | null;
  /** rich text (HTML) */
  transcript?: string | null;
  hearing_attendees?: HearingAttendeeFields[] | null;
  /** rich text (HTML) */
  next_hearing_notice?: string | null;
  /** rich text (HTML) */
  section_17_order?: string | null;
  claimant_name?: string | null;
  respondent_name?: string | null;
  agreement_number?: string | null;
  user_email_id?: string | null;
  lawyer_email_id?: string | null;
  arbitrator?: string | null;
  arbitrator_name?: string | null;
  mediator_email_id?: string | null;
  mediator_name?: string | null;
  case_stage?: string | null;
}

/** Doctype Hearing Attendee (child table rows). */
export interface HearingAttendeeFields {
  /** Name */
  name1?: string | null;
  designation?: string | null;
  representing?: string | null;
}

/** Doctype Industry Type. */
export interface IndustryTypeFields {
  industry?: string | null;
}

/** Doctype Invoice. */
export interface InvoiceFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  purpose?: string | null;
  amount?: number | null;
  /** Link to Invoice Status */
  invoice_status?: string | null;
  invoice_pdf?: string | null;
  remarks?: string | null;
  mode_of_payment?: string | null;
  payment_reference?: string | null;
  transfer_reference?: string | null;
  /** YYYY-MM-DD */
  transfer_date?: string | null;
  confirmed_by?: string | null;
  confirmed_on?: string | null;
  description?: string | null;
  document_type?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
  signature_confirmed_by?: string | null;
  signature_confirmed_on?: string | null;
  signature_confirmed_hash?: string | null;
}

/** Doctype Invoice Status. */
export interface InvoiceStatusFields {
  invoice_status?: string | null;
}

/** Doctype Language. */
export interface LanguageFields {
  language_name?: string | null;
  language_code?: string | null;
}

/** Doctype Language Known (child table rows). */
export interface LanguageKnownFields {
  /** Link to Language */
  language_name?: string | null;
}

/** Doctype Lot. */
export interface LotFields {
  type?: string | null;
  batch_id?: string | null;
  amount?: number | null;
  paid_amount?: number | null;
  count_of_claim?: number | null;
  naming_series?: string | null;
  user_email_id?: string | null;
  lawyer_email?: string | null;
}

/** Doctype Nature of Dispute. */
export interface NatureOfDisputeFields {
  nature_of_dispute?: string | null;
}

/** Doctype Neutral Relationship. */
export interface NeutralRelationshipFields {
  /** Link to User */
  neutral?: string | null;
  relationship?: "Employee" | "Consultant" | "Advisor" | "Director" | "Relative" | "Business relation" | "Other" | null;
  related_to?: "Party" | "Party group or affiliate" | "Counsel" | null;
  party?: string | null;
  period?: "Present" | "Past" | null;
  details?: string | null;
}

/** Doctype Print Verification. */
export interface PrintVerificationFields {
  case_doctype?: string | null;
  case_name?: string | null;
  ref_doctype?: string | null;
  ref_name?: string | null;
  print_format?: string | null;
  document_kind?: string | null;
  /** YYYY-MM-DD */
  document_date?: string | null;
  sha256?: string | null;
  content_hash?: string | null;
  signer_name?: string | null;
  certificate_subject?: string | null;
  certificate_issuer?: string | null;
  certificate_serial?: string | null;
  signed_at?: string | null;
  timestamped?: 0 | 1 | null;
}

/** Doctype Profession Detail (child table rows). */
export interface ProfessionDetailFields {
  /** Company Name */
  company_name1?: string | null;
  position?: string | null;
  /** YYYY-MM-DD */
  start_date?: string | null;
  /** YYYY-MM-DD */
  end_date?: string | null;
}

/** Doctype Profile Review. */
export interface ProfileReviewFields {
  /** Link to User Registration */
  registration?: string | null;
  email_id?: string | null;
  user_type?: string | null;
  decision?: "Approved" | "Rejected" | null;
  reason?: string | null;
}

/** Doctype Qualification Detail (child table rows). */
export interface QualificationDetailFields {
  institution?: string | null;
  course_name?: string | null;
  year_of_passing?: number | null;
}

/** Doctype Registration. */
export interface RegistrationFields {
  /** Link to Dispute */
  dispute?: string | null;
  /** YYYY-MM-DD */
  registration_date?: string | null;
  registration_number?: string | null;
  /** rich text (HTML) */
  registration_report?: string | null;
  stage?: string | null;
}

/** Doctype Respondent Reply. */
export interface RespondentReplyFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  document_title?: string | null;
  /** YYYY-MM-DD */
  document_date?: string | null;
  /** YYYY-MM-DD */
  received_date?: string | null;
  received_number?: string | null;
  received?: 0 | 1 | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  stage?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
}

/** Doctype Respondent Table (child table rows). */
export interface RespondentTableFields {
  respondent_type?: "Individual" | "Enterprise" | null;
  contact_type?: string | null;
  /** Link to Salutation */
  salutation?: string | null;
  name1?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  fathers_name?: string | null;
  email?: string | null;
  mobile?: string | null;
  phone_no?: string | null;
  address?: string | null;
  flathouse_no?: string | null;
  landmark?: string | null;
  streetvillage?: string | null;
  city?: string | null;
  post_office?: string | null;
  taluk?: string | null;
  district?: string | null;
  /** Link to State */
  state?: string | null;
  pin_code?: string | null;
  /** Lawyer Name */
  add_lawyer?: string | null;
  lawyer_email_id?: string | null;
  preferred_language?: string | null;
}

/** Doctype Role. */
export interface RoleFields {
  role_name?: string | null;
  disabled?: 0 | 1 | null;
}

/** Doctype Salutation. */
export interface SalutationFields {
  salutation?: string | null;
}

/** Doctype Service Attempt. */
export interface ServiceAttemptFields {
  notice?: string | null;
  case_doctype?: string | null;
  case_name?: string | null;
  lot?: string | null;
  party_row?: string | null;
  party_name?: string | null;
  notice_kind?: string | null;
  channel?: "Email" | "SMS" | "WhatsApp" | "Post" | null;
  address?: string | null;
  language?: string | null;
  status?: "Queued" | "Sent" | "Delivered" | "Read" | "Failed" | null;
  provider?: string | null;
  provider_message_id?: string | null;
  queued_on?: string | null;
  not_before?: string | null;
  claimed_until?: string | null;
  sent_on?: string | null;
  delivered_on?: string | null;
  read_on?: string | null;
  failed_on?: string | null;
  tries?: number | null;
  error?: string | null;
  subject?: string | null;
  message?: string | null;
  tracking_status?: string | null;
  receipt_sha256?: string | null;
  sent_by?: string | null;
}

/** Doctype Service Escalation Rule. */
export interface ServiceEscalationRuleFields {
  notice_kind?: string | null;
  first_channels?: string | null;
  days_to_post?: number | null;
  days_to_decision?: number | null;
}

/** Doctype Service Notice. */
export interface ServiceNoticeFields {
  case_doctype?: string | null;
  case_name?: string | null;
  lot?: string | null;
  batch?: string | null;
  party_row?: string | null;
  party_name?: string | null;
  notice_kind?: string | null;
  state?: "In Progress" | "Post" | "Awaiting Decision" | "Served" | "Substituted Service" | null;
  started_on?: string | null;
  served_on?: string | null;
  served_by_attempt?: string | null;
  escalated_on?: string | null;
  decision_asked_on?: string | null;
  decision?: string | null;
  decided_by?: string | null;
  decided_on?: string | null;
  sent_by?: string | null;
}

/** Doctype Service Receipt. */
export interface ServiceReceiptFields {
  attempt?: string | null;
  event_key?: string | null;
  channel?: string | null;
  provider_message_id?: string | null;
  status?: string | null;
  event_time?: string | null;
  source?: "Webhook" | "Entered" | "Imported" | null;
  payload?: string | null;
  payload_sha256?: string | null;
  signature?: string | null;
  recorded_by?: string | null;
}

/** Doctype Settlement. */
export interface SettlementFields {
  /** Link to Dispute */
  dispute?: string | null;
  /** Link to Claim */
  claim?: string | null;
  settlement_type?: string | null;
  /** YYYY-MM-DD */
  settlement_date?: string | null;
  settlement_amount?: number | null;
  /** rich text (HTML) */
  settlement_report?: string | null;
  /** YYYY-MM-DD */
  non_settlement_date?: string | null;
  non_settlement_amount?: number | null;
  /** rich text (HTML) */
  non_settlement_report?: string | null;
  received?: 0 | 1 | null;
  stage?: string | null;
  /** YYYY-MM-DD */
  document_date?: string | null;
}

/** Doctype Settlement Offer. */
export interface SettlementOfferFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  offer_type?: "One-time" | "Instalments" | null;
  amount?: number | null;
  instalment_count?: number | null;
  instalment_amount?: number | null;
  /** YYYY-MM-DD */
  first_due_date?: string | null;
  grace_days?: number | null;
  /** YYYY-MM-DD */
  valid_until?: string | null;
  terms_note?: string | null;
  payee_name?: string | null;
  collection_vpa?: string | null;
  bank_account_number?: string | null;
  bank_ifsc?: string | null;
  status?: "Open" | "Withdrawn" | "Accepted" | "Proposed" | "Declined" | null;
  total_amount?: number | null;
  claimed_amount?: number | null;
  discount_percent?: number | null;
  source?: "Case" | "Lot" | "Default" | "Respondent" | null;
  lot?: string | null;
  user_email_id?: string | null;
  replies_to?: string | null;
  proposed_reason?: string | null;
  answer_reason?: string | null;
  answered_by?: string | null;
  answered_at?: string | null;
  accepted_at?: string | null;
  accepted_by?: string | null;
  accepted_as?: string | null;
  accepted_mobile?: string | null;
  accepted_ip?: string | null;
  accepted_language?: string | null;
  accepted_text?: string | null;
  accepted_text_sha256?: string | null;
}

/** Doctype SHN S17 Order And MOM Dispatch. */
export interface SHNS17OrderAndMOMDispatchFields {
  /** Link to Claim */
  claim?: string | null;
  /** Link to Dispute */
  dispute?: string | null;
  /** YYYY-MM-DD */
  dispatch_date?: string | null;
  /** YYYY-MM-DD */
  posting_date?: string | null;
  status?: string | null;
  dispatched_to?: string | null;
  documents?: string | null;
  /** Link to Dispatch Channel */
  channel?: string | null;
  tracking_id?: string | null;
  tracking_details?: string | null;
  /** YYYY-MM-DD */
  dispatch_received_date?: string | null;
  acknowledged?: 0 | 1 | null;
  acknowledgement_received?: 0 | 1 | null;
  /** YYYY-MM-DD */
  acknowledgement_date?: string | null;
  dispatch_approved?: 0 | 1 | null;
  dispatch_details?: DispatchDetailFields[] | null;
  claimant_id?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  mediator_email_id?: string | null;
}

/** Doctype SMS Log. */
export interface SMSLogFields {
  to?: string | null;
  text?: string | null;
  status?: "Not Sent" | "Sent" | "Error" | null;
  reference_doctype?: string | null;
  reference_name?: string | null;
  error?: string | null;
  message_id?: string | null;
}

/** Doctype Specialization. */
export interface SpecializationFields {
  specialization?: string | null;
}

/** Doctype Specialization Detail (child table rows). */
export interface SpecializationDetailFields {
  /** Link to Specialization */
  specialization?: string | null;
}

/** Doctype State. */
export interface StateFields {
  state?: string | null;
  state_code?: string | null;
}

/** Doctype Statutory Reminder. */
export interface StatutoryReminderFields {
  case_doctype?: string | null;
  case_name?: string | null;
  deadline_kind?: string | null;
  /** YYYY-MM-DD */
  due_on?: string | null;
  days_before?: number | null;
  recipients?: string | null;
}

/** Doctype Tax Withholding Category. */
export interface TaxWithholdingCategoryFields {
  category_name?: string | null;
  section?: string | null;
  rate?: number | null;
}

/** Doctype User. */
export interface UserFields {
  email?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  mobile_no?: string | null;
  enabled?: 0 | 1 | null;
  user_type?: "System User" | "Website User" | null;
  roles?: HasRoleFields[] | null;
  api_key?: string | null;
  last_login?: string | null;
}

/** Doctype User Registration. */
export interface UserRegistrationFields {
  user_type?: "Claimant" | "Lawyer" | "Arbitrator" | "Mediator" | "Med-Arb" | "Expert" | null;
  customer_type?: "Individual" | "Enterprise" | null;
  status?: "Draft" | "Pending For Approval" | "Approved" | "Rejected" | null;
  email_id?: string | null;
  /** Link to Salutation */
  salutation?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  fathers_name?: string | null;
  /** Link to Gender */
  gender?: string | null;
  /** YYYY-MM-DD */
  date_of_birth?: string | null;
  primary_number?: string | null;
  alternative_number?: string | null;
  is_prim_whatsapp?: 0 | 1 | null;
  is_alt_whatsapp?: 0 | 1 | null;
  occupation?: string | null;
  department?: string | null;
  designation?: string | null;
  profile_image?: string | null;
  flathouse_no?: string | null;
  streetvillage?: string | null;
  landmark?: string | null;
  taluk?: string | null;
  post_office?: string | null;
  city?: string | null;
  district?: string | null;
  /** Link to State */
  state?: string | null;
  pin_code?: string | null;
  address?: string | null;
  company_name?: string | null;
  website?: string | null;
  /** Link to Industry Type */
  industry?: string | null;
  companyemail?: string | null;
  gstin?: string | null;
  cin?: string | null;
  contact_person?: string | null;
  business_volume?: BusinessVolumeFields[] | null;
  contract_claim_price?: number | null;
  pan?: string | null;
  arb_pan?: string | null;
  aadhar_number?: string | null;
  enrollment_number?: string | null;
  bar_council_id?: string | null;
  certificates?: string | null;
  tc_accepted?: 0 | 1 | null;
  privacy_notice_version?: string | null;
  qualification?: QualificationDetailFields[] | null;
  experience?: ProfessionDetailFields[] | null;
  profession?: ProfessionDetailFields[] | null;
  arbitration_training?: ArbitrationTrainingFields[] | null;
  /** Link to Arbitrator Category */
  arbitrator_category?: string | null;
  others_arbitrator_category?: string | null;
  specialization?: SpecializationDetailFields[] | null;
  others_specialization?: string | null;
  expertise?: string | null;
  languages_known?: LanguageKnownFields[] | null;
  number_of_years_experience_as_an_arbitrator?: number | null;
  number_of_years_experience_as_a_advocate?: number | null;
  sole_arbitrator_cases?: number | null;
  co_arbitrator_cases?: number | null;
  ongoing_arbitrator_cases?: number | null;
  counsel_cases?: number | null;
  expert_cases?: number | null;
  jurisdiction?: string | null;
  other_information?: string | null;
  bank_name?: string | null;
  account_holder_name?: string | null;
  account_number?: string | null;
  ifsc_code?: string | null;
  branch_name?: string | null;
  fee?: number | null;
  professional_fees?: number | null;
  /** Link to Tax Withholding Category */
  tds_category?: string | null;
  tds?: number | null;
  signature?: string | null;
  letterhead?: string | null;
  vc_link?: string | null;
  review_reason?: string | null;
  reviewed_by?: string | null;
  reviewed_on?: string | null;
}

/** Every doctype's field block by its name. */
export interface DoctypeFields {
  "Additional Pleading": AdditionalPleadingFields;
  "Appointment Draw": AppointmentDrawFields;
  "Appointment Panel": AppointmentPanelFields;
  "Appointment Panel Member": AppointmentPanelMemberFields;
  "Appointment Pool": AppointmentPoolFields;
  "Arbitration Document": ArbitrationDocumentFields;
  "Arbitration Training": ArbitrationTrainingFields;
  "Arbitration Type": ArbitrationTypeFields;
  "Arbitrator Category": ArbitratorCategoryFields;
  "Audit Trail": AuditTrailFields;
  "Award": AwardFields;
  "Business Volume": BusinessVolumeFields;
  "Case Attachment Document": CaseAttachmentDocumentFields;
  "Claim": ClaimFields;
  "Claimant Table": ClaimantTableFields;
  "Consent And Disclosure Dispatch": ConsentAndDisclosureDispatchFields;
  "Country": CountryFields;
  "Data Import": DataImportFields;
  "Data Import Log": DataImportLogFields;
  "Designation": DesignationFields;
  "Dispatch Channel": DispatchChannelFields;
  "Dispatch Detail": DispatchDetailFields;
  "Dispute": DisputeFields;
  "District": DistrictFields;
  "Document Dispatch Tracker": DocumentDispatchTrackerFields;
  "Document Type": DocumentTypeFields;
  "Email Queue": EmailQueueFields;
  "FHN And MOM Dispatch": FHNAndMOMDispatchFields;
  "File": FileFields;
  "Gender": GenderFields;
  "Has Role": HasRoleFields;
  "Hearing": HearingFields;
  "Hearing Attendee": HearingAttendeeFields;
  "Industry Type": IndustryTypeFields;
  "Invoice": InvoiceFields;
  "Invoice Status": InvoiceStatusFields;
  "Language": LanguageFields;
  "Language Known": LanguageKnownFields;
  "Lot": LotFields;
  "Nature of Dispute": NatureOfDisputeFields;
  "Neutral Relationship": NeutralRelationshipFields;
  "Print Verification": PrintVerificationFields;
  "Profession Detail": ProfessionDetailFields;
  "Profile Review": ProfileReviewFields;
  "Qualification Detail": QualificationDetailFields;
  "Registration": RegistrationFields;
  "Respondent Reply": RespondentReplyFields;
  "Respondent Table": RespondentTableFields;
  "Role": RoleFields;
  "Salutation": SalutationFields;
  "Service Attempt": ServiceAttemptFields;
  "Service Escalation Rule": ServiceEscalationRuleFields;
  "Service Notice": ServiceNoticeFields;
  "Service Receipt": ServiceReceiptFields;
  "Settlement": SettlementFields;
  "Settlement Offer": SettlementOfferFields;
  "SHN S17 Order And MOM Dispatch": SHNS17OrderAndMOMDispatchFields;
  "SMS Log": SMSLogFields;
  "Specialization": SpecializationFields;
  "Specialization Detail": SpecializationDetailFields;
  "State": StateFields;
  "Statutory Reminder": StatutoryReminderFields;
  "Tax Withholding Category": TaxWithholdingCategoryFields;
  "User": UserFields;
  "User Registration": UserRegistrationFields;
}
