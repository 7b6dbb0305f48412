import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { deadlineUrgency, formatDate, todayInIndia, type DeadlineKind, type DeadlineTone } from 'shared-api';
import { useTranslation } from '../../i18n/deadline';
import * as classes from './StatutoryDeadline.module.css';

/**
 * Amber inside 30 days, red inside 7 and once past; calm otherwise. Amber and red are filled so the
 * text keeps its contrast (dark on amber, white on red).
 */
export const DEADLINE_TONE_COLORS: Record<DeadlineTone, { color: string; variant: 'light' | 'filled' }> = {
  running: { color: 'gray', variant: 'light' },
  near: { color: 'yellow', variant: 'filled' },
  urgent: { color: 'red', variant: 'filled' },
  past: { color: 'red', variant: 'filled' },
};

export interface StatutoryDeadlineProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** The deadline (`YYYY-MM-DD`), as the server computed it. */
  on: string | null | undefined;
  kind: DeadlineKind | null | undefined;
  /** Today in India; default now. */
  today?: string;
  /** -1 inside something already focusable (a card that is a link). */
  tabIndex?: number;
  /** Leave out the deadline's name (a table column says it): "31-01-2027 · 12 days left". */
  compact?: boolean;
}

/**
 * The next statutory deadline of a case and the days left, in the reader's language: "Award due
 * 31-01-2027 · 12 days left", amber inside 30 days, red inside 7, "Past due" after. The badge names
 * the deadline short, its tooltip in the Act's words. Nothing when the case has no running clock.
 */
export function StatutoryDeadline({ on, kind, today = todayInIndia(), size = 'lg', tabIndex = 0, compact = false, ...props }: StatutoryDeadlineProps) {
  const { t, language } = useTranslation();
  const shown = formatDate(on, language);
  if (!on || !kind || !shown) return null;
  const urgency = deadlineUrgency(on, today);
  const by = t('deadline.by', { deadline: t(`deadline.full.${kind}`), date: shown });
  const left = urgency.daysLeft < 0 ? t('deadline.past') : t('deadline.left', { days: urgency.daysLeft });
  const { color, variant } = DEADLINE_TONE_COLORS[urgency.tone];
  return (
    <Tooltip label={by} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
      <Badge
        {...props}
        size={size}
        tt="none"
        color={color}
        variant={variant}
        autoContrast
        leftSection={urgency.tone === 'running' ? undefined : <IconClockExclamation size={14} aria-hidden="true" />}
        classNames={{ root: classes.root, label: classes.label }}
        data-tone={urgency.tone}
        tabIndex={tabIndex}
        aria-label={`${by}: ${left}`}
      >
        {compact ? '' : `${t(`deadline.short.${kind}`)} `}
        {shown} · {left}
      </Badge>
    </Tooltip>
  );
}
