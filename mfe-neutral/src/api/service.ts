import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sinceOpened } from 'shared-api';
import type { PostTrackingResult, QueuedServiceNotices, ServiceBatchProgress, ServiceNoticeRow } from 'shared-api/methods';

export type { PostTrackingResult, QueuedServiceNotices, ServiceAttemptRow, ServiceNoticeRow } from 'shared-api/methods';

/** Query keys of service of notices, one factory for the feature. */
export const serviceKeys = {
  all: ['neutral', 'service'] as const,
  record: (caseName: string) => ['neutral', 'service', 'record', caseName] as const,
};

/** Every notice of a case with its attempts and receipts (the case manager's). */
export function useServiceRecord(caseName: string | null) {
  return useQuery({
    queryKey: serviceKeys.record(caseName ?? ''),
    enabled: Boolean(caseName),
    queryFn: ({ signal }): Promise<ServiceNoticeRow[]> => api.call('get_service_record', { case: caseName! }, { httpMethod: 'GET', signal }),
  });
}

function useInvalidateService() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
}

export interface SendNotices {
  notice_kind: string;
  case?: string;
  lot?: string;
}

export function useSendNotices() {
  const invalidate = useInvalidateService();
  return useMutation({
    mutationFn: (args: SendNotices): Promise<QueuedServiceNotices> => api.call('send_service_notices', args),
    onSuccess: invalidate,
  });
}

export function useRecordArticle() {
  const invalidate = useInvalidateService();
  return useMutation({
    mutationFn: (args: { notice: string; article_number: string; posted_on?: string }) => api.call('record_post_article', args),
    onSuccess: invalidate,
  });
}

export function useRecordTracking() {
  const invalidate = useInvalidateService();
  return useMutation({
    mutationFn: (args: { article_number: string; status: string; date?: string }): Promise<PostTrackingResult[]> => api.call('record_post_tracking', args),
    onSuccess: invalidate,
  });
}

export interface TrackingImportRow {
  article_number: string;
  status: string;
  date?: string;
  remarks?: string;
}

/** India Post's tracking of many articles at once (every row is checked before any is recorded). */
export function useImportTracking() {
  const invalidate = useInvalidateService();
  return useMutation({
    mutationFn: (rows: TrackingImportRow[]): Promise<PostTrackingResult[]> => api.call('record_post_tracking', { rows }),
    onSuccess: invalidate,
  });
}

/** The case manager's decision on a notice nobody received (substituted service, as directed). */
export function useDecideSubstituted() {
  const invalidate = useInvalidateService();
  return useMutation({
    mutationFn: (args: { notice: string; decision: string }) => api.call('decide_substituted_service', args),
    onSuccess: invalidate,
  });
}

export interface EscalationRuleDoc {
  name: string;
  notice_kind: string;
  first_channels: string | null;
  days_to_post: number | null;
  days_to_decision: number | null;
  modified?: string;
}

const RULE_FIELDS = ['name', 'notice_kind', 'first_channels', 'days_to_post', 'days_to_decision', 'modified'];

/** The case manager's escalation ladders (one per notice kind that has one; the others use the default). */
export function useEscalationRules() {
  return useQuery({
    queryKey: [...serviceKeys.all, 'rules'] as const,
    queryFn: ({ signal }) => api.getList<EscalationRuleDoc>('Service Escalation Rule', { fields: RULE_FIELDS, limitPageLength: 50 }, { signal }),
  });
}

/** Saves one kind's ladder: a new rule, or the one on screen (refused if someone changed it meanwhile). */
export function useSaveEscalationRule() {
  const invalidate = useInvalidateService();
  return useMutation({
    mutationFn: ({ existing, rule }: { existing: EscalationRuleDoc | null; rule: Omit<EscalationRuleDoc, 'name' | 'modified'> }) =>
      existing ? api.updateDoc<EscalationRuleDoc>('Service Escalation Rule', existing.name, sinceOpened(existing, rule)) : api.createDoc<EscalationRuleDoc>('Service Escalation Rule', rule),
    onSuccess: invalidate,
  });
}

/** One send's progress, read again every few seconds while texts and e-mails are still to leave. */
export function useServiceBatch(batch: string | null) {
  return useQuery({
    queryKey: [...serviceKeys.all, 'batch', batch ?? ''] as const,
    enabled: Boolean(batch),
    queryFn: ({ signal }): Promise<ServiceBatchProgress> => api.call('get_service_batch', { batch: batch! }, { httpMethod: 'GET', signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.waiting === 0 ? false : 3000),
  });
}
