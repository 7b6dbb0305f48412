import { isVpa, settlementPaymentReference, upiPayLink, upiRequestProblem } from './upi';

const request = { vpa: 'collections.udaygiri@hdfcbank', payeeName: 'Udaygiri Finance Ltd', amount: 75000, reference: 'STL-ab12cd34ef', note: 'Settlement ARB-00003' };

const paramsOf = (link: string) => {
  expect(link.startsWith('upi://pay?')).toBe(true);
  return new URLSearchParams(link.slice('upi://pay?'.length));
};

describe('UPI payment request', () => {
  it('carries NPCI’s parameters: pa, pn, am with two decimals, cu=INR, tn and tr', () => {
    const params = paramsOf(upiPayLink(request));
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
    expect(params.get('pa')).toBe('collections.udaygiri@hdfcbank');
    expect(params.get('pn')).toBe('Udaygiri Finance Ltd');
    expect(params.get('am')).toBe('75000.00');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tn')).toBe('Settlement ARB-00003');
    expect(params.get('tr')).toBe('STL-ab12cd34ef');
  });

  it('percent-encodes spaces and symbols so no app reads a parameter wrongly', () => {
    const link = upiPayLink({ ...request, payeeName: 'A&B Finance = Ltd', amount: 2500.5 });
    expect(link).toContain('pn=A%26B%20Finance%20%3D%20Ltd');
    expect(link).toContain('am=2500.50');
    expect(link).not.toMatch(/ /);
  });

  it('checks the UPI ID', () => {
    expect(isVpa('ravi.k-1@okicici')).toBe(true);
    expect(isVpa('9876543210@ybl')).toBe(true);
    for (const bad of ['ravi', '@okicici', 'ravi@', 'ra vi@okicici', 'ravi@ok icici', 'ravi@@okicici', 'ravi@1bank', 'a@b']) {
      expect(isVpa(bad)).toBe(false);
    }
    expect(() => upiPayLink({ ...request, vpa: 'not-a-vpa' })).toThrow('is not a UPI ID');
  });

  it('refuses a zero, fractional-paisa or over-limit amount and a bad reference', () => {
    expect(upiRequestProblem({ ...request, amount: 0 })).toMatch(/more than zero/);
    expect(upiRequestProblem({ ...request, amount: 10.005 })).toMatch(/two decimals/);
    expect(upiRequestProblem({ ...request, amount: 1_00_000.01 })).toMatch(/UPI limit/);
    expect(upiRequestProblem({ ...request, reference: 'a b' })).toMatch(/reference/);
    expect(upiRequestProblem({ ...request, reference: 'x'.repeat(36) })).toMatch(/reference/);
    expect(upiRequestProblem({ ...request, payeeName: ' ' })).toMatch(/payee name/);
  });

  it('gives each offer and each instalment its own reference', () => {
    expect(settlementPaymentReference('ab12cd34ef')).toBe('STL-ab12cd34ef');
    expect(settlementPaymentReference('ab12cd34ef', 2)).toBe('STL-ab12cd34ef-2');
    expect(settlementPaymentReference('ab12cd34ef', 1)).not.toBe(settlementPaymentReference('ab12cd34ef', 2));
  });
});
