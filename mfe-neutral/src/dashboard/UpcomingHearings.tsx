import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { caseOfRecord, casePath } from '../api/case-kind';
import type { UpcomingHearing } from '../api/dashboard';
import { displayDate, displayTime } from '../common/format';
import * as classes from './Dashboard.module.css';

const columns: DataTableColumn<UpcomingHearing>[] = [
  {
    key: 'when',
    header: 'Date & Time',
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
    header: 'Case',
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
  { key: 'hearing_type', header: 'Hearing' },
  {
    key: 'parties',
    header: 'Parties',
    width: 240,
    render: (row) => (row.claimant_name || row.respondent_name ? `${row.claimant_name ?? '-'} vs ${row.respondent_name ?? '-'}` : '-'),
  },
  {
    key: 'mode',
    header: 'Mode',
    render: (row) =>
      row.mode_of_hearing === 'Online' && row.vc_link ? (
        <Anchor href={row.vc_link} target="_blank" rel="noopener noreferrer">
          Online (join)
        </Anchor>
      ) : row.mode_of_hearing === 'Offline' ? (
        `Offline${row.hearing_location ? `: ${row.hearing_location}` : ''}`
      ) : (
        (row.mode_of_hearing ?? '-')
      ),
  },
  { key: 'status', header: 'Status', render: (row) => row.status ?? 'In Progress' },
];

export function UpcomingHearings({ rows, loading, error }: { rows: UpcomingHearing[]; loading: boolean; error?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Upcoming hearings (next 20 days)
      </Title>
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.name}
        loading={loading}
        error={error}
        emptyText="No hearings in the next 20 days"
        minWidth={640}
      />
    </Card>
  );
}
