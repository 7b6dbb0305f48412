import type { RetentionRule, RetentionRun } from 'shared-api/methods';
import { contextFor } from '../core/context';
import { deleteDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { Db } from '../db';
import type { AppServices } from '../services';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * What the portal keeps, for how long, and why. The Digital Personal Data Protection Act 2023,
 * s. 8(7), has personal data erased once its purpose is served, "unless retention is necessary
 * for compliance with any law"; s. 17(1)(a) leaves data needed to enforce legal rights and claims
 * outside the erasure duty. An arbitral award is enforced as a decree of court (Arbitration and
 * Conciliation Act 1996, s. 36), for which the Limitation Act 1963 (Article 136) allows twelve
 * years; its record is the proof a court is shown (s. 34 challenges, s. 36 execution). So filed
 * cases, awards, their documents, dispatch and service records and the audit trail are kept and
 * never deleted by this job. The DPDP Rules 2025, rule 6(1)(e), require logs of access to personal
 * data kept one year: sign-in and OTP records are kept that long, then deleted.
 */
export const RETENTION_SCHEDULE: readonly RetentionRule[] = [
  {
    kind: 'case_records',
    records: 'Filed cases, awards, orders, pleadings, hearings, dispatches, proofs of service and the audit trail',
    delete_after_days: null,
    basis: 'Kept: an award is executed as a decree (Arbitration and Conciliation Act 1996, s. 36) for up to 12 years (Limitation Act 1963, Art. 136); DPDP Act 2023 s. 8(7) and s. 17(1)(a)',
  },
  {
    kind: 'draft_cases',
    records: 'Cases never filed (still Draft), with their attachments',
    delete_after_days: 180,
    basis: 'Purpose ended: the filer abandoned the draft (DPDP Act 2023 s. 8(7)); a legal hold keeps it',
  },
  {
    kind: 'rejected_sign_ups',
    records: 'Professional profiles the case manager rejected, with their documents',
    delete_after_days: 90,
    basis: 'Purpose ended once the time to contest the rejection passed (DPDP Act 2023 s. 8(7))',
  },
  {
    kind: 'unused_uploads',
    records: 'Uploaded files never attached to a case or profile (abandoned sign-ups, forms not saved)',
    delete_after_days: 7,
    basis: 'Never used for their purpose (DPDP Act 2023 s. 8(7))',
  },
  {
    kind: 'otp_logs',
    records: 'One-time codes (hashed), their sends and failures, and the texts that carried them',
    delete_after_days: 365,
    basis: 'Access logs kept one year (DPDP Rules 2025, rule 6(1)(e)), then erased (DPDP Act 2023 s. 8(7))',
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the portal stores datetimes (server-local, no zone). */
const localDatetime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const cutoff = (kind: string, now: number) => {
  const days = RETENTION_SCHEDULE.find((rule) => rule.kind === kind)!.delete_after_days!;
  return now - days * DAY_MS;
};

export const RETENTION_DDL = [
  `CREATE TABLE IF NOT EXISTS "__retention_runs" ("ran_at" timestamptz NOT NULL DEFAULT now(), "report" jsonb NOT NULL)`,
];

/** Files attached to a record, deleted with it (their contents leave the store in File's onTrash). */
async function deleteAttachments(services: AppServices, doctype: string, name: string): Promise<void> {
  const ctx = contextFor(services, SYSTEM_USER);
  const { rows } = await services.db.query<{ name: string }>(`SELECT "name" FROM "tabFile" WHERE "attached_to_doctype" = $1 AND "attached_to_name" = $2`, [doctype, name]);
  for (const file of rows) await deleteDoc(ctx, 'File', file.name, { ignorePermissions: true });
}

/**
 * Applies the schedule once: deletes what is past its period, never a case under legal hold, and
 * records and returns what it removed. Each record goes through the document layer (its hooks,
 * its audit row), one at a time, so a failure leaves the rest done and is retried next run.
 */
export async function applyRetention(services: AppServices, now = Date.now()): Promise<RetentionRun> {
  const { db } = services;
  const ctx = contextFor(services, SYSTEM_USER);
  const removed: Record<string, number> = { draft_cases: 0, rejected_sign_ups: 0, unused_uploads: 0, otp_logs: 0 };

  const draftBefore = localDatetime(cutoff('draft_cases', now));
  let keptOnHold = 0;
  for (const doctype of ['Claim', 'Dispute']) {
    const table = `"tab${doctype}"`;
    keptOnHold += Number(
      (await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE "stage" = 'Draft' AND "modified" < $1 AND coalesce("legal_hold", 0) = 1`, [draftBefore])).rows[0].n,
    );
    const { rows } = await db.query<{ name: string }>(
      `SELECT "name" FROM ${table} WHERE "stage" = 'Draft' AND "modified" < $1 AND coalesce("legal_hold", 0) = 0 ORDER BY "name"`,
      [draftBefore],
    );
    for (const { name } of rows) {
      await deleteAttachments(services, doctype, name);
      // The case's hook refuses it if a hold was placed since the query above.
      await deleteDoc(ctx, doctype, name, { ignorePermissions: true });
      removed.draft_cases++;
    }
  }

  const { rows: rejected } = await db.query<{ name: string }>(
    `SELECT "name" FROM "tabUser Registration" WHERE "status" = 'Rejected' AND "modified" < $1 ORDER BY "name"`,
    [localDatetime(cutoff('rejected_sign_ups', now))],
  );
  for (const { name } of rejected) {
    await deleteAttachments(services, 'User Registration', name);
    await deleteDoc(ctx, 'User Registration', name, { ignorePermissions: true });
    await db.query(`DELETE FROM "__identity_fingerprints" WHERE "registration" = $1`, [name]);
    removed.rejected_sign_ups++;
  }

  const { rows: unused } = await db.query<{ name: string }>(
    `SELECT "name" FROM "tabFile" WHERE ("attached_to_name" IS NULL OR "attached_to_name" = '' OR "attached_to_name" LIKE 'signup:%') AND "creation" < $1 ORDER BY "name"`,
    [localDatetime(cutoff('unused_uploads', now))],
  );
  for (const { name } of unused) {
    await deleteDoc(ctx, 'File', name, { ignorePermissions: true });
    removed.unused_uploads++;
  }

  const logsBefore = cutoff('otp_logs', now);
  removed.otp_logs += (await db.query(`DELETE FROM "__identity_codes" WHERE "updated" < $1`, [logsBefore])).rowCount;
  // The respondent portal's table appears with its first code.
  if ((await db.query<{ t: string | null }>(`SELECT to_regclass('"__respondent_otp"')::text AS t`)).rows[0].t) {
    removed.otp_logs += (await db.query(`DELETE FROM "__respondent_otp" WHERE "updated" < $1`, [logsBefore])).rowCount;
  }
  // Only the texts that carried codes (sign-in and identity checks); a dispatch's text is proof of service.
  removed.otp_logs += (
    await db.query(`DELETE FROM "tabSMS Log" WHERE "reference_doctype" IN ('User', 'Claim', 'Dispute') AND "creation" < $1`, [localDatetime(logsBefore)])
  ).rowCount;

  const run: RetentionRun = { ran_at: new Date(now).toISOString(), removed, kept_on_hold: keptOnHold };
  await db.query(`INSERT INTO "__retention_runs" ("ran_at", "report") VALUES ($1, $2)`, [run.ran_at, JSON.stringify({ removed, kept_on_hold: keptOnHold })]);
  return run;
}

/** The last runs, newest first. */
export async function retentionRuns(db: Db, limit = 10): Promise<RetentionRun[]> {
  const { rows } = await db.query<{ ran_at: Date | string; report: { removed: Record<string, number>; kept_on_hold: number } }>(
    `SELECT "ran_at", "report" FROM "__retention_runs" ORDER BY "ran_at" DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ran_at: new Date(row.ran_at).toISOString(), removed: row.report.removed, kept_on_hold: row.report.kept_on_hold }));
}
