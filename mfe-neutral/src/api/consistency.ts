import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-api';
import { useInvalidateCase } from './cases';
import { METHODS } from './methods';

/** One case whose stage its records do not bear out, as check_case_consistency lists it. */
export interface CaseProblem {
  doctype: 'Claim' | 'Dispute';
  name: string;
  stage: string;
  /** What contradicts the stage, in the server's words (the stage prerequisites' reasons). */
  problems: string[];
}

interface ConsistencyReply {
  cases: CaseProblem[];
}

const CONSISTENCY_KEY = ['neutral', 'case-consistency'] as const;

/**
 * The case manager's check of every filed case against its records. It reads every case, so it runs
 * when the screen opens and on demand, not on every focus of the window.
 */
export function useCaseConsistency(enabled = true) {
  return useQuery({
    queryKey: CONSISTENCY_KEY,
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => (await api.call<ConsistencyReply>(METHODS.checkCaseConsistency, {}, { httpMethod: 'GET', signal })).cases,
  });
}

export interface StageCorrection {
  name: string;
  stage: string;
  reason: string;
}

export interface CorrectedStage {
  name: string;
  stage: string;
  /** The reason as the audit trail keeps it, with the move: "… (Completed → Hearing)". */
  stage_correction_reason: string;
}

/** The case manager puts a case at another stage with a reason; the server refuses a stage its records lack. */
export function useCorrectStage() {
  const invalidateCase = useInvalidateCase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, stage, reason }: StageCorrection) =>
      api.call<CorrectedStage>(METHODS.correctStage, { case: name, stage, reason }),
    onSuccess: (_, { name }) => {
      invalidateCase(name);
      void queryClient.invalidateQueries({ queryKey: CONSISTENCY_KEY });
    },
  });
}
