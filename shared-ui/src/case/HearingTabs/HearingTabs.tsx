import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatDate, textOrNull, type HearingDoc } from 'shared-api';
import { ErrorState } from '../../ErrorState';
import type { TableLayout } from '../PartiesTables';
import { caseErrorMessage, useCaseHearings } from '../queries';
import { HearingPanel } from './HearingPanel';
import { translateValue, useTranslation } from '../../i18n/kit';
import type { Language } from '../../i18n/language';
import type { Translate } from '../../i18n/useTranslation';

export interface HearingTabsProps {
  caseName: string;
  /** Buttons for one hearing (e.g. the neutral's Edit), shown at the top of its tab. */
  renderActions?: (hearing: HearingDoc) => ReactNode;
  /** Shown when the case has no hearing yet. */
  emptyText?: string;
  layout?: TableLayout;
}

/** Latest first: by hearing date, newest first; hearings without a date keep the server's order, after the dated ones. */
export function sortHearingsLatestFirst(hearings: readonly HearingDoc[]): HearingDoc[] {
  return [...hearings].sort((a, b) => {
    if (!a.hearing_date || !b.hearing_date) return (a.hearing_date ? 0 : 1) - (b.hearing_date ? 0 : 1);
    return b.hearing_date.localeCompare(a.hearing_date);
  });
}

/** The tab's name: the hearing type, with its date when two hearings share a type. */
function tabLabels(hearings: readonly HearingDoc[], t: Translate, language: Language): Map<string, string> {
  const counts = new Map<string, number>();
  for (const hearing of hearings) {
    const type = textOrNull(hearing.hearing_type) ?? 'Hearing';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return new Map(
    hearings.map((hearing) => {
      const type = textOrNull(hearing.hearing_type) ?? 'Hearing';
      const shown = translateValue(t, 'kit.hearing.type', type);
      const date = formatDate(hearing.hearing_date, language);
      return [hearing.name, (counts.get(type) ?? 0) > 1 && date ? `${shown} (${date})` : shown];
    }),
  );
}

/** The case's hearings, one tab each, latest first (SPEC §2 "A combined view has one tab per hearing"). */
export function HearingTabs({ caseName, renderActions, emptyText, layout }: HearingTabsProps) {
  const { t, language } = useTranslation();
  const query = useCaseHearings(caseName);
  const [active, setActive] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('kit.hearing.loading')}>
        <Skeleton height={36} radius="sm" />
        <Skeleton height={160} radius="sm" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('kit.hearing.loadFailed')}
        message={caseErrorMessage(query.error, t('kit.checkConnection'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const hearings = sortHearingsLatestFirst(query.data);
  if (hearings.length === 0) return <Text c="dimmed">{emptyText ?? t('kit.hearing.none')}</Text>;

  const labels = tabLabels(hearings, t, language);
  const current = active && hearings.some((hearing) => hearing.name === active) ? active : hearings[0].name;
  return (
    <Tabs value={current} onChange={setActive} keepMounted={false}>
      <Tabs.List aria-label={t('kit.hearing.tabs')}>
        {hearings.map((hearing) => (
          <Tabs.Tab key={hearing.name} value={hearing.name}>
            {labels.get(hearing.name)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {hearings.map((hearing) => (
        <Tabs.Panel key={hearing.name} value={hearing.name} pt="md">
          <HearingPanel hearing={hearing} actions={renderActions?.(hearing)} layout={layout} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
