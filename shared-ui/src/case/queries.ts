/*
 * TanStack Query hooks of a case view. Every key of a case starts with ['case', caseName], so
 * `queryClient.invalidateQueries({ queryKey: caseKeys.detail(name) })` refreshes all of it; a
 * screen that changed only the hearings invalidates `caseKeys.hearings(name)`.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerExtension,
  api,
  errorMessage,
  NotACaseNumberError,
  getAttachedFiles,
  getCase,
  getCaseAwards,
  getCaseDocuments,
  getCaseHearings,
  getCasePleadings,
  getCaseRegistrations,
  getCaseReplies,
  getCaseSettlements,
  getCaseTimeline,
  requestExtension,
  type ExtensionRequest,
} from 'shared-api';
import type { CaseService, PublicDraw } from 'shared-api/methods';

export const caseKeys = {
  all: ['case'] as const,
  detail: (caseName: string) => ['case', caseName] as const,
  hearings: (caseName: string) => ['case', caseName, 'hearings'] as const,
  documents: (caseName: string) => ['case', caseName, 'documents'] as const,
  replies: (caseName: string) => ['case', caseName, 'replies'] as const,
  pleadings: (caseName: string) => ['case', caseName, 'pleadings'] as const,
  awards: (caseName: string) => ['case', caseName, 'awards'] as const,
  settlements: (caseName: string) => ['case', caseName, 'settlements'] as const,
  registrations: (caseName: string) => ['case', caseName, 'registrations'] as const,
  service: (caseName: string) => ['case', caseName, 'service'] as const,
  appointment: (caseName: string) => ['case', caseName, 'appointment'] as const,
  timeline: (caseName: string, page: number, pageSize: number) => ['case', caseName, 'timeline', page, pageSize] as const,
  /** Files attached to one document (an Arbitration Document, a reply, an award…). */
  files: (doctype: string, docname: string) => ['case-files', doctype, docname] as const,
};

/*
 * A hook given no case (null, '') waits without asking; one given something that is not an
 * ARB-/MED- number fails at once with NotACaseNumberError, so the screen shows its error state
 * instead of loading forever.
 */
const hasCase = (caseName: string | null | undefined): caseName is string => Boolean(caseName?.trim());

/** The text to show for a failed case query: the server's message, or ours for a bad case number. */
export function caseErrorMessage(error: unknown, fallback = 'Please check your connection and try again.'): string {
  if (error instanceof NotACaseNumberError) return error.message;
  return errorMessage(error, fallback);
}

/** The Claim or Dispute. Disabled (no request) until `caseName` is an ARB-/MED- number. */
export function useCase(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.detail(caseName ?? ''),
    queryFn: ({ signal }) => getCase(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** Hearings with attendees, latest first. */
export function useCaseHearings(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.hearings(caseName ?? ''),
    queryFn: ({ signal }) => getCaseHearings(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** The case's service record and the clocks that run from proven service (a respondent: their own). */
export function useCaseService(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.service(caseName ?? ''),
    queryFn: ({ signal }): Promise<CaseService> => api.call('get_case_service', { case: caseName! }, { httpMethod: 'GET', signal }),
    enabled: hasCase(caseName),
  });
}

/** How the case's neutral was appointed: the public record of the draw that named them, or null. */
export function useCaseAppointment(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.appointment(caseName ?? ''),
    // Frappe leaves a null `message` out of the reply: no draw.
    queryFn: async ({ signal }): Promise<PublicDraw | null> => (await api.call('case_appointment', { case: caseName! }, { httpMethod: 'GET', signal })) ?? null,
    enabled: hasCase(caseName),
  });
}

/** Arbitration Documents of the case, newest first. */
export function useCaseDocuments(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.documents(caseName ?? ''),
    queryFn: ({ signal }) => getCaseDocuments(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** Respondent Replies, newest first. */
export function useCaseReplies(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.replies(caseName ?? ''),
    queryFn: ({ signal }) => getCaseReplies(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** Additional Pleadings, newest first. */
export function useCasePleadings(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.pleadings(caseName ?? ''),
    queryFn: ({ signal }) => getCasePleadings(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** Awards, newest first (the award panel shows the first). */
export function useCaseAwards(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.awards(caseName ?? ''),
    queryFn: ({ signal }) => getCaseAwards(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** Settlement and non-settlement records, newest first. */
export function useCaseSettlements(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.settlements(caseName ?? ''),
    queryFn: ({ signal }) => getCaseSettlements(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** Registrations of a dispute, newest first (always empty for a claim). */
export function useCaseRegistrations(caseName: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.registrations(caseName ?? ''),
    queryFn: ({ signal }) => getCaseRegistrations(caseName!, undefined, { signal }),
    enabled: hasCase(caseName),
  });
}

/** One page of the audit trail; the previous page stays on screen while the next loads. */
export function useCaseTimeline(caseName: string | null | undefined, page = 1, pageSize = 20) {
  return useQuery({
    queryKey: caseKeys.timeline(caseName ?? '', page, pageSize),
    queryFn: ({ signal }) => getCaseTimeline(caseName!, { page, pageSize }, undefined, { signal }),
    enabled: hasCase(caseName),
    placeholderData: keepPreviousData,
  });
}

/** Files attached to one document; disabled while `docname` is empty (a document not saved yet). */
export function useAttachedFiles(doctype: string, docname: string | null | undefined) {
  return useQuery({
    queryKey: caseKeys.files(doctype, docname ?? ''),
    queryFn: ({ signal }) => getAttachedFiles(doctype, docname!, undefined, { signal }),
    enabled: Boolean(docname),
  });
}

export type ExtensionMutation =
  | { action: 'request'; days?: number; reason?: string }
  | { action: 'approve' | 'reject' };

/**
 * Ask for, approve or reject an extension (`update_mediation`); the case is refetched afterwards
 * so every panel shows the new status and dates.
 */
export function useExtensionMutation(caseName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExtensionMutation) => {
      if (input.action === 'request') {
        const request: ExtensionRequest = { days: input.days, reason: input.reason };
        return requestExtension(caseName, request);
      }
      return answerExtension(caseName, input.action);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseName) }),
  });
}
