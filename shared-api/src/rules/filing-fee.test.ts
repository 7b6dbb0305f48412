import { FILING_FEE_RS, IFSC_PATTERN, PAYMENT_METHODS, TRANSFER_MESSAGES, checkTransferConfirmation, isPaymentMethod } from './filing-fee';

describe('filing fee rules', () => {
  it('offers the three methods of the payment modal at 1000 Rs', () => {
    expect(PAYMENT_METHODS).toEqual(['Credit Card', 'Bank Transfer', 'Paypal']);
    expect(FILING_FEE_RS).toBe(1000);
  });

  it('accepts only those methods, spelled as the modal spells them', () => {
    expect(isPaymentMethod('Bank Transfer')).toBe(true);
    expect(isPaymentMethod('bank transfer')).toBe(false);
    expect(isPaymentMethod('UPI')).toBe(false);
    expect(isPaymentMethod(undefined)).toBe(false);
  });

  it('knows an IFSC by its shape', () => {
    expect(IFSC_PATTERN.test('SBIN0001234')).toBe(true);
    expect(IFSC_PATTERN.test('SBIN1001234')).toBe(false);
    expect(IFSC_PATTERN.test('sbin0001234')).toBe(false);
  });
});

describe('confirming a filing fee received by bank transfer', () => {
  const today = '2026-11-20';
  const check = (transfer_reference: unknown, transfer_date: unknown, invoiceDate?: string) => checkTransferConfirmation({ transfer_reference, transfer_date }, today, invoiceDate);

  it('takes a NEFT, RTGS or IMPS reference as the statement shows it, in capitals without spaces', () => {
    expect(check(' sbin 1181-2345 6789 ', '2026-11-19')).toEqual({ values: { transfer_reference: 'SBIN118123456789', transfer_date: '2026-11-19' } });
    expect(check('HDFCR52026112000012345', '2026-11-20')).toEqual({ values: { transfer_reference: 'HDFCR52026112000012345', transfer_date: '2026-11-20' } });
    expect(check('632412345678', '2026-11-20 10:00:00')).toEqual({ values: { transfer_reference: '632412345678', transfer_date: '2026-11-20' } });
  });

  it('refuses a missing or malformed reference', () => {
    expect(check('', '2026-11-19')).toEqual({ message: TRANSFER_MESSAGES.referenceRequired });
    expect(check(undefined, '2026-11-19')).toEqual({ message: TRANSFER_MESSAGES.referenceRequired });
    expect(check('12345', '2026-11-19')).toEqual({ message: TRANSFER_MESSAGES.referenceFormat });
    expect(check('SBIN/1181/2345/6789', '2026-11-19')).toEqual({ message: TRANSFER_MESSAGES.referenceFormat });
    expect(check('A'.repeat(23), '2026-11-19')).toEqual({ message: TRANSFER_MESSAGES.referenceFormat });
  });

  it('refuses a missing, impossible or future date, and one before the invoice', () => {
    expect(check('SBIN118123456789', '')).toEqual({ message: TRANSFER_MESSAGES.dateRequired });
    expect(check('SBIN118123456789', '2026-02-30')).toEqual({ message: TRANSFER_MESSAGES.dateInvalid });
    expect(check('SBIN118123456789', '20-11-2026')).toEqual({ message: TRANSFER_MESSAGES.dateInvalid });
    expect(check('SBIN118123456789', '2026-11-21')).toEqual({ message: TRANSFER_MESSAGES.dateFuture });
    expect(check('SBIN118123456789', '2026-11-09', '2026-11-10 09:00:00')).toEqual({ message: TRANSFER_MESSAGES.dateBeforeInvoice });
    expect(check('SBIN118123456789', '2026-11-10', '2026-11-10 09:00:00')).toHaveProperty('values');
  });
});
