import { mediationSteps, OTHER_TYPE_STEPS, TYPE_ONE_STEPS } from 'shared-api';
import { stepContentOf } from './step-panels';

const EVERY_LABEL = [
  ...TYPE_ONE_STEPS,
  ...OTHER_TYPE_STEPS,
  ...mediationSteps({}),
  ...mediationSteps({ is_settled: 1 }),
  ...mediationSteps({ is_nonsettled: 1 }),
];

describe('every step of the shared step lists has its panel', () => {
  it.each([...new Set(EVERY_LABEL)].filter((label) => label !== 'Completed'))('%s has a panel of its own', (label) => {
    expect(stepContentOf(label).kind).not.toBe('completed');
  });

  it('opens the first hearing with the Section 17 (interim) hearing', () => {
    expect(stepContentOf('First hearing and Section 17 Application')).toEqual({
      kind: 'hearings',
      hearingTypes: ['First Hearing', 'Interim Hearing'],
    });
  });

  it('gives a hearing step only its own hearing type', () => {
    expect(stepContentOf('Fifth Hearing')).toEqual({ kind: 'hearings', hearingTypes: ['Fifth Hearing'] });
    expect(stepContentOf('Final Hearing')).toEqual({ kind: 'hearings', hearingTypes: ['Final Hearing'] });
  });

  it('shows the replies and pleadings doctypes on their steps', () => {
    expect(stepContentOf('Respondent Reply')).toEqual({ kind: 'pleading', doctype: 'Respondent Reply' });
    expect(stepContentOf('Additional pleadings')).toEqual({ kind: 'pleading', doctype: 'Additional Pleading' });
  });
});
