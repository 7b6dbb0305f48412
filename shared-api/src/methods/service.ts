import * as v from 'valibot';
import type { AwardLimitation } from '../rules';
import { method, optionalText, text, type MethodAccess, type MethodSpec } from './define';

/*
 * Service of notices (issue "Service that stands in court"): the case manager sends a notice to
 * every respondent of a case or a Lot on the channels of its escalation ladder, reads each
 * party's attempts and receipts, records registered post, and decides on substituted service.
 */

export const NOTICE_KIND_OPTIONS = ['Notice of Arbitration', 'Hearing Notice', 'Award'] as const;
export const SERVICE_CHANNELS = ['Email', 'SMS', 'WhatsApp', 'Post'] as const;
export const POST_TRACKING_STATUSES = ['Booked', 'In Transit', 'Out For Delivery', 'Delivered', 'Returned', 'Refused'] as const;

export type ServiceChannel = (typeof SERVICE_CHANNELS)[number];
export type ServiceAttemptStatus = 'Queued' | 'Sent' | 'Delivered' | 'Read' | 'Failed';
export type ServiceNoticeState = 'In Progress' | 'Post' | 'Awaiting Decision' | 'Served' | 'Substituted Service';

export interface QueuedServiceNotices {
  batch: string;
  notices: number;
  attempts: Record<ServiceChannel, number>;
  /** ISO instant: texts wait until 08:00 IST when sent outside 08:00-19:00. */
  notBefore: string;
}

export interface ServiceReceiptRow {
  name: string;
  status: string;
  event_time: string | null;
  /** DD-MM-YYYY HH:MM IST. */
  event_time_ist: string;
  source: 'Webhook' | 'Entered' | 'Imported';
  payload_sha256: string;
  recorded_by: string;
}

export interface ServiceAttemptRow {
  name: string;
  channel: ServiceChannel;
  address: string | null;
  language: string | null;
  status: ServiceAttemptStatus;
  provider: string | null;
  provider_message_id: string | null;
  queued_on: string | null;
  not_before: string | null;
  sent_on: string | null;
  delivered_on: string | null;
  read_on: string | null;
  failed_on: string | null;
  error: string | null;
  tracking_status: string | null;
  receipt_sha256: string | null;
  sent_by: string | null;
  receipts: ServiceReceiptRow[];
  /** Its times as DD-MM-YYYY HH:MM IST, by field. */
  ist: Record<string, string>;
}

export interface ServiceNoticeRow {
  name: string;
  case_doctype: string;
  case_name: string;
  party_row: string;
  party_name: string | null;
  notice_kind: string;
  state: ServiceNoticeState;
  started_on: string | null;
  served_on: string | null;
  served_by_attempt: string | null;
  escalated_on: string | null;
  decision_asked_on: string | null;
  decision: string | null;
  decided_by: string | null;
  attempts: ServiceAttemptRow[];
  /** Its times as DD-MM-YYYY HH:MM IST, by field. */
  ist: Record<string, string>;
}

/**
 * One respondent's clocks counted from PROVEN service (the notice's served_on, India's calendar
 * day): the proceedings commence on receipt of the Notice of Arbitration (s.21); the correction
 * (s.33(1)) and setting-aside (s.34(3)) periods run from receipt of the award.
 */
export interface ServiceClockParty {
  party_row: string;
  party_name: string;
  notice_state: ServiceNoticeState | null;
  /** YYYY-MM-DD. */
  notice_served_on: string | null;
  notice_served_by: string | null;
  /** YYYY-MM-DD (s.21). */
  commenced_on: string | null;
  award_state: ServiceNoticeState | null;
  /** YYYY-MM-DD. */
  award_served_on: string | null;
  award_served_by: string | null;
  limitation: AwardLimitation | null;
}

/** A case's service as its parties and neutral read it: the clocks, and the record of every notice. */
export interface CaseService {
  case: string;
  clock: ServiceClockParty[];
  notices: ServiceNoticeRow[];
}

/** How far one send (a case or a whole Lot) has gone: its notices served, its attempts per channel and status. */
export interface ServiceBatchProgress {
  batch: string;
  notices: number;
  served: number;
  attempts: Record<ServiceChannel, Record<ServiceAttemptStatus, number>>;
  /** Texts and e-mails still to leave (Queued, Post excluded: it waits for its article number). */
  waiting: number;
}

export interface PostTrackingResult {
  article_number: string;
  outcome: 'recorded' | 'replay' | 'stale' | 'unknown' | 'noted';
}

const CASE_MANAGER: MethodAccess = { roles: ['System Manager'], refusal: 'Only the case manager serves notices' };

export const SERVICE_METHODS = {
  send_service_notices: method<QueuedServiceNotices>()({
    summary: 'Send a notice to every respondent of a case or a Lot on its ladder’s first channels (queued, drained at the providers’ rates)',
    access: CASE_MANAGER,
    http: ['POST'],
    args: v.object({ notice_kind: text, case: optionalText, lot: optionalText }),
  }),
  get_service_record: method<ServiceNoticeRow[]>()({
    summary: 'Every notice of a case, per party, with its attempts and their receipts',
    access: CASE_MANAGER,
    http: ['GET'],
    args: v.object({ case: text }),
  }),
  get_case_service: method<CaseService>()({
    summary: 'A case’s service record and the clocks that run from proven service, for whoever reads the case (a respondent: their own notices)',
    access: 'signed-in',
    http: ['GET'],
    args: v.object({ case: text }),
  }),
  get_service_batch: method<ServiceBatchProgress>()({
    summary: 'How far one send has gone: notices served, attempts per channel and status (the screen polls it while the queue drains)',
    access: CASE_MANAGER,
    http: ['GET'],
    args: v.object({ batch: text }),
  }),
  record_post_article: method<{ attempt: string; article_number: string }>()({
    summary: 'Record that a notice went by registered post or Speed Post, with its article number',
    access: CASE_MANAGER,
    http: ['POST'],
    args: v.object({ notice: text, article_number: text, posted_on: optionalText }),
  }),
  record_post_tracking: method<PostTrackingResult[]>()({
    summary: 'Record India Post tracking statuses, one entered or many imported (all rows checked first)',
    access: CASE_MANAGER,
    http: ['POST'],
    args: v.object({
      article_number: optionalText,
      status: optionalText,
      date: optionalText,
      remarks: optionalText,
      rows: v.optional(v.array(v.object({ article_number: text, status: text, date: optionalText, remarks: optionalText }))),
    }),
  }),
  decide_substituted_service: method<{ notice: string; state: ServiceNoticeState }>()({
    summary: 'The case manager’s decision on a notice nobody received: substituted service, as directed',
    access: CASE_MANAGER,
    http: ['POST'],
    args: v.object({ notice: text, decision: text }),
  }),
} as const satisfies Record<string, MethodSpec>;
