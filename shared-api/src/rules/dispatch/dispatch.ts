/*
 * Dispatch of notices, orders, the disclosure and the award to the parties (s.3 and s.31(5) of the
 * Arbitration and Conciliation Act: service must be provable). One dispatch record of a kind holds
 * one row per recipient; the row's status says how far its delivery got.
 */

/** The four dispatch records of SPEC §3, with the case flag and channel field each one answers. */
export const DISPATCH_KINDS = [
  { doctype: 'Consent And Disclosure Dispatch', label: 'Consent & Disclosure', flag: 'consent_and_disclosure_dispatch', channel: 'consent_and_disclosure_channel' },
  { doctype: 'FHN And MOM Dispatch', label: 'First hearing notice & minutes', flag: 'fhn_and_mom_dispatch', channel: 'fhn_and_mom_dispatch_channel' },
  { doctype: 'SHN S17 Order And MOM Dispatch', label: 'Second hearing notice, s.17 order & minutes', flag: 'shn_s17_order_and_mom_dispatch', channel: 'shn_s17_order_and_mom_dispatch_channel' },
  { doctype: 'Document Dispatch Tracker', label: 'Award', flag: 'award_dispatched', channel: 'award_dispatched_channel' },
] as const;

export type DispatchKind = (typeof DISPATCH_KINDS)[number];
export type DispatchDoctype = DispatchKind['doctype'];

export const DISPATCH_DOCTYPES: readonly DispatchDoctype[] = DISPATCH_KINDS.map((kind) => kind.doctype);

export function dispatchKindOf(doctype: string): DispatchKind | undefined {
  return DISPATCH_KINDS.find((kind) => kind.doctype === doctype);
}

/** The award's dispatch: every party must have one before the case is Award Dispatched. */
export const AWARD_DISPATCH_DOCTYPE: DispatchDoctype = 'Document Dispatch Tracker';

/**
 * Where a delivery stands. Pending: not sent yet. Queued: an e-mail or SMS waiting in the outbox
 * (no provider configured). Sent: the provider accepted it (message id recorded). Dispatched: put
 * in the post or a courier's hands. Delivered: receipt acknowledged. Failed: refused or bounced;
 * never counted as delivered.
 */
export const DISPATCH_STATUSES = ['Pending', 'Queued', 'Sent', 'Dispatched', 'Delivered', 'Failed'] as const;
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

/** Channels the server sends itself; the others are sent by hand and recorded with a tracking id. */
export const SENT_BY_SERVER = ['Email', 'SMS'] as const;

export const isServerChannel = (channel: string | null | undefined): boolean => (SENT_BY_SERVER as readonly string[]).includes(channel ?? '');

export interface DeliveryRow {
  channel?: string | null;
  status?: string | null;
  dispatch_date?: string | null;
  received_date?: string | null;
  acknowledged?: number | boolean | null;
  acknowledgement_date?: string | null;
  proof?: string | null;
  message_id?: string | null;
}

/**
 * A row's status from what is recorded on it. A server send's outcome (Queued, Sent, Failed)
 * stands until receipt is acknowledged; an acknowledged receipt is Delivered; a hand-sent row with
 * a dispatch date is Dispatched.
 */
export function deliveryStatus(row: DeliveryRow): DispatchStatus {
  const current = (DISPATCH_STATUSES as readonly string[]).includes(row.status ?? '') ? (row.status as DispatchStatus) : 'Pending';
  if (row.acknowledged === 1 || row.acknowledged === true) return 'Delivered';
  if (current === 'Failed' || current === 'Queued' || current === 'Sent') return current;
  if (!isServerChannel(row.channel) && row.dispatch_date) return 'Dispatched';
  return 'Pending';
}

/** The day the recipient received it: the acknowledged receipt date (or the acknowledgement's date). */
export function receiptDate(row: DeliveryRow): string | null {
  if (!(row.acknowledged === 1 || row.acknowledged === true)) return null;
  return row.received_date || row.acknowledgement_date || null;
}

/** Proof of service on record: an acknowledgement with its date, or a proof document (postal receipt, courier POD). */
export function hasProof(row: DeliveryRow): boolean {
  return Boolean(row.proof) || ((row.acknowledged === 1 || row.acknowledged === true) && Boolean(row.received_date || row.acknowledgement_date));
}

/** Sent, queued or dispatched, not yet acknowledged: what the report highlights once it is old. */
export const AWAITING_ACKNOWLEDGEMENT: readonly DispatchStatus[] = ['Queued', 'Sent', 'Dispatched'];
