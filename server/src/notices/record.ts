import type { ServiceAttemptRow, ServiceNoticeRow, ServiceReceiptRow } from 'shared-api/methods';
import type { Db } from '../db';
import { instantOf, istDateTime } from './quiet-hours';

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The screens show each time as the affidavit does: DD-MM-YYYY HH:MM IST. */
function ist(row: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const field of fields) if (row[field]) shown[field] = istDateTime(instantOf(String(row[field])));
  return shown;
}

/** Every notice of a case with its attempts (oldest first) and their receipts: the screens' and the affidavit's source. */
export async function serviceRecord(db: Db, caseName: string, partyRow?: string): Promise<ServiceNoticeRow[]> {
  const notices = await db.query<Record<string, unknown>>(
    `SELECT * FROM "tabService Notice" WHERE "case_name" = $1 ${partyRow ? 'AND "party_row" = $2' : ''} ORDER BY "started_on", "name"`,
    partyRow ? [caseName, partyRow] : [caseName],
  );
  if (notices.rows.length === 0) return [];
  const attempts = await db.query<Record<string, unknown>>(
    `SELECT * FROM "tabService Attempt" WHERE "case_name" = $1 ORDER BY "queued_on", "channel", "name"`,
    [caseName],
  );
  const receipts = await db.query<Record<string, unknown>>(
    `SELECT r."name", r."attempt", r."status", r."event_time", r."source", r."payload_sha256", r."recorded_by" FROM "tabService Receipt" r
      JOIN "tabService Attempt" a ON a."name" = r."attempt" WHERE a."case_name" = $1 ORDER BY r."event_time", r."creation"`,
    [caseName],
  );
  const receiptsOf = new Map<string, ServiceReceiptRow[]>();
  for (const row of receipts.rows) {
    const list = receiptsOf.get(String(row.attempt)) ?? [];
    list.push({ name: String(row.name), status: String(row.status), event_time: text(row.event_time), event_time_ist: istDateTime(instantOf(String(row.event_time ?? ''))), source: row.source as ServiceReceiptRow['source'], payload_sha256: String(row.payload_sha256), recorded_by: String(row.recorded_by) });
    receiptsOf.set(String(row.attempt), list);
  }
  const attemptsOf = new Map<string, ServiceAttemptRow[]>();
  for (const row of attempts.rows) {
    const list = attemptsOf.get(String(row.notice)) ?? [];
    list.push({
      name: String(row.name),
      channel: row.channel as ServiceAttemptRow['channel'],
      address: text(row.address),
      language: text(row.language),
      status: row.status as ServiceAttemptRow['status'],
      provider: text(row.provider),
      provider_message_id: text(row.provider_message_id),
      queued_on: text(row.queued_on),
      not_before: text(row.not_before),
      sent_on: text(row.sent_on),
      delivered_on: text(row.delivered_on),
      read_on: text(row.read_on),
      failed_on: text(row.failed_on),
      error: text(row.error),
      tracking_status: text(row.tracking_status),
      receipt_sha256: text(row.receipt_sha256),
      sent_by: text(row.sent_by),
      receipts: receiptsOf.get(String(row.name)) ?? [],
      ist: ist(row, ['queued_on', 'not_before', 'sent_on', 'delivered_on', 'read_on', 'failed_on']),
    });
    attemptsOf.set(String(row.notice), list);
  }
  return notices.rows.map((row) => ({
    name: String(row.name),
    case_doctype: String(row.case_doctype),
    case_name: String(row.case_name),
    party_row: String(row.party_row),
    party_name: text(row.party_name),
    notice_kind: String(row.notice_kind),
    state: row.state as ServiceNoticeRow['state'],
    started_on: text(row.started_on),
    served_on: text(row.served_on),
    served_by_attempt: text(row.served_by_attempt),
    escalated_on: text(row.escalated_on),
    decision_asked_on: text(row.decision_asked_on),
    decision: text(row.decision),
    decided_by: text(row.decided_by),
    attempts: attemptsOf.get(String(row.name)) ?? [],
    ist: ist(row, ['started_on', 'served_on', 'escalated_on', 'decision_asked_on']),
  }));
}
