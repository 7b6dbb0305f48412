import { primaryRole } from './primary-role';

describe('primaryRole', () => {
  it('prefers Mediator over every other role', () => {
    expect(primaryRole(['Arbitrator', 'Med-Arb', 'Mediator'])).toBe('Mediator');
  });

  it.each([
    [['Arbitrator', 'Med-Arb'], 'Med-Arb'],
    [['Claimant', 'Arbitrator'], 'Arbitrator'],
    [['Claimant', 'Lawyer'], 'Lawyer'],
    [['Expert', 'Claimant'], 'Claimant'],
    [['System Manager', 'Expert'], 'Expert'],
    [['Respondent', 'System Manager'], 'System Manager'],
    [['All', 'Respondent'], 'Respondent'],
  ])('picks from %j the role %s', (roles, expected) => {
    expect(primaryRole(roles)).toBe(expected);
  });

  it('ignores generic Frappe roles and falls back to the first specific one', () => {
    expect(primaryRole(['All', 'Guest', 'Borrower'])).toBe('Borrower');
  });

  it('is null with no role, or only generic ones', () => {
    expect(primaryRole([])).toBeNull();
    expect(primaryRole(undefined)).toBeNull();
    expect(primaryRole(['All', 'Desk User'])).toBeNull();
  });
});
