import { formatDate } from 'shared-api';
import type { ReportRow } from '../api/dispatches';

const HEADERS = ['Case', 'Dispatch', 'Kind', 'Recipient', 'Party', 'Channel', 'Dispatch date', 'Tracking id', 'Message id', 'Status', 'Received date', 'Acknowledged', 'Proof', 'Overdue acknowledgement'];

/** A cell that cannot be read as a formula by a spreadsheet (=, +, -, @ lead a formula). */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV (dates DD-MM-YYYY), one line per delivery. */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = rows.map((row) =>
    [
      row.case,
      row.dispatch,
      row.kind_label,
      row.dispatched_to,
      row.party_type,
      row.channel,
      formatDate(row.dispatch_date),
      row.tracking_id,
      row.message_id,
      row.status,
      formatDate(row.received_date ?? row.acknowledgement_date),
      row.acknowledged ? 'Yes' : 'No',
      row.has_proof ? 'Yes' : 'No proof',
      row.stale ? 'Yes' : 'No',
    ]
      .map(cell)
      .join(','),
  );
  return [HEADERS.join(','), ...lines].join('\r\n') + '\r\n';
}
