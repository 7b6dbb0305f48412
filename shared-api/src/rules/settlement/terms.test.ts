import { offerDiscountPercent, offerTermsProblem, offerTotal, paymentDetailsProblem } from './terms';

const TODAY = '2030-01-10';
const oneTime = { offer_type: 'One-time', amount: 75_000, valid_until: '2030-02-01' };
const plan = { offer_type: 'Instalments', instalment_count: 6, instalment_amount: 15_000, first_due_date: '2030-02-05', grace_days: 7, valid_until: '2030-01-31' };

describe('settlement terms', () => {
  it('accepts a one-time amount below the claim and an instalment plan', () => {
    expect(offerTermsProblem(oneTime, TODAY, 1_00_000)).toBeNull();
    expect(offerTermsProblem(plan, TODAY, 1_00_000)).toBeNull();
  });

  it('totals a plan as count × instalment and states the discount on the claim', () => {
    expect(offerTotal(plan)).toBe(90_000);
    expect(offerDiscountPercent(oneTime, 1_00_000)).toBe(25);
    expect(offerDiscountPercent(plan, 1_00_000)).toBe(10);
    expect(offerDiscountPercent(oneTime, 0)).toBeNull();
  });

  it('refuses an offer above the claimed sum', () => {
    expect(offerTermsProblem({ ...oneTime, amount: 1_00_001 }, TODAY, 1_00_000)).toBe('The offer cannot be more than the amount claimed');
    expect(offerTermsProblem({ ...plan, instalment_count: 7 }, TODAY, 1_00_000)).toBe('The offer cannot be more than the amount claimed');
  });

  it('refuses expired terms, a past first due date, and out-of-range plans', () => {
    expect(offerTermsProblem({ ...oneTime, valid_until: '2030-01-09' }, TODAY)).toBe('Valid until cannot be in the past');
    expect(offerTermsProblem({ ...oneTime, valid_until: '01-02-2030' }, TODAY)).toBe('Valid until must be a date');
    expect(offerTermsProblem({ ...plan, first_due_date: '2030-01-01' }, TODAY)).toBe('First due date cannot be in the past');
    expect(offerTermsProblem({ ...plan, instalment_count: 1 }, TODAY)).toMatch(/from 2 to 36/);
    expect(offerTermsProblem({ ...plan, instalment_count: 2.5 }, TODAY)).toMatch(/from 2 to 36/);
    expect(offerTermsProblem({ ...plan, grace_days: 91 }, TODAY)).toMatch(/Grace days/);
    expect(offerTermsProblem({ ...plan, instalment_amount: 0 }, TODAY)).toMatch(/instalment amount/);
  });

  it('refuses a missing kind, a zero amount and fractions of a paisa', () => {
    expect(offerTermsProblem({ ...oneTime, offer_type: 'Barter' }, TODAY)).toMatch(/kind of offer/);
    expect(offerTermsProblem({ ...oneTime, amount: 0 }, TODAY)).toMatch(/more than zero/);
    expect(offerTermsProblem({ ...oneTime, amount: 100.005 }, TODAY)).toMatch(/two decimals/);
    expect(offerTermsProblem({ ...oneTime, amount: '100.50' }, TODAY)).toBeNull();
  });
});

describe('where the respondent pays', () => {
  it('accepts a UPI ID, an account with its IFSC and a payee, or nothing at all', () => {
    expect(paymentDetailsProblem({})).toBeNull();
    expect(paymentDetailsProblem({ payee_name: 'Udaygiri Finance Ltd', collection_vpa: 'collect@hdfcbank', bank_account_number: '50100012345678', bank_ifsc: 'HDFC0001234' })).toBeNull();
  });
  it('refuses a malformed UPI ID or IFSC, an account without its IFSC, and details without a payee', () => {
    expect(paymentDetailsProblem({ payee_name: 'X', collection_vpa: 'collect.hdfcbank' })).toMatch(/not a UPI ID/);
    expect(paymentDetailsProblem({ payee_name: 'X', bank_account_number: '50100012345678' })).toMatch(/together/);
    expect(paymentDetailsProblem({ payee_name: 'X', bank_account_number: '5010', bank_ifsc: 'HDFC0001234' })).toMatch(/9 to 18 digits/);
    expect(paymentDetailsProblem({ payee_name: 'X', bank_account_number: '50100012345678', bank_ifsc: 'HDFC1001234' })).toMatch(/not an IFSC/);
    expect(paymentDetailsProblem({ collection_vpa: 'collect@hdfcbank' })).toMatch(/name payments are made to/);
  });
});
