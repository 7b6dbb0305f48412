import { MandatoryError } from '../core/errors';
import type { RequestContext } from '../core/context';
import { appMethods, type MethodArgs, type MethodHandler } from '../core/methods';
import { oneOf, requiredText, withData } from '../methods/cases/args';
import { findCase } from '../methods/cases/case-lookup';
import { paymentsOf } from './config';
import { confirmFilingFee } from './confirm';
import { assertMayPayFor, recordFilingFee, refuseCardData } from './filing-fee';
import { PAYMENT_METHODS } from './provider';

/** PAY NOW of the payment modal (SPEC §2): the filing fee as a pending Invoice, once per case. */
async function recordFilingFeeMethod(ctx: RequestContext, rawArgs: MethodArgs) {
  refuseCardData(rawArgs);
  const args = withData(rawArgs);
  const found = await findCase(ctx, requiredText(args, 'case', 'docname', 'name'));
  assertMayPayFor(ctx, found);
  const method = oneOf(args, 'payment_method', PAYMENT_METHODS);
  if (!method) throw new MandatoryError('payment_method is required');
  return recordFilingFee(ctx, found, method);
}

/** The institution's account filing fees are transferred to (null: the case manager sends it). */
const getPaymentAccount: MethodHandler = (ctx) => ({ bank_account: paymentsOf(ctx.services).bankAccount });

/** The case manager's "Confirm payment received": a pending filing fee → Paid, with the transfer's UTR and date. */
async function confirmFilingFeeMethod(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  return confirmFilingFee(ctx, requiredText(args, 'invoice', 'name'), { transfer_reference: args.transfer_reference, transfer_date: args.transfer_date });
}

export const paymentMethods = appMethods({ record_filing_fee: recordFilingFeeMethod, get_payment_account: getPaymentAccount, confirm_filing_fee: confirmFilingFeeMethod });
