import { Badge, type BadgeProps } from '@mantine/core';
import { stageColor } from './stage-colors';
import { translateValue } from '../../i18n/translate-value';
import type { Translate } from '../../i18n/useTranslation';

export interface StageBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  stage: string | null | undefined;
  /**
   * The reader's `t` when the screen speaks another language (the case views pass the kit's): the
   * badge itself loads no catalogue, so a dashboard's first load carries none; without it, English.
   */
  t?: Translate;
}

/** The stage of a case in its phase colour; "No stage" when the case has none. */
export function StageBadge({ stage, t, size = 'lg', variant = 'light', ...props }: StageBadgeProps) {
  const stored = stage?.trim();
  const noStage = t ? t('kit.noStage') : 'No stage';
  const label = stored ? (t ? translateValue(t, 'kit.stage', stored) : stored) : noStage;
  return (
    <Badge {...props} size={size} variant={variant} color={stageColor(stage)} tt="none" data-stage={stored || 'No stage'}>
      {label}
    </Badge>
  );
}
