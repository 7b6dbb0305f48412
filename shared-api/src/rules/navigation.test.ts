import { homePathFor, menuFor } from './navigation';

const labels = (role: string | null) => menuFor(role).map((item) => item.label);

describe('menuFor (SPEC §2 Shell and §6 Sidebar permissions)', () => {
  it('gives an Arbitrator every main item except Mediations', () => {
    expect(labels('Arbitrator')).toEqual([
      'Dashboard',
      'Arbitrations',
      'Hearings',
      'Invoices',
      'Consent & Disclosure',
      'Dispatch Report',
    ]);
  });

  it('gives a Claimant the Expert items plus the dispatch report', () => {
    expect(labels('Claimant')).toEqual(['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices', 'Dispatch Report']);
  });

  it.each(['Expert', 'Med-Arb', 'Lawyer'])('gives %s the dashboard, cases, hearings and invoices', (role) => {
    expect(labels(role)).toEqual(['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices']);
  });

  it('gives a Mediator the mediator menu with its own dashboard and hearings', () => {
    expect(menuFor('Mediator').map((item) => item.path)).toEqual([
      '/mediatordashboard',
      '/mediations',
      '/mediatorHearing',
      '/invoice',
    ]);
  });

  it('gives a respondent (SPEC §6 "Borrower") the case lists only', () => {
    expect(labels('Respondent')).toEqual(['Arbitrations', 'Mediations']);
  });

  it('shows nothing to a role outside the table and everything when no role is stored', () => {
    expect(labels('Stranger')).toEqual([]);
    expect(labels(null)).toHaveLength(7);
  });

  it('gives the case manager the whole main menu, then profile approvals, the case consistency check, service of notices and appointments', () => {
    expect(labels('System Manager')).toHaveLength(11);
    expect(labels('System Manager').slice(-4)).toEqual(['Profile Approvals', 'Case Consistency', 'Service of Notices', 'Appointments']);
    expect(menuFor('System Manager').at(-1)?.path).toBe('/appointments');
  });

  it('keeps the case manager screens out of every other menu', () => {
    for (const role of ['Arbitrator', 'Mediator', 'Med-Arb', 'Claimant', 'Lawyer', 'Expert', 'Respondent', null]) {
      expect(labels(role)).not.toContain('Case Consistency');
      expect(labels(role)).not.toContain('Service of Notices');
      expect(labels(role)).not.toContain('Appointments');
    }
  });

  it('sends a Mediator home to the mediator dashboard and everyone else to the dashboard', () => {
    expect(homePathFor('Mediator')).toBe('/mediatordashboard');
    expect(homePathFor('Med-Arb')).toBe('/dashboard');
    expect(homePathFor('Claimant')).toBe('/dashboard');
  });
});
