import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type Translate } from 'shared-ui';
import { caseOfRecord, casePath } from '../api/case-kind';
import type { UpcomingHearing } from '../api/dashboard';
import { displayDate, displayTime } from '../common/format';
import * as classes from './Dashboard.module.css';
import { useTranslation } from './i18n';

const columns = (t: Translate): DataTableColumn<UpcomingHearing>[] => [
  {
    key: 'when',
    header: t('dashboard.hearings.when'),
    render: (row) => (
      <div className={classes.nowrap}>
        <Text size="sm">{displayDate(row.hearing_date)}</Text>
        <Text size="sm" c="dimmed">
          {displayTime(row.hearing_time)}
        </Text>
      </div>
    ),
  },
  {
    key: 'case',
    header: t('dashboard.column.case'),
    render: (row) => {
      const caseName = caseOfRecord(row);
      return caseName ? (
        <Anchor component={Link} to={casePath(caseName)} className={classes.nowrap}>
          {caseName}
        </Anchor>
      ) : (
        '-'
      );
    },
  },
  { key: 'hearing_type', header: t('dashboard.hearings.hearing') },
  {
    key: 'parties',
    header: t('dashboard.hearings.parties'),
    width: 240,
    render: (row) => (row.claimant_name || row.respondent_name ? t('dashboard.hearings.versus', { claimant: row.claimant_name ?? '-', respondent: row.respondent_name ?? '-' }) : '-'),
  },
  {
    key: 'mode',
    header: t('dashboard.hearings.mode'),
    render: (row) =>
      row.mode_of_hearing === 'Online' && row.vc_link ? (
        <Anchor href={row.vc_link} target="_blank" rel="noopener noreferrer">
          {t('dashboard.hearings.online')}
        </Anchor>
      ) : row.mode_of_hearing === 'Offline' ? (
        row.hearing_location ? t('dashboard.hearings.offlineAt', { location: row.hearing_location }) : t('dashboard.hearings.offline')
      ) : (
        (row.mode_of_hearing ?? '-')
      ),
  },
  { key: 'status', header: t('dashboard.hearings.status'), render: (row) => row.status ?? t('dashboard.hearings.inProgress') },
];

export function UpcomingHearings({ rows, loading, error }: { rows: UpcomingHearing[]; loading: boolean; error?: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.hearings.title')}
      </Title>
      <DataTable
        columns={columns(t)}
        rows={rows}
        getRowKey={(row) => row.name}
        loading={loading}
        error={error}
        emptyText={t('dashboard.hearings.empty')}
        minWidth={640}
      />
    </Card>
  );
}
