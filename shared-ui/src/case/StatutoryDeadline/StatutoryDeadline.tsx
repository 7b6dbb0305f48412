import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { deadlineUrgency, formatDate, todayInIndia, DEADLINE_LABELS, type DeadlineKind, type DeadlineTone } from 'shared-api';
import type { Translate } from '../../i18n/useTranslation';

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


/** Short names of the deadlines for a badge, in English (the kit's en.json says the same). */
const SHORT: Record<DeadlineKind, string> = {
  Pleadings: 'Pleadings due',
  Award: 'Award due',
  Mediation: 'Mediation due',
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
  /** The reader's `t` and language on a screen that speaks another (the case header passes the kit's); English without. */
  t?: Translate;
  language?: string;
}

/**
 * The next statutory deadline of a case and the days left: "Award due 31-01-2027 · 12 days left",
 * amber inside 30 days, red inside 7, "Past due" after. Nothing when the case has no running clock.
 */
export function StatutoryDeadline({ on, kind, today = todayInIndia(), size = 'lg', tabIndex = 0, compact = false, t, language = 'en', ...props }: StatutoryDeadlineProps) {
  const shown = formatDate(on, language);
  if (!on || !kind || !shown) return null;
  const urgency = deadlineUrgency(on, today);
  // English in shared-api's words (the badge loads no catalogue); other languages through the caller's `t`.
  // The badge names the deadline short; the tooltip in the Act's words.
  const english = !t || language === 'en';
  const full = english ? DEADLINE_LABELS[kind] : t(`kit.deadline.full.${kind}`);
  const short = english ? SHORT[kind] : t(`kit.deadline.short.${kind}`);
  const left = english ? urgency.text : urgency.daysLeft < 0 ? t('kit.deadline.past') : t('kit.deadline.left', { days: urgency.daysLeft });
  const by = english ? `${full} by ${shown}` : t('kit.deadline.by', { deadline: full, date: shown });
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
        data-tone={urgency.tone}
        tabIndex={tabIndex}
        aria-label={`${by}: ${left}`}
      >
        {compact ? '' : `${short} `}
        {shown} · {left}
      </Badge>
    </Tooltip>
  );
}
