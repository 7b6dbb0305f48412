import { useQuery } from '@tanstack/react-query';
import { api, useSessionStore, type DeadlineKind, type MandateStatus } from 'shared-api';
import { METHODS } from './methods';

export interface StatutoryDeadlineRow {
  name: string;
  doctype: 'Claim' | 'Dispute';
  stage?: string | null;
  title?: string | null;
  next_deadline_on: string;
  next_deadline_kind: DeadlineKind;
  mandate_status?: MandateStatus | null;
}

export interface StatutoryDeadlines {
  today: string;
  until: string;
  /** The caller's running clocks: past due, due within the window, due later. */
  counts: { past_due: number; due_soon: number; running: number };
  deadlines: StatutoryDeadlineRow[];
}

/** The caller's statutory deadlines of the next 30 days (and those past), soonest first. */
export function useStatutoryDeadlines() {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: ['neutral', 'statutory-deadlines', email],
    queryFn: () => api.call<StatutoryDeadlines>(METHODS.statutoryDeadlines, { email }, { httpMethod: 'GET' }),
  });
}
