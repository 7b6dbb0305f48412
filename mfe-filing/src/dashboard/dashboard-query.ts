import { useQuery } from '@tanstack/react-query';
import { api, useSessionStore } from 'shared-api';
import type { DashboardCards, DashboardHearing, DueCase, DashboardLists } from 'shared-api';
import { filingKeys } from '../common/keys';
export type { DashboardHearing, DueCase } from 'shared-api';

/** The counts of the claimant's or lawyer's cases (`dashboard_cards`). */
export function useDashboardCards() {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: filingKeys.dashboardCards(email),
    enabled: Boolean(email),
    queryFn: ({ signal }) => api.call('dashboard_cards', { email }, { httpMethod: 'GET', signal }),
  });
}

/** Hearings of the next 20 days and cases due within 10 (`dashboard_api`). */
export function useDashboardLists() {
  const email = useSessionStore((state) => state.email);
  const role = useSessionStore((state) => state.role);
  return useQuery({
    queryKey: filingKeys.dashboardLists(email),
    enabled: Boolean(email),
    queryFn: ({ signal }) => api.call('dashboard_api', { email, role }, { httpMethod: 'GET', signal }),
  });
}
