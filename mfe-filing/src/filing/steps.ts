import type { StepId } from './types';

/** SPEC §2: the five steps of the registration wizard, in order (their names: `filing.wizard.step.<id>`). */
export const FILING_STEPS: readonly StepId[] = ['claimant', 'respondents', 'case', 'additional', 'summary'];

export interface StepContext {
  current: StepId;
  claimantCount: number;
  respondentCount: number;
}

/**
 * SPEC §2 unlock rules: Respondents Details needs a claimant, Case Details a respondent; Case
 * Summary can be opened only from Respondents Details, Case Details or itself (Additional
 * Details reaches it with Save & Continue); Claimant and Additional Details are always open.
 */
export function isStepEnabled(step: StepId, { current, claimantCount, respondentCount }: StepContext): boolean {
  switch (step) {
    case 'claimant':
    case 'additional':
      return true;
    case 'respondents':
      return claimantCount > 0;
    case 'case':
      return respondentCount > 0;
    case 'summary':
      return current === 'respondents' || current === 'case' || current === 'summary';
  }
}

export function stepNumber(step: StepId): number {
  return FILING_STEPS.indexOf(step) + 1;
}
