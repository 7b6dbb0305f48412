import { useQuery } from '@tanstack/react-query';
import { api, useSessionStore, type DeadlineKind, type MandateStatus } from 'shared-api';
import type { StatutoryDeadlineRow, StatutoryDeadlines } from 'shared-api';
import { neutralKeys } from './keys';
export type { StatutoryDeadlineRow, StatutoryDeadlines } from 'shared-api';

/** The caller's statutory deadlines of the next 30 days (and those past), soonest first. */
export function useStatutoryDeadlines() {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: neutralKeys.statutoryDeadlinesOf(email),
    queryFn: () => api.call('statutory_deadlines', { email }, { httpMethod: 'GET' }),
  });
}
