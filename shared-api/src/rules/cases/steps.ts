/*
 * The respondent's case-management stepper (SPEC §4 "Respondent stepper"), step lists and the
 * stage-to-step tables exactly as the spec gives them. A stage a table does not name maps to step 0.
 *
 * - Type One is an ARB case whose case_management_type is exactly 'Type One'. Any other ARB case,
 *   including one with no case_management_type (bulk imports do not set it), gets the other-types
 *   stepper, as the spec's condition reads.
 * - Every non-ARB case gets the mediation stepper.
 * - Mediation's Completed maps to 6 or 7, one past the last step: the stepper's "every step done".
 *   When both is_settled and is_nonsettled are set, non-settlement wins for the label as it does for
 *   dropping Registration.
 */
import { isFlagSet, type Flag } from './flags';
import { caseKindOf } from './stages';

export const TYPE_ONE_STEPS = [
  'Consent & Disclosure',
  'Respondent Reply',
  'Additional pleadings',
  'First hearing and Section 17 Application',
  'Second Hearing',
  'Third Hearing',
  'Fourth Hearing',
  'Fifth Hearing',
  'Sixth Hearing',
  'Award',
  'Completed',
] as const;

export const OTHER_TYPE_STEPS = [
  'Consent & Disclosure',
  'First hearing and Section 17 Application',
  'Respondent Reply',
  'Additional pleadings',
  'Second Hearing',
  'Final Hearing',
  'Award',
  'Completed',
] as const;

export interface SettlementFlags {
  is_settled?: Flag;
  is_nonsettled?: Flag;
}

export interface StepperCase extends SettlementFlags {
  name: string;
  stage: string | null | undefined;
  case_management_type?: string | null;
}

export interface Stepper {
  steps: readonly string[];
  current: number;
}

function agreementLabel({ is_settled, is_nonsettled }: SettlementFlags): string {
  if (isFlagSet(is_nonsettled)) return 'Non Settlement Agreement';
  if (isFlagSet(is_settled)) return 'Settlement Agreement';
  return 'Agreement';
}

export function mediationSteps(flags: SettlementFlags): string[] {
  const registration = isFlagSet(flags.is_nonsettled) ? [] : ['Registration'];
  return [
    'Consent & Disclosure',
    'Respondent Reply',
    'Additional pleadings',
    'Hearings',
    agreementLabel(flags),
    ...registration,
    'Completed',
  ];
}

const TYPE_ONE_STEP_OF: ReadonlyMap<string, number> = new Map(
  Object.entries({
    'Issuance of Notice': 0,
    'Awaiting Reply': 1,
    'Additional Pleading': 2,
    'First Hearing': 3,
    'FHN And MOM Dispatch': 3,
    'Second Hearing': 4,
    'Third Hearing': 5,
    'Fourth Hearing': 6,
    'Fifth Hearing': 7,
    'Sixth Hearing': 8,
    Award: 9,
    'Award Dispatched': 9,
    Completed: 10,
  }),
);

const OTHER_TYPE_STEP_OF: ReadonlyMap<string, number> = new Map(
  Object.entries({
    'Issuance of Notice': 0,
    'First Hearing': 1,
    'Awaiting Reply': 2,
    'Additional Pleading': 3,
    'Second Hearing': 4,
    'SHN S17 Order And MOM Dispatch': 4,
    'Final Hearing': 5,
    Award: 6,
    'Award Dispatched': 6,
    Completed: 7,
  }),
);

function mediationStepOf(stage: string, flags: SettlementFlags): number {
  switch (stage) {
    case 'Consent And Disclosure Dispatch':
      return 0;
    case 'Respondent Reply':
      return 1;
    case 'Additional Pleading':
      return 2;
    case 'Hearing':
      return 3;
    case 'Settlement Agreement':
    case 'Non Settlement Agreement':
      return 4;
    case 'Registration':
      return 5;
    case 'Completed':
      return isFlagSet(flags.is_nonsettled) ? 6 : 7;
    default:
      return 0;
  }
}

export function stepForStage(caseLike: StepperCase): Stepper {
  const stage = caseLike.stage ?? '';
  if (caseKindOf(caseLike.name) !== 'claim') {
    return { steps: mediationSteps(caseLike), current: mediationStepOf(stage, caseLike) };
  }
  if ((caseLike.case_management_type ?? '').trim() === 'Type One') {
    return { steps: TYPE_ONE_STEPS, current: TYPE_ONE_STEP_OF.get(stage) ?? 0 };
  }
  return { steps: OTHER_TYPE_STEPS, current: OTHER_TYPE_STEP_OF.get(stage) ?? 0 };
}
