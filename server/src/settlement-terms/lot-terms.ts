import { offerTermsProblem, offerTotal, paymentDetailsProblem, todayInIndia, type OfferTerms, type PaymentDetails } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { DoesNotExistError, ValidationError } from '../core/errors';
import { isSystemManager } from '../core/session-user';

export interface LotTermsResult {
  lot: string;
  /** Cases that received the terms. */
  offered: number;
  /** Open Lot terms of the same kind that these replace (withdrawn, kept on record). */
  withdrawn: number;
  /** Cases of the Lot left out: closed, or claiming less than the terms ask. */
  skipped: number;
}

const CASE_TABLES = [
  { doctype: 'Claim', link: 'claim' },
  { doctype: 'Dispute', link: 'dispute' },
] as const;

/** Stages whose cases take no new terms (settlement-offer.ts offersOpenAt, as SQL). */
const CLOSED_STAGES_SQL = `lower(trim(coalesce(c."stage", ''))) NOT IN ('completed', 'settled', 'award', 'award dispatched')`;

/**
 * One action for a whole Lot: the same terms on every open case of it that the caller files, as
 * a few set-based statements (no per-case round trips, so a 100,000-case Lot is one INSERT …
 * SELECT). Earlier open Lot terms of the same kind are withdrawn in the same transaction, so a
 * respondent never sees two live one-time amounts from one Lot. A case claiming less than the
 * terms' total is skipped (an offer may not exceed the claim) and counted.
 */
export async function setLotTerms(ctx: RequestContext, lot: string, terms: OfferTerms & PaymentDetails & { terms_note?: string | null }): Promise<LotTermsResult> {
  const problem = offerTermsProblem(terms, todayInIndia()) ?? paymentDetailsProblem(terms);
  if (problem) throw new ValidationError(problem);
  const { rows: lots } = await ctx.db.query<{ name: string; owner: string; user_email_id: string | null; lawyer_email: string | null }>(
    `SELECT "name", "owner", "user_email_id", "lawyer_email" FROM "tabLot" WHERE "name" = $1`,
    [lot],
  );
  const found = lots[0];
  const me = ctx.user.name;
  const mine = found && (isSystemManager(ctx.user) || [found.owner, found.user_email_id, found.lawyer_email].includes(me));
  // The same answer for a Lot that does not exist and one that is someone else's.
  if (!mine) throw new DoesNotExistError(`Lot ${lot} not found`);

  const oneTime = terms.offer_type === 'One-time';
  const total = offerTotal(terms)!;
  const now = nowDatetime();
  // The caller's cases only ($3; null for the case manager): a lawyer's Lot may hold cases of a claimant who has since changed lawyer.
  const caller = isSystemManager(ctx.user) ? null : me;
  const filedBy = `($3::text IS NULL OR c."user_email_id" = $3 OR c."lawyer_email" = $3 OR c."lawyer_email_id" = $3)`;
  // A case claiming less than the terms' total takes no offer ($2: the total).
  const fits = `(coalesce(c."disputed_value", 0) <= 0 OR c."disputed_value" >= $2::numeric)`;
  return ctx.db.transaction(async (tx) => {
    let offered = 0;
    let withdrawn = 0;
    let skipped = 0;
    for (const { doctype, link } of CASE_TABLES) {
      const cases = `FROM "tab${doctype}" c WHERE c."lot" = $1 AND ${CLOSED_STAGES_SQL} AND ${filedBy}`;
      const gone = await tx.query(
        // A join (UPDATE … FROM), not IN (subquery): the planner hashes the Lot's cases once.
        `UPDATE "tabSettlement Offer" o SET "status" = 'Withdrawn', "modified" = $4, "modified_by" = $5
          FROM "tab${doctype}" c
          WHERE o."source" = 'Lot' AND o."lot" = $1 AND o."status" = 'Open' AND o."offer_type" = $6 AND o."${link}" = c."name"
            AND c."lot" = $1 AND ${CLOSED_STAGES_SQL} AND ${filedBy} AND ${fits}`,
        [lot, total, caller, now, me, terms.offer_type],
      );
      withdrawn += gone.rowCount ?? 0;
      const inserted = await tx.query(
        `INSERT INTO "tabSettlement Offer" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx",
            "${link}", "offer_type", "amount", "instalment_count", "instalment_amount", "first_due_date", "grace_days",
            "valid_until", "terms_note", "payee_name", "collection_vpa", "bank_account_number", "bank_ifsc", "status", "total_amount", "claimed_amount", "discount_percent", "source", "lot", "user_email_id")
         SELECT substr(md5(random()::text || c."name" || clock_timestamp()::text), 1, 10), $5, $4, $4, $5, 0, 0,
            c."name", $6, $7::numeric, $8::int, $9::numeric, $10::date, $11::int, $12::date, $13::text, $14::text, $15::text, $16::text, $17::text, 'Open', $2::numeric,
            CASE WHEN coalesce(c."disputed_value", 0) > 0 THEN c."disputed_value" END,
            CASE WHEN coalesce(c."disputed_value", 0) > 0 THEN round(((c."disputed_value" - $2::numeric) / c."disputed_value") * 100, 1) END,
            'Lot', $1, c."user_email_id"
         ${cases} AND ${fits}`,
        [
          lot, total, caller, now, me, terms.offer_type,
          oneTime ? Number(terms.amount) : null,
          oneTime ? null : Number(terms.instalment_count),
          oneTime ? null : Number(terms.instalment_amount),
          oneTime ? null : terms.first_due_date,
          oneTime ? null : Number(terms.grace_days ?? 0),
          terms.valid_until,
          terms.terms_note ?? null,
          ...(['payee_name', 'collection_vpa', 'bank_account_number', 'bank_ifsc'] as const).map((field) => (typeof terms[field] === 'string' && terms[field] !== '' ? terms[field] : null)),
        ],
      );
      offered += inserted.rowCount ?? 0;
      const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n ${cases} AND NOT ${fits}`, [lot, total, caller]);
      skipped += rows[0]?.n ?? 0;
    }
    return { lot, offered, withdrawn, skipped };
  });
}
