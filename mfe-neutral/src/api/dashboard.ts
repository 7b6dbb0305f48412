import { useQuery } from '@tanstack/react-query';
import { api, useSessionStore } from 'shared-api';
import { METHODS } from './methods';

export interface CaseCounts {
  total: number;
  draft: number;
  ongoing: number;
  completed: number;
}

export interface DashboardCards extends CaseCounts {
  claims: CaseCounts & { settled: number; on_hold: number; bulk_pending_consent_disclosure: number };
  disputes: CaseCounts;
  hearings_today: number;
  hearings_upcoming: number;
  awards: number;
}

export interface MediationDashboardCards extends CaseCounts {
  settled: number;
  non_settled: number;
  hearings_upcoming: number;
  due_soon: number;
  extension_requests: number;
}

export interface UpcomingHearing {
  name: string;
  claim?: string | null;
  dispute?: string | null;
  hearing_type?: string | null;
  hearing_date?: string | null;
  hearing_time?: string | null;
  mode_of_hearing?: string | null;
  vc_link?: string | null;
  hearing_location?: string | null;
  status?: string | null;
  claimant_name?: string | null;
  respondent_name?: string | null;
}

export interface DueCase {
  name: string;
  doctype: string;
  stage?: string | null;
  title?: string | null;
  due_date?: string | null;
  extended_date?: string | null;
  effective_due_date?: string | null;
}

export interface DashboardLists {
  hearings: UpcomingHearing[];
  due_cases: DueCase[];
  /** How many cases are due in all: `due_cases` holds the soonest of them (at most DUE_SOON_LIST_LIMIT). */
  due_cases_total?: number;
}

export function useDashboardCards(kind: 'arbitration' | 'mediation') {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: ['neutral', 'dashboard-cards', kind, email],
    queryFn: (): Promise<DashboardCards | MediationDashboardCards> =>
      kind === 'arbitration'
        ? api.call<DashboardCards>(METHODS.dashboardCards, { email }, { httpMethod: 'GET' })
        : api.call<MediationDashboardCards>(METHODS.mediationDashboardCards, { email }, { httpMethod: 'GET' }),
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
    queryKey: ['neutral', 'dashboard-lists', kind, email],
    queryFn: () => api.call<DashboardLists>(METHODS.dashboardApi, { email, role, ...only }, { httpMethod: 'GET' }),
  });
}
