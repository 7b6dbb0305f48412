import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-api';
import { useInvalidateCase } from './cases';
import type { CaseProblem, CorrectedStage } from 'shared-api';
import { neutralKeys } from './keys';
export type { CaseProblem } from 'shared-api';

/**
 * The case manager's check of every filed case against its records. It reads every case, so it runs
 * when the screen opens and on demand, not on every focus of the window.
 */
export function useCaseConsistency(enabled = true) {
  return useQuery({
    queryKey: neutralKeys.consistency,
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => (await api.call('check_case_consistency', {}, { httpMethod: 'GET', signal })).cases,
  });
}

export interface StageCorrection {
  name: string;
  stage: string;
  reason: string;
}

/** The case manager puts a case at another stage with a reason; the server refuses a stage its records lack. */
export function useCorrectStage() {
  const invalidateCase = useInvalidateCase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, stage, reason }: StageCorrection) =>
      api.call('correct_stage', { case: name, stage, reason }),
    onSuccess: (_, { name }) => {
      invalidateCase(name);
      void queryClient.invalidateQueries({ queryKey: neutralKeys.consistency });
    },
  });
}
