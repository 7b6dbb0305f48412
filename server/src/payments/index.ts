/**
 * Payments: the filing fee as an Invoice, through a pluggable provider (default offline: bank
 * transfer with a reference) and the case manager's confirmation of it. `./methods` registers
 * `record_filing_fee`, `get_payment_account` and `confirm_filing_fee` (from src/methods/index.ts).
 */
export { configurePayments, paymentsOf, type Payments, type PaymentsOptions } from './config';
export { FILING_FEE_RS, type FilingFee } from 'shared-api/rules';
export { FILING_FEE_DOCUMENT_TYPE, recordFilingFee } from './filing-fee';
export { confirmFilingFee, PAID_STATUS } from './confirm';
export { institutionBankAccount, DEMO_BANK_ACCOUNT, describeAccount } from './bank-account';
export { feeReference, OfflinePaymentProvider, PAYMENT_METHODS, type PaymentMethod, type PaymentProvider, type PaymentRequest, type PaymentStart } from './provider';
