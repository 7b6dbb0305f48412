import { NOTICE_KIND_OPTIONS } from 'shared-api/methods';
import { defineDoctype } from '../core/doctype/define';
import type { Doc } from '../core/doctype/types';
import { ValidationError } from '../core/errors';
import { CHANNELS } from './channel';

/*
 * The record of service (issue "Service that stands in court"). Every row is written by the
 * server only (`immutable`: nobody, the case manager included, can create, change or delete one
 * through the API), so the evidence a court reads is what the providers and the case manager's
 * recorded acts produced. The case manager reads them; the escalation ladder is their setting.
 */

export const ATTEMPT_STATUSES = ['Queued', 'Sent', 'Delivered', 'Read', 'Failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const NOTICE_STATES = ['In Progress', 'Post', 'Awaiting Decision', 'Served', 'Substituted Service'] as const;
type NoticeState = (typeof NOTICE_STATES)[number];

const MANAGER_READS = [{ role: 'System Manager', read: true }];

/** One notice of one kind to one party of a case: its attempts, its place on the ladder, when service was proven. */
export const ServiceNotice = defineDoctype({
  name: 'Service Notice',
  naming: 'hash',
  immutable: true,
  permissions: MANAGER_READS,
  indexes: [['case_name', 'notice_kind']],
  fields: [
    { fieldname: 'case_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'case_name', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'lot', fieldtype: 'Data', index: true },
    // The send action that made it (all notices of one Lot share it).
    { fieldname: 'batch', fieldtype: 'Data', index: true },
    { fieldname: 'party_row', fieldtype: 'Data', reqd: true },
    { fieldname: 'party_name', fieldtype: 'Data' },
    { fieldname: 'notice_kind', fieldtype: 'Data', reqd: true },
    { fieldname: 'state', fieldtype: 'Select', options: [...NOTICE_STATES], default: 'In Progress', index: true },
    { fieldname: 'started_on', fieldtype: 'Datetime' },
    // The first delivered or read receipt (or a post delivery): service proven.
    { fieldname: 'served_on', fieldtype: 'Datetime' },
    { fieldname: 'served_by_attempt', fieldtype: 'Data' },
    { fieldname: 'escalated_on', fieldtype: 'Datetime' },
    { fieldname: 'decision_asked_on', fieldtype: 'Datetime' },
    { fieldname: 'decision', fieldtype: 'Small Text' },
    { fieldname: 'decided_by', fieldtype: 'Data' },
    { fieldname: 'decided_on', fieldtype: 'Datetime' },
    { fieldname: 'sent_by', fieldtype: 'Data' },
  ],
});

/** One attempt on one channel: the address used, the provider's id, each receipt's time and the last receipt's hash. */
export const ServiceAttempt = defineDoctype({
  name: 'Service Attempt',
  naming: 'hash',
  immutable: true,
  permissions: MANAGER_READS,
  // The drain's claim: a channel's queued attempts, oldest first.
  indexes: [['channel', 'status', 'queued_on'], ['provider_message_id']],
  fields: [
    { fieldname: 'notice', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'case_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'case_name', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'lot', fieldtype: 'Data', index: true },
    { fieldname: 'party_row', fieldtype: 'Data', reqd: true },
    { fieldname: 'party_name', fieldtype: 'Data' },
    { fieldname: 'notice_kind', fieldtype: 'Data', reqd: true },
    { fieldname: 'channel', fieldtype: 'Select', options: [...CHANNELS], reqd: true },
    // E-mail address, mobile number or postal address, as used.
    { fieldname: 'address', fieldtype: 'Small Text' },
    { fieldname: 'language', fieldtype: 'Data', length: 8 },
    { fieldname: 'status', fieldtype: 'Select', options: [...ATTEMPT_STATUSES], default: 'Queued' },
    { fieldname: 'provider', fieldtype: 'Data' },
    // SMS sid, WhatsApp wamid, SMTP Message-ID (or Email Queue record), or the post's article number.
    { fieldname: 'provider_message_id', fieldtype: 'Data', length: 500 },
    { fieldname: 'queued_on', fieldtype: 'Datetime' },
    // Quiet hours: not sent before this (RBI's 08:00-19:00 IST window, quiet-hours.ts).
    { fieldname: 'not_before', fieldtype: 'Datetime' },
    // A drain holds the attempt until then while it sends it (two drains never send one twice).
    { fieldname: 'claimed_until', fieldtype: 'Datetime' },
    { fieldname: 'sent_on', fieldtype: 'Datetime' },
    { fieldname: 'delivered_on', fieldtype: 'Datetime' },
    { fieldname: 'read_on', fieldtype: 'Datetime' },
    { fieldname: 'failed_on', fieldtype: 'Datetime' },
    { fieldname: 'tries', fieldtype: 'Int', default: 0 },
    { fieldname: 'error', fieldtype: 'Small Text' },
    { fieldname: 'subject', fieldtype: 'Data', length: 500 },
    { fieldname: 'message', fieldtype: 'Long Text' },
    { fieldname: 'tracking_status', fieldtype: 'Data' },
    // SHA-256 of the raw payload of the latest receipt that changed the status.
    { fieldname: 'receipt_sha256', fieldtype: 'Data', length: 64 },
    { fieldname: 'sent_by', fieldtype: 'Data' },
  ],
});

/**
 * Every receipt as it came: the raw payload, its SHA-256 and the signature header. Named by the
 * SHA-256 of the event's key (provider, message, status), so the same event stored twice is
 * impossible: a replay is refused by the insert itself.
 */
export const ServiceReceipt = defineDoctype({
  name: 'Service Receipt',
  naming: 'prompt',
  immutable: true,
  permissions: MANAGER_READS,
  fields: [
    { fieldname: 'attempt', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'event_key', fieldtype: 'Data', length: 500 },
    { fieldname: 'channel', fieldtype: 'Data' },
    { fieldname: 'provider_message_id', fieldtype: 'Data', length: 500 },
    { fieldname: 'status', fieldtype: 'Data' },
    { fieldname: 'event_time', fieldtype: 'Datetime' },
    { fieldname: 'source', fieldtype: 'Select', options: ['Webhook', 'Entered', 'Imported'] },
    { fieldname: 'payload', fieldtype: 'Long Text' },
    { fieldname: 'payload_sha256', fieldtype: 'Data', length: 64 },
    { fieldname: 'signature', fieldtype: 'Data', length: 500 },
    { fieldname: 'recorded_by', fieldtype: 'Data' },
  ],
});

/**
 * The escalation ladder of a notice kind, the case manager's setting: the channels tried at once;
 * after `days_to_post` days with nothing delivered or read, registered post; after
 * `days_to_decision` more days with no post delivered, the case manager decides (substituted service).
 */
const wholeDays = (value: unknown, label: string, min: number) => {
  const days = Number(value);
  if (!Number.isInteger(days) || days < min || days > 90) throw new ValidationError(`${label}: a whole number of days from ${min} to 90`);
  return days;
};

/** A ladder the sweep can climb: a known notice kind, channels it knows, days it can count. */
function checkRule(doc: Doc): void {
  const kind = String(doc.notice_kind ?? '').trim();
  if (!(NOTICE_KIND_OPTIONS as readonly string[]).includes(kind)) throw new ValidationError(`Notice kind: choose one of ${NOTICE_KIND_OPTIONS.join(', ')}`);
  const named = String(doc.first_channels ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const unknown = named.filter((part) => !(CHANNELS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new ValidationError(`First channels: ${unknown.join(', ')} is not a channel (${CHANNELS.join(', ')})`);
  if (named.length === 0) throw new ValidationError('First channels: choose at least one');
  doc.first_channels = [...new Set(named)].join(', ');
  doc.days_to_post = wholeDays(doc.days_to_post ?? 7, 'Days to post', 1);
  doc.days_to_decision = wholeDays(doc.days_to_decision ?? 15, 'Days to the decision', 1);
}

export const ServiceEscalationRule = defineDoctype({
  name: 'Service Escalation Rule',
  naming: 'field:notice_kind',
  permissions: [{ role: 'System Manager', read: true, write: true, create: true, delete: true }],
  fields: [
    { fieldname: 'notice_kind', fieldtype: 'Data', reqd: true },
    // Comma-separated: Email, SMS, WhatsApp (Post joins only by escalation or when named).
    { fieldname: 'first_channels', fieldtype: 'Data', default: 'Email, SMS, WhatsApp' },
    { fieldname: 'days_to_post', fieldtype: 'Int', default: 7 },
    { fieldname: 'days_to_decision', fieldtype: 'Int', default: 15 },
  ],
  hooks: { validate: checkRule },
  // Only the case manager (System Manager) reaches this doctype at all.
  fieldRules: [{ fields: 'rest', update: ['System Manager'] }],
});

export const SERVICE_DOCTYPES = [ServiceNotice, ServiceAttempt, ServiceReceipt, ServiceEscalationRule] as const;
