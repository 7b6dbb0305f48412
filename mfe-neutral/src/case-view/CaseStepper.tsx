import { Group, NativeSelect, Progress, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CaseStepArrows, CaseStepList } from 'shared-ui';
import type { StepView } from './step-navigation';
import { useTranslation } from './i18n';

export interface CaseStepperProps {
  view: StepView;
  onView: (step: number) => void;
}

/**
 * The Case Management stepper (SPEC §4): steps up to the case's own are done, the case's step is
 * active; any step can be opened, with back and forward arrows. Wide screens get the full list,
 * narrow ones a progress bar and a step chooser.
 */
export function CaseStepper({ view, onView }: CaseStepperProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const { steps, current, viewed } = view;
  const done = Math.min(current, steps.length);

  const arrows = <CaseStepArrows viewed={viewed} count={steps.length} onView={onView} />;

  if (!wide) {
    return (
      <div data-testid="case-stepper" data-current-step={current} data-step-count={steps.length}>
        <Text size="sm" c="dimmed">
          {t('caseView.stepper.at', { index: Math.min(current + 1, steps.length), count: steps.length, step: steps[Math.min(current, steps.length - 1)] })}
        </Text>
        <Progress value={((done + (current >= steps.length ? 0 : 1)) / steps.length) * 100} my="xs" aria-hidden />
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <NativeSelect
            label={t('caseView.stepper.shownStep')}
            style={{ flex: 1 }}
            value={String(viewed)}
            onChange={(event) => onView(Number(event.currentTarget.value))}
            data={steps.map((step, index) => ({ value: String(index), label: t('caseView.stepper.option', { index: index + 1, step }) }))}
          />
          {arrows}
        </Group>
      </div>
    );
  }

  return (
    <div data-testid="case-stepper" data-current-step={current} data-step-count={steps.length}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{t('caseView.stepper.title')}</Text>
        {arrows}
      </Group>
      <CaseStepList
        steps={steps}
        current={current}
        viewed={viewed}
        onView={onView}
        viewedLabel={t('caseView.stepper.shown')}
        aria-label={t('caseView.stepper.steps')}
      />
    </div>
  );
}
