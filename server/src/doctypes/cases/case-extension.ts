import {
  canRequestExtension,
  checkExtensionAction,
  EXTENSION_DEFAULT_DAYS,
  EXTENSION_REQUEST_WINDOW_DAYS,
  extendedDate,
  extensionStatus,
  nextExtensionState,
  type ExtensionAction,
  type ExtensionParty,
} from 'shared-api/rules';
import { today } from '../../core/datetime';
import type { Doc, HookContext } from '../../core/doctype/types';
import { PermissionError, ValidationError } from '../../core/errors';
import { isSystemManager, respondentCaseOf } from '../../core/session-user';

/*
 * Extension of time on a mediation (SPEC §4 "Extension"): one party asks, the other approves or
 * rejects, as shared-api's checkExtensionAction says. Used by update_mediation and by a
 * respondent's own PUT of the extension fields; nobody else changes them with a PUT.
 */

const MAX_DAYS = 365;

/** The action a wanted status stands for; null for New (a request is never withdrawn by a status). */
export function actionForStatus(status: string | null | undefined): ExtensionAction | null {
  switch (extensionStatus({ extension_status: status })) {
    case 'Extension Request Sent':
      return 'request';
    case 'Extended':
      return 'approve';
    case 'Extension Rejected':
      return 'reject';
    default:
      return null;
  }
}

export interface ExtensionInput {
  days?: number | null;
  reason?: string | null;
}

/** Checks `party` may take `action` on this dispute now and returns the fields to write. */
export function extensionPatch(dispute: Doc, action: ExtensionAction, party: ExtensionParty, input: ExtensionInput = {}): Record<string, unknown> {
  if (dispute.stage === 'Completed') throw new ValidationError('The mediation is completed: its time cannot be extended');
  const allowed = checkExtensionAction(dispute, action, party);
  if (!allowed.ok) throw new ValidationError(allowed.reason);
  const stored = Number(dispute.no_of_days_extended) || null;
  const days = input.days ?? stored ?? EXTENSION_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    throw new ValidationError(`Number of days extended must be a whole number from 1 to ${MAX_DAYS}`);
  }
  const due = typeof dispute.due_date === 'string' ? dispute.due_date : null;
  switch (action) {
    case 'request':
      if (!canRequestExtension(due, today())) {
        throw new ValidationError(`An extension can be requested only while the due date is within the next ${EXTENSION_REQUEST_WINDOW_DAYS} days`);
      }
      return { ...nextExtensionState('request', party), no_of_days_extended: days, reason_for_extension: input.reason ?? dispute.reason_for_extension ?? null, extended_date: null };
    case 'approve': {
      const until = extendedDate(due, days);
      if (!until) throw new ValidationError('The dispute has no due date to extend');
      return { ...nextExtensionState('approve', party), no_of_days_extended: days, extended_date: until };
    }
    case 'reject':
      return { ...nextExtensionState('reject', party), extended_date: null };
  }
}

const EXTENSION_FIELDS = ['extension_status', 'requested_by_respondent', 'requested_by_claimant', 'is_extended', 'extended_date'];
const EXTENSION_TERMS = ['no_of_days_extended', 'reason_for_extension'];

/**
 * The extension fields change only by the rules. A respondent changing them with a plain PUT gets
 * the same rules: the status they set says the action; the flags and extended date are then
 * written by the rules, not the body. Anyone else (the mediator, who may PUT the dispute) goes
 * through update_mediation, which knows which party they answer for; the case manager may correct.
 */
export function checkExtensionChange(doc: Doc, ctx: HookContext): void {
  if (ctx.isNew || ctx.trusted || isSystemManager(ctx.user) || !ctx.previous) return;
  const previous = ctx.previous;
  const changed = (field: string) => (doc[field] ?? '') !== (previous[field] ?? '');
  if (!respondentCaseOf(ctx.user)) {
    if ([...EXTENSION_FIELDS, ...EXTENSION_TERMS].some(changed)) {
      throw new PermissionError('An extension of time is requested, approved or rejected by the parties, through update_mediation');
    }
    return;
  }
  if (!EXTENSION_FIELDS.some(changed)) return;
  const action = actionForStatus(doc.extension_status as string) ?? (doc.is_extended === 1 ? 'approve' : doc.requested_by_respondent === 1 ? 'request' : null);
  if (!action) throw new ValidationError('An extension request cannot be withdrawn');
  const days = Number(doc.no_of_days_extended) || null;
  Object.assign(doc, extensionPatch(previous, action, 'respondent', { days, reason: (doc.reason_for_extension as string | null) ?? null }));
}
