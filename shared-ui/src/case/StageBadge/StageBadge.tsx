import { Badge, type BadgeProps } from '@mantine/core';
import { stageColor } from './stage-colors';

export interface StageBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  stage: string | null | undefined;
}

/** The stage of a case in its phase colour; "No stage" when the case has none. */
export function StageBadge({ stage, size = 'lg', variant = 'light', ...props }: StageBadgeProps) {
  const label = stage?.trim() || 'No stage';
  return (
    <Badge {...props} size={size} variant={variant} color={stageColor(stage)} tt="none" data-stage={label}>
      {label}
    </Badge>
  );
}
