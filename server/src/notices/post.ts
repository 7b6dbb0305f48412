import type { RequestContext } from '../core/context';
import { DoesNotExistError, ValidationError } from '../core/errors';
import { noticesOf } from './config';
import { ADDRESS_SQL } from './queue-notices';
import { recordReceipt, type ReceiptOutcome } from './receipts';
import { stamp } from './stamps';

/*
 * Registered post and Speed Post: the case manager posts the notice and records the article
 * number India Post gave it (two letters, nine digits, IN: e.g. RK123456789IN, EK123456789IN);
 * the tracking status is entered from India Post's tracking, or imported as rows. A delivery
 * proves service like any receipt (receipts.ts); a return fails the attempt.
 */

export const ARTICLE_NUMBER = /^[A-Z]{2}\d{9}IN$/;

export function articleNumberOf(value: unknown): string {
  const article = String(value ?? '').toUpperCase().replace(/\s+/g, '');
  if (!ARTICLE_NUMBER.test(article)) throw new ValidationError('Article number: two letters, nine digits and IN, e.g. RK123456789IN');
  return article;
}

/** Tracking events and what they prove. */
const TRACKING: Record<string, 'Delivered' | 'Failed' | null> = {
  delivered: 'Delivered',
  'item delivered': 'Delivered',
  returned: 'Failed',
  'item returned': 'Failed',
  refused: 'Failed',
  'addressee left without instructions': 'Failed',
  'in transit': null,
  booked: null,
  'item booked': null,
  'out for delivery': null,
};

export const TRACKING_STATUSES = ['Booked', 'In Transit', 'Out For Delivery', 'Delivered', 'Returned', 'Refused'] as const;

/** Records that the notice went by post under this article number; the Post attempt it fills. */
export async function recordPostArticle(ctx: RequestContext, noticeName: string, articleValue: unknown, postedOn: string | null): Promise<{ attempt: string; article_number: string }> {
  const article = articleNumberOf(articleValue);
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; state: string }>(`SELECT "name", "state" FROM "tabService Notice" WHERE "name" = $1 FOR UPDATE`, [noticeName]);
    if (!rows[0]) throw new DoesNotExistError(`Service Notice ${noticeName} not found`);
    const taken = await tx.query(`SELECT 1 FROM "tabService Attempt" WHERE "channel" = 'Post' AND "provider_message_id" = $1`, [article]);
    if (taken.rows.length > 0) throw new ValidationError(`Article ${article} is already recorded`);
    const now = stamp(noticesOf(ctx.services).now());
    // The day it was posted, at the start of that day in India.
    const sentOn = postedOn ? stamp(new Date(`${postedOn}T00:00:00+05:30`)) : now;
    const open = await tx.query<{ name: string }>(
      `SELECT "name" FROM "tabService Attempt" WHERE "notice" = $1 AND "channel" = 'Post' AND "provider_message_id" IS NULL ORDER BY "queued_on" LIMIT 1 FOR UPDATE`,
      [noticeName],
    );
    let attempt = open.rows[0]?.name;
    if (!attempt) {
      const created = await tx.query<{ name: string }>(
        `INSERT INTO "tabService Attempt" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx",
           "notice", "case_doctype", "case_name", "lot", "party_row", "party_name", "notice_kind", "channel", "address", "status", "tries", "provider", "queued_on", "sent_by")
         SELECT 'SA-' || replace(gen_random_uuid()::text, '-', ''), $2, $3, $3, $2, 0, 0,
           n."name", n."case_doctype", n."case_name", n."lot", n."party_row", n."party_name", n."notice_kind", 'Post', ${ADDRESS_SQL.Post}, 'Queued', 0, 'india-post', $3, $2
         FROM "tabService Notice" n LEFT JOIN "tabRespondent Table" r ON r."name" = n."party_row" WHERE n."name" = $1
         RETURNING "name"`,
        [noticeName, ctx.user.name, now],
      );
      attempt = created.rows[0].name;
    }
    await tx.query(
      `UPDATE "tabService Attempt" SET "status" = 'Sent', "provider_message_id" = $2, "sent_on" = $3, "sent_by" = $4, "tracking_status" = 'Booked', "tries" = 1, "modified" = $5 WHERE "name" = $1`,
      [attempt, article, sentOn, ctx.user.name, now],
    );
    return { attempt, article_number: article };
  });
}

export interface TrackingRow {
  article_number: unknown;
  status: unknown;
  /** YYYY-MM-DD or DD-MM-YYYY. */
  date?: unknown;
  remarks?: unknown;
}

function trackingDate(value: unknown): Date | null {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text) ?? null;
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new ValidationError(`Date: "${text}" is not a date (DD-MM-YYYY)`);
  const at = new Date(`${iso}T12:00:00+05:30`);
  if (Number.isNaN(at.getTime())) throw new ValidationError(`Date: "${text}" is not a date (DD-MM-YYYY)`);
  return at;
}

/** Records tracking statuses (entered one by one or imported); what became of each row. */
export async function recordPostTracking(ctx: RequestContext, rows: TrackingRow[], source: 'Entered' | 'Imported'): Promise<{ article_number: string; outcome: ReceiptOutcome | 'noted' }[]> {
  if (rows.length === 0) throw new ValidationError('No tracking rows');
  if (rows.length > 5000) throw new ValidationError('At most 5000 tracking rows at once');
  // Every row is checked before any is recorded: a bad row in an import records nothing.
  const checked = rows.map((row, index) => {
    const article = articleNumberOf(row.article_number);
    const label = String(row.status ?? '').trim();
    const key = label.toLowerCase();
    if (!(key in TRACKING)) throw new ValidationError(`Row ${index + 1}: status "${label}" is not one of ${TRACKING_STATUSES.join(', ')}`);
    return { article, label, proves: TRACKING[key], at: trackingDate(row.date), remarks: String(row.remarks ?? '').trim() || null };
  });
  const notices = noticesOf(ctx.services);
  const results: { article_number: string; outcome: ReceiptOutcome | 'noted' }[] = [];
  for (const row of checked) {
    const found = await ctx.db.query(`UPDATE "tabService Attempt" SET "tracking_status" = $2 WHERE "channel" = 'Post' AND "provider_message_id" = $1 RETURNING "name"`, [row.article, row.label]);
    if (found.rows.length === 0) {
      results.push({ article_number: row.article, outcome: 'unknown' });
      continue;
    }
    if (!row.proves) {
      results.push({ article_number: row.article, outcome: 'noted' });
      continue;
    }
    const payload = JSON.stringify({ article_number: row.article, status: row.label, date: row.at?.toISOString().slice(0, 10) ?? null, remarks: row.remarks });
    const outcome = await recordReceipt(ctx.db, 'Post', {
      eventKey: `post:${row.article}:${row.proves}`,
      providerMessageId: row.article,
      status: row.proves,
      at: row.at,
      error: row.proves === 'Failed' ? `India Post: ${row.label}${row.remarks ? ` (${row.remarks})` : ''}` : null,
    }, { payload, signature: null, source, recordedBy: ctx.user.name }, notices.now());
    results.push({ article_number: row.article, outcome });
  }
  return results;
}
