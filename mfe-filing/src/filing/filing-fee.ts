import { api, type FrappeClient } from 'shared-api';
import type { PaymentMethod } from './constants';

/** The server's record of a case's filing fee (`record_filing_fee`): an Invoice, pending until paid. */
export interface FilingFee {
  name: string;
  case: string;
  amount: number;
  status: string;
  method: string;
  reference: string;
  instructions: string | null;
}

/**
 * Records the filing fee of a registered case with the chosen method. Only the method is sent:
 * card details never leave the browser. The server returns the same invoice if asked again, so a
 * retry after a failure cannot create a second one.
 */
export function recordFilingFee(caseName: string, method: PaymentMethod, client: FrappeClient = api): Promise<FilingFee> {
  return client.call<FilingFee>('arbitroute.api.react_api.record_filing_fee', { case: caseName, payment_method: method });
}
