import type { PaymentAccount } from 'shared-api/rules';
import type { AppServices } from '../services';
import { institutionBankAccount } from './bank-account';
import { OfflinePaymentProvider, type PaymentProvider } from './provider';

export interface PaymentsOptions {
  /** Default: `OfflinePaymentProvider` paying into `bankAccount`. */
  provider?: PaymentProvider;
  /** The institution's account payers transfer to; default from `INSTITUTION_BANK_*` (null: none configured). */
  bankAccount?: PaymentAccount | null;
}

export interface Payments {
  provider: PaymentProvider;
  bankAccount: PaymentAccount | null;
}

const states = new WeakMap<AppServices, Payments>();

/** Sets the payment provider and account of one app (call after `buildApp`, before requests). */
export function configurePayments(services: AppServices, options: PaymentsOptions = {}): Payments {
  const bankAccount = options.bankAccount !== undefined ? options.bankAccount : institutionBankAccount(process.env, services.config.production);
  const state = { bankAccount, provider: options.provider ?? new OfflinePaymentProvider({ bankAccount }) };
  states.set(services, state);
  return state;
}

export function paymentsOf(services: AppServices): Payments {
  return states.get(services) ?? configurePayments(services);
}
