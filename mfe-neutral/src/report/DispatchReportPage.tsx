import { Anchor, Badge, Button, Chip, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DISPATCH_KINDS, DISPATCH_STATUSES, errorMessage, parseDisplayDate } from 'shared-api';
import { DataTable, notify, type DataTableColumn } from 'shared-ui';
import { fetchWholeReport, REPORT_PAGE_SIZE, useDispatchChannels, useDispatchReport, type ReportFilters, type ReportRow } from '../api/dispatches';
import { DateText } from '../common/DateText';
import { displayDate } from '../common/format';
import { DispatchStatusBadge } from '../dispatch/StatusBadge';
import { reportCsv } from './csv';

const INITIAL: ReportFilters = { kind: null, channel: null, status: null, proof: null, from_date: null, to_date: null, case: null, stale_days: 7 };

const columns: DataTableColumn<ReportRow>[] = [
  {
    key: 'case',
    header: 'Case',
    render: (row) =>
      row.case ? (
        <Anchor component={Link} to={`/dispatch/${encodeURIComponent(row.case)}`}>
          {row.case}
        </Anchor>
      ) : (
        '-'
      ),
  },
  { key: 'kind_label', header: 'Dispatch' },
  { key: 'dispatched_to', header: 'Recipient', render: (row) => row.dispatched_to ?? '-' },
  { key: 'channel', header: 'Channel', render: (row) => row.channel ?? '-' },
  { key: 'dispatch_date', header: 'Dispatched', render: (row) => displayDate(row.dispatch_date) },
  { key: 'tracking', header: 'Tracking id', render: (row) => row.tracking_id ?? (row.message_id ? 'Message id recorded' : '-') },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Stack gap={4} align="flex-start">
        <DispatchStatusBadge status={row.status} />
        {row.stale && (
          <Badge color="red.9" variant="outline" title="No acknowledgement yet">
            Overdue
          </Badge>
        )}
      </Stack>
    ),
  },
  { key: 'received', header: 'Received', render: (row) => (row.acknowledged ? displayDate(row.received_date ?? row.acknowledgement_date) : '-') },
  {
    key: 'proof',
    header: 'Proof',
    render: (row) => (row.has_proof ? 'Yes' : <Text size="sm" c="red.9" fw={600}>No proof</Text>),
  },
];

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /report: every delivery of the dispatches of the caller's cases (SPEC §6 report_dispatches),
 * filtered and paginated by the server, with totals per status; deliveries still unacknowledged
 * after the chosen number of days are marked Overdue. Exports to CSV.
 */
export function DispatchReportPage() {
  const [filters, setFilters] = useState<ReportFilters>(INITIAL);
  const [dates, setDates] = useState({ from: '', to: '' });
  const [dateError, setDateError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const channels = useDispatchChannels();
  const report = useDispatchReport(filters, page);

  const change = (patch: Partial<ReportFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const applyDates = () => {
    const from = dates.from.trim() ? parseDisplayDate(dates.from) : null;
    const to = dates.to.trim() ? parseDisplayDate(dates.to) : null;
    if ((dates.from.trim() && !from) || (dates.to.trim() && !to)) return setDateError('Enter dates as DD-MM-YYYY');
    if (from && to && from > to) return setDateError('The first date is after the last');
    setDateError(null);
    change({ from_date: from, to_date: to });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const whole = await fetchWholeReport(filters);
      download(reportCsv(whole.rows), 'dispatch-report.csv');
      if (whole.total > whole.rows.length) notify.error(`Exported the first ${whole.rows.length} of ${whole.total} rows; narrow the filters for the rest`);
    } catch (failure) {
      notify.error(errorMessage(failure, 'The report could not be exported'));
    } finally {
      setExporting(false);
    }
  };

  const data = report.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Dispatch Report
        </Title>
        <Button variant="default" onClick={() => void exportCsv()} loading={exporting} disabled={!data || data.total === 0}>
          Export CSV
        </Button>
      </Group>
      <Chip.Group multiple={false} value={filters.status ?? 'All'} onChange={(value) => change({ status: value === 'All' ? null : (value as string) })}>
        <Group gap="xs" aria-label="Status">
          <Chip value="All">All{data ? ` (${Object.values(data.totals).reduce((a, b) => a + b, 0)})` : ''}</Chip>
          {DISPATCH_STATUSES.map((status) => (
            <Chip key={status} value={status}>
              {status}
              {data ? ` (${data.totals[status] ?? 0})` : ''}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select label="Dispatch" clearable placeholder="All" data={DISPATCH_KINDS.map((kind) => ({ value: kind.doctype, label: kind.label }))} value={filters.kind} onChange={(value) => change({ kind: value })} />
        <Select label="Channel" clearable placeholder="All" data={channels.data ?? []} value={filters.channel} onChange={(value) => change({ channel: value })} />
        <Select
          label="Proof"
          clearable
          placeholder="All"
          data={[
            { value: 'with', label: 'With proof' },
            { value: 'without', label: 'Without proof' },
          ]}
          value={filters.proof}
          onChange={(value) => change({ proof: value as ReportFilters['proof'] })}
        />
        <TextInput
          label="Case"
          placeholder="ARB-… or MED-…"
          defaultValue={filters.case ?? ''}
          onBlur={(event) => change({ case: event.currentTarget.value.trim().toUpperCase() || null })}
          onKeyDown={(event) => event.key === 'Enter' && change({ case: event.currentTarget.value.trim().toUpperCase() || null })}
        />
        <DateText label="Dispatched from" value={dates.from} onChange={(from) => setDates((current) => ({ ...current, from }))} onBlur={applyDates} error={dateError} />
        <DateText label="Dispatched to" value={dates.to} onChange={(to) => setDates((current) => ({ ...current, to }))} onBlur={applyDates} />
        <NumberInput
          label="Overdue after (days)"
          min={1}
          max={365}
          value={filters.stale_days}
          onChange={(value) => typeof value === 'number' && value >= 1 && change({ stale_days: Math.floor(value) })}
        />
      </SimpleGrid>
      {data && (
        <Text size="sm" c={data.stale > 0 ? 'red.9' : 'dimmed'}>
          {data.stale} awaiting acknowledgement for more than {data.stale_days} days · {data.without_proof} without proof of delivery
        </Text>
      )}
      <DataTable
        columns={columns}
        rows={data?.rows ?? []}
        total={data?.total}
        page={page}
        pageSize={REPORT_PAGE_SIZE}
        onPageChange={setPage}
        getRowKey={(row) => row.row}
        loading={report.isPending}
        error={report.isError ? errorMessage(report.error) : undefined}
        emptyText="No dispatches match"
        minWidth={1120}
      />
    </Stack>
  );
}
