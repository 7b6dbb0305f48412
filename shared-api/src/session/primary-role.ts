/** Which of a user's roles decides their menus and home page, most specific first. */
export const ROLE_PRIORITY = [
  'Mediator',
  'Med-Arb',
  'Arbitrator',
  'Lawyer',
  'Claimant',
  'Expert',
  'System Manager',
  'Respondent',
] as const;

/** Roles every Frappe user has; they never describe what the person does in the portal. */
const GENERIC_ROLES = new Set(['All', 'Guest', 'Desk User', 'Website User']);

/**
 * The user's primary role: the first of ROLE_PRIORITY they hold; otherwise their first
 * non-generic role (e.g. Borrower), so an unknown role never passes for "no role at all".
 */
export function primaryRole(roles: readonly string[] | null | undefined): string | null {
  if (!roles || roles.length === 0) return null;
  const held = new Set(roles);
  for (const role of ROLE_PRIORITY) if (held.has(role)) return role;
  return roles.find((role) => !GENERIC_ROLES.has(role)) ?? null;
}
