import type { Flag } from 'shared-api';

/** A Claim or Dispute as the neutral's screens read it; other fields pass through untouched. */
export interface CaseRecord {
  name: string;
  stage?: string | null;
  title?: string | null;
  creation?: string | null;
  user_email_id?: string | null;
  arbitrator?: string | null;
  arbitrator_name?: string | null;
  mediator_email_id?: string | null;
  mediator_name?: string | null;
  case_management_type?: string | null;
  claim_type?: string | null;
  is_settled?: Flag;
  is_nonsettled?: Flag;
  due_date?: string | null;
  extended_date?: string | null;
  consent?: string | null;
  disclosure?: string | null;
  acceptance_by?: string | null;
  acceptance_date?: string | null;
  claimant_table?: Array<Record<string, unknown>>;
  respondent_table?: Array<Record<string, unknown>>;
  [field: string]: unknown;
}

export interface HearingAttendee {
  name?: string;
  name1: string;
  designation?: string | null;
  representing?: string | null;
}

export interface HearingRecord {
  name: string;
  claim?: string | null;
  dispute?: string | null;
  hearing_for?: string | null;
  hearing_type?: string | null;
  hearing_date?: string | null;
  hearing_time?: string | null;
  mode_of_hearing?: string | null;
  vc_link?: string | null;
  hearing_location?: string | null;
  status?: string | null;
  transcript?: string | null;
  hearing_attendees?: HearingAttendee[];
  claimant_name?: string | null;
  respondent_name?: string | null;
  arbitrator_name?: string | null;
  mediator_name?: string | null;
}

export interface DocumentRecord {
  name: string;
  claim?: string | null;
  dispute?: string | null;
  document_type?: string | null;
  document_class?: string | null;
  description?: string | null;
  posting_date?: string | null;
  creation?: string | null;
  owner?: string | null;
}

export interface PleadingRecord {
  name: string;
  claim?: string | null;
  dispute?: string | null;
  document_title?: string | null;
  document_date?: string | null;
  posting_date?: string | null;
  owner?: string | null;
}

export interface AttachedFile {
  name: string;
  file_name?: string | null;
  file_url: string;
  owner?: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}
