import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../core/context';
import { ValidationError } from '../core/errors';
import type { AppServices } from '../services';
import { CHANNELS, type ChannelName } from './channel';
import { noticesOf } from './config';
import { SERVICE_QUEUE, type ServiceJobData } from './jobs';
import { nextContactTime } from './quiet-hours';
import { stamp } from './stamps';
import type { NoticeKind } from './texts';

/*
 * Sending notices is one action, whether for one case or a Lot of 100,000: the notices (one per
 * respondent) and their attempts (one per channel with an address on record) are written by a
 * few INSERT … SELECT statements, then the queue drains each channel at its provider's rate
 * (drain.ts). A party already given a notice of this kind is skipped, so a second click, or a
 * second tab, sends nothing twice.
 */

export interface EscalationRule {
  firstChannels: ChannelName[];
  daysToPost: number;
  daysToDecision: number;
}

export const DEFAULT_RULE: EscalationRule = { firstChannels: ['Email', 'SMS', 'WhatsApp'], daysToPost: 7, daysToDecision: 15 };

/** The case manager's ladder for a notice kind (Service Escalation Rule), else the default. */
export async function escalationRule(services: AppServices, kind: string): Promise<EscalationRule> {
  const { rows } = await services.db.query<{ first_channels: string | null; days_to_post: number | null; days_to_decision: number | null }>(
    `SELECT "first_channels", "days_to_post", "days_to_decision" FROM "tabService Escalation Rule" WHERE "name" = $1`,
    [kind],
  );
  const row = rows[0];
  if (!row) return DEFAULT_RULE;
  const named = String(row.first_channels ?? '').split(',').map((part) => part.trim()).filter((part): part is ChannelName => (CHANNELS as readonly string[]).includes(part));
  return {
    firstChannels: named.length > 0 ? named : DEFAULT_RULE.firstChannels,
    daysToPost: Number(row.days_to_post ?? DEFAULT_RULE.daysToPost),
    daysToDecision: Number(row.days_to_decision ?? DEFAULT_RULE.daysToDecision),
  };
}

const NEW_NAME = (prefix: string) => `'${prefix}' || replace(gen_random_uuid()::text, '-', '')`;

/** The address each channel uses, from a Respondent Table row `r`. */
export const ADDRESS_SQL: Record<ChannelName, string> = {
  Email: `nullif(trim(coalesce(r."email", '')), '')`,
  SMS: `nullif(right(regexp_replace(coalesce(r."mobile", ''), '\\D', '', 'g'), 10), '')`,
  WhatsApp: `nullif(right(regexp_replace(coalesce(r."mobile", ''), '\\D', '', 'g'), 10), '')`,
  Post: `nullif(concat_ws(', ', nullif(trim(r."address"), ''), nullif(trim(r."flathouse_no"), ''), nullif(trim(r."streetvillage"), ''), nullif(trim(r."landmark"), ''), nullif(trim(r."city"), ''), nullif(trim(r."post_office"), ''), nullif(trim(r."taluk"), ''), nullif(trim(r."district"), ''), nullif(trim(r."state"), ''), nullif(trim(r."pin_code"), '')), '')`,
};

export interface QueueTarget {
  /** One case, or every case of a Lot. */
  case?: { doctype: 'Claim' | 'Dispute'; name: string };
  lot?: string;
}

export interface QueuedNotices {
  batch: string;
  notices: number;
  attempts: Record<ChannelName, number>;
  /** When the first texts may go (quiet hours), as an ISO instant. */
  notBefore: string;
}

/** Writes one attempt per notice of `where` for `channel`, for parties with an address for it; how many. */
export async function insertAttempts(ctx: RequestContext, channel: ChannelName, where: { sql: string; params: unknown[] }, notBefore: Date | null): Promise<number> {
  const now = stamp(noticesOf(ctx.services).now());
  const offset = where.params.length;
  const { rows } = await ctx.db.query<{ count: string }>(
    `WITH inserted AS (
       INSERT INTO "tabService Attempt" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx",
         "notice", "case_doctype", "case_name", "lot", "party_row", "party_name", "notice_kind", "channel", "address", "status", "tries",
         "provider", "queued_on", "not_before", "sent_by")
       SELECT ${NEW_NAME('SA-')}, $${offset + 1}, $${offset + 2}, $${offset + 2}, $${offset + 1}, 0, 0,
         n."name", n."case_doctype", n."case_name", n."lot", n."party_row", n."party_name", n."notice_kind", $${offset + 3}, ${ADDRESS_SQL[channel]}, 'Queued', 0,
         $${offset + 4}, $${offset + 2}, $${offset + 5}, $${offset + 1}
       FROM "tabService Notice" n JOIN "tabRespondent Table" r ON r."name" = n."party_row"
       WHERE ${where.sql} AND ${ADDRESS_SQL[channel]} IS NOT NULL
       RETURNING 1)
     SELECT count(*) AS "count" FROM inserted`,
    [...where.params, ctx.user.name, now, channel, noticesOf(ctx.services).channels[channel].provider, notBefore ? stamp(notBefore) : null],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Queues a notice of `kind` to every respondent of the target not yet given one, on the ladder's first channels. */
export async function queueNotices(ctx: RequestContext, kind: NoticeKind, target: QueueTarget, origin: string | null): Promise<QueuedNotices> {
  if (!target.case && !target.lot) throw new ValidationError('Name a case or a Lot');
  const notices = noticesOf(ctx.services);
  const rule = await escalationRule(ctx.services, kind);
  const batch = `SB-${randomBytes(8).toString('hex')}`;
  const now = new Date(notices.now());
  const notBefore = nextContactTime(now);
  const attempts = Object.fromEntries(CHANNELS.map((channel) => [channel, 0])) as Record<ChannelName, number>;
  let count = 0;
  await ctx.db.transaction(async () => {
    // One send at a time per target and kind: two clicks cannot both find the parties unserved.
    await ctx.db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`service:${kind}:${target.lot ?? target.case!.name}`]);
    for (const doctype of target.case ? [target.case.doctype] : (['Claim', 'Dispute'] as const)) {
      const filter = target.case ? `c."name" = $6` : `c."lot" = $6`;
      const { rows } = await ctx.db.query<{ count: string }>(
        `WITH inserted AS (
           INSERT INTO "tabService Notice" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx",
             "case_doctype", "case_name", "lot", "batch", "party_row", "party_name", "notice_kind", "state", "started_on", "sent_by")
           SELECT ${NEW_NAME('SN-')}, $1, $2, $2, $1, 0, 0, $3, c."name", c."lot", $4, r."name",
             nullif(trim(concat_ws(' ', nullif(trim(r."company_name"), ''), nullif(trim(r."name1"), ''), nullif(trim(r."middle_name"), ''), nullif(trim(r."last_name"), ''))), ''),
             $5, 'In Progress', $2, $1
           FROM "tab${doctype}" c JOIN "tabRespondent Table" r ON r."parent" = c."name" AND r."parenttype" = $3 AND r."parentfield" = 'respondent_table'
           WHERE ${filter} AND c."docstatus" < 2
             AND NOT EXISTS (SELECT 1 FROM "tabService Notice" s WHERE s."case_name" = c."name" AND s."party_row" = r."name" AND s."notice_kind" = $5)
           RETURNING 1)
         SELECT count(*) AS "count" FROM inserted`,
        [ctx.user.name, stamp(now), doctype, batch, kind, target.case?.name ?? target.lot],
      );
      count += Number(rows[0]?.count ?? 0);
    }
    for (const channel of rule.firstChannels) {
      attempts[channel] = await insertAttempts(ctx, channel, { sql: `n."batch" = $1`, params: [batch] }, channel === 'Post' ? null : notBefore);
    }
  });
  // A Lot adds rows by the hundred thousand: fresh statistics let the drains' claim use its index
  // at once rather than after autovacuum gets round to it.
  if (count >= 1000) await ctx.db.query(`ANALYZE "tabService Notice", "tabService Attempt"`);
  if (count === 0) throw new ValidationError(`Every respondent ${target.lot ? `of Lot ${target.lot}` : `of ${target.case!.name}`} has already been sent a ${kind}, or there is none`);
  await wakeDrains(ctx.services, rule.firstChannels, notBefore, origin);
  return { batch, notices: count, attempts, notBefore: notBefore.toISOString() };
}

/** Asks the queue to drain these channels (one drain per channel at a time), from `notBefore`. */
export async function wakeDrains(services: AppServices, channels: readonly ChannelName[], notBefore: Date, origin: string | null): Promise<void> {
  const notices = noticesOf(services);
  const delay = Math.max(0, Math.ceil((notBefore.getTime() - notices.now()) / 1000));
  for (const channel of channels) {
    if (channel === 'Post' || notices.channels[channel].outbox && channel !== 'Email') continue;
    const data: ServiceJobData = { channel, origin };
    await services.jobs.send(SERVICE_QUEUE, data, { singletonKey: `drain-${channel}`, startAfterSeconds: delay });
  }
}
