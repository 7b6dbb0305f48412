/*
 * Time extension of a mediation (SPEC §4 "Extension", §9). Dates are calendar dates, 'YYYY-MM-DD'
 * (a Frappe datetime's time part is ignored); `now` is today's date in the caller's time zone, passed
 * in so the rules never read a clock. Date rules count whole days and include both ends.
 */
import { isFlagSet, type Flag } from './flags';
import { ALLOWED, refuse, type RuleResult } from './result';

export const EXTENSION_DEFAULT_DAYS = 60;
/** The extension button shows while the due date is no more than this many days ahead. */
export const EXTENSION_REQUEST_WINDOW_DAYS = 20;
/** The due date turns red this many days ahead. */
export const DUE_SOON_DAYS = 10;
/**
 * A dashboard lists this many of the cases due soon, the soonest first, with how many there are
 * in all: a case manager's can be thousands.
 */
export const DUE_SOON_LIST_LIMIT = 50;

export const EXTENSION_STATUSES = ['New', 'Extension Request Sent', 'Extended', 'Extension Rejected'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];
export type ExtensionAction = 'request' | 'approve' | 'reject';
export type ExtensionParty = 'respondent' | 'claimant';

export interface ExtensionFields {
  extension_status?: string | null;
  is_extended?: Flag;
  requested_by_respondent?: Flag;
  requested_by_claimant?: Flag;
}

export interface ExtensionPatch {
  extension_status: ExtensionStatus;
  is_extended: 0 | 1;
  requested_by_respondent?: 0 | 1;
  requested_by_claimant?: 0 | 1;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** Days since the epoch of a 'YYYY-MM-DD' date, or null when it is not a real calendar date. */
function dayNumber(date: string | null | undefined): number | null {
  const match = ISO_DATE.exec((date ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    return null;
  }
  return time / DAY_MS;
}

function isoOf(dayNumberValue: number): string {
  return new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `now` to `date`: negative when past; null when either is not a date. */
function daysUntil(date: string | null | undefined, now: string): number | null {
  const target = dayNumber(date);
  const today = dayNumber(now);
  return target === null || today === null ? null : target - today;
}

/** The due date plus `days`; null for a missing or invalid date or a negative or fractional count. */
export function extendedDate(dueDate: string | null | undefined, days: number = EXTENSION_DEFAULT_DAYS): string | null {
  const due = dayNumber(dueDate);
  if (due === null || !Number.isInteger(days) || days < 0) return null;
  return isoOf(due + days);
}

/** The extension button shows while the due date is between today and 20 days ahead. */
export function canRequestExtension(dueDate: string | null | undefined, now: string): boolean {
  const days = daysUntil(dueDate, now);
  return days !== null && days >= 0 && days <= EXTENSION_REQUEST_WINDOW_DAYS;
}

/** The due (or extended) date shows in red within the next 10 days, today included, and not once past. */
export function isDueSoon(dueOrExtendedDate: string | null | undefined, now: string): boolean {
  const days = daysUntil(dueOrExtendedDate, now);
  return days !== null && days >= 0 && days <= DUE_SOON_DAYS;
}

// Stored statuses as the older screens wrote them ("Request Sent", "Rejected"), matched without case.
const STORED_STATUS: ReadonlyMap<string, ExtensionStatus> = new Map([
  ['new', 'New'],
  ['extension request sent', 'Extension Request Sent'],
  ['request sent', 'Extension Request Sent'],
  ['extended', 'Extended'],
  ['extension rejected', 'Extension Rejected'],
  ['rejected', 'Extension Rejected'],
]);

/** The displayed status: the stored one when recognised, else derived from the flags; New by default. */
export function extensionStatus(dispute: ExtensionFields): ExtensionStatus {
  const stored = STORED_STATUS.get((dispute.extension_status ?? '').trim().toLowerCase());
  if (stored) return stored;
  if (isFlagSet(dispute.is_extended)) return 'Extended';
  if (isFlagSet(dispute.requested_by_respondent) || isFlagSet(dispute.requested_by_claimant)) {
    return 'Extension Request Sent';
  }
  return 'New';
}

/** Which party asked for the extension; null when no one, or the flags do not say one party. */
export function extensionRequester(dispute: ExtensionFields): ExtensionParty | null {
  const respondent = isFlagSet(dispute.requested_by_respondent);
  const claimant = isFlagSet(dispute.requested_by_claimant);
  if (respondent === claimant) return null;
  return respondent ? 'respondent' : 'claimant';
}

/**
 * Whether `by` may take `action` now. A request may not be made while another waits for an answer.
 * Only the other party answers a request; once answered it may change the answer (the dropdown shown
 * when Extended or Extension Rejected).
 */
export function checkExtensionAction(dispute: ExtensionFields, action: ExtensionAction, by: ExtensionParty): RuleResult {
  const status = extensionStatus(dispute);
  if (action === 'request') {
    return status === 'Extension Request Sent' ? refuse('An extension request is already waiting for an answer') : ALLOWED;
  }
  if (status === 'New') return refuse('There is no extension request to answer');
  if (extensionRequester(dispute) === by) {
    return refuse(`The party that asked for the extension cannot ${action} it`);
  }
  return ALLOWED;
}

/** The dispute fields an extension action writes. A new request belongs to its requester alone. */
export function nextExtensionState(action: ExtensionAction, by: ExtensionParty): ExtensionPatch {
  switch (action) {
    case 'request':
      return {
        extension_status: 'Extension Request Sent',
        is_extended: 0,
        requested_by_respondent: by === 'respondent' ? 1 : 0,
        requested_by_claimant: by === 'claimant' ? 1 : 0,
      };
    case 'approve':
      return { extension_status: 'Extended', is_extended: 1 };
    case 'reject':
      return { extension_status: 'Extension Rejected', is_extended: 0 };
  }
}
