import { useQuery } from '@tanstack/react-query';
import { api, type PaymentAccount } from 'shared-api';

/** The institution's account filing fees are transferred to; null when the case manager sends it. */
export function usePaymentAccount(enabled = true) {
  return useQuery({
    queryKey: ['filing', 'payment-account'],
    queryFn: async () => (await api.call<{ bank_account: PaymentAccount | null }>('arbitroute.api.react_api.get_payment_account', undefined, { httpMethod: 'GET' })).bank_account,
    staleTime: 5 * 60_000,
    enabled,
  });
}
