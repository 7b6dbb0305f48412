import { checkTransferConfirmation, todayInIndia, type FilingFeeConfirmation } from 'shared-api/rules';
import { isDbError } from '../db';
import type { RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import type { Doc } from '../core/doctype/types';
import { updateDoc } from '../core/documents';
import { DuplicateEntryError, ValidationError } from '../core/errors';
import { dayMonthYear } from '../core/money';
import { FILING_FEE_DOCUMENT_TYPE, PENDING_STATUS } from './filing-fee';

export const PAID_STATUS = 'Paid';

function toConfirmation(invoice: Doc): FilingFeeConfirmation {
  return {
    name: String(invoice.name),
    case: String(invoice.claim ?? invoice.dispute ?? ''),
    amount: Number(invoice.amount),
    status: String(invoice.invoice_status),
    reference: String(invoice.payment_reference ?? ''),
    transfer_reference: String(invoice.transfer_reference ?? ''),
    transfer_date: String(invoice.transfer_date ?? ''),
    confirmed_by: String(invoice.confirmed_by ?? ''),
    confirmed_on: String(invoice.confirmed_on ?? ''),
  };
}

/**
 * Marks a pending filing fee Paid once the case manager has seen the transfer: the one way its
 * status moves (the Invoice hooks refuse it to any PUT). The row is locked while it is checked and
 * saved, so of two confirmations at once one succeeds and the other is told it already happened;
 * the change goes to the case's audit trail under the case manager's name. One transfer (UTR)
 * confirms one fee.
 */
export async function confirmFilingFee(ctx: RequestContext, invoiceName: string, input: { transfer_reference?: unknown; transfer_date?: unknown }): Promise<FilingFeeConfirmation> {
  try {
    const saved = await updateDoc(
      ctx,
      'Invoice',
      invoiceName,
      (previous: Doc) => {
        if (previous.document_type !== FILING_FEE_DOCUMENT_TYPE) {
          throw new ValidationError(`Invoice ${invoiceName} is not a filing fee: a neutral's invoice is marked paid by its neutral`);
        }
        if (previous.invoice_status === PAID_STATUS) {
          const when = dayMonthYear(previous.confirmed_on);
          throw new ValidationError(
            `Invoice ${invoiceName} is already confirmed as paid${previous.confirmed_by ? ` by ${String(previous.confirmed_by)}` : ''}${when ? ` on ${when}` : ''}${previous.transfer_reference ? ` (UTR ${String(previous.transfer_reference)})` : ''}`,
          );
        }
        if (previous.invoice_status !== PENDING_STATUS) {
          throw new ValidationError(`Invoice ${invoiceName} is ${String(previous.invoice_status ?? 'without a status')}; only a pending filing fee can be confirmed`);
        }
        const checked = checkTransferConfirmation(input, todayInIndia(), typeof previous.creation === 'string' ? previous.creation : null);
        if ('message' in checked) throw new ValidationError(checked.message);
        return {
          invoice_status: PAID_STATUS,
          mode_of_payment: 'Bank Transfer',
          ...checked.values,
          confirmed_by: ctx.user.name,
          confirmed_on: nowDatetime(),
        };
      },
      { ignorePermissions: true },
    );
    return toConfirmation(saved);
  } catch (error) {
    // Two fees confirmed with one UTR at the same moment: the unique index keeps the second out.
    if (isDbError(error) && error.code === '23505') {
      throw new DuplicateEntryError(`Transfer reference ${String(input.transfer_reference ?? '')} already confirms another filing fee`);
    }
    throw error;
  }
}
