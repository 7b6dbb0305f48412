import { Alert, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage, type CaseKind } from 'shared-api';
import { ErrorState, PageLoader, useCaseHearings } from 'shared-ui';
import type { HearingRecord } from '../api/types';
import { displayDate } from '../common/format';
import { HearingEditor } from './HearingEditor';
import { useTranslation } from './i18n';

export interface HearingsManagerProps {
  kind: CaseKind;
  caseName: string;
  /** The hearing types this view deals with (a step's hearings, or every type). */
  hearingTypes: readonly string[];
  /** False for someone who may only read (the case is Completed, or they are not its neutral). */
  editable: boolean;
  /** Shown to readers instead of forms, e.g. the shared hearing tabs. */
  renderReadOnly?: (hearings: HearingRecord[]) => ReactNode;
}

const NEW = 'new';

/** Interim (Section 17) hearings may recur; every other type is held once. */
function typesOpenForNew(types: readonly string[], hearings: HearingRecord[]): string[] {
  return types.filter((type) => type === 'Interim Hearing' || !hearings.some((hearing) => hearing.hearing_type === type));
}

/** The case's first video link, offered to later hearings. */
function caseVcLink(hearings: HearingRecord[]): string | null {
  const first = hearings.find((hearing) => hearing.hearing_type === 'First Hearing' && hearing.vc_link);
  return first?.vc_link ?? hearings.find((hearing) => hearing.vc_link)?.vc_link ?? null;
}

/** One tab per hearing of the given types (latest first) and a tab to schedule the next one. */
export function HearingsManager({ kind, caseName, hearingTypes, editable, renderReadOnly }: HearingsManagerProps) {
  const { t } = useTranslation();
  const all = useCaseHearings(caseName);
  const [tab, setTab] = useState<string | null>(null);

  if (all.isPending) return <PageLoader label={t('hearings.manager.loading')} />;
  if (all.isError) return <ErrorState message={errorMessage(all.error)} onRetry={() => void all.refetch()} />;

  const hearings = all.data.filter((hearing) => hearingTypes.includes(hearing.hearing_type ?? ''));
  if (!editable) {
    if (renderReadOnly) return <>{renderReadOnly(hearings)}</>;
    return hearings.length === 0 ? <Text c="dimmed">{t('hearings.manager.none')}</Text> : null;
  }

  const openTypes = typesOpenForNew(hearingTypes, hearings);
  const active = tab ?? hearings[0]?.name ?? NEW;

  if (hearings.length === 0 && openTypes.length === 0) return <Alert>{t('hearings.manager.noneOpen')}</Alert>;

  return (
    <Tabs value={active} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        {hearings.map((hearing) => (
          <Tabs.Tab key={hearing.name} value={hearing.name}>
            {t('hearings.manager.tab', { type: hearing.hearing_type, date: displayDate(hearing.hearing_date) })}
          </Tabs.Tab>
        ))}
        {openTypes.length > 0 && (
          <Tabs.Tab value={NEW} leftSection={<IconPlus size={14} aria-hidden />}>
            {openTypes.length === 1 ? t('hearings.manager.scheduleType', { type: openTypes[0] }) : t('hearings.manager.schedule')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      {hearings.map((hearing) => (
        <Tabs.Panel key={hearing.name} value={hearing.name} pt="md">
          <HearingEditor
            kind={kind}
            caseName={caseName}
            hearing={hearing}
            hearingTypes={[hearing.hearing_type ?? '']}
            inheritedVcLink={caseVcLink(all.data)}
          />
        </Tabs.Panel>
      ))}
      {openTypes.length > 0 && (
        <Tabs.Panel value={NEW} pt="md">
          <HearingEditor
            kind={kind}
            caseName={caseName}
            hearingTypes={openTypes}
            inheritedVcLink={caseVcLink(all.data)}
            onSaved={(saved) => setTab(saved.name)}
          />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
