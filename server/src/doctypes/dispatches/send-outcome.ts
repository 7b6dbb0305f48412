import { dispatchKindOf } from 'shared-api/rules';
import { contextFor } from '../../core/context';
import { nowDatetime } from '../../core/datetime';
import type { Doc } from '../../core/doctype/types';
import { loadDoc, updateDoc } from '../../core/documents';
import { SYSTEM_USER } from '../../core/session-user';
import type { AppServices } from '../../services';

interface OutboxRow {
  name: string;
  status: string;
  message_id: string | null;
  error: string | null;
}

/**
 * Dispatch rows that `send_dispatch` left Queued on an outbox record (`message_id` = the Email
 * Queue or SMS Log name) whose job has since finished get its outcome: Sent with the SMTP
 * Message-ID or the provider's id, or Failed with the reason. Called by the mail and SMS jobs
 * when they finish, and by `send_dispatch` after it saves (a quick job may finish first), so
 * whichever comes last records it. Saved by the system (trusted, audited); nothing happens when
 * the record is not a dispatch or no Queued row has a finished record.
 */
export async function settleQueuedDeliveries(services: AppServices, reference: { doctype: string | null; name: string | null }): Promise<void> {
  if (!reference.doctype || !reference.name || !dispatchKindOf(reference.doctype)) return;
  const doctype = services.registry.require(reference.doctype);
  const stored = await loadDoc(services.db, services.registry, doctype, reference.name);
  const rows = (stored?.dispatch_details as Doc[] | undefined) ?? [];
  const waiting = rows.filter((row) => row.status === 'Queued' && row.message_id).map((row) => String(row.message_id));
  if (waiting.length === 0) return;
  const { rows: outbox } = await services.db.query<OutboxRow>(
    `SELECT "name", "status", "message_id", "error" FROM "tabEmail Queue" WHERE "name" = ANY($1) AND "status" IN ('Sent', 'Error')
     UNION ALL
     SELECT "name", "status", "message_id", "error" FROM "tabSMS Log" WHERE "name" = ANY($1) AND "status" IN ('Sent', 'Error')`,
    [waiting],
  );
  if (outbox.length === 0) return;
  const finished = new Map(outbox.map((record) => [record.name, record]));
  const sentOn = nowDatetime();
  const updated = rows.map((row) => {
    const record = row.status === 'Queued' ? finished.get(String(row.message_id)) : undefined;
    if (!record) return row;
    return record.status === 'Sent'
      ? { ...row, status: 'Sent', message_id: record.message_id || record.name, send_error: null, sent_on: sentOn }
      : { ...row, status: 'Failed', message_id: record.name, send_error: record.error, sent_on: sentOn };
  });
  await updateDoc(contextFor(services, SYSTEM_USER), reference.doctype, reference.name, { dispatch_details: updated }, { ignorePermissions: true });
}
