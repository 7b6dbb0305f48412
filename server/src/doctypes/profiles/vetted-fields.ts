import type { Doc, HookContext } from '../../core/doctype/types';
import { PermissionError } from '../../core/errors';

/** Statuses in which the case manager has vetted, or is vetting, what the profile says. */
const VETTED_STATUSES = new Set(['Pending For Approval', 'Approved']);

/** What the account is: changing it would turn a vetted profile into an unvetted one. Refused. */
const IDENTITY_FIELDS: Record<string, string> = { user_type: 'user type', email_id: 'e-mail' };

/** Documents the case manager checked: changing one sends an Approved profile back for approval. */
export const VETTED_DOCUMENT_FIELDS = ['pan', 'arb_pan', 'aadhar_number', 'enrollment_number', 'bar_council_id'] as const;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * Its owner cannot relabel a profile under approval or approved (an Expert offering themselves to
 * claimants as a Lawyer): the user type and e-mail are refused, and a changed PAN, Aadhaar,
 * enrolment number or bar council id puts an Approved profile back to Pending For Approval.
 * The case manager (and trusted system work) may change anything.
 */
export function guardVettedFields(doc: Doc, ctx: HookContext): void {
  const previous = ctx.previous;
  if (ctx.isNew || !previous || !VETTED_STATUSES.has(text(previous.status))) return;
  for (const [field, label] of Object.entries(IDENTITY_FIELDS)) {
    if (field in doc && text(doc[field]).toLowerCase() !== text(previous[field]).toLowerCase()) {
      throw new PermissionError(`The ${label} of a profile that is ${text(previous.status)} can be changed only by the case manager`);
    }
  }
  const documentsChanged = VETTED_DOCUMENT_FIELDS.some((field) => field in doc && text(doc[field]) !== text(previous[field]));
  if (documentsChanged && text(previous.status) === 'Approved' && text(doc.status) === 'Approved') doc.status = 'Pending For Approval';
}
