import * as v from 'valibot';
import type { BootInfo, LoginReply } from '../auth/types';
import type { ExtensionReply, HearingDoc } from '../cases/types';
import { SERVICE_METHODS } from './service';
import type { FilingFee, FilingFeeConfirmation, PaymentAccount, StageOption } from '../rules';
import {
  date,
  method,
  noArgs,
  optionalDate,
  optionalEmail,
  optionalFlag,
  optionalInt,
  optionalText,
  text,
  type MethodAccess,
  type MethodSpec,
} from './define';
import type {
  AwardDispatchStatus,
  CaseListRow,
  CaseProblem,
  ClaimListPage,
  CodeSent,
  ConsentCase,
  ConversionMessage,
  CorrectedStage,
  DashboardCards,
  DashboardLists,
  DispatchRecord,
  FrappeFile,
  LawyerPage,
  MediationDashboardCards,
  MyDispatch,
  ProfileReview,
  ReportPage,
  SendResult,
  StatutoryDeadlines,
  VerificationRecord,
  Verified,
} from './replies';
import { APPOINTMENT_METHODS } from './appointments';
import { SETTLEMENT_METHODS } from './settlement';
import { SIGNATURE_METHODS } from './signatures';
import { STEWARDSHIP_METHODS } from './stewardship';

/*
 * Every method of the API, once: its arguments (valibot, so the lender API's OpenAPI document can
 * be written from them), the type of its reply, who may call it and how. The server registers a
 * handler against each entry (a test fails on an entry without a handler or a handler without an
 * entry) and the front end's `api.call` takes its names, arguments and replies from here.
 */

const CASE_MANAGER = (refusal: string): MethodAccess => ({ roles: ['System Manager'], refusal });

/** A case named by its number (`case`; the server also reads `docname` / `name`). */
const caseArg = { case: text };
/** The screens name whose view they load; the session decides what it may see. */
const viewerArgs = { email: optionalEmail };
const listTab = { tab: optionalText, start: optionalInt, limit: optionalInt, sort: optionalText, deadline: optionalText };
const respondentCase = { claim_id: optionalText, dispute_id: optionalText };
const dispatchDetails = method<DispatchRecord[]>()({
  summary: 'The dispatch records of one kind on a case, with their deliveries',
  access: 'signed-in',
  args: v.object({ case: optionalText, claim: optionalText, dispute: optionalText, ...viewerArgs }),
});
const acceptance = {
  docname: text,
  hearing: optionalDate,
  hearing_date: optionalDate,
  mode_of_hearing: optionalText,
  vc_link: optionalText,
  hearing_location: optionalText,
  acceptance_by: optionalText,
  acceptance_date: optionalDate,
  fee_confirmation: optionalFlag,
  time_increment: optionalInt,
  due_date: optionalDate,
  /** The disclosure (Sixth Schedule, Arbitration and Conciliation Act 1996) travels with the acceptance. */
  disclosure: v.optional(v.unknown()),
};

/** The portal's own methods, at `/api/method/arbitroute.api.react_api.<name>`. */
export const APP_METHODS = {
  ...APPOINTMENT_METHODS,
  // Accounts (SPEC §7).
  login: method<LoginReply>()({
    summary: 'Log in with an e-mail or mobile number; the reply carries roles and the CSRF token',
    access: 'guest',
    http: ['POST'],
    csrfExempt: true,
    args: v.object({ login_id: text, password: text }),
  }),
  get_boot_info: method<BootInfo>()({ summary: 'Who the session is, and its CSRF token', access: 'guest', args: noArgs }),
  forget_password: method<string>()({
    summary: 'Mail a temporary password (the same answer whether or not the account exists)',
    access: 'guest',
    http: ['POST'],
    args: v.object({ email: optionalText, user: optionalText }),
  }),
  reset_password: method<string>()({
    summary: 'Change one’s own password',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ email: optionalText, old_password: text, new_password: text, confirm_password: text }),
  }),
  validate_email: method<{ error: boolean; message?: string }>()({
    summary: 'Whether an e-mail is already registered (sign-up forms check it live)',
    access: 'guest',
    args: v.object({ email_id: text }),
  }),
  start_signup: method<{ signup_token: string }>()({
    summary: 'A guest sign-up’s upload token',
    access: 'guest',
    http: ['POST'],
    args: noArgs,
  }),
  send_identity_code: method<{ sent: true; channel: 'email' | 'mobile'; to: string; expires_in: number; resend_after: number }>()({
    summary: 'Text or mail a code that proves the caller holds this mobile number or e-mail (sign-up, profile)',
    access: 'guest',
    http: ['POST'],
    args: v.object({ channel: v.picklist(['email', 'mobile']), value: text, signup_token: optionalText }),
  }),
  verify_identity_code: method<{ verified: true; channel: 'email' | 'mobile'; value: string }>()({
    summary: 'Check an identity code; the number or e-mail then counts as proved for a while',
    access: 'guest',
    http: ['POST'],
    args: v.object({ channel: v.picklist(['email', 'mobile']), value: text, code: text, signup_token: optionalText }),
  }),
  profile_identity_flags: method<Record<string, { kind: 'pan' | 'aadhaar' | 'mobile'; others: string[] }[]>>()({
    summary: 'Which of these profiles share a PAN, Aadhaar or mobile with another (the approval screen)',
    access: CASE_MANAGER('Only the case manager can see identity checks'),
    args: v.object({ names: v.union([v.array(v.string()), v.string()]) }),
  }),
  review_profile: method<ProfileReview>()({
    summary: 'Approve or reject a professional’s profile',
    access: CASE_MANAGER('Only the case manager can approve or reject a profile'),
    http: ['POST'],
    args: v.object({ name: text, action: v.picklist(['Approve', 'Reject']), reason: optionalText }),
  }),
  get_portal_settings: method<{ help_phone: string | null }>()({
    summary: 'The deployment’s help line',
    access: 'guest',
    http: ['GET'],
    args: noArgs,
  }),

  // Respondents reach their case with its number and an SMS code (SPEC §2, §4).
  get_claim_and_respondent_info: method<CodeSent>()({
    summary: 'Find the case and the respondent on it, and text them a code',
    access: 'guest',
    csrfExempt: true,
    args: v.object({
      ...respondentCase,
      mobile: text,
      email: optionalText,
      role: optionalText,
      is_advocate: optionalFlag,
      language: optionalText,
    }),
  }),
  generate_otp: method<CodeSent>()({
    summary: 'A new code for the same case and mobile',
    access: 'guest',
    http: ['POST'],
    csrfExempt: true,
    args: v.object({ ...respondentCase, mobile: text, language: optionalText }),
  }),
  verify_otp: method<Verified>()({
    summary: 'Check the code and open a session bound to the one case',
    access: 'guest',
    http: ['POST'],
    csrfExempt: true,
    args: v.object({ ...respondentCase, mobile: text, otp: optionalText, code: optionalText, language: optionalText }),
  }),
  update_case_type: method<{ case: string; doctype: 'Claim' | 'Dispute'; case_type: string | null; stage: string | null }>()({
    summary: 'The case type and stage of the respondent’s case',
    access: 'signed-in',
    args: v.object(respondentCase),
  }),
  set_respondent_language: method<void>()({
    summary: 'Record the language a signed-in respondent reads in (for later texts and mails)',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ language: text }),
  }),

  // Filing fee.
  record_filing_fee: method<FilingFee>()({
    summary: 'Record the filing fee of a registered case with the chosen payment method',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ ...caseArg, payment_method: text }),
  }),
  get_payment_account: method<{ bank_account: PaymentAccount | null }>()({
    summary: 'The institution’s account that filing fees are paid into',
    access: 'signed-in',
    http: ['GET'],
    args: noArgs,
  }),
  confirm_filing_fee: method<FilingFeeConfirmation>()({
    summary: 'The case manager confirms a transfer received',
    access: CASE_MANAGER('Only the case manager can confirm a filing fee received'),
    http: ['POST'],
    args: v.object({ invoice: text, transfer_reference: text, transfer_date: date }),
  }),

  // Cases (SPEC §7).
  get_claim_data: method<CaseListRow[]>()({ summary: 'The caller’s claims in a list tab', access: 'signed-in', args: v.object({ ...viewerArgs, ...listTab }) }),
  get_dispute_data: method<CaseListRow[]>()({ summary: 'The caller’s disputes in a list tab', access: 'signed-in', args: v.object({ ...viewerArgs, ...listTab }) }),
  get_claim_list: method<ClaimListPage>()({
    summary: 'One page of the neutral’s claims, with the total',
    access: 'signed-in',
    args: v.object({ arbitrator: optionalEmail, ...viewerArgs, ...listTab }),
  }),
  get_distinct_claimants: method<{ user_email_id: string; claimant_name: string; claims: number; disputes: number }[]>()({
    summary: 'The claimants of the caller’s cases, each once, with how many cases are theirs',
    access: 'signed-in',
    args: v.object({ ...viewerArgs, role: optionalEmail }),
  }),
  dashboard_cards: method<DashboardCards>()({ summary: 'The caller’s cases counted by kind and state', access: 'signed-in', args: v.object(viewerArgs) }),
  mediation_dashboard_cards: method<MediationDashboardCards>()({ summary: 'The mediator’s cases counted by state', access: 'signed-in', args: v.object(viewerArgs) }),
  dashboard_api: method<DashboardLists>()({
    summary: 'Hearings of the next days and the cases due soonest',
    access: 'signed-in',
    args: v.object({ ...viewerArgs, role: optionalEmail, hearing_for: optionalText }),
  }),
  statutory_deadlines: method<StatutoryDeadlines>()({
    summary: 'The caller’s statutory deadlines (Arbitration and Conciliation Act 1996, ss. 23(4), 29A), soonest first',
    access: 'signed-in',
    http: ['GET', 'POST'],
    args: v.object({ ...viewerArgs, days: optionalInt }),
  }),
  get_lawyers: method<LawyerPage>()({
    summary: 'Approved lawyers, searchable, a page at a time',
    access: { roles: ['System Manager', 'Claimant'], refusal: 'The lawyer list is for claimants' },
    args: v.object({ search: optionalText, start: optionalInt, limit: optionalInt }),
  }),
  assign_neutral: method<Record<string, unknown>>()({
    summary: 'Assign an approved arbitrator or mediator to a case',
    access: CASE_MANAGER('Only the case manager can assign a neutral to a case'),
    http: ['POST'],
    args: v.object({ docname: text, neutral: text }),
  }),
  update_claim_fields: method<Record<string, unknown>>()({
    summary: 'The arbitrator accepts a claim, with disclosure and the first hearing',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ ...acceptance, arbitrator: optionalText, arbitrator_name: optionalText }),
  }),
  accept_disputes: method<Record<string, unknown>>()({
    summary: 'The mediator accepts a dispute, with disclosure and the first hearing',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ ...acceptance, mediator_email_id: optionalText, mediator_name: optionalText, no_of_ongoing_mediations: optionalInt }),
  }),
  convert_to_arbitration: method<ConversionMessage>()({
    summary: 'A dispute whose mediation failed becomes a claim',
    access: 'signed-in',
    http: ['POST'],
    args: v.object(caseArg),
  }),
  refer_to_mediation: method<ConversionMessage>()({
    summary: 'A claim is referred to mediation',
    access: 'signed-in',
    http: ['POST'],
    args: v.object(caseArg),
  }),
  update_mediation: method<ExtensionReply>()({
    summary: 'A party asks for more time, or the other party answers the request',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ ...caseArg, action: v.picklist(['request', 'approve', 'reject']), no_of_days_extended: optionalInt, reason_for_extension: optionalText }),
  }),
  get_hearing_by_case: method<HearingDoc[] | null>()({ summary: 'The hearings of a case, with attendees', access: 'signed-in', args: v.object(caseArg) }),
  get_hearing_data: method<HearingDoc[]>()({
    summary: 'The caller’s hearings, a page at a time',
    access: 'signed-in',
    args: v.object({ ...viewerArgs, start: optionalInt, limit: optionalInt }),
  }),
  get_stage_options: method<{ name: string; stage: string | null; options: StageOption[] }>()({
    summary: 'The moves open to the caller on a case, each with what its records still lack',
    access: 'signed-in',
    args: v.object(caseArg),
  }),
  correct_stage: method<CorrectedStage>()({
    summary: 'The case manager puts a case at the stage its records show, with the reason',
    access: CASE_MANAGER('Only the case manager can correct the stage of a case'),
    http: ['POST'],
    args: v.object({ ...caseArg, stage: text, reason: text }),
  }),
  check_case_consistency: method<{ cases: CaseProblem[] }>()({
    summary: 'Every filed case whose stage its records do not bear out',
    access: CASE_MANAGER('Only the case manager can check the consistency of cases'),
    http: ['GET', 'POST'],
    args: noArgs,
  }),
  record_pleadings_completed: method<Record<string, unknown>>()({
    summary: 'When pleadings were completed, which starts the award clock (s. 29A(1))',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ ...caseArg, pleadings_completed_on: date, reason: optionalText }),
  }),
  record_award_extension: method<Record<string, unknown>>()({
    summary: 'The parties’ extension of the award period (s. 29A(3)), with its document',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ ...caseArg, award_extension_months: v.union([v.number(), v.string()]), award_extension_document: v.nullish(v.string()) }),
  }),
  verify_audit_trail: method<Record<string, unknown>>()({
    summary: 'Check a case’s audit trail chain',
    access: CASE_MANAGER('Only the case manager can verify the audit trail of a case'),
    http: ['GET', 'POST'],
    args: v.object(caseArg),
  }),

  // Dispatches (service of documents).
  update_bulk_dispatch_and_channel: method<{ updated: string[] }>()({
    summary: 'Record how documents of several cases are dispatched, all or none',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ claims_data: v.array(v.record(v.string(), v.unknown())) }),
  }),
  update_consent_disclosure: method<Record<string, unknown>>()({
    summary: 'The neutral’s consent and disclosure on a case',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ docname: text, declaration: v.optional(v.unknown()), consent_document: v.nullish(v.string()), disclosure_document: v.nullish(v.string()) }),
  }),
  list_consent_disclosure: method<ConsentCase[]>()({ summary: 'The neutral’s cases and their consent and disclosure', access: 'signed-in', args: v.object(viewerArgs) }),
  list_unchecked_dispatch: method<Record<string, unknown>[]>()({
    summary: 'The arbitrator’s cases with dispatches not yet approved',
    access: 'signed-in',
    args: v.object({ arbitrator: optionalEmail, ...viewerArgs, case: optionalText }),
  }),
  get_dispatch_details: dispatchDetails,
  get_fhn_dispatch_details: dispatchDetails,
  get_shn_dispatch_details: dispatchDetails,
  get_award_dispatch_details: dispatchDetails,
  send_dispatch: method<SendResult>()({
    summary: 'Send a dispatch record’s e-mail and SMS deliveries',
    access: 'signed-in',
    http: ['POST'],
    args: v.object({ doctype: text, name: text }),
  }),
  get_dispatch_report: method<ReportPage>()({
    summary: 'Deliveries across dispatches, filtered, a page at a time',
    access: 'signed-in',
    args: v.object({
      ...viewerArgs,
      kind: optionalText,
      channel: optionalText,
      status: optionalText,
      proof: v.optional(v.picklist(['with', 'without'])),
      from_date: optionalDate,
      to_date: optionalDate,
      case: optionalText,
      stale_days: optionalInt,
      start: optionalInt,
      page_length: optionalInt,
    }),
  }),
  get_award_dispatch_status: method<AwardDispatchStatus>()({
    summary: 'Whether the award was dispatched to every party (s. 31(5)), with limitation dates',
    access: 'signed-in',
    args: v.object(caseArg),
  }),
  get_my_dispatch_status: method<MyDispatch[]>()({
    summary: 'A signed-in respondent’s own deliveries on their case',
    access: 'signed-in',
    args: noArgs,
  }),
  ...SERVICE_METHODS,
  ...SETTLEMENT_METHODS,
  ...SIGNATURE_METHODS,
  ...STEWARDSHIP_METHODS,
} as const satisfies Record<string, MethodSpec>;

/** Methods named by their whole path: Frappe's own, and ours outside the react_api module. */
export const PATH_METHODS = {
  ping: method<'pong'>()({ summary: 'Is the server up', access: 'guest', args: noArgs }),
  login: method<string>()({
    summary: 'Frappe’s login (usr / pwd)',
    access: 'guest',
    http: ['POST'],
    csrfExempt: true,
    args: v.object({ usr: text, pwd: text }),
  }),
  logout: method<void>()({ summary: 'End the session', access: 'guest', http: ['POST'], args: noArgs }),
  'frappe.auth.get_logged_user': method<string>()({ summary: 'The session’s user', access: 'signed-in', args: noArgs }),
  'frappe.client.get_count': method<number>()({
    summary: 'How many documents a list would show (its permissions and row rules apply)',
    access: 'guest',
    args: v.object({ doctype: text, filters: v.optional(v.unknown()), or_filters: v.optional(v.unknown()) }),
  }),
  'frappe.core.doctype.user.user.generate_keys': method<{ api_key: string; api_secret: string }>()({
    summary: 'New API key and secret for a user',
    access: { roles: ['System Manager'], refusal: 'Only a System Manager can generate API keys' },
    http: ['POST'],
    args: v.object({ user: text }),
  }),
  upload_file: method<FrappeFile>()({
    summary: 'Upload a file (multipart), attached to a document or to a guest’s sign-up',
    access: 'guest',
    http: ['POST'],
    args: v.object({
      doctype: optionalText,
      docname: optionalText,
      fieldname: optionalText,
      folder: optionalText,
      is_private: optionalFlag,
      file_name: optionalText,
      signup_token: optionalText,
    }),
  }),
  'arbitroute.api.print.verify_document': method<VerificationRecord>()({
    summary: 'The document a verification code stands for, optionally compared with a copy’s SHA-256',
    access: 'guest',
    csrfExempt: true,
    args: v.object({ code: text, sha256: optionalText }),
  }),
} as const satisfies Record<string, MethodSpec>;

export type AppMethods = typeof APP_METHODS;
export type PathMethods = typeof PATH_METHODS;
export type AppMethodName = keyof AppMethods;
export type PathMethodName = keyof PathMethods;
