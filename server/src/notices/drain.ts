import type { AppServices } from '../services';
import type { ChannelName, ChannelSendResult } from './channel';
import { noticesOf } from './config';
import { respondentLanguage, textLanguage } from './notice-language';
import { mayContactAt, nextContactTime } from './quiet-hours';
import { stamp } from './stamps';
import { noticeText, portalLink } from './texts';

/*
 * Sends a channel's queued attempts at the provider's rate: each second, claim up to `rate`
 * attempts (rows held by `claimed_until`, taken with SKIP LOCKED so two drains never take the
 * same one), send them, record each outcome, and wait out the rest of the second. Outside 08:00-
 * 19:00 IST (quiet-hours.ts) nothing is sent and the drain says when to come back. A provider
 * still failing after its own retries leaves the attempt Queued for a later drain, up to
 * MAX_TRIES; a refusal fails it at once.
 */

export const MAX_TRIES = 5;
const CLAIM_MS = 5 * 60 * 1000;
const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Claimed {
  name: string;
  case_name: string;
  party_row: string;
  party_name: string | null;
  notice_kind: string;
  address: string;
  tries: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
  waiting: number;
  /** Quiet hours: nothing may go before this. */
  deferredUntil: Date | null;
  /** Attempts still due now (the time budget ran out first). */
  more: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pool<T, R>(items: T[], width: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  }));
  return results;
}

export async function drainChannel(services: AppServices, channel: ChannelName, options: { origin?: string | null; budgetMs?: number; concurrency?: number } = {}): Promise<DrainResult> {
  const notices = noticesOf(services);
  const adapter = notices.channels[channel];
  const result: DrainResult = { sent: 0, failed: 0, waiting: 0, deferredUntil: null, more: false };
  // Post goes by hand; an outbox SMS or WhatsApp channel keeps its attempts until a provider is configured.
  if (channel === 'Post' || (adapter.outbox && channel !== 'Email')) return result;
  const started = Date.now();
  const budget = options.budgetMs ?? 60_000;
  const rate = Math.max(1, notices.rates[channel]);
  const base = notices.publicUrl ?? options.origin ?? '';
  for (;;) {
    const now = new Date(notices.now());
    if (!mayContactAt(now)) {
      result.deferredUntil = nextContactTime(now);
      return result;
    }
    if (Date.now() - started >= budget) {
      result.more = true;
      return result;
    }
    const tick = Date.now();
    const { rows } = await services.db.query<Claimed>(
      `UPDATE "tabService Attempt" SET "claimed_until" = $3, "tries" = coalesce("tries", 0) + 1
        WHERE "name" IN (
          SELECT "name" FROM "tabService Attempt"
           WHERE "channel" = $1 AND "status" = 'Queued' AND "provider_message_id" IS NULL
             AND ("not_before" IS NULL OR "not_before" <= $2) AND ("claimed_until" IS NULL OR "claimed_until" < $2)
           ORDER BY "queued_on" LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING "name", "case_name", "party_row", "party_name", "notice_kind", "address", "tries"`,
      [channel, stamp(now), stamp(now.getTime() + CLAIM_MS), rate],
    );
    if (rows.length === 0) return result;
    const parties = await services.db.query<{ name: string; preferred_language: string | null; state: string | null }>(
      `SELECT "name", "preferred_language", "state" FROM "tabRespondent Table" WHERE "name" = ANY($1::text[])`,
      [[...new Set(rows.map((row) => row.party_row))]],
    );
    const byRow = new Map(parties.rows.map((row) => [row.name, row]));
    const outcomes = await pool(rows, options.concurrency ?? 32, async (row) => {
      const party = byRow.get(row.party_row) ?? {};
      const language = respondentLanguage(party);
      const written = textLanguage(language);
      const link = portalLink(base, row.case_name);
      const { subject, text } = noticeText(row.notice_kind, row.case_name, row.party_name ?? '', link, written);
      const valid = channel === 'Email' ? EMAIL.test(row.address) : MOBILE.test(row.address);
      const outcome: ChannelSendResult = valid
        ? await adapter.send({ to: row.address, subject, text, language: channel === 'WhatsApp' ? language : written, caseName: row.case_name, link, attempt: row.name })
        : { status: 'Failed', providerMessageId: null, error: `Not a valid ${channel === 'Email' ? 'e-mail address' : 'mobile number'}: ${row.address}`, retryable: false };
      return { row, outcome, language: channel === 'WhatsApp' ? language : written, subject, text };
    });
    const at = stamp(notices.now());
    const names: string[] = [];
    const statuses: string[] = [];
    const ids: (string | null)[] = [];
    const errors: (string | null)[] = [];
    const languages: string[] = [];
    const subjects: string[] = [];
    const texts: string[] = [];
    const retryAt: (string | null)[] = [];
    for (const { row, outcome, language, subject, text } of outcomes) {
      // A passing failure waits for a later drain (the claim is its back-off), until MAX_TRIES.
      const later = outcome.status === 'Failed' && outcome.retryable && row.tries < MAX_TRIES;
      const status = later ? 'Queued' : outcome.status;
      if (status === 'Sent') result.sent += 1;
      else if (status === 'Failed') result.failed += 1;
      else result.waiting += 1;
      names.push(row.name);
      statuses.push(status);
      ids.push(outcome.providerMessageId);
      errors.push(outcome.error);
      languages.push(language);
      subjects.push(subject);
      texts.push(text);
      retryAt.push(later ? stamp(notices.now() + 30_000 * 2 ** (row.tries - 1)) : null);
    }
    await services.db.query(
      `UPDATE "tabService Attempt" a SET
         "status" = u.status, "provider_message_id" = u.id, "error" = u.error, "language" = u.language,
         "subject" = u.subject, "message" = u.text, "claimed_until" = u.retry_at,
         "sent_on" = CASE WHEN u.status = 'Sent' THEN $9 ELSE a."sent_on" END,
         "failed_on" = CASE WHEN u.status = 'Failed' THEN $9 ELSE a."failed_on" END,
         "modified" = $9
       FROM (SELECT unnest($1::text[]) AS name, unnest($2::text[]) AS status, unnest($3::text[]) AS id, unnest($4::text[]) AS error,
                    unnest($5::text[]) AS language, unnest($6::text[]) AS subject, unnest($7::text[]) AS text, unnest($8::timestamp[]) AS retry_at) u
       WHERE a."name" = u.name`,
      [names, statuses, ids, errors, languages, subjects, texts, retryAt, at],
    );
    const rest = 1000 - (Date.now() - tick);
    if (rows.length >= rate && rest > 0) await sleep(rest);
  }
}
