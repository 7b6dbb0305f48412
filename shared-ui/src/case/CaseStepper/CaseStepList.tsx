import { Stepper, type StepperProps } from '@mantine/core';
import { translateValue, useTranslation } from '../../i18n/kit';
import type { Translate } from '../../i18n/useTranslation';

export interface CaseStepListProps {
  /** The steps of this kind of case (`stepForStage` in shared-api), shown in the reader's language. */
  steps: readonly string[];
  /** The case's own step; one past the last when every step is done. */
  current: number;
  /** The step whose panel is shown. */
  viewed: number;
  onView: (step: number) => void;
  orientation?: StepperProps['orientation'];
  iconSize?: number;
  /** Written under the case's own step. */
  currentLabel?: string;
  /** Written under the shown step when it is not the case's own. */
  viewedLabel?: string;
  'aria-label': string;
}

/** A step as `stepForStage` (shared-api) names it in English, in the reader's language. */
export function caseStepName(t: Translate, step: string): string {
  return translateValue(t, 'kit.step.name', step);
}

/**
 * SPEC §4 Case Management stepper: the steps before the case's own are done, the case's step is
 * active; any step can be opened, and the opened one is marked `aria-current="step"`.
 */
export function CaseStepList({
  steps,
  current,
  viewed,
  onView,
  orientation = 'vertical',
  iconSize,
  currentLabel,
  viewedLabel,
  'aria-label': ariaLabel,
}: CaseStepListProps) {
  const { t } = useTranslation();
  return (
    <Stepper active={current} onStepClick={onView} orientation={orientation} size="sm" iconSize={iconSize} allowNextStepsSelect aria-label={ariaLabel}>
      {steps.map((step, index) => (
        <Stepper.Step
          key={step}
          label={caseStepName(t, step)}
          aria-current={index === viewed ? 'step' : undefined}
          description={index === current ? (currentLabel ?? t('kit.step.current')) : index === viewed ? viewedLabel : undefined}
          data-viewed={index === viewed || undefined}
        />
      ))}
    </Stepper>
  );
}
