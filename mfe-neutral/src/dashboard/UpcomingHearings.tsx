import { Anchor, Card, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { caseOfRecord, casePath } from '../api/case-kind';
import type { UpcomingHearing } from '../api/dashboard';
import { displayDate, displayTime } from '../common/format';

const columns: DataTableColumn<UpcomingHearing>[] = [
  { key: 'date', header: 'Date', render: (row) => displayDate(row.hearing_date) },
  { key: 'time', header: 'Time', render: (row) => displayTime(row.hearing_time) },
  {
    key: 'case',
    header: 'Case',
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
  { key: 'hearing_type', header: 'Hearing' },
  {
    key: 'parties',
    header: 'Parties',
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
        minWidth={720}
      />
    </Card>
  );
}
