import { Anchor, Button, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { DataTable, VideoLink, type DataTableColumn, type Translate, pageQueryProps } from 'shared-ui';
import { caseOfRecord, casePath } from '../api/case-kind';
import { HEARING_PAGE_SIZE, useHearingList } from '../api/hearings';
import type { HearingRecord } from '../api/types';
import { displayDate, displayTime } from '../common/format';
import { useRole } from '../common/roles';
import { useTranslation } from './i18n';

const columns = (t: Translate): DataTableColumn<HearingRecord>[] => [
  { key: 'sl', header: t('hearings.list.sl'), width: 64, render: (_, index) => index + 1 },
  {
    key: 'case',
    header: t('hearings.list.case'),
    render: (row) => {
      const caseName = caseOfRecord(row);
      return caseName ? (
        <Anchor component={Link} to={casePath(caseName)}>
          {caseName}
        </Anchor>
      ) : (
        '-'
      );
    },
  },
  { key: 'hearing_type', header: t('hearings.list.hearing') },
  { key: 'date', header: t('hearings.list.date'), render: (row) => displayDate(row.hearing_date) },
  { key: 'time', header: t('hearings.list.time'), render: (row) => displayTime(row.hearing_time) },
  {
    key: 'where',
    header: t('hearings.list.where'),
    render: (row) => (row.mode_of_hearing === 'Offline' ? (row.hearing_location ?? '-') : <VideoLink url={row.vc_link} />),
  },
  { key: 'status', header: t('hearings.list.status'), render: (row) => row.status ?? t('hearings.list.inProgress') },
  {
    key: 'action',
    header: t('hearings.list.action'),
    render: (row) => {
      const caseName = caseOfRecord(row);
      return caseName ? (
        <Button size="xs" variant="default" component={Link} to={`/hearing/${encodeURIComponent(caseName)}`}>
          {t('hearings.list.open')}
        </Button>
      ) : null;
    },
  },
];

/**
 * Roles whose one Hearings menu (/hearinglist) covers both kinds of case: Med-Arb neutrals and the
 * case manager hold claims and disputes, and so do claimants and lawyers (SPEC §6 lists their
 * mediation hearings by user and lawyer e-mail; their menu has no /mediatorHearing).
 */
const BOTH_KINDS = new Set(['Med-Arb', 'System Manager', 'Claimant', 'Lawyer']);

/** The hearing_for a list page filters on for this role; null lists both kinds. */
export function listedHearingFor(role: string | null | undefined, hearingFor: 'Arbitration' | 'Mediation') {
  return hearingFor === 'Arbitration' && role && BOTH_KINDS.has(role) ? null : hearingFor;
}

/**
 * /hearinglist (arbitration) and /mediatorHearing (mediation): the caller's hearings, latest first.
 * The server keeps each list to the caller's own cases.
 */
export function HearingListPage({ hearingFor }: { hearingFor: 'Arbitration' | 'Mediation' }) {
  const { t } = useTranslation();
  const role = useRole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useHearingList(listedHearingFor(role, hearingFor), page);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(`hearings.list.title.${hearingFor}`)}
      </Title>
      <DataTable
        columns={columns(t)}
        {...pageQueryProps(list)}
        page={page}
        pageSize={HEARING_PAGE_SIZE}
        onPageChange={(next) => setParams({ page: String(next) })}
        getRowKey={(row) => row.name}
        emptyText={t('hearings.list.empty')}
        minWidth={820}
      />
    </Stack>
  );
}

export function ArbitrationHearingListPage() {
  return <HearingListPage hearingFor="Arbitration" />;
}

export function MediationHearingListPage() {
  return <HearingListPage hearingFor="Mediation" />;
}
