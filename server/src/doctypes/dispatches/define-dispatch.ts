import { deliveryStatus, todayInIndia, type DispatchStatus } from 'shared-api/rules';
import type { Doc, Doctype, HookContext } from '../../core/doctype/types';
import { ValidationError } from '../../core/errors';
import { isSystemManager } from '../../core/session-user';
import { FILING_ROLES, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';

/** Written by the server when it sends a row itself; a client cannot set or change them. */
const SEND_RESULT_FIELDS = ['message_id', 'send_error', 'sent_on'] as const;
/** Outcomes only the server's own send records. */
const SERVER_STATUSES: readonly string[] = ['Queued', 'Sent', 'Failed'];

export interface DispatchOptions {
  /** Runs after every save, in the same transaction (the award's dispatch moves the case on). */
  onSaved?: (doc: Doc, ctx: HookContext) => Promise<void>;
}

/**
 * The dispatch records of SPEC §3 (notices, orders, consent & disclosure, the award, sent to the
 * parties) share one shape. The case's neutral keeps them; the filing side reads them for its
 * dispatch report; respondents read only their own rows' status through a method.
 */
export function defineDispatch(name: string, naming: string, options: DispatchOptions = {}): Doctype {
  return defineCaseDocument({
    name,
    naming,
    links: ['claim', 'dispute'],
    fields: [
      { fieldname: 'dispatch_date', fieldtype: 'Date' },
      { fieldname: 'posting_date', fieldtype: 'Date', default: 'Today' },
      { fieldname: 'status', fieldtype: 'Data' },
      { fieldname: 'dispatched_to', fieldtype: 'Data' },
      { fieldname: 'documents', fieldtype: 'Small Text' },
      { fieldname: 'channel', fieldtype: 'Link', options: 'Dispatch Channel' },
      { fieldname: 'tracking_id', fieldtype: 'Data' },
      { fieldname: 'tracking_details', fieldtype: 'Small Text' },
      { fieldname: 'dispatch_received_date', fieldtype: 'Date' },
      { fieldname: 'acknowledged', fieldtype: 'Check' },
      { fieldname: 'acknowledgement_received', fieldtype: 'Check' },
      { fieldname: 'acknowledgement_date', fieldtype: 'Date' },
      { fieldname: 'dispatch_approved', fieldtype: 'Check' },
      { fieldname: 'dispatch_details', fieldtype: 'Table', options: 'Dispatch Detail' },
      { fieldname: 'claimant_id', fieldtype: 'Data' },
      { fieldname: 'user_email_id', fieldtype: 'Data' },
      { fieldname: 'arbitrator', fieldtype: 'Data' },
      { fieldname: 'mediator_email_id', fieldtype: 'Data' },
    ],
    permissions: rolePermissions({ read: [...FILING_ROLES, ...NEUTRAL_ROLES], create: NEUTRAL_ROLES, write: NEUTRAL_ROLES, delete: NEUTRAL_ROLES }),
    access: { create: 'neutral', write: 'neutral', delete: 'neutral' },
    // The record's status and acknowledgement summarise its delivery rows (normaliseDispatch).
    fieldRules: [{ fields: ['status', 'acknowledged', 'acknowledgement_received'], update: 'server' }],
    hooks: {
      validate: normaliseDispatch,
      onUpdate: async (doc, ctx) => {
        await options.onSaved?.(doc, ctx);
      },
    },
  });
}

const isChecked = (value: unknown) => value === 1 || value === true;

/**
 * Keeps each delivery row truthful: the send outcome is the server's (a client cannot mark an
 * e-mail Sent or turn a failure into a success), an acknowledgement carries its date, dates are
 * not in the future, and the status follows from what is recorded. The record's own status,
 * channel and acknowledgement summarise its rows.
 */
function normaliseDispatch(doc: Doc, ctx: HookContext): void {
  const trusted = ctx.trusted || isSystemManager(ctx.user);
  const today = todayInIndia();
  const previousRows = new Map(((ctx.previous?.dispatch_details as Doc[] | undefined) ?? []).map((row) => [String(row.name), row]));
  const rows = (doc.dispatch_details as Doc[] | undefined) ?? [];
  for (const row of rows) {
    const before = previousRows.get(String(row.name));
    if (!trusted) {
      for (const field of SEND_RESULT_FIELDS) row[field] = before?.[field] ?? null;
      const storedStatus = String(before?.status ?? '');
      row.status = SERVER_STATUSES.includes(storedStatus) ? storedStatus : null;
    }
    if (!row.channel && doc.channel) row.channel = doc.channel;
    if (isChecked(row.acknowledged)) {
      if (row.status === 'Failed') throw new ValidationError(`The delivery to ${String(row.dispatched_to ?? 'this recipient')} failed; send it again before recording its receipt`);
      row.acknowledgement_date ||= row.received_date || today;
    } else {
      row.acknowledgement_date = null;
    }
    for (const field of ['dispatch_date', 'received_date', 'acknowledgement_date'] as const) {
      if (typeof row[field] === 'string' && (row[field] as string) > today) throw new ValidationError(`${label(field)} cannot be in the future`);
    }
    if (row.received_date && row.dispatch_date && String(row.received_date) < String(row.dispatch_date)) {
      throw new ValidationError('Received date cannot be before the dispatch date');
    }
    row.status = deliveryStatus(row);
  }
  const statuses = rows.map((row) => row.status as DispatchStatus);
  doc.status = summaryStatus(statuses);
  const allAcknowledged = rows.length > 0 && rows.every((row) => isChecked(row.acknowledged));
  doc.acknowledged = allAcknowledged ? 1 : 0;
  doc.acknowledgement_received = doc.acknowledged;
  doc.channel ||= (rows.find((row) => row.channel)?.channel as string | undefined) ?? null;
  doc.dispatch_date ||= rows.map((row) => row.dispatch_date as string | null).filter(Boolean).sort()[0] ?? null;
  doc.dispatched_to = rows.map((row) => row.dispatched_to).filter(Boolean).join(', ') || doc.dispatched_to || null;
}

function label(field: string): string {
  return { dispatch_date: 'Dispatch date', received_date: 'Received date', acknowledgement_date: 'Acknowledgement date' }[field] ?? field;
}

/** One word for the record: the least advanced delivery, a failure first. */
function summaryStatus(statuses: readonly DispatchStatus[]): DispatchStatus {
  if (statuses.length === 0) return 'Pending';
  for (const status of ['Failed', 'Pending', 'Queued', 'Dispatched', 'Sent'] as const) if (statuses.includes(status)) return status;
  return 'Delivered';
}
