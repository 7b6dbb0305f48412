import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, deadlineFilters, LIST_TAB_STAGES, todayInIndia, useSessionStore, type CaseKind, type DeadlineFilter, type ListTab } from 'shared-api';
import { caseKeys } from 'shared-ui';
import { KIND } from './case-kind';
import type { CaseRecord, Page } from './types';
import { neutralKeys } from './keys';

export const CASE_PAGE_SIZE = 10;

/** How a case list is narrowed and ordered beyond its tab: by the next statutory deadline. */
export interface CaseListView {
  deadline: DeadlineFilter | null;
  sort: 'newest' | 'deadline';
}

/** One page of the neutral's claims or disputes in a list tab, with the tab's total. */
async function fetchCasePage(kind: CaseKind, tab: ListTab, page: number, email: string | null, view: CaseListView): Promise<Page<CaseRecord>> {
  const start = (page - 1) * CASE_PAGE_SIZE;
  const narrowing = { tab, start, limit: CASE_PAGE_SIZE, sort: view.sort, ...(view.deadline ? { deadline: view.deadline } : {}) };
  if (kind === 'claim') {
    const reply = await api.call('get_claim_list', { arbitrator: email, ...narrowing }, { httpMethod: 'GET' });
    return { rows: reply.data, total: reply.total };
  }
  // Disputes have no paginated method: the page comes with titles, the count from get_count.
  const [rows, total] = await Promise.all([
    api.call('get_dispute_data', { email, ...narrowing }, { httpMethod: 'GET' }),
    api.getCount('Dispute', [['stage', 'in', [...LIST_TAB_STAGES.dispute[tab]]], ...(view.deadline ? deadlineFilters(view.deadline, todayInIndia()) : [])]),
  ]);
  return { rows, total };
}

export function useCaseList(kind: CaseKind, tab: ListTab, page: number, view: CaseListView = { deadline: null, sort: 'newest' }) {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: neutralKeys.caseList(kind, tab, page, email, view.deadline, view.sort),
    queryFn: () => fetchCasePage(kind, tab, page, email, view),
    placeholderData: keepPreviousData,
  });
}

/** Forget every cached case list and the case itself after a change. */
export function useInvalidateCase() {
  const queryClient = useQueryClient();
  return (name?: string) => {
    void queryClient.invalidateQueries({ queryKey: neutralKeys.cases });
    void queryClient.invalidateQueries({ queryKey: neutralKeys.dashboardCards });
    void queryClient.invalidateQueries({ queryKey: neutralKeys.dashboardLists });
    void queryClient.invalidateQueries({ queryKey: neutralKeys.statutoryDeadlines });
    // The shared case views cache everything of a case under its key.
    if (name) void queryClient.invalidateQueries({ queryKey: caseKeys.detail(name) });
  };
}

export interface ApprovedNeutral {
  email: string;
  fullName: string;
}

/** Neutral roles that may hold a case of each kind (the server checks the same on assign_neutral). */
export const NEUTRAL_ROLES_FOR: Record<CaseKind, readonly string[]> = {
  claim: ['Arbitrator', 'Med-Arb'],
  dispute: ['Mediator', 'Med-Arb'],
};

interface RegistrationRow {
  email_id: string;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  user_type?: string | null;
}

/** Approved professionals who may be assigned a case of this kind (case manager only). */
export function useApprovedNeutrals(kind: CaseKind, enabled: boolean) {
  return useQuery({
    queryKey: neutralKeys.approvedNeutrals(kind),
    enabled,
    queryFn: async (): Promise<ApprovedNeutral[]> => {
      const rows = await api.getList<RegistrationRow>('User Registration', {
        fields: ['email_id', 'first_name', 'middle_name', 'last_name', 'user_type'],
        filters: [
          ['status', '=', 'Approved'],
          ['user_type', 'in', [...NEUTRAL_ROLES_FOR[kind]]],
        ],
        orderBy: 'first_name asc',
        limitPageLength: 500,
      });
      return rows.map((row) => ({
        email: row.email_id,
        fullName:
          [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ').trim() || row.email_id,
      }));
    },
  });
}

export function useAssignNeutral() {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ docname, neutral }: { docname: string; neutral: string }) =>
      api.call('assign_neutral', { docname, neutral }),
    onSuccess: (_, { docname }) => invalidate(docname),
  });
}

export interface AcceptanceInput {
  mode_of_hearing: 'Online' | 'Offline';
  vc_link: string;
  hearing_location: string;
  hearing_date: string;
  hearing_time: string;
  acceptance_by: string;
  acceptance_date: string;
  due_date?: string;
  /** Arbitration: the neutral confirms the fee. */
  fee_confirmation?: boolean;
  /** The disclosure counts given (no_of_ongoing_cases…, or no_of_ongoing_mediations for a dispute). */
  counts?: Readonly<Record<string, number>>;
}

/** The neutral accepts an assigned Draft: it moves to Assignment and the first hearing is created. */
export function useAcceptCase(kind: CaseKind) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ docname, values }: { docname: string; values: AcceptanceInput }) => {
      const common = {
        docname,
        mode_of_hearing: values.mode_of_hearing,
        vc_link: values.mode_of_hearing === 'Online' ? values.vc_link : '',
        hearing_location: values.mode_of_hearing === 'Offline' ? values.hearing_location : '',
        hearing_date: values.hearing_date,
        hearing_time: withSeconds(values.hearing_time),
        acceptance_by: values.acceptance_by,
        acceptance_date: values.acceptance_date,
      };
      const disclosure = { ...values.counts };
      return kind === 'claim'
        ? api.call('update_claim_fields', { ...common, ...disclosure, fee_confirmation: values.fee_confirmation ? 1 : 0 })
        : api.call('accept_disputes', { ...common, ...disclosure, hearing: values.hearing_date, due_date: values.due_date || undefined });
    },
    onSuccess: (_, { docname }) => invalidate(docname),
  });
}

/**
 * The moves open to the session user on a case, each with what its records still lack (the same
 * table the server enforces). Kept under the case's key, so saving a settlement, an award or a
 * dispatch refreshes it.
 */
export function useStageOptions(name: string, stage: string) {
  return useQuery({
    queryKey: neutralKeys.stageOptions(name, stage),
    queryFn: ({ signal }) => api.call('get_stage_options', { case: name }, { httpMethod: 'GET', signal }),
  });
}

export function useMoveStage(kind: CaseKind) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ name, stage }: { name: string; stage: string }) =>
      api.updateDoc<CaseRecord>(KIND[kind].doctype, name, { stage }),
    onSuccess: (_, { name }) => invalidate(name),
  });
}

/** 'HH:MM' from a time input as the server's Time 'HH:MM:SS'. */
export function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}
