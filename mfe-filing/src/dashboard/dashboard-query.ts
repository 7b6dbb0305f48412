import { useQuery } from '@tanstack/react-query';
import { api, useSessionStore } from 'shared-api';

const METHOD = 'arbitroute.api.react_api';

interface KindCounts {
  total: number;
  draft: number;
  ongoing: number;
  completed: number;
}

export interface DashboardCards extends KindCounts {
  claims: KindCounts & { settled: number; on_hold: number; bulk_pending_consent_disclosure: number };
  disputes: KindCounts;
  hearings_today: number;
  hearings_upcoming: number;
  awards: number;
}

export interface DashboardHearing {
  name: string;
  claim: string | null;
  dispute: string | null;
  hearing_type: string | null;
  hearing_date: string | null;
  hearing_time: string | null;
  mode_of_hearing: string | null;
  vc_link: string | null;
  hearing_location: string | null;
  status: string | null;
  claimant_name: string | null;
  respondent_name: string | null;
}

export interface DueCase {
  name: string;
  doctype: 'Claim' | 'Dispute';
  stage: string;
  title: string;
  effective_due_date: string | null;
}

export interface DashboardLists {
  hearings: DashboardHearing[];
  due_cases: DueCase[];
  /** How many cases are due in all: `due_cases` holds the soonest of them (at most DUE_SOON_LIST_LIMIT). */
  due_cases_total?: number;
}

/** The counts of the claimant's or lawyer's cases (`dashboard_cards`). */
export function useDashboardCards() {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: ['dashboard', 'cards', email],
    enabled: Boolean(email),
    queryFn: ({ signal }) => api.call<DashboardCards>(`${METHOD}.dashboard_cards`, { email }, { httpMethod: 'GET', signal }),
  });
}

/** Hearings of the next 20 days and cases due within 10 (`dashboard_api`). */
export function useDashboardLists() {
  const email = useSessionStore((state) => state.email);
  const role = useSessionStore((state) => state.role);
  return useQuery({
    queryKey: ['dashboard', 'lists', email],
    enabled: Boolean(email),
    queryFn: ({ signal }) => api.call<DashboardLists>(`${METHOD}.dashboard_api`, { email, role }, { httpMethod: 'GET', signal }),
  });
}
