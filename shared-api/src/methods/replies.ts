/*
 * Replies of the portal's methods that no other part of shared-api describes. Types only: the
 * screens import them from here, so what the server answers is written down once.
 */
import type { CaseDoc } from '../cases/types';
import type { AwardLimitation, DeadlineKind, MandateStatus } from '../rules';

type Maybe<T> = T | null;

/** Frappe's File document as `upload_file` returns it. */
export interface FrappeFile {
  name: string;
  file_name: string;
  file_url: string;
  is_private: 0 | 1;
  file_size?: number;
  file_type?: string;
  attached_to_doctype?: string | null;
  attached_to_name?: string | null;
  attached_to_field?: string | null;
  content_hash?: string;
  folder?: string;
}

/** A case row of the case lists: the case and its display title. */
export type CaseListRow = CaseDoc & { title?: string | null };

export interface ClaimListPage {
  data: CaseListRow[];
  total: number;
  start: number;
  limit: number;
}

export interface CaseCounts {
  total: number;
  draft: number;
  ongoing: number;
  completed: number;
}

/** `dashboard_cards`: the caller's cases, counted by kind and state. */
export interface DashboardCards extends CaseCounts {
  claims: CaseCounts & { settled: number; on_hold: number; bulk_pending_consent_disclosure: number };
  disputes: CaseCounts;
  hearings_today: number;
  hearings_upcoming: number;
  awards: number;
}

/** `mediation_dashboard_cards`. */
export interface MediationDashboardCards extends CaseCounts {
  settled: number;
  non_settled: number;
  hearings_upcoming: number;
  due_soon: number;
  extension_requests: number;
}

export interface DashboardHearing {
  name: string;
  claim: Maybe<string>;
  dispute: Maybe<string>;
  hearing_type: Maybe<string>;
  hearing_date: Maybe<string>;
  hearing_time: Maybe<string>;
  mode_of_hearing: Maybe<string>;
  vc_link: Maybe<string>;
  hearing_location: Maybe<string>;
  status: Maybe<string>;
  claimant_name: Maybe<string>;
  respondent_name: Maybe<string>;
}

export interface DueCase {
  name: string;
  doctype: 'Claim' | 'Dispute';
  stage: string;
  title: string;
  due_date?: Maybe<string>;
  extended_date?: Maybe<string>;
  effective_due_date: Maybe<string>;
}

/** `dashboard_api`: hearings of the next days and the cases due soonest. */
export interface DashboardLists {
  hearings: DashboardHearing[];
  due_cases: DueCase[];
  /** How many cases are due in all: `due_cases` holds the soonest of them (at most DUE_SOON_LIST_LIMIT). */
  due_cases_total?: number;
}

export interface StatutoryDeadlineRow {
  name: string;
  doctype: 'Claim' | 'Dispute';
  stage?: Maybe<string>;
  title?: Maybe<string>;
  next_deadline_on: string;
  next_deadline_kind: DeadlineKind;
  mandate_status?: Maybe<MandateStatus>;
}

export interface StatutoryDeadlines {
  today: string;
  until: string;
  /** The caller's running clocks: past due, due within the window, due later. */
  counts: { past_due: number; due_soon: number; running: number };
  deadlines: StatutoryDeadlineRow[];
}

/** One case whose stage its records do not bear out, as check_case_consistency lists it. */
export interface CaseProblem {
  doctype: 'Claim' | 'Dispute';
  name: string;
  stage: string;
  /** What contradicts the stage, in the server's words (the stage prerequisites' reasons). */
  problems: string[];
}

export interface CorrectedStage {
  name: string;
  stage: string;
  /** The reason as the audit trail keeps it, with the move: "… (Completed → Hearing)". */
  stage_correction_reason: string;
}

/** One delivery of a dispatch (a row of dispatch_details), as the server returns it. */
export interface DispatchDeliveryRow {
  name?: string;
  dispatched_to?: Maybe<string>;
  party_type?: 'Claimant' | 'Respondent' | null;
  party_row?: Maybe<string>;
  email?: Maybe<string>;
  mobile?: Maybe<string>;
  address?: Maybe<string>;
  channel?: Maybe<string>;
  dispatch_date?: Maybe<string>;
  tracking_id?: Maybe<string>;
  status?: Maybe<string>;
  received_date?: Maybe<string>;
  acknowledged?: Maybe<number>;
  acknowledgement_date?: Maybe<string>;
  proof?: Maybe<string>;
  message_id?: Maybe<string>;
  send_error?: Maybe<string>;
}

export interface DispatchRecord {
  name: string;
  claim?: Maybe<string>;
  dispute?: Maybe<string>;
  documents?: Maybe<string>;
  status?: Maybe<string>;
  dispatch_approved?: Maybe<number>;
  creation?: string;
  /** The version read: an editor sends it back with its save (sinceOpened). */
  modified?: string;
  dispatch_details: DispatchDeliveryRow[];
}

export interface ConsentCase {
  name: string;
  case_kind: 'claim' | 'dispute';
  title: Maybe<string>;
  stage: string;
  acceptance_date: Maybe<string>;
  consent_recorded: boolean;
  consent_document: Maybe<string>;
  disclosure_document: Maybe<string>;
  consent_and_disclosure_dispatch: 0 | 1;
  consent_and_disclosure_channel: Maybe<string>;
  /** Channels its deliveries were recorded with: approving keeps them. */
  recorded_channels?: string[];
}

export interface SendResult {
  name: string;
  status: Maybe<string>;
  sent: number;
  queued: number;
  failed: number;
  dispatch_details: DispatchDeliveryRow[];
}

export interface AwardParty {
  party_type: 'Claimant' | 'Respondent';
  party_row: string;
  party_name: string;
  contact_type: Maybe<string>;
  dispatched: boolean;
  channel: Maybe<string>;
  dispatch_date: Maybe<string>;
  status: Maybe<string>;
  tracking_id: Maybe<string>;
  /** YYYY-MM-DD: the award's proven service by the portal's notice (served_on), when there is one. */
  served_on: Maybe<string>;
  /** What the limitation counts from: the notice's proven service, else the dispatch's acknowledged receipt. */
  received_from: 'Service' | 'Dispatch' | null;
  limitation: AwardLimitation | null;
}

export interface AwardDispatchStatus {
  case: string;
  all_dispatched: boolean;
  parties: AwardParty[];
}

/** A respondent's own delivery, as `get_my_dispatch_status` lists it (no addresses or numbers). */
export interface MyDispatch {
  kind: string;
  kind_label: string;
  channel: Maybe<string>;
  dispatch_date: Maybe<string>;
  tracking_id: Maybe<string>;
  status: string;
  received_date: Maybe<string>;
  acknowledged: 0 | 1;
  acknowledgement_date: Maybe<string>;
  limitation: AwardLimitation | null;
}

export interface ReportRow {
  kind: string;
  kind_label: string;
  dispatch: string;
  row: string;
  case: Maybe<string>;
  dispatched_to: Maybe<string>;
  party_type: Maybe<string>;
  channel: Maybe<string>;
  dispatch_date: Maybe<string>;
  tracking_id: Maybe<string>;
  message_id: Maybe<string>;
  status: string;
  send_error: Maybe<string>;
  received_date: Maybe<string>;
  acknowledged: 0 | 1;
  acknowledgement_date: Maybe<string>;
  has_proof: boolean;
  stale: boolean;
}

export interface ReportPage {
  rows: ReportRow[];
  total: number;
  totals: Record<string, number>;
  stale: number;
  without_proof: number;
  stale_days: number;
}

export interface Lawyer {
  name: string;
  full_name: string;
  email: string;
  mobile: Maybe<string>;
}

export interface LawyerPage {
  data: Lawyer[];
  total: number;
}

export type RespondentCaseDoctype = 'Claim' | 'Dispute';

/** What the server says after texting (or not re-texting) a respondent's code; the code never comes back. */
export interface CodeSent {
  sent: boolean;
  case: string;
  doctype: RespondentCaseDoctype;
  masked_mobile: string;
  /** Seconds the pending code stays valid. */
  expires_in: number;
  resend_after: number;
}

export interface Verified {
  success: true;
  case: string;
  doctype: RespondentCaseDoctype;
  csrf_token: string;
  respondent: { name: string; contact_type: string };
}

/** A verification code's document, as `/verify` and `verify_document` show it. */
export interface VerificationRecord {
  code: string;
  case: string;
  document_kind: string;
  document_date: Maybe<string>;
  sha256: string;
  /** The PDF's PAdES signature: signer, certificate (subject, issuer, serial), time (ISO, UTC); null when unsigned. */
  signature: Maybe<{ signer: string; subject: string; issuer: string; serial: string; time: string; timestamped: boolean }>;
  /** Only when a copy's SHA-256 was sent to compare. */
  matches?: boolean;
}

export interface ProfileReview {
  name: string;
  status: string;
  reviewed_by: Maybe<string>;
}

/** A rawReply method's whole body besides `message` does not reach `call`; these keep what does. */
export type ConversionMessage = string;
