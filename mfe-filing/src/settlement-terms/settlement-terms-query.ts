import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, createCaseOffer, getCaseOffers, withdrawCaseOffer, type SettlementOfferDoc } from 'shared-api';

/** Query keys of the lender's settlement terms (one list per case). */
export const termsKeys = {
  all: ['settlement-terms'] as const,
  ofCase: (caseName: string) => ['settlement-terms', caseName] as const,
};

export function useCaseOffers(caseName: string) {
  return useQuery({ queryKey: termsKeys.ofCase(caseName), queryFn: ({ signal }) => getCaseOffers(caseName, undefined, { signal }) });
}

export function useOfferTerms(caseName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (terms: Partial<SettlementOfferDoc>) => createCaseOffer(caseName, terms),
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.ofCase(caseName) }),
  });
}

export function useWithdrawOffer(caseName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => withdrawCaseOffer(name),
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.ofCase(caseName) }),
  });
}

/** The lender's answer to a respondent's counter-offer: accepted (the agreed terms) or declined with a reason. */
export function useAnswerCounterOffer(caseName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { offer: string; decision: 'accept' | 'decline'; reason?: string }) => api.call('answer_settlement_counter_offer', answer),
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.ofCase(caseName) }),
  });
}
