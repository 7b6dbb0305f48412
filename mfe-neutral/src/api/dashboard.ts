import { useQuery } from '@tanstack/react-query';
import { api, useSessionStore } from 'shared-api';
import type { CaseCounts, DashboardCards, MediationDashboardCards, DashboardHearing as UpcomingHearing, DueCase, DashboardLists } from 'shared-api';
import { neutralKeys } from './keys';
export type { DashboardCards, MediationDashboardCards, DashboardHearing as UpcomingHearing, DueCase } from 'shared-api';

export function useDashboardCards(kind: 'arbitration' | 'mediation') {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: neutralKeys.dashboardCardsOf(kind, email),
    queryFn: (): Promise<DashboardCards | MediationDashboardCards> =>
      kind === 'arbitration'
        ? api.call('dashboard_cards', { email }, { httpMethod: 'GET' })
        : api.call('mediation_dashboard_cards', { email }, { httpMethod: 'GET' }),
  });
}

/**
 * Upcoming hearings (today … +20 days) and cases due within 10 days. The mediator dashboard asks
 * for mediation only, whoever opens it (a claimant may hold both kinds of case).
 */
export function useDashboardLists(kind: 'arbitration' | 'mediation') {
  const { email, role } = useSessionStore();
  const only = kind === 'mediation' ? { hearing_for: 'Mediation' } : {};
  return useQuery({
    queryKey: neutralKeys.dashboardListsOf(kind, email),
    queryFn: () => api.call('dashboard_api', { email, role, ...only }, { httpMethod: 'GET' }),
  });
}
