import { ActionIcon, Group, type ActionIconProps } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/kit';

export interface CaseStepArrowsProps {
  /** The step whose panel is shown. */
  viewed: number;
  /** How many steps there are: forward stops at the last, back at the first. */
  count: number;
  onView: (step: number) => void;
  size?: ActionIconProps['size'];
  iconSize?: number;
  /** Shown between the arrows (e.g. the shown step's title), which then sit at either end. */
  children?: ReactNode;
}

/** The stepper's Previous step / Next step arrows (SPEC §4 "a stepper with back and forward arrows"). */
export function CaseStepArrows({ viewed, count, onView, size = 'lg', iconSize = 18, children }: CaseStepArrowsProps) {
  const { t } = useTranslation();
  const back = (
    <ActionIcon variant="default" size={size} aria-label={t('kit.step.previous')} disabled={viewed <= 0} onClick={() => onView(viewed - 1)}>
      <IconChevronLeft size={iconSize} aria-hidden="true" />
    </ActionIcon>
  );
  const forward = (
    <ActionIcon variant="default" size={size} aria-label={t('kit.step.next')} disabled={viewed >= count - 1} onClick={() => onView(viewed + 1)}>
      <IconChevronRight size={iconSize} aria-hidden="true" />
    </ActionIcon>
  );
  if (children === undefined) {
    return (
      <Group gap="xs" wrap="nowrap">
        {back}
        {forward}
      </Group>
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      {back}
      {children}
      {forward}
    </Group>
  );
}
