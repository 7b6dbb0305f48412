import { isStepEnabled } from './steps';

describe('isStepEnabled (SPEC §2 unlock rules)', () => {
  const none = { current: 'claimant' as const, claimantCount: 0, respondentCount: 0 };

  it('keeps Claimant Details and Additional Details always open', () => {
    expect(isStepEnabled('claimant', none)).toBe(true);
    expect(isStepEnabled('additional', none)).toBe(true);
  });

  it('opens Respondents Details only once a claimant exists', () => {
    expect(isStepEnabled('respondents', none)).toBe(false);
    expect(isStepEnabled('respondents', { ...none, claimantCount: 1 })).toBe(true);
  });

  it('opens Case Details only once a respondent exists', () => {
    expect(isStepEnabled('case', { ...none, claimantCount: 1 })).toBe(false);
    expect(isStepEnabled('case', { ...none, claimantCount: 1, respondentCount: 1 })).toBe(true);
  });

  it('opens Case Summary only from Respondents Details, Case Details or the summary itself', () => {
    const filled = { claimantCount: 1, respondentCount: 1 };
    expect(isStepEnabled('summary', { ...filled, current: 'claimant' })).toBe(false);
    expect(isStepEnabled('summary', { ...filled, current: 'additional' })).toBe(false);
    expect(isStepEnabled('summary', { ...filled, current: 'respondents' })).toBe(true);
    expect(isStepEnabled('summary', { ...filled, current: 'case' })).toBe(true);
    expect(isStepEnabled('summary', { ...filled, current: 'summary' })).toBe(true);
  });
});
