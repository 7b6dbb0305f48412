import { MandatoryError } from '../core/errors';
import { registerMethod } from '../core/methods';
import { API, oneOf, requiredText, withData } from '../methods/cases/args';
import { findCase } from '../methods/cases/case-lookup';
import { assertMayPayFor, recordFilingFee, refuseCardData } from './filing-fee';
import { PAYMENT_METHODS } from './provider';

/** PAY NOW of the payment modal (SPEC §2): the filing fee as a pending Invoice, once per case. */
registerMethod(`${API}.record_filing_fee`, {
  httpMethods: ['POST'],
  async handler(ctx, rawArgs) {
    refuseCardData(rawArgs);
    const args = withData(rawArgs);
    const found = await findCase(ctx, requiredText(args, 'case', 'docname', 'name'));
    assertMayPayFor(ctx, found);
    const method = oneOf(args, 'payment_method', PAYMENT_METHODS);
    if (!method) throw new MandatoryError('payment_method is required');
    return recordFilingFee(ctx, found, method);
  },
});
