/**
 * The roles of SPEC §6, as the server seeds and checks them. `System Manager` is the case manager
 * (admin); `Respondent` is the role of a respondent's case-number-and-code session (SPEC's
 * "Borrower/Respondent"). The one list for the server, the seed and every screen.
 */
export const ROLES = [
  'Claimant',
  'Lawyer',
  'Arbitrator',
  'Mediator',
  'Med-Arb',
  'Expert',
  'Respondent',
  'System Manager',
] as const;

export type Role = (typeof ROLES)[number];

/** True when the role is one of these (a role list typed by its names still takes any string). */
export function isRoleIn(role: string | null | undefined, roles: readonly string[]): boolean {
  return typeof role === 'string' && roles.includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Neutrals whose profile must be approved before they may work (SPEC §4 profile status). */
export const NEUTRAL_ROLES = ['Arbitrator', 'Mediator', 'Med-Arb'] as const satisfies readonly Role[];

/** Who files cases: lenders and their lawyers (SPEC §6); they see the filing side of the portal. */
export const FILING_ROLES = ['Claimant', 'Lawyer'] as const satisfies readonly Role[];

/** The role of a respondent's session, opened with a case number and an SMS code. */
export const RESPONDENT_ROLE = 'Respondent' satisfies Role;
