import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sinceOpened, type OpenedDoc, type RegistrationDoc, type SettlementDoc } from 'shared-api';
import { caseKeys } from 'shared-ui';
import { useInvalidateCase } from './cases';

export type Outcome = 'Settlement' | 'Non Settlement';

export interface OutcomeInput {
  outcome: Outcome;
  date: string;
  amount: number | null;
  report: string;
}

/** A mediation's outcome, settled or not (one Settlement record holds either, SPEC §3). */
export function useSaveSettlement(caseName: string) {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    mutationFn: ({ existing, values }: { existing?: OpenedDoc; values: OutcomeInput }) => {
      const fields =
        values.outcome === 'Settlement'
          ? { settlement_type: 'Settlement', settlement_date: values.date, settlement_amount: values.amount, settlement_report: values.report }
          : { settlement_type: 'Non Settlement', non_settlement_date: values.date, non_settlement_amount: values.amount, non_settlement_report: values.report };
      const body = { ...fields, document_date: values.date };
      return existing ? api.updateDoc<SettlementDoc>('Settlement', existing.name, sinceOpened(existing, body)) : api.createDoc<SettlementDoc>('Settlement', { ...body, dispute: caseName });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: caseKeys.settlements(caseName) });
      invalidateCase(caseName);
    },
  });
}

export interface RegistrationInput {
  registration_date: string;
  registration_number: string;
  registration_report: string;
}

export function useSaveRegistration(caseName: string) {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    mutationFn: ({ existing, values }: { existing?: OpenedDoc; values: RegistrationInput }) =>
      existing ? api.updateDoc<RegistrationDoc>('Registration', existing.name, sinceOpened(existing, values)) : api.createDoc<RegistrationDoc>('Registration', { ...values, dispute: caseName }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: caseKeys.registrations(caseName) });
      invalidateCase(caseName);
    },
  });
}
