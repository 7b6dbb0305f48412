import {
  hearingSideEffects,
  registrationSideEffects,
  replySideEffects,
  settlementSideEffects,
  statementOfClaimSideEffects,
} from './side-effects';

describe('hearing saves on a claim', () => {
  it.each([
    ['First Hearing', 1],
    ['Second Hearing', 2],
    ['Third Hearing', 3],
    ['Fourth Hearing', 4],
  ])('a scheduled %s sets its stage and proposed_date_%i only', (hearingType, n) => {
    expect(hearingSideEffects('claim', hearingType, '2025-03-14')).toEqual({
      stage: hearingType,
      [`proposed_date_${n}`]: '2025-03-14',
    });
  });

  it.each([
    ['First Hearing', 1],
    ['Fourth Hearing', 4],
  ])('a held %s also sets actual_date_%i to the hearing date', (hearingType, n) => {
    expect(hearingSideEffects('claim', hearingType, '2025-03-14', { held: true })).toEqual({
      stage: hearingType,
      [`proposed_date_${n}`]: '2025-03-14',
      [`actual_date_${n}`]: '2025-03-14',
    });
  });

  it('sets the stage and a hold reason for the fifth and sixth hearing, and no dates', () => {
    expect(hearingSideEffects('claim', 'Fifth Hearing', '2025-03-14', { held: true })).toEqual({
      stage: 'Fifth Hearing',
      reason_for_hold: 'Fifth hearing held',
    });
    expect(hearingSideEffects('claim', 'Sixth Hearing', '2025-03-14')).toEqual({
      stage: 'Sixth Hearing',
      reason_for_hold: 'Sixth hearing held',
    });
  });

  it('sets only the stage for the final hearing', () => {
    expect(hearingSideEffects('claim', 'Final Hearing', '2025-03-14')).toEqual({ stage: 'Final Hearing' });
  });

  it('changes nothing for an interim hearing or an unknown type', () => {
    expect(hearingSideEffects('claim', 'Interim Hearing', '2025-03-14')).toEqual({});
    expect(hearingSideEffects('claim', 'Seventh Hearing', '2025-03-14')).toEqual({});
  });

  it('leaves the dates alone when the hearing has no date', () => {
    expect(hearingSideEffects('claim', 'Second Hearing', null, { held: true })).toEqual({ stage: 'Second Hearing' });
    expect(hearingSideEffects('claim', 'Second Hearing', '')).toEqual({ stage: 'Second Hearing' });
  });
});

describe('hearing saves on a dispute', () => {
  it('moves a mediation to its single Hearing stage with the first to fourth hearing dates', () => {
    expect(hearingSideEffects('dispute', 'Third Hearing', '2025-04-01', { held: true })).toEqual({
      stage: 'Hearing',
      proposed_date_3: '2025-04-01',
      actual_date_3: '2025-04-01',
    });
  });

  it('sets only the stage for the fifth and sixth hearing of a mediation, with no hold reason', () => {
    expect(hearingSideEffects('dispute', 'Fifth Hearing', '2025-04-01')).toEqual({ stage: 'Hearing' });
    expect(hearingSideEffects('dispute', 'Sixth Hearing', '2025-04-01')).toEqual({ stage: 'Hearing' });
  });

  it('changes nothing for an interim hearing of a mediation', () => {
    expect(hearingSideEffects('dispute', 'Interim Hearing', '2025-04-01')).toEqual({});
  });
});

describe('respondent saves', () => {
  it('makes the respondent Active when a reply is attached, without touching the stage', () => {
    expect(replySideEffects()).toEqual({ respondent_status: 'Active' });
  });

  it.each([
    [true, 1],
    [1, 1],
    [false, 0],
    [0, 0],
  ] as const)('stores statement_of_claim %p as %i and moves to Consent And Disclosure Dispatch', (value, stored) => {
    expect(statementOfClaimSideEffects(value)).toEqual({
      stage: 'Consent And Disclosure Dispatch',
      statement_of_claim: stored,
    });
  });
});

describe('mediation outcome saves', () => {
  it('marks a settlement as settled and not non-settled', () => {
    expect(settlementSideEffects('settlement')).toEqual({ stage: 'Settlement Agreement', is_settled: 1, is_nonsettled: 0 });
  });

  it('marks a non-settlement as non-settled and not settled', () => {
    expect(settlementSideEffects('non-settlement')).toEqual({
      stage: 'Non Settlement Agreement',
      is_settled: 0,
      is_nonsettled: 1,
    });
  });

  it('moves a registration to Registration', () => {
    expect(registrationSideEffects()).toEqual({ stage: 'Registration' });
  });
});
