import { OFFER_SOURCES, OFFER_STATUSES, OFFER_TYPES, offerDiscountPercent, offerTermsProblem, offerTotal, paymentDetailsProblem, todayInIndia } from 'shared-api/rules';
import type { Doc, HookContext } from '../core/doctype/types';
import { ValidationError } from '../core/errors';
import { quoteIdent } from '../core/query/sql';
import { CASE_READERS, FILING_ROLES, rolePermissions } from '../doctypes/cases/case-access';
import { defineCaseDocument } from '../doctypes/cases/define-case-document';

export const SETTLEMENT_OFFER = 'Settlement Offer';

/** Stages at which a case has ended or its award is made: no new terms are offered there. */
const CLOSED_STAGES = new Set(['completed', 'settled', 'award', 'award dispatched']);
/** The record of a counter-offer and of a consent: written only by the settlement methods. */
const SERVER_RECORD = [
  'replies_to', 'proposed_reason', 'answer_reason', 'answered_by', 'answered_at',
  'accepted_at', 'accepted_by', 'accepted_as', 'accepted_mobile', 'accepted_ip', 'accepted_language', 'accepted_text', 'accepted_text_sha256',
];

export const offersOpenAt = (stage: string | null | undefined) => !CLOSED_STAGES.has(String(stage ?? '').trim().toLowerCase());

/**
 * The lender's terms for settling one case: a one-time amount (a discount on the claimed sum) or
 * an instalment plan, valid until a date. Set by the case's filing side (claimant or its lawyer),
 * on the case or for a whole Lot at once (set_lot_settlement_terms); read by whoever reaches the
 * case: its claimant side, its neutral and its respondent, never another claimant. Withdrawn, not
 * deleted: an offer a respondent saw stays on record.
 *
 * Not the `Settlement` doctype, which records a mediation's signed settlement agreement
 * (Mediation Act 2023, s.19); terms accepted here lead to that agreement or, for a claim, to a
 * consent award (Arbitration and Conciliation Act 1996, s.30).
 */
export const SettlementOffer = defineCaseDocument({
  name: SETTLEMENT_OFFER,
  naming: 'hash',
  links: ['claim', 'dispute'],
  fields: [
    { fieldname: 'offer_type', fieldtype: 'Select', options: OFFER_TYPES, reqd: true },
    { fieldname: 'amount', fieldtype: 'Currency', nullable: true },
    { fieldname: 'instalment_count', fieldtype: 'Int', nullable: true },
    { fieldname: 'instalment_amount', fieldtype: 'Currency', nullable: true },
    { fieldname: 'first_due_date', fieldtype: 'Date' },
    { fieldname: 'grace_days', fieldtype: 'Int', nullable: true },
    { fieldname: 'valid_until', fieldtype: 'Date', reqd: true, index: true },
    // A word from the lender shown with the offer ("waiver of penal interest"…).
    { fieldname: 'terms_note', fieldtype: 'Data' },
    // Where the respondent pays (the lender's collection account): a UPI ID for the upi://pay link and
    // its QR code, and a bank account for a transfer. The request quotes the offer's reference.
    { fieldname: 'payee_name', fieldtype: 'Data' },
    { fieldname: 'collection_vpa', fieldtype: 'Data' },
    { fieldname: 'bank_account_number', fieldtype: 'Data' },
    { fieldname: 'bank_ifsc', fieldtype: 'Data' },
    { fieldname: 'status', fieldtype: 'Select', options: OFFER_STATUSES, default: 'Open' },
    // The server's: what the respondent pays in all, the claim it was measured against, the discount.
    { fieldname: 'total_amount', fieldtype: 'Currency', nullable: true },
    { fieldname: 'claimed_amount', fieldtype: 'Currency', nullable: true },
    { fieldname: 'discount_percent', fieldtype: 'Float', nullable: true },
    { fieldname: 'source', fieldtype: 'Select', options: OFFER_SOURCES, default: 'Case' },
    { fieldname: 'lot', fieldtype: 'Data', index: true },
    { fieldname: 'user_email_id', fieldtype: 'Data', index: true },
    // A counter-offer (source Respondent): the offer it answers and the respondent's reason; the
    // lender's answer (accepted: these become the agreed terms; declined: with a reason).
    { fieldname: 'replies_to', fieldtype: 'Data' },
    { fieldname: 'proposed_reason', fieldtype: 'Small Text' },
    { fieldname: 'answer_reason', fieldtype: 'Small Text' },
    { fieldname: 'answered_by', fieldtype: 'Data' },
    { fieldname: 'answered_at', fieldtype: 'Datetime' },
    // The respondent's consent (accept_settlement_offer, confirmed with a fresh SMS code; or the
    // counter-offer they proposed): when, who (name, party role, mobile), from which address, and the
    // exact statement shown with its SHA-256, in the language shown.
    { fieldname: 'accepted_at', fieldtype: 'Datetime' },
    { fieldname: 'accepted_by', fieldtype: 'Data' },
    { fieldname: 'accepted_as', fieldtype: 'Data' },
    { fieldname: 'accepted_mobile', fieldtype: 'Data' },
    { fieldname: 'accepted_ip', fieldtype: 'Data' },
    { fieldname: 'accepted_language', fieldtype: 'Data' },
    { fieldname: 'accepted_text', fieldtype: 'Text' },
    { fieldname: 'accepted_text_sha256', fieldtype: 'Data' },
  ],
  permissions: rolePermissions({ read: CASE_READERS, create: FILING_ROLES, write: FILING_ROLES }),
  access: { create: 'party', write: 'party', delete: 'nobody' },
  fieldRules: [
    { fields: ['total_amount', 'claimed_amount', 'discount_percent', 'source', 'lot', ...SERVER_RECORD], update: 'server' },
    { fields: 'rest', create: FILING_ROLES, update: FILING_ROLES },
  ],
  openAt: offersOpenAt,
  hooks: { validate: checkOffer },
});

/** The claimed sum of the offer's case (its disputed value), when it states one. */
async function claimedSum(ctx: HookContext, doc: Doc): Promise<number | null> {
  const [link, doctype] = doc.claim ? ['claim', 'Claim'] : ['dispute', 'Dispute'];
  const { rows } = await ctx.db.query<{ disputed_value: unknown }>(`SELECT "disputed_value" FROM ${quoteIdent(`tab${doctype}`)} WHERE "name" = $1`, [doc[link]]);
  const value = Number(rows[0]?.disputed_value ?? 0);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The terms hold (shared-api's offerTermsProblem, the lender form's check), and the server's figures follow them. */
async function checkOffer(doc: Doc, ctx: HookContext): Promise<void> {
  if (!ctx.trusted) {
    // The agreed terms and the respondent's proposals change only through the settlement methods
    // (accept with an SMS code; answer a counter-offer), which record who consented and when.
    const was = ctx.previous?.status;
    if (was === 'Accepted' || was === 'Proposed' || was === 'Declined') throw new ValidationError(`These terms are ${String(was).toLowerCase()}; they cannot be changed here`);
    if (doc.status !== 'Open' && doc.status !== 'Withdrawn') throw new ValidationError('Terms are accepted by the respondent with a code sent to their mobile; a counter-offer is answered with its own action');
    if (ctx.isNew && doc.status !== 'Open') throw new ValidationError('New terms start Open');
  }
  // Withdrawing an offer that has since lapsed must still be possible, and agreed terms stay as they
  // were agreed (a plan's first due date passes): new terms and live ones are checked.
  const settled = !ctx.isNew && doc.status !== 'Open';
  const claimed = await claimedSum(ctx, doc);
  if (!settled) {
    const problem = offerTermsProblem(doc, todayInIndia(), claimed) ?? paymentDetailsProblem(doc);
    if (problem) throw new ValidationError(problem);
  }
  if (doc.offer_type === 'One-time') {
    for (const field of ['instalment_count', 'instalment_amount', 'first_due_date', 'grace_days']) doc[field] = null;
  } else {
    doc.amount = null;
    doc.grace_days = doc.grace_days ?? 0;
  }
  doc.total_amount = offerTotal(doc);
  doc.claimed_amount = claimed;
  doc.discount_percent = offerDiscountPercent(doc, claimed);
  if (ctx.isNew && !ctx.trusted) {
    doc.source = 'Case';
    doc.lot = null;
  }
}
