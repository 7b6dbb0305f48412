import * as v from 'valibot';
import { method, noArgs, optionalText, text, type MethodSpec } from './define';

/** A case's legal hold as set_legal_hold left it. */
export interface LegalHoldReply {
  case: string;
  legal_hold: 0 | 1;
  legal_hold_reason: string | null;
}

/** One kind of record in the retention schedule. */
export interface RetentionRule {
  kind: string;
  /** What the records are, in words. */
  records: string;
  /** Days after which the job deletes them; null: kept (as the law requires). */
  delete_after_days: number | null;
  /** Why this period: the law or the purpose. */
  basis: string;
}

/** One run of the retention job: how many records of each kind it removed, and what holds kept. */
export interface RetentionRun {
  ran_at: string;
  removed: Record<string, number>;
  kept_on_hold: number;
}

/** A request by the data principal (DPDP Act 2023 ss. 11-13), tracked to its answer. */
export interface DataRequest {
  name: string;
  /** Access (s. 11), Correction or Erasure (s. 12), Grievance (s. 13). */
  kind: 'Access' | 'Correction' | 'Erasure' | 'Grievance';
  details: string;
  status: 'Open' | 'Completed' | 'Refused';
  filed_at: string;
  /** The answer is due by then: 90 days (DPDP Rules 2025, rule 14(3)). */
  due_by: string;
  overdue: boolean;
  answer: string | null;
  answered_at: string | null;
  /** Shown to the case manager only: who filed it (an account, or a respondent on a case). */
  subject?: string;
}

/** The privacy notice to show, and whether this session has consented to its version. */
export interface PrivacyNoticeReply {
  version: string;
  notice: Record<'en' | 'hi', { title: string; paragraphs: readonly string[]; agree: string }>;
  grievance: { name: string; email: string; phone: string | null } | null;
  consented: boolean;
}

const requestKind = v.picklist(['Access', 'Correction', 'Erasure', 'Grievance']);

/** Data stewardship: legal holds and the retention schedule (issue: data stewardship). */
export const STEWARDSHIP_METHODS = {
  set_legal_hold: method<LegalHoldReply>()({
    summary: 'The case manager puts a case under a legal hold (nothing of it is deleted) or lifts it, with the reason',
    access: { roles: ['System Manager'], refusal: 'Only the case manager can place or lift a legal hold' },
    http: ['POST'],
    args: v.object({ case: text, hold: v.union([v.literal(0), v.literal(1), v.literal('0'), v.literal('1')]), reason: optionalText }),
  }),
  get_data_retention: method<{ schedule: RetentionRule[]; runs: RetentionRun[] }>()({
    summary: 'The retention schedule and the last runs of the retention job',
    access: { roles: ['System Manager'], refusal: 'Only the case manager can see the retention schedule' },
    args: noArgs,
  }),
  get_privacy_notice: method<PrivacyNoticeReply>()({
    summary: 'The privacy notice (English, Hindi), its version, the grievance officer, and whether the caller consented to it',
    access: 'guest',
    http: ['GET'],
    args: noArgs,
  }),
  record_consent: method<{ version: string; recorded_at: string }>()({
    summary: 'Records the signed-in user’s or respondent’s consent to the privacy notice version they were shown',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ version: text, language: v.picklist(['en', 'hi']) }),
  }),
  file_data_request: method<DataRequest>()({
    summary: 'The data principal asks for their data, a correction, an erasure, or files a grievance',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ kind: requestKind, details: optionalText }),
  }),
  my_data_requests: method<DataRequest[]>()({
    summary: 'The caller’s own requests about their data, with their answers',
    access: 'signed-in',
    http: ['GET'],
    args: noArgs,
  }),
  download_my_data: method<Record<string, unknown>>()({
    summary: 'A copy of the personal data the portal holds about the caller (DPDP Act s. 11)',
    access: 'signed-in',
    http: ['GET'],
    args: noArgs,
  }),
  list_data_requests: method<DataRequest[]>()({
    summary: 'Every data principal request, open ones first, with their deadlines',
    access: { roles: ['System Manager'], refusal: 'Only the case manager can see the requests about personal data' },
    http: ['GET'],
    args: v.object({ status: optionalText }),
  }),
  answer_data_request: method<DataRequest>()({
    summary: 'The case manager answers a data principal request (an erasure completed erases what the law does not keep)',
    access: { roles: ['System Manager'], refusal: 'Only the case manager can answer requests about personal data' },
    http: ['POST'],
    args: v.object({ request: text, status: v.picklist(['Completed', 'Refused']), answer: text }),
  }),
} as const satisfies Record<string, MethodSpec>;
