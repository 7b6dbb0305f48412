import { useSessionStore } from 'shared-api';

export const CASE_MANAGER = 'System Manager';

/** Roles that run cases: they see the neutral's edit controls (the server still decides). */
const NEUTRALS = new Set(['Arbitrator', 'Mediator', 'Med-Arb']);

export function isNeutral(role: string | null | undefined): boolean {
  return Boolean(role && NEUTRALS.has(role));
}

/** Who may change a case here: its neutral, or the case manager. */
export function canManageCases(role: string | null | undefined): boolean {
  return isNeutral(role) || role === CASE_MANAGER;
}

export function useRole(): string | null {
  return useSessionStore((state) => state.role);
}
