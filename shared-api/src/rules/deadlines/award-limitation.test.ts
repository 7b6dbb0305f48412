import { awardLimitation, daysLeft } from './award-limitation';

describe('awardLimitation', () => {
  it('gives thirty days to correct and three calendar months to set aside, from the day after receipt', () => {
    expect(awardLimitation('2025-01-01')).toEqual({ received_on: '2025-01-01', correction_by: '2025-01-31', set_aside_by: '2025-04-01' });
  });

  it('ends a three-month period on the last day of a shorter month', () => {
    expect(awardLimitation('2025-11-30')?.set_aside_by).toBe('2026-02-28');
    expect(awardLimitation('2025-05-31')?.set_aside_by).toBe('2025-08-31');
    expect(awardLimitation('2025-03-31')?.set_aside_by).toBe('2025-06-30');
  });

  it('knows leap years: 29 February exists in 2024 and in 2028, not in 2025', () => {
    expect(awardLimitation('2023-11-30')?.set_aside_by).toBe('2024-02-29');
    expect(awardLimitation('2027-11-29')?.set_aside_by).toBe('2028-02-29');
    expect(awardLimitation('2024-01-30')?.correction_by).toBe('2024-02-29');
    expect(awardLimitation('2025-01-30')?.correction_by).toBe('2025-03-01');
    expect(awardLimitation('2024-02-29')).toEqual({ received_on: '2024-02-29', correction_by: '2024-03-30', set_aside_by: '2024-05-29' });
  });

  it('crosses the year end', () => {
    expect(awardLimitation('2025-12-15')).toEqual({ received_on: '2025-12-15', correction_by: '2026-01-14', set_aside_by: '2026-03-15' });
  });

  it('has no dates until the party has received the award', () => {
    expect(awardLimitation(null)).toBeNull();
    expect(awardLimitation('')).toBeNull();
    expect(awardLimitation('2025-02-30')).toBeNull();
    expect(awardLimitation('15-01-2025')).toBeNull();
  });

  it('counts the days left, zero on the last day', () => {
    expect(daysLeft('2025-01-31', '2025-01-31')).toBe(0);
    expect(daysLeft('2025-01-01', '2025-01-31')).toBe(30);
    expect(daysLeft('2025-02-01', '2025-01-31')).toBe(-1);
  });
});
