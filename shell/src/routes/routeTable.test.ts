import { ownerOf, SCREEN_ROUTES } from './routeTable';

const screen = (id: string) => {
  const found = SCREEN_ROUTES.find((route) => route.id === id);
  if (!found) throw new Error(`no screen ${id}`);
  return found;
};

describe('route table (SPEC §2 Routes)', () => {
  it('keeps every remote-drawn path of the spec so old links keep working', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    for (const path of [
      '/signup',
      '/claimantsignup',
      '/arbitratorsignup',
      '/advocatesignup',
      '/expertSignup',
      '/mediatorSignup',
      '/arbandmedsignup',
      '/Respondentlogin',
      '/Respondentlogin/:id',
      '/dashboard',
      '/dispatch/:id',
      '/document/:id',
      '/hearing/:id',
      '/hearinglist',
      '/paymentList',
      '/arbitrationaward/:id',
      '/claimantprofile',
      '/arbitration',
      '/arbitrationview/:id',
      '/invoice',
      '/arbitratorprofile',
      '/advocateprofile',
      '/respondentprofile',
      '/expertprofile',
      '/mediatorprofile',
      '/nomination&disclosure',
      '/report',
      '/mediatordashboard',
      '/mediations',
      '/mediatorHearing',
      '/mediationview/:id',
      '/claimantsubmitcase',
      '/claimantbulkcase',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has unique ids and paths', () => {
    expect(new Set(SCREEN_ROUTES.map((route) => route.id)).size).toBe(SCREEN_ROUTES.length);
    expect(new Set(SCREEN_ROUTES.map((route) => route.path)).size).toBe(SCREEN_ROUTES.length);
  });

  it('gives claimants and lawyers the filing remote for shared case paths and neutrals the neutral remote', () => {
    for (const id of ['dashboard', 'arbitrations', 'arbitration-view', 'mediations', 'mediation-view', 'invoices']) {
      expect(ownerOf(screen(id), 'Claimant')).toBe('filing');
      expect(ownerOf(screen(id), 'Lawyer')).toBe('filing');
      expect(ownerOf(screen(id), 'Arbitrator')).toBe('neutral');
      expect(ownerOf(screen(id), 'Med-Arb')).toBe('neutral');
      expect(ownerOf(screen(id), 'System Manager')).toBe('neutral');
    }
  });

  it('keeps sign-up public and case screens behind a session', () => {
    expect(screen('signup').access).toBe('public');
    expect(screen('respondent-login').access).toBe('public');
    expect(screen('respondent-profile').access).toBe('respondent');
    expect(screen('hearing-list').access).toBe('user');
    expect(screen('claimant-submit-case').access).toBe('user');
  });
});
