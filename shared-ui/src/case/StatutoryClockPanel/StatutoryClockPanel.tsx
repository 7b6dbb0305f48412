import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { caseKindOf, formatDate, todayInIndia, type CaseDoc, type MandateStatus } from 'shared-api';
import type { ServiceClockParty } from 'shared-api/methods';
import { label, translateValue, useTranslation } from '../../i18n/kit';
import type { Translate } from '../../i18n/useTranslation';
import { DetailList, type DetailItem } from '../DetailList';
import { ResponsiveTable, type ResponsiveColumn } from '../PartiesTables';
import { StatutoryDeadline } from '../StatutoryDeadline';

export type StatutoryClockCase = Pick<
  CaseDoc,
  | 'name'
  | 'appointment_notified_on'
  | 'pleadings_due_on'
  | 'pleadings_completed_on'
  | 'pleadings_completion_reason'
  | 'award_due_on'
  | 'award_extension_months'
  | 'mandate_status'
  | 'first_appearance_on'
  | 'mediation_due_on'
  | 'next_deadline_on'
  | 'next_deadline_kind'
  | 'is_extended'
  | 'no_of_days_extended'
>;

const MANDATE_COLORS: Record<MandateStatus, string> = {
  Running: 'blue',
  'Extended by consent': 'yellow',
  'Needs court extension': 'red',
  'Award made': 'green',
};

/** A respondent's clocks from proven service, as `get_case_service` returns them. */
type ServiceClockRow = ServiceClockParty;

export interface StatutoryClockPanelProps {
  caseDoc: StatutoryClockCase;
  /** The clocks that run from each respondent's proven receipt of a notice (s.21, s.33(1), s.34(3)). */
  service?: readonly ServiceClockRow[];
  /** The arbitrator's buttons (record completion of pleadings, an extension by consent). */
  actions?: ReactNode;
  today?: string;
}

function claimItems(t: Translate, caseDoc: StatutoryClockCase): DetailItem[] {
  const months = Number(caseDoc.award_extension_months) || 0;
  return [
    { label: label(t, 'Notice of appointment'), value: formatDate(caseDoc.appointment_notified_on) },
    { label: label(t, 'Pleadings due (s.23(4))'), value: formatDate(caseDoc.pleadings_due_on) },
    {
      label: label(t, 'Pleadings completed'),
      value: caseDoc.pleadings_completed_on ? (
        <>
          {formatDate(caseDoc.pleadings_completed_on)}
          {caseDoc.pleadings_completion_reason && (
            <Text span size="sm" c="dimmed" display="block">
              {caseDoc.pleadings_completion_reason}
            </Text>
          )}
        </>
      ) : null,
    },
    { label: label(t, 'Award due (s.29A)'), value: formatDate(caseDoc.award_due_on) },
    { label: label(t, 'Extension by consent'), value: months > 0 ? t('kit.clock.months', { count: months }) : t('kit.clock.none') },
  ];
}

function disputeItems(t: Translate, caseDoc: StatutoryClockCase): DetailItem[] {
  const days = Number(caseDoc.no_of_days_extended) || 0;
  return [
    { label: label(t, 'First appearance'), value: formatDate(caseDoc.first_appearance_on) },
    { label: label(t, 'Mediation due (s.18)'), value: formatDate(caseDoc.mediation_due_on) },
    {
      label: label(t, 'Extension by consent'),
      value: caseDoc.is_extended && days > 0 ? t('kit.clock.days', { count: Math.min(days, 60) }) : t('kit.clock.none'),
    },
  ];
}

function served(t: Translate, on: string | null, by: string | null, state: string | null) {
  if (on) return by ? t('kit.clock.service.servedBy', { date: formatDate(on), channel: by }) : formatDate(on);
  return state ? t('kit.clock.service.notProven') : null;
}

/** Per respondent: the day each notice was proven received, and the time that runs from it. */
function ServiceClock({ rows }: { rows: readonly ServiceClockRow[] }) {
  const { t } = useTranslation();
  const columns: ResponsiveColumn<ServiceClockRow>[] = [
    { key: 'party', header: t('kit.clock.service.party'), value: (row) => row.party_name, inCard: 'hidden' },
    { key: 'commenced', header: t('kit.clock.service.commenced'), value: (row) => served(t, row.commenced_on, row.notice_served_by, row.notice_state) },
    { key: 'award', header: t('kit.clock.service.award'), value: (row) => served(t, row.award_served_on, row.award_served_by, row.award_state) },
    { key: 'correction', header: t('kit.clock.service.correction'), value: (row) => formatDate(row.limitation?.correction_by) },
    { key: 'setAside', header: t('kit.clock.service.setAside'), value: (row) => formatDate(row.limitation?.set_aside_by) },
  ];
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('kit.clock.service.title')}
      </Title>
      <ResponsiveTable caption={t('kit.clock.service.title')} columns={columns} rows={rows} getRowKey={(row) => row.party_row} cardTitle={(row) => row.party_name} />
      <Text size="sm" c="dimmed">
        {t('kit.clock.service.note')}
      </Text>
    </Stack>
  );
}

/**
 * The statutory clock of a case as the server computed it: the dates that bind the tribunal, the
 * next deadline with the days left and, for an arbitration, the state of the mandate. Everyone on
 * the case reads it; nobody types these dates.
 */
export function StatutoryClockPanel({ caseDoc, actions, service, today = todayInIndia() }: StatutoryClockPanelProps) {
  const { t } = useTranslation();
  const isClaim = caseKindOf(caseDoc.name) === 'claim';
  const mandate = caseDoc.mandate_status ?? null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="statutory-clock-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={2} size="h4" id="statutory-clock-title">
            {t('kit.clock.title')}
          </Title>
          <Group gap="xs">
            {isClaim && mandate && (
              <Badge color={MANDATE_COLORS[mandate] ?? 'gray'} variant="light" tt="none" size="lg">
                {t('kit.clock.mandate', { mandate: translateValue(t, 'kit.mandate', mandate) })}
              </Badge>
            )}
            <StatutoryDeadline on={caseDoc.next_deadline_on} kind={caseDoc.next_deadline_kind} today={today} />
          </Group>
        </Group>
        <DetailList items={isClaim ? claimItems(t, caseDoc) : disputeItems(t, caseDoc)} aria-label={t('kit.clock.dates')} />
        {!isClaim && caseDoc.mediation_due_on && (
          // Two dates of a dispute are called "due": this one binds by statute (s.18), the
          // extension's Due Date is the one set on acceptance. Each panel names the other.
          <Text size="sm" c="dimmed">
            {t('kit.clock.mediationNote')}
          </Text>
        )}
        {!caseDoc.next_deadline_on && mandate !== 'Award made' && (
          <Text size="sm" c="dimmed">
            {t(isClaim ? 'kit.clock.startsClaim' : 'kit.clock.startsDispute')}
          </Text>
        )}
        {service && service.length > 0 && <ServiceClock rows={service} />}
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
