import { listedHearingFor } from './HearingListPage';

describe('listedHearingFor', () => {
  it.each(['Claimant', 'Lawyer', 'Med-Arb', 'System Manager'])('gives %s both kinds of hearing on /hearinglist', (role) => {
    expect(listedHearingFor(role, 'Arbitration')).toBeNull();
  });

  it('keeps an Arbitrator to arbitration hearings', () => {
    expect(listedHearingFor('Arbitrator', 'Arbitration')).toBe('Arbitration');
    expect(listedHearingFor(null, 'Arbitration')).toBe('Arbitration');
  });

  it('keeps /mediatorHearing to mediation hearings for everyone', () => {
    for (const role of ['Mediator', 'Claimant', 'Med-Arb']) expect(listedHearingFor(role, 'Mediation')).toBe('Mediation');
  });
});
