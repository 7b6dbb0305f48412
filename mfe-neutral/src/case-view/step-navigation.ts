import { stepForStage, type StepperCase } from 'shared-api';

/** The stepper of a case and the step a person is looking at, kept within the step list. */
export interface StepView {
  steps: readonly string[];
  /** The case's own step, from its stage. */
  current: number;
  /** The step whose panel is shown. */
  viewed: number;
}

/** Which steps exist and where the case is: always the shared stage maps, never a copy. */
export function stepViewOf(caseLike: StepperCase, viewed?: number): StepView {
  const { steps, current } = stepForStage(caseLike);
  // A completed mediation maps one past its last step ("every step done"); its panel is the last one.
  const last = steps.length - 1;
  const clampedCurrent = Math.min(current, last);
  return { steps, current, viewed: clamp(viewed ?? clampedCurrent, 0, last) };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
