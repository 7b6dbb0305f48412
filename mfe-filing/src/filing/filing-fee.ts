import { api, type FilingFee, type FrappeClient, type PaymentMethod } from 'shared-api';

export type { FilingFee };

/**
 * Records the filing fee of a registered case with the chosen method. Only the method is sent:
 * card details never leave the browser. The server returns the same invoice if asked again, so a
 * retry after a failure cannot create a second one.
 */
export function recordFilingFee(caseName: string, method: PaymentMethod, client: FrappeClient = api): Promise<FilingFee> {
  return client.call('record_filing_fee', { case: caseName, payment_method: method });
}
