import { Anchor, Button, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from 'shared-api';
import { DataTable, VideoLink, type DataTableColumn } from 'shared-ui';
import { caseOfRecord, casePath } from '../api/case-kind';
import { HEARING_PAGE_SIZE, useHearingList } from '../api/hearings';
import type { HearingRecord } from '../api/types';
import { displayDate, displayTime } from '../common/format';
import { useRole } from '../common/roles';

const columns: DataTableColumn<HearingRecord>[] = [
  { key: 'sl', header: 'Sl No', width: 64, render: (_, index) => index + 1 },
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
  { key: 'date', header: 'Date', render: (row) => displayDate(row.hearing_date) },
  { key: 'time', header: 'Time', render: (row) => displayTime(row.hearing_time) },
  {
    key: 'where',
    header: 'Link / Location',
    render: (row) => (row.mode_of_hearing === 'Offline' ? (row.hearing_location ?? '-') : <VideoLink url={row.vc_link} />),
  },
  { key: 'status', header: 'Status', render: (row) => row.status ?? 'In Progress' },
  {
    key: 'action',
    header: 'Action',
    render: (row) => {
      const caseName = caseOfRecord(row);
      return caseName ? (
        <Button size="xs" variant="default" component={Link} to={`/hearing/${encodeURIComponent(caseName)}`}>
          Open
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
  const role = useRole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useHearingList(listedHearingFor(role, hearingFor), page);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {hearingFor === 'Arbitration' ? 'Hearings' : 'Mediation hearings'}
      </Title>
      <DataTable
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total}
        page={page}
        pageSize={HEARING_PAGE_SIZE}
        onPageChange={(next) => setParams({ page: String(next) })}
        getRowKey={(row) => row.name}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : undefined}
        emptyText="No hearings yet"
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
