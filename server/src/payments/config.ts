import type { AppServices } from '../services';
import { OfflinePaymentProvider, type PaymentProvider } from './provider';

export interface PaymentsOptions {
  /** Default: `OfflinePaymentProvider` with `PAYMENT_BANK_ACCOUNT` from the environment. */
  provider?: PaymentProvider;
}

export interface Payments {
  provider: PaymentProvider;
}

const states = new WeakMap<AppServices, Payments>();

/** Sets the payment provider of one app (call after `buildApp`, before requests). */
export function configurePayments(services: AppServices, options: PaymentsOptions = {}): Payments {
  const state = { provider: options.provider ?? new OfflinePaymentProvider({ bankAccount: process.env.PAYMENT_BANK_ACCOUNT }) };
  states.set(services, state);
  return state;
}

export function paymentsOf(services: AppServices): Payments {
  return states.get(services) ?? configurePayments(services);
}
