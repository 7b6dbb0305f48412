import { Badge, type BadgeProps } from '@mantine/core';
import { stageColor } from './stage-colors';
import { useTranslation } from '../../i18n/badge';
import { translateValue } from '../../i18n/translate-value';

export interface StageBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  stage: string | null | undefined;
}

/** The stage of a case in its phase colour; "No stage" when the case has none. */
export function StageBadge({ stage, size = 'lg', variant = 'light', ...props }: StageBadgeProps) {
  const { t, language } = useTranslation();
  const stored = stage?.trim();
  const label = stored ? translateValue(t, 'kit.stage', stored) : language === 'en' ? 'No stage' : t('badge.noStage');
  return (
    <Badge {...props} size={size} variant={variant} color={stageColor(stage)} tt="none" data-stage={stored || 'No stage'}>
      {label}
    </Badge>
  );
}
