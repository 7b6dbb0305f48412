import { FILING_FEE_RS, PAYMENT_METHODS, isPaymentMethod } from './filing-fee';

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
});
