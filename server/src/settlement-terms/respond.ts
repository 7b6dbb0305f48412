import { createHash } from 'node:crypto';
import { acceptanceCodeSms, acceptanceStatement, addCalendarDays, offerTermsProblem, todayInIndia, type AcceptanceLanguage } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import type { Doc } from '../core/doctype/types';
import { insertDoc, loadDoc, docInScope, updateDoc } from '../core/documents';
import { DoesNotExistError, MandatoryError, PermissionError, TooManyRequestsError, ValidationError } from '../core/errors';
import { hasPermission } from '../core/permissions';
import { quoteIdent } from '../core/query/sql';
import { rowScope } from '../core/row-scope';
import { respondentCaseOf, type RespondentCase, type SessionUser } from '../core/session-user';
import { respondentAccessOf } from '../respondent-access/config';
import { checkCode, issueCode, withdrawCode } from '../respondent-access/otp-store';
import { SETTLEMENT_OFFER } from './settlement-offer';

/*
 * Settling from the notice: the respondent accepts the lender's terms with a fresh SMS code, or
 * proposes other terms (a counter-offer) with a reason; the lender accepts or declines a
 * counter-offer. Whatever is accepted becomes the case's agreed terms (status Accepted), at most
 * one per case: every action here locks the case row first, so of two tabs accepting at once one
 * wins and the other is told the case is settled already. Each change is a tracked save of the
 * Settlement Offer, so it is in the case's audit trail.
 */

/** The code's own row in the respondent code store: never a login code, nor the reverse. */
const PURPOSE = 'settle';
const MAX_REASON = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const ipOf = (ctx: RequestContext) => ctx.request?.ip ?? 'local';
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const languageOf = (value: unknown): AcceptanceLanguage => (text(value) === 'hi' ? 'hi' : 'en');
const linkOf = (respondentCase: RespondentCase) => (respondentCase.doctype === 'Claim' ? 'claim' : 'dispute');

function tooMany(message: string, retryAfter: number): TooManyRequestsError {
  const wait = retryAfter >= 90 ? `${Math.ceil(retryAfter / 60)} minutes` : `${retryAfter} second${retryAfter === 1 ? '' : 's'}`;
  return new TooManyRequestsError(`${message} Try again in ${wait}.`, retryAfter);
}

interface Respondent {
  respondentCase: RespondentCase;
  mobile: string;
  name: string;
  role: string | null;
}

/** The respondent session's case and person; anyone else is refused. */
function respondentOf(user: SessionUser): Respondent {
  const respondentCase = respondentCaseOf(user);
  if (!respondentCase || !user.mobileNo) throw new PermissionError('Only the respondent settles from the respondent portal');
  const stored = (user.session?.data.respondent ?? {}) as { partyRole?: string | null };
  return { respondentCase, mobile: user.mobileNo, name: user.fullName, role: stored.partyRole ?? null };
}

/** Locks the case row: every settlement action on one case runs one at a time from here. */
async function lockCase(ctx: RequestContext, respondentCase: RespondentCase): Promise<Doc> {
  const { rows } = await ctx.db.query<Doc>(`SELECT "name", "stage" FROM ${quoteIdent(`tab${respondentCase.doctype}`)} WHERE "name" = $1 FOR UPDATE`, [respondentCase.name]);
  if (!rows[0]) throw new DoesNotExistError(`${respondentCase.doctype} ${respondentCase.name} not found`);
  return rows[0];
}

async function caseOffers(ctx: RequestContext, respondentCase: RespondentCase): Promise<Doc[]> {
  const { rows } = await ctx.db.query<Doc>(`SELECT "name", "status", "source" FROM "tabSettlement Offer" WHERE ${quoteIdent(linkOf(respondentCase))} = $1`, [respondentCase.name]);
  return rows;
}

async function assertNothingAgreed(ctx: RequestContext, respondentCase: RespondentCase): Promise<void> {
  if ((await caseOffers(ctx, respondentCase)).some((offer) => offer.status === 'Accepted')) {
    throw new ValidationError('Settlement terms on this case are already accepted');
  }
}

/** One of the lender's offers on the respondent's own case (another case's is "not found", as a missing one). */
async function lenderOffer(ctx: RequestContext, respondentCase: RespondentCase, name: string): Promise<Doc> {
  const doctype = ctx.registry.require(SETTLEMENT_OFFER);
  const offer = name ? await loadDoc(ctx.db, ctx.registry, doctype, name) : null;
  if (!offer || offer[linkOf(respondentCase)] !== respondentCase.name || offer.source === 'Respondent') throw new DoesNotExistError('Settlement terms not found');
  return offer;
}

/** The lender's offer can be accepted now: open, still valid. */
function assertAcceptable(offer: Doc): void {
  if (offer.status === 'Accepted') throw new ValidationError('These terms are already accepted');
  if (offer.status !== 'Open') throw new ValidationError('The lender has withdrawn these terms');
  if (String(offer.valid_until ?? '') < todayInIndia()) throw new ValidationError('These terms are no longer open');
}

async function requestSettlementCode(ctx: RequestContext, args: Record<string, unknown>) {
  const me = respondentOf(ctx.user);
  const access = respondentAccessOf(ctx.services);
  const offer = await lenderOffer(ctx, me.respondentCase, text(args.offer));
  assertAcceptable(offer);
  await assertNothingAgreed(ctx, me.respondentCase);
  const claimed = { advocate: me.role === 'Advocate', role: me.role, email: null };
  const outcome = await issueCode(ctx.db, access, me.respondentCase, me.mobile, claimed, PURPOSE);
  const masked = `${'*'.repeat(Math.max(0, me.mobile.length - 4))}${me.mobile.slice(-4)}`;
  switch (outcome.kind) {
    case 'locked':
      throw tooMany('Too many wrong codes.', outcome.retryAfter);
    case 'wait':
      throw tooMany('A code was sent recently. Please wait before asking for a new one.', outcome.retryAfter);
    case 'no-pending':
      throw new ValidationError('Ask for a code again');
    case 'pending':
      return { sent: false, masked_mobile: masked, expires_in: outcome.expiresIn, resend_after: outcome.resendAfter };
    case 'sent': {
      const sms = acceptanceCodeSms(outcome.code, me.respondentCase.name, offer as never, Math.round(access.limits.otpTtlMs / 1000), languageOf(args.language));
      try {
        await access.sms.send(me.mobile, sms, { doctype: SETTLEMENT_OFFER, name: String(offer.name) });
      } catch (error) {
        await withdrawCode(ctx.db, me.respondentCase, me.mobile, outcome.at, PURPOSE);
        throw error;
      }
      return { sent: true, masked_mobile: masked, expires_in: outcome.expiresIn, resend_after: outcome.resendAfter };
    }
  }
}

/** The respondent's consent as recorded on the terms. */
function consentRecord(ctx: RequestContext, me: Respondent, statement: string, language: AcceptanceLanguage): Doc {
  return {
    accepted_at: nowDatetime(),
    accepted_by: me.name,
    accepted_as: me.role,
    accepted_mobile: me.mobile,
    accepted_ip: ipOf(ctx),
    accepted_language: language,
    accepted_text: statement,
    accepted_text_sha256: sha256(statement),
  };
}

async function acceptSettlementOffer(ctx: RequestContext, args: Record<string, unknown>) {
  const me = respondentOf(ctx.user);
  const access = respondentAccessOf(ctx.services);
  const language = languageOf(args.language);
  const shown = typeof args.shown_text === 'string' ? args.shown_text : '';
  const code = text(args.code ?? args.otp);
  if (!code) throw new MandatoryError('Please enter the code sent to your mobile');
  if (!shown) throw new MandatoryError('shown_text is required: the statement the respondent read');
  const offer = await lenderOffer(ctx, me.respondentCase, text(args.offer));
  assertAcceptable(offer);
  // Checked before the code is used up: terms changed since they were read are read again first.
  const stale = () => new ValidationError('These terms have changed since you read them. Please read them again before accepting.');
  if (shown !== acceptanceStatement(me.respondentCase.name, offer as never, language)) throw stale();
  const ip = ipOf(ctx);
  const wait = await access.wrongCodesPerIp.retryAfter(ip, access.now());
  if (wait > 0) throw tooMany('Too many wrong codes.', wait);
  const outcome = /^\d{6}$/.test(code) ? await checkCode(ctx.db, access, me.respondentCase, me.mobile, code, PURPOSE) : ({ kind: 'wrong' } as const);
  switch (outcome.kind) {
    case 'none':
    case 'wrong':
      await access.wrongCodesPerIp.hit(ip, access.now());
      throw new ValidationError('Invalid code');
    case 'locked-now':
    case 'locked':
      if (outcome.kind === 'locked-now') await access.wrongCodesPerIp.hit(ip, access.now());
      throw tooMany('Too many wrong codes.', outcome.retryAfter);
    case 'expired':
      throw new ValidationError('The code has expired. Please ask for a new one.');
    case 'ok':
      break;
  }
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockCase(tx, me.respondentCase);
    await assertNothingAgreed(tx, me.respondentCase);
    const current = await lenderOffer(tx, me.respondentCase, String(offer.name));
    assertAcceptable(current);
    const statement = acceptanceStatement(me.respondentCase.name, current as never, language);
    if (shown !== statement) throw stale();
    const saved = await updateDoc(tx, SETTLEMENT_OFFER, String(offer.name), { status: 'Accepted', ...consentRecord(ctx, me, statement, language) }, { ignorePermissions: true });
    return { offer: saved.name, status: saved.status, accepted_at: saved.accepted_at, accepted_text_sha256: saved.accepted_text_sha256 };
  });
}

const numberArg = (value: unknown): number | null => {
  const raw = text(value);
  if (raw === '') return null;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

/** A date as the screens send it (YYYY-MM-DD or DD-MM-YYYY), as YYYY-MM-DD. */
function dateArg(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : raw;
}

/** How long the lender has to answer a counter-offer. */
const COUNTER_OPEN_DAYS = 30;

async function proposeSettlementTerms(ctx: RequestContext, args: Record<string, unknown>) {
  const me = respondentOf(ctx.user);
  const language = languageOf(args.language);
  const reason = text(args.reason);
  if (!reason) throw new MandatoryError('Say why you propose these terms');
  if (reason.length > MAX_REASON) throw new ValidationError(`The reason may be at most ${MAX_REASON} characters`);
  const oneTime = text(args.offer_type) === 'One-time';
  const terms: Doc = {
    offer_type: text(args.offer_type),
    amount: oneTime ? numberArg(args.amount) : null,
    instalment_count: oneTime ? null : numberArg(args.instalment_count),
    instalment_amount: oneTime ? null : numberArg(args.instalment_amount),
    first_due_date: oneTime ? null : dateArg(args.first_due_date),
    grace_days: oneTime ? null : (numberArg(args.grace_days) ?? 0),
    valid_until: addCalendarDays(todayInIndia(), COUNTER_OPEN_DAYS),
  };
  const problem = offerTermsProblem(terms, todayInIndia());
  if (problem) throw new ValidationError(problem);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockCase(tx, me.respondentCase);
    const offers = await caseOffers(tx, me.respondentCase);
    if (offers.some((offer) => offer.status === 'Accepted')) throw new ValidationError('Settlement terms on this case are already accepted');
    if (offers.some((offer) => offer.status === 'Proposed')) throw new ValidationError('Your earlier proposal is still with the lender. Wait for its answer before proposing again.');
    // Where the respondent pays stays the lender's: taken from the offer answered, or its latest open one.
    const answered = text(args.offer) ? await lenderOffer(tx, me.respondentCase, text(args.offer)) : null;
    const payTo = answered ?? (await latestLenderOffer(tx, me.respondentCase));
    const inserted = await insertDoc(
      tx,
      SETTLEMENT_OFFER,
      {
        [linkOf(me.respondentCase)]: me.respondentCase.name,
        ...terms,
        status: 'Proposed',
        source: 'Respondent',
        replies_to: answered?.name ?? null,
        proposed_reason: reason,
        payee_name: payTo?.payee_name ?? null,
        collection_vpa: payTo?.collection_vpa ?? null,
        bank_account_number: payTo?.bank_account_number ?? null,
        bank_ifsc: payTo?.bank_ifsc ?? null,
      },
      { ignorePermissions: true },
    );
    // The respondent's consent to their own proposal, in the words the acceptance would use.
    const statement = acceptanceStatement(me.respondentCase.name, inserted as never, language);
    const saved = await updateDoc(tx, SETTLEMENT_OFFER, String(inserted.name), consentRecord(ctx, me, statement, language), { ignorePermissions: true });
    return { offer: saved.name, status: saved.status, total_amount: saved.total_amount, valid_until: saved.valid_until };
  });
}

async function latestLenderOffer(ctx: RequestContext, respondentCase: RespondentCase): Promise<Doc | null> {
  const { rows } = await ctx.db.query<Doc>(
    `SELECT "name", "payee_name", "collection_vpa", "bank_account_number", "bank_ifsc" FROM "tabSettlement Offer"
      WHERE ${quoteIdent(linkOf(respondentCase))} = $1 AND "source" <> 'Respondent' ORDER BY "creation" DESC LIMIT 1`,
    [respondentCase.name],
  );
  return rows[0] ?? null;
}

/** The claimant side of the counter-offer's case (or the case manager); anyone else: not found. */
async function counterOfferForLender(ctx: RequestContext, name: string): Promise<Doc> {
  const doctype = ctx.registry.require(SETTLEMENT_OFFER);
  const scope = rowScope(ctx, doctype, 'write');
  const writable = name !== '' && hasPermission(ctx.user, doctype, 'write', ctx.registry) && (await docInScope(ctx.db, doctype, name, scope));
  const offer = writable ? await loadDoc(ctx.db, ctx.registry, doctype, name) : null;
  if (!offer || offer.source !== 'Respondent') throw new DoesNotExistError('Counter-offer not found');
  return offer;
}

async function answerSettlementCounterOffer(ctx: RequestContext, args: Record<string, unknown>) {
  const decision = text(args.decision);
  if (decision !== 'accept' && decision !== 'decline') throw new ValidationError('decision must be accept or decline');
  const reason = text(args.reason);
  if (decision === 'decline' && !reason) throw new MandatoryError('Say why the counter-offer is declined');
  if (reason.length > MAX_REASON) throw new ValidationError(`The reason may be at most ${MAX_REASON} characters`);
  const found = await counterOfferForLender(ctx, text(args.offer));
  const respondentCase: RespondentCase = found.claim ? { doctype: 'Claim', name: String(found.claim) } : { doctype: 'Dispute', name: String(found.dispute) };
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockCase(tx, respondentCase);
    const offer = await counterOfferForLender(tx, String(found.name));
    if (offer.status !== 'Proposed') throw new ValidationError(`This counter-offer is ${String(offer.status).toLowerCase()} already`);
    const answer: Doc = { answer_reason: reason || null, answered_by: ctx.user.name, answered_at: nowDatetime() };
    if (decision === 'accept') {
      await assertNothingAgreed(tx, respondentCase);
      if (String(offer.valid_until ?? '') < todayInIndia()) throw new ValidationError('This counter-offer is no longer open');
      if (offer.offer_type === 'Instalments' && String(offer.first_due_date ?? '') < todayInIndia()) {
        throw new ValidationError('The proposed first due date has passed: decline it and offer new terms instead');
      }
    }
    const saved = await updateDoc(tx, SETTLEMENT_OFFER, String(offer.name), { ...answer, status: decision === 'accept' ? 'Accepted' : 'Declined' }, { ignorePermissions: true });
    return { offer: saved.name, status: saved.status, answered_at: saved.answered_at };
  });
}

export const settlementResponses = {
  request_settlement_code: requestSettlementCode,
  accept_settlement_offer: acceptSettlementOffer,
  propose_settlement_terms: proposeSettlementTerms,
  answer_settlement_counter_offer: answerSettlementCounterOffer,
};
