import { NEUTRAL_ROLES, type Role } from './roles';

export type ProfileGate = 'update-profile' | 'under-review';

/**
 * SPEC §4 profile status: a Draft or Pending For Approval neutral (case-insensitive) may not
 * use the menus; the shell sends them home and opens the matching modal.
 */
export function profileGate(role: string | null | undefined, status: string | null | undefined): ProfileGate | null {
  if (!role || !(NEUTRAL_ROLES as readonly string[]).includes(role)) return null;
  const normalized = (status ?? '').trim().toLowerCase();
  if (normalized === 'draft') return 'update-profile';
  if (normalized === 'pending for approval') return 'under-review';
  return null;
}

/** The Update Profile button of both modals: Arbitrator and Med-Arb to their profile, Mediator to theirs. */
export function profilePathFor(role: string | null | undefined): string {
  return role === 'Mediator' ? '/mediatorprofile' : '/arbitratorprofile';
}

/** The fields whose presence completes a profile (SPEC §5). */
export const PROFILE_COMPLETE_FIELDS = ['pan', 'aadhar_number', 'bank_name', 'signature', 'letterhead'] as const;

/**
 * Draft stays Draft until every completing field is present, then Pending For Approval. A Rejected
 * profile saved again complete goes back for approval (ours: the spec stops at the status names).
 */
export function statusAfterProfileSave(profile: Partial<Record<string, unknown>>, current = 'Draft'): string {
  const normalized = current.toLowerCase();
  if (normalized !== 'draft' && normalized !== 'rejected') return current;
  const complete = PROFILE_COMPLETE_FIELDS.every((field) => {
    const value = profile[field];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
  if (complete) return 'Pending For Approval';
  return normalized === 'rejected' ? current : 'Draft';
}
