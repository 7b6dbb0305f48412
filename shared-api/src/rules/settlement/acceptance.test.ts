import { acceptanceCodeSms, acceptanceStatement } from './acceptance';

const oneTime = { name: 'ab12cd34ef', offer_type: 'One-time', amount: 75000, valid_until: '2026-12-31' };
const plan = { name: 'pl12cd34ef', offer_type: 'Instalments', instalment_count: 4, instalment_amount: 112500.5, first_due_date: '2027-01-05', grace_days: 5, valid_until: '2026-12-31' };

describe('the acceptance statement', () => {
  it('states a one-time amount with Indian grouping and the date as DD-MM-YYYY, in English and Hindi', () => {
    expect(acceptanceStatement('ARB-00003', oneTime, 'en')).toBe(
      'I accept the settlement terms ab12cd34ef for case ARB-00003: I will pay ₹75,000 once, by 31-12-2026. A payment counts when the lender records that it has arrived.',
    );
    const hindi = acceptanceStatement('ARB-00003', oneTime, 'hi');
    expect(hindi).toContain('₹75,000');
    expect(hindi).toContain('31-12-2026');
    expect(hindi).toContain('स्वीकार');
  });

  it('states a plan: count, each, the total, the first due date, monthly, the grace', () => {
    const text = acceptanceStatement('MED-00001', plan, 'en');
    expect(text).toContain('4 instalments of ₹1,12,500.5 (₹4,50,002 in all)');
    expect(text).toContain('the first due on 05-01-2027 and each next one a month later, with 5 days');
    expect(acceptanceStatement('MED-00001', plan, 'hi')).toContain('कुल ₹4,50,002');
  });

  it('changes when the terms change, so terms edited since they were read are not accepted', () => {
    expect(acceptanceStatement('ARB-00003', { ...oneTime, amount: 74000 }, 'en')).not.toBe(acceptanceStatement('ARB-00003', oneTime, 'en'));
  });

  it('the SMS puts the code first and names the case, the terms and the total', () => {
    const sms = acceptanceCodeSms('123456', 'ARB-00003', oneTime, 300, 'en');
    expect(sms.startsWith('123456 ')).toBe(true);
    expect(sms).toContain('ab12cd34ef (₹75,000) on case ARB-00003');
    expect(acceptanceCodeSms('123456', 'ARB-00003', oneTime, 300, 'hi').startsWith('123456 ')).toBe(true);
  });
});
