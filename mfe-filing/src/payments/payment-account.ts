import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-api';
import { filingKeys } from '../common/keys';

/** The institution's account filing fees are transferred to; null when the case manager sends it. */
export function usePaymentAccount(enabled = true) {
  return useQuery({
    queryKey: filingKeys.paymentAccount,
    queryFn: async () => (await api.call('get_payment_account', undefined, { httpMethod: 'GET' })).bank_account,
    staleTime: 5 * 60_000,
    enabled,
  });
}
