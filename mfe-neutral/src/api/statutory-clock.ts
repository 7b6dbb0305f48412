// The arbitrator's saves to the statutory clock, apart from the dashboard's query
// (statutory-deadlines.ts): they refresh the case queries, which the dashboard need not load.
import { useMutation } from '@tanstack/react-query';
import { api } from 'shared-api';
import { useInvalidateCase } from './cases';

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
    mutationFn: (input: PleadingsCompletedInput) => api.call('record_pleadings_completed', { ...input }),
    onSuccess: (_, input) => invalidate(input.case),
  });
}

/** The parties' consent to more time for the award (s.29A(3)): the document is uploaded to the case, then recorded. */
export function useRecordAwardExtension() {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: async ({ consent, ...input }: AwardExtensionInput) => {
      const file = consent ? await api.upload(consent, { doctype: 'Claim', docname: input.case, isPrivate: true }) : null;
      return api.call('record_award_extension', { ...input, award_extension_document: file?.file_url ?? null });
    },
    onSuccess: (_, input) => invalidate(input.case),
  });
}
