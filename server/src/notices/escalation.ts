import { contextFor } from '../core/context';
import { SYSTEM_USER } from '../core/session-user';
import type { AppServices } from '../services';
import { noticesOf } from './config';
import { escalationRule, insertAttempts } from './queue-notices';
import { stamp } from './stamps';

/*
 * The escalation ladder, swept like the statutory clock: a notice whose attempts (SMS, e-mail,
 * WhatsApp at once) have nothing delivered or read `days_to_post` days after it started goes by
 * registered post (a Post attempt waits for its article number); one whose post is not delivered
 * `days_to_decision` days later goes to the case manager to decide on substituted service (the
 * court may direct service by another means, e.g. a newspaper advertisement). A delivered or
 * read receipt at any point ends the ladder (receipts.ts). Each step is one UPDATE guarded by the
 * notice's state, so two sweeps at once move a notice once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  toPost: number;
  toDecision: number;
}

export async function sweepServiceLadder(services: AppServices): Promise<SweepResult> {
  const notices = noticesOf(services);
  const now = notices.now();
  const ctx = contextFor(services, SYSTEM_USER);
  const result: SweepResult = { toPost: 0, toDecision: 0 };
  const kinds = await services.db.query<{ notice_kind: string }>(
    `SELECT DISTINCT "notice_kind" FROM "tabService Notice" WHERE "state" IN ('In Progress', 'Post')`,
  );
  for (const { notice_kind: kind } of kinds.rows) {
    const rule = await escalationRule(services, kind);
    const moved = await services.db.query<{ name: string }>(
      `UPDATE "tabService Notice" n SET "state" = 'Post', "escalated_on" = $3, "modified" = $3
        WHERE n."notice_kind" = $1 AND n."state" = 'In Progress' AND n."started_on" <= $2
          AND NOT EXISTS (SELECT 1 FROM "tabService Attempt" a WHERE a."notice" = n."name" AND a."status" IN ('Delivered', 'Read'))
        RETURNING n."name"`,
      [kind, stamp(now - rule.daysToPost * DAY_MS), stamp(now)],
    );
    if (moved.rows.length > 0) {
      // A Post attempt for each (unless one is already waiting), with the address on record.
      await insertAttempts(ctx, 'Post', {
        sql: `n."name" = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM "tabService Attempt" p WHERE p."notice" = n."name" AND p."channel" = 'Post')`,
        params: [moved.rows.map((row) => row.name)],
      }, null);
      result.toPost += moved.rows.length;
    }
    const asked = await services.db.query<{ name: string }>(
      `UPDATE "tabService Notice" n SET "state" = 'Awaiting Decision', "decision_asked_on" = $3, "modified" = $3
        WHERE n."notice_kind" = $1 AND n."state" = 'Post' AND n."escalated_on" <= $2
          AND NOT EXISTS (SELECT 1 FROM "tabService Attempt" a WHERE a."notice" = n."name" AND a."status" IN ('Delivered', 'Read'))
        RETURNING n."name", n."case_name"`,
      [kind, stamp(now - rule.daysToDecision * DAY_MS), stamp(now)],
    );
    result.toDecision += asked.rows.length;
    if (asked.rows.length > 0) await askCaseManagers(services, kind, asked.rows.length);
  }
  return result;
}

async function askCaseManagers(services: AppServices, kind: string, count: number): Promise<void> {
  const { rows } = await services.db.query<{ name: string }>(
    `SELECT u."name" FROM "tabUser" u JOIN "tabHas Role" r ON r."parent" = u."name" AND r."parenttype" = 'User'
      WHERE r."role" = 'System Manager' AND coalesce(u."enabled", 1) = 1 AND u."name" <> 'Administrator' ORDER BY u."name"`,
  );
  if (rows.length === 0) return;
  await services.mailer.send({
    recipients: rows.map((row) => row.name),
    subject: `${count} ${kind}${count === 1 ? '' : 's'} not served: your decision on substituted service`,
    message: [
      `${count} ${kind}${count === 1 ? ' was' : 's were'} neither delivered nor read by SMS, e-mail or WhatsApp, nor delivered by registered post.`,
      '',
      'Open Service of notices in the portal to decide, party by party, on substituted service.',
    ].join('\n'),
  });
}
