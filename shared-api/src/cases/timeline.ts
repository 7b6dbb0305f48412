/*
 * The audit trail in plain words (server README "Audit trail"): an update is one row per changed
 * field with its value before and after; an insert or a delete is one row for the whole document.
 */
import { formatDate, formatDateTime } from './format';
import type { AuditTrailRow } from './types';

export interface TimelineEntry {
  id: string;
  /** Who made the change, as a person reads it. */
  who: string;
  /** Server time 'YYYY-MM-DD HH:mm:ss', for sorting and <time dateTime>. */
  at: string;
  /** 'dd-mm-yyyy hh:mm AM' */
  when: string;
  /** One sentence: "Stage changed from Draft to Assignment." */
  summary: string;
  action: AuditTrailRow['action'];
  /** For an update: the field's label and its values in words. */
  field?: string;
  before?: string;
  after?: string;
}

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_VALUE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;
const MAX_VALUE_LENGTH = 120;
/** Rich-text fields hold HTML; the timeline shows its text. */
const TAG = /<[^>]*>/g;

/** Check fields of cases and their documents: their 0/1 reads as No/Yes. */
const CHECK_FIELDS = new Set([
  'acknowledged', 'acknowledgement_received', 'award_dispatched', 'consent_and_disclosure_dispatch', 'dispatch_approved',
  'documentupdate', 'fee_confirmation', 'fhn_and_mom_dispatch', 'interim_measures', 'is_convereted', 'is_extended',
  'is_nonsettled', 'is_private', 'is_settled', 'isarbreffercase', 'received', 'requested_by_claimant',
  'requested_by_respondent', 'shn_s17_order_and_mom_dispatch', 'statement_of_claim',
]);

function describeFieldValue(fieldname: string | null | undefined, value: unknown): string {
  if (fieldname && CHECK_FIELDS.has(fieldname) && (value === 0 || value === 1 || value === '0' || value === '1' || value === null)) {
    return Number(value) === 1 ? 'Yes' : 'No';
  }
  return describeValue(value);
}

/** 'mode_of_hearing' → 'Mode of hearing'. */
export function humanizeFieldname(fieldname: string): string {
  const words = fieldname.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : fieldname;
}

/** A value as the timeline shows it; 'empty' for nothing. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) return value.length === 1 ? '1 row' : `${value.length} rows`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return 'details';
  const text = String(value).replace(TAG, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return 'empty';
  if (DATE_VALUE.test(text)) return formatDate(text) ?? text;
  if (DATETIME_VALUE.test(text)) return formatDateTime(text) ?? text;
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * Who a row's owner is: a respondent session is `respondent:<case>:<mobile>`, shown as the
 * respondent with the mobile's last four digits; everyone else by their e-mail.
 */
export function describeActor(owner: string | null | undefined): string {
  const value = (owner ?? '').trim();
  if (!value) return 'Unknown';
  const respondent = /^respondent:[^:]+:(\d+)$/.exec(value);
  if (respondent) return `Respondent (mobile ending ${respondent[1].slice(-4)})`;
  if (value === 'Administrator') return 'System';
  return value;
}

/** A file's own name from the document an insert or delete recorded (its row name is a random key). */
function fileNameOf(row: AuditTrailRow): string | null {
  if (row.ref_doctype !== 'File') return null;
  let snapshot = row.action === 'Delete' ? row.before : row.after;
  if (typeof snapshot === 'string') {
    try {
      snapshot = JSON.parse(snapshot) as unknown;
    } catch {
      return null;
    }
  }
  const name = snapshot && typeof snapshot === 'object' ? (snapshot as { file_name?: unknown }).file_name : null;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

function subject(row: AuditTrailRow): string {
  const isCase = row.ref_doctype === row.case_doctype && row.docname === row.case_name;
  return isCase ? row.ref_doctype : `${row.ref_doctype} ${fileNameOf(row) ?? row.docname}`;
}

/** One audit-trail row in plain words. */
export function describeAuditRow(row: AuditTrailRow): TimelineEntry {
  const base = {
    id: row.name,
    who: describeActor(row.owner),
    at: row.creation ?? '',
    when: formatDateTime(row.creation) ?? '',
    action: row.action,
  };
  if (row.action === 'Insert') return { ...base, summary: `${subject(row)} created.` };
  if (row.action === 'Delete') return { ...base, summary: `${subject(row)} deleted.` };
  const field = (row.field_label ?? '').trim() || humanizeFieldname(row.fieldname ?? '') || 'A field';
  const before = describeFieldValue(row.fieldname, row.before);
  const after = describeFieldValue(row.fieldname, row.after);
  const where = row.ref_doctype === row.case_doctype && row.docname === row.case_name ? '' : ` of ${subject(row)}`;
  const summary =
    before === 'empty'
      ? `${field}${where} set to ${after}.`
      : after === 'empty'
        ? `${field}${where} cleared (was ${before}).`
        : `${field}${where} changed from ${before} to ${after}.`;
  return { ...base, summary, field, before, after };
}
