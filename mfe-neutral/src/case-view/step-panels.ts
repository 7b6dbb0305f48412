import type { CaseKind } from 'shared-api';

/** What a step of the stepper shows. Step labels come from the shared step lists. */
export type StepContent =
  | { kind: 'consent' }
  | { kind: 'pleading'; doctype: 'Respondent Reply' | 'Additional Pleading' }
  | { kind: 'hearings'; hearingTypes: readonly string[] }
  | { kind: 'award' }
  | { kind: 'settlement' }
  | { kind: 'registration' }
  | { kind: 'completed' };

const MEDIATION_HEARINGS = ['First Hearing', 'Second Hearing', 'Third Hearing', 'Fourth Hearing', 'Fifth Hearing', 'Sixth Hearing'];

const BY_LABEL: Record<string, StepContent> = {
  'Consent & Disclosure': { kind: 'consent' },
  'Respondent Reply': { kind: 'pleading', doctype: 'Respondent Reply' },
  'Additional pleadings': { kind: 'pleading', doctype: 'Additional Pleading' },
  // The first hearing step also holds the Section 17 application, heard as an interim hearing.
  'First hearing and Section 17 Application': { kind: 'hearings', hearingTypes: ['First Hearing', 'Interim Hearing'] },
  'Second Hearing': { kind: 'hearings', hearingTypes: ['Second Hearing'] },
  'Third Hearing': { kind: 'hearings', hearingTypes: ['Third Hearing'] },
  'Fourth Hearing': { kind: 'hearings', hearingTypes: ['Fourth Hearing'] },
  'Fifth Hearing': { kind: 'hearings', hearingTypes: ['Fifth Hearing'] },
  'Sixth Hearing': { kind: 'hearings', hearingTypes: ['Sixth Hearing'] },
  'Final Hearing': { kind: 'hearings', hearingTypes: ['Final Hearing'] },
  Hearings: { kind: 'hearings', hearingTypes: MEDIATION_HEARINGS },
  Award: { kind: 'award' },
  Agreement: { kind: 'settlement' },
  'Settlement Agreement': { kind: 'settlement' },
  'Non Settlement Agreement': { kind: 'settlement' },
  Registration: { kind: 'registration' },
  Completed: { kind: 'completed' },
};

export function stepContentOf(label: string): StepContent {
  return BY_LABEL[label] ?? { kind: 'completed' };
}

/** Every hearing type a case of this kind may hold (the hearing screen's choices). */
export function hearingTypesFor(kind: CaseKind): readonly string[] {
  return kind === 'claim'
    ? ['First Hearing', 'Interim Hearing', 'Second Hearing', 'Third Hearing', 'Fourth Hearing', 'Fifth Hearing', 'Sixth Hearing', 'Final Hearing']
    : MEDIATION_HEARINGS;
}
