import { createHash } from 'node:crypto';
import type { Db } from '../db';
import type { AttemptStatus } from './doctypes';
import type { ChannelName, ProviderReceipt } from './channel';
import { stamp } from './stamps';

/*
 * A receipt becomes evidence: stored as it came (raw payload, its SHA-256, the signature header),
 * then the attempt moves forward (Sent → Delivered → Read; Failed only before delivery) and the
 * first delivery or reading proves service of the notice. The receipt's row is named by the hash
 * of its event key, so the same event a second time is refused as a replay; an event dated more
 * than REPLAY_WINDOW_MS ago (WhatsApp's `timestamp`) is refused too, and one from the future.
 */

export const REPLAY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const FUTURE_SKEW_MS = 5 * 60 * 1000;

export type ReceiptOutcome = 'recorded' | 'replay' | 'stale' | 'unknown';

export interface ReceiptEvidence {
  payload: string;
  signature: string | null;
  source: 'Webhook' | 'Entered' | 'Imported';
  recordedBy: string;
}

const RANK: Record<AttemptStatus, number> = { Queued: 0, Sent: 1, Failed: 2, Delivered: 3, Read: 4 };

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

export async function recordReceipt(db: Db, channel: ChannelName, receipt: ProviderReceipt, evidence: ReceiptEvidence, now: number): Promise<ReceiptOutcome> {
  // Providers' events only: a post delivery is entered days later from India Post's tracking.
  if (evidence.source === 'Webhook' && receipt.at && (now - receipt.at.getTime() > REPLAY_WINDOW_MS || receipt.at.getTime() - now > FUTURE_SKEW_MS)) return 'stale';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; notice: string; status: AttemptStatus }>(
      `SELECT "name", "notice", "status" FROM "tabService Attempt" WHERE "provider_message_id" = $1 AND "channel" = $2 FOR UPDATE`,
      [receipt.providerMessageId, channel],
    );
    const attempt = rows[0];
    if (!attempt) return 'unknown';
    const at = stamp(receipt.at ?? new Date(now));
    const payloadHash = sha256(evidence.payload);
    const inserted = await tx.query(
      `INSERT INTO "tabService Receipt" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx",
         "attempt", "event_key", "channel", "provider_message_id", "status", "event_time", "source", "payload", "payload_sha256", "signature", "recorded_by")
       VALUES ($1, $2, $3, $3, $2, 0, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $2)
       ON CONFLICT ("name") DO NOTHING RETURNING "name"`,
      [sha256(receipt.eventKey), evidence.recordedBy, stamp(now), attempt.name, receipt.eventKey, channel, receipt.providerMessageId, receipt.status, at, evidence.source, evidence.payload, payloadHash, evidence.signature],
    );
    if (inserted.rows.length === 0) return 'replay';
    // Forward only: a failure never undoes a delivery; a delivery after a failure report stands.
    const forward = RANK[receipt.status] > RANK[attempt.status];
    const column = { Sent: 'sent_on', Delivered: 'delivered_on', Read: 'read_on', Failed: 'failed_on' }[receipt.status];
    // Each receipt's time is kept even when it arrives out of order (read before delivered).
    await tx.query(
      `UPDATE "tabService Attempt" SET "${column}" = coalesce("${column}", $2),
         "status" = CASE WHEN $3 THEN $4 ELSE "status" END,
         "receipt_sha256" = CASE WHEN $3 THEN $5 ELSE "receipt_sha256" END,
         "error" = CASE WHEN $3 AND $6::text IS NOT NULL THEN $6 ELSE "error" END,
         "modified" = $7
       WHERE "name" = $1`,
      [attempt.name, at, forward, receipt.status, payloadHash, receipt.error, stamp(now)],
    );
    if (receipt.status === 'Delivered' || receipt.status === 'Read') await markServed(tx, attempt.notice, attempt.name, at);
    return 'recorded';
  });
}

/** Service proven: the notice leaves the ladder with the earliest proof. */
export async function markServed(db: Db, notice: string, attempt: string, at: string): Promise<void> {
  await db.query(
    `UPDATE "tabService Notice" SET "state" = 'Served', "served_on" = $2, "served_by_attempt" = $3, "modified" = $2
      WHERE "name" = $1 AND ("served_on" IS NULL OR "served_on" > $2)`,
    [notice, at, attempt],
  );
}
