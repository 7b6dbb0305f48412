import type { RequestContext } from '../core/context';
import { contextFor } from '../core/context';
import { getDoc, updateDoc } from '../core/documents';
import { AuthenticationError, DoesNotExistError, MandatoryError, TooManyRequestsError, ValidationError } from '../core/errors';
import { appMethods, type MethodArgs } from '../core/methods';
import { respondentCaseOf, type RespondentCase, type SessionUser } from '../core/session-user';
import { setLoginCookies } from '../auth/cookies';
import type { RateLimiter } from '../auth/rate-limit';
import { createRespondentSession, loadRespondentUser } from '../auth/respondent-session';
import { deleteSession } from '../auth/sessions';
import { respondentAccessOf, type RespondentAccess } from './config';
import { ADVOCATE, caseFromArgs, claimedFromArgs, findRespondent, requireCase, requireMobile, type Matched } from './match';
import { recordPreferredLanguage } from './language';
import { recordLogTime } from './log-time';
import { smsLanguageFromArgs, type SmsLanguage } from './sms-language';
import { checkCode, issueCode, withdrawCode } from './otp-store';

/*
 * Respondent login (SPEC §2 "Respondent login", §4 "Respondent login flow", §7 "Respondent
 * access"), with the improvement of ARCHITECTURE §3: the code is checked by the server and never
 * sent to the browser.
 *
 *   get_claim_and_respondent_info  case number + mobile (+ e-mail, role or advocate) → SMS with a code
 *   generate_otp                   resend for a pending lookup
 *   verify_otp                     code → a session bound to that one case
 *   update_case_type               which kind of case a number is (for a reader of that case)
 *   logout                         also records respondent_log_time for a respondent session
 */

/** SPEC §8: a failed login and a failed case lookup say the same thing. */
const INVALID_CREDENTIALS = 'Invalid credentials';
const INVALID_OTP = 'Invalid OTP';
const OTP_EXPIRED = 'OTP has expired. Please request a new one.';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const ipOf = (ctx: RequestContext) => ctx.request?.ip ?? 'local';
const pad = (n: number) => String(n).padStart(2, '0');

/** "******3210" */
export function maskMobile(mobile: string): string {
  return `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

function tooMany(message: string, retryAfter: number): TooManyRequestsError {
  const wait = retryAfter >= 90 ? `${Math.ceil(retryAfter / 60)} minutes` : `${retryAfter} second${retryAfter === 1 ? '' : 's'}`;
  return new TooManyRequestsError(`${message} Try again in ${wait}.`, retryAfter);
}

async function assertUnderLimit(access: RespondentAccess, limiter: RateLimiter, key: string, message: string): Promise<void> {
  const wait = await limiter.retryAfter(key, access.now());
  if (wait > 0) throw tooMany(message, wait);
}

/** The SMS with the code; the code and the case number come first and stay as they are in every language. */
export function smsText(respondentCase: RespondentCase, code: string, ttlMs: number, language: SmsLanguage = 'en'): string {
  const seconds = Math.round(ttlMs / 1000);
  if (language === 'hi') {
    return `${code} ODR पोर्टल पर केस ${respondentCase.name} के लिए आपका एक बार का कोड (OTP) है। यह ${seconds} सेकंड तक मान्य है। इसे किसी के साथ साझा न करें।`;
  }
  return `${code} is your one-time code for case ${respondentCase.name} on the ODR portal. It is valid for ${seconds} seconds. Do not share it with anyone.`;
}

/** Makes and texts a code (lookup: `claimed` from the form; resend: null, the pending lookup's). */
async function sendCode(
  ctx: RequestContext,
  respondentCase: RespondentCase,
  mobile: string,
  claimed: ReturnType<typeof claimedFromArgs> | null,
  language: SmsLanguage,
) {
  const access = respondentAccessOf(ctx.services);
  const outcome = await issueCode(ctx.db, access, respondentCase, mobile, claimed);
  switch (outcome.kind) {
    case 'no-pending':
      return failLookup(ctx);
    case 'locked':
      throw tooMany('Too many wrong codes for this case and mobile number.', outcome.retryAfter);
    case 'wait':
      throw tooMany('A code was sent recently. Please wait before asking for a new one.', outcome.retryAfter);
    case 'pending':
      return { sent: false, expiresIn: outcome.expiresIn, resendAfter: outcome.resendAfter };
    case 'sent':
      await access.smsPerIp.hit(ipOf(ctx), access.now());
      try {
        await access.sms.send(mobile, smsText(respondentCase, outcome.code, access.limits.otpTtlMs, language), respondentCase);
      } catch (error) {
        await withdrawCode(ctx.db, respondentCase, mobile, outcome.at);
        throw error;
      }
      return { sent: true, expiresIn: outcome.expiresIn, resendAfter: outcome.resendAfter };
  }
}

function sentReply(respondentCase: RespondentCase, mobile: string, result: { sent: boolean; expiresIn: number; resendAfter: number }) {
  return {
    sent: result.sent,
    case: respondentCase.name,
    doctype: respondentCase.doctype,
    masked_mobile: maskMobile(mobile),
    expires_in: result.expiresIn,
    resend_after: result.resendAfter,
    // What the SPEC's client reads (message.claim_info.name / message.dispute_info.name); the name only.
    [respondentCase.doctype === 'Claim' ? 'claim_info' : 'dispute_info']: { name: respondentCase.name },
  };
}

/** Per client address: a lookup or a resend is refused after too many failed lookups or codes sent. */
async function assertLookupsAllowed(ctx: RequestContext): Promise<void> {
  const access = respondentAccessOf(ctx.services);
  await assertUnderLimit(access, access.lookupFailuresPerIp, ipOf(ctx), 'Too many failed case lookups.');
  await assertUnderLimit(access, access.smsPerIp, ipOf(ctx), 'Too many codes requested.');
}

/** Counts a failed lookup against the client address; the same answer whatever did not match. */
async function failLookup(ctx: RequestContext): Promise<never> {
  const access = respondentAccessOf(ctx.services);
  await access.lookupFailuresPerIp.hit(ipOf(ctx), access.now());
  throw new AuthenticationError(INVALID_CREDENTIALS);
}

// The lookup: finds the case and the respondent row, then texts a code to that mobile.
async function getClaimAndRespondentInfo(ctx: RequestContext, args: MethodArgs) {
  const respondentCase = requireCase(args);
  const mobile = requireMobile(args);
  const claimed = claimedFromArgs(args);
  const language = smsLanguageFromArgs(args);
  await assertLookupsAllowed(ctx);
  const matched = respondentCase ? await findRespondent(ctx.db, respondentCase, mobile, claimed) : null;
  if (!respondentCase || !matched) return failLookup(ctx);
  return sentReply(respondentCase, mobile, await sendCode(ctx, respondentCase, mobile, claimed, language));
}

// The SPEC's name for "Resend OTP": a new code for a lookup made in the last 15 minutes.
async function generateOtp(ctx: RequestContext, args: MethodArgs) {
  const respondentCase = requireCase(args);
  const mobile = requireMobile(args);
  const language = smsLanguageFromArgs(args);
  await assertLookupsAllowed(ctx);
  if (!respondentCase) return failLookup(ctx);
  return sentReply(respondentCase, mobile, await sendCode(ctx, respondentCase, mobile, null, language));
}

/** Records the respondent's last-login time on the case (a trusted write, in the respondent's name). */
async function openSession(ctx: RequestContext, matched: Matched, mobile: string) {
  const { db, services, request, reply } = ctx;
  if (!request || !reply) throw new Error('verify_otp needs the HTTP request');
  // A new login never reuses the browser's previous session (no session fixation).
  if (ctx.user.session) await deleteSession(db, ctx.user.session.id);
  const ttl = services.config.sessionTtlMs;
  const { sid, session } = await createRespondentSession(db, matched.respondentCase, { mobile, fullName: matched.fullName, partyRole: matched.partyRole, row: matched.row }, ttl);
  const user = await loadRespondentUser(db, `respondent:${matched.respondentCase.name}:${mobile}`, session);
  if (!user) {
    await deleteSession(db, session.id);
    throw new AuthenticationError(INVALID_CREDENTIALS);
  }
  user.session = session;
  setLoginCookies(reply, request, sid, user, ttl);
  await recordLogTime(ctx, user, matched.respondentCase);
  return { user, csrfToken: session.csrfToken };
}

// The code check: on success a session bound to the one case, as `login` opens one for users.
async function verifyOtp(ctx: RequestContext, args: MethodArgs) {
  const access = respondentAccessOf(ctx.services);
  const respondentCase = requireCase(args);
  const mobile = requireMobile(args);
  const code = text(args.otp ?? args.code);
  if (!code) throw new MandatoryError('Please enter the OTP');
  // A bad language is refused before the code is checked, so it does not use the code up.
  const language = args.language === undefined ? null : smsLanguageFromArgs(args);
  const ip = ipOf(ctx);
  await assertUnderLimit(access, access.wrongCodesPerIp, ip, 'Too many wrong codes.');
  const outcome = /^\d{6}$/.test(code) && respondentCase ? await checkCode(ctx.db, access, respondentCase, mobile, code) : ({ kind: 'none' } as const);
  switch (outcome.kind) {
    case 'none':
    case 'wrong':
      await access.wrongCodesPerIp.hit(ip, access.now());
      throw new ValidationError(INVALID_OTP);
    case 'locked-now':
      await access.wrongCodesPerIp.hit(ip, access.now());
      throw tooMany('Too many wrong codes for this case and mobile number.', outcome.retryAfter);
    case 'locked':
      throw tooMany('Too many wrong codes for this case and mobile number.', outcome.retryAfter);
    case 'expired':
      throw new ValidationError(OTP_EXPIRED);
    case 'ok':
      break;
  }
  // The case may have changed since the lookup: the person must still be on it.
  const matched = await findRespondent(ctx.db, respondentCase!, mobile, outcome.claimed);
  if (!matched) throw new AuthenticationError(INVALID_CREDENTIALS);
  const { user, csrfToken } = await openSession(ctx, matched, mobile);
  if (language !== null && matched.partyRole !== ADVOCATE) await recordPreferredLanguage(ctx.db, matched.respondentCase, matched.row, language);
  return {
    success: true,
    case: matched.respondentCase.name,
    doctype: matched.respondentCase.doctype,
    csrf_token: csrfToken,
    respondent: { name: user.fullName, contact_type: matched.partyRole },
  };
}

/**
 * Ours for the SPEC's `update_case_type` (body claim_id): tells a reader of the case which kind
 * of case a number is, so the respondent portal knows whether to load a Claim or a Dispute (the
 * number may come as claim_id whatever its kind). It changes nothing. A respondent session may
 * leave the number out (its own case).
 */
async function updateCaseType(ctx: RequestContext, args: MethodArgs) {
  const named = caseFromArgs(args, true);
  const respondentCase = named === undefined ? respondentCaseOf(ctx.user) : named;
  if (named === undefined && !respondentCase) throw new MandatoryError('claim_id is required');
  if (!respondentCase) throw new DoesNotExistError('Case not found');
  const doc = await getDoc(ctx, respondentCase.doctype, respondentCase.name);
  return { case: doc.name, doctype: respondentCase.doctype, case_type: doc.case_type ?? null, stage: doc.stage ?? null };
}

export const respondentAccessMethods = appMethods({
  get_claim_and_respondent_info: getClaimAndRespondentInfo,
  generate_otp: generateOtp,
  verify_otp: verifyOtp,
  update_case_type: updateCaseType,
});
