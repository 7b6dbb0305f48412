import { useMutation, useQuery } from '@tanstack/react-query';
import { api, useSessionStore, type DeadlineKind, type MandateStatus } from 'shared-api';
import { useInvalidateCase } from './cases';
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

export interface PleadingsCompletedInput {
  case: string;
  pleadings_completed_on: string;
  reason: string;
}

export interface AwardExtensionInput {
  case: string;
  award_extension_months: number;
  /** The parties' consent, uploaded to the case first. */
  consent?: File | null;
}

/** The arbitrator records that the pleadings are complete (s.23(4)), with the reason. */
export function useRecordPleadingsCompleted() {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (input: PleadingsCompletedInput) => api.call<Record<string, unknown>>(METHODS.recordPleadingsCompleted, { ...input }),
    onSuccess: (_, input) => invalidate(input.case),
  });
}

/** The parties' consent to more time for the award (s.29A(3)): the document is uploaded to the case, then recorded. */
export function useRecordAwardExtension() {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: async ({ consent, ...input }: AwardExtensionInput) => {
      const file = consent ? await api.upload(consent, { doctype: 'Claim', docname: input.case, isPrivate: true }) : null;
      return api.call<Record<string, unknown>>(METHODS.recordAwardExtension, { ...input, award_extension_document: file?.file_url ?? null });
    },
    onSuccess: (_, input) => invalidate(input.case),
  });
}
