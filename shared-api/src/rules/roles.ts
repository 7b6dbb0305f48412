/** The roles of SPEC §6. `System Manager` is the case manager (admin). */
export const ROLES = [
  'Claimant',
  'Lawyer',
  'Arbitrator',
  'Mediator',
  'Med-Arb',
  'Expert',
  'Borrower',
  'System Manager',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Neutrals whose profile must be approved before they may work (SPEC §4 profile status). */
export const NEUTRAL_ROLES: readonly Role[] = ['Arbitrator', 'Mediator', 'Med-Arb'];
