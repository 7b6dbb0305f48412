import { Anchor, Badge, Button, Chip, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DISPATCH_KINDS, DISPATCH_STATUSES, errorMessage, parseDisplayDate } from 'shared-api';
import { DataTable, notify, type DataTableColumn, type Translate, queryStatus } from 'shared-ui';
import { fetchWholeReport, REPORT_PAGE_SIZE, useDispatchChannels, useDispatchReport, type ReportFilters, type ReportRow } from '../api/dispatches';
import { DateText } from '../common/DateText';
import { displayDate } from '../common/format';
import { DispatchStatusBadge } from '../dispatch/StatusBadge';
import { reportCsv } from './csv';
import { useTranslation } from './i18n';

const INITIAL: ReportFilters = { kind: null, channel: null, status: null, proof: null, from_date: null, to_date: null, case: null, stale_days: 7 };

/** Case numbers and dates are read whole: never broken at their hyphens. */
const whole = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

const columns = (t: Translate): DataTableColumn<ReportRow>[] => [
  {
    key: 'case',
    header: t('report.column.case'),
    render: (row) =>
      row.case ? (
        <Anchor component={Link} to={`/dispatch/${encodeURIComponent(row.case)}`} style={{ whiteSpace: 'nowrap' }}>
          {row.case}
        </Anchor>
      ) : (
        '-'
      ),
  },
  { key: 'kind_label', header: t('report.column.dispatch') },
  { key: 'dispatched_to', header: t('report.column.recipient'), render: (row) => row.dispatched_to ?? '-' },
  { key: 'channel', header: t('report.column.channel'), render: (row) => row.channel ?? '-' },
  { key: 'dispatch_date', header: t('report.column.dispatched'), render: (row) => whole(displayDate(row.dispatch_date)) },
  { key: 'tracking', header: t('report.column.tracking'), render: (row) => row.tracking_id ?? (row.message_id ? t('report.messageId') : '-') },
  {
    key: 'status',
    header: t('report.column.status'),
    render: (row) => (
      <Stack gap={4} align="flex-start">
        <DispatchStatusBadge status={row.status} />
        {row.stale && (
          <Badge color="red.9" variant="outline" title={t('report.noAck')}>
            {t('report.overdue')}
          </Badge>
        )}
      </Stack>
    ),
  },
  { key: 'received', header: t('report.column.received'), render: (row) => (row.acknowledged ? whole(displayDate(row.received_date ?? row.acknowledgement_date)) : '-') },
  {
    key: 'proof',
    header: t('report.column.proof'),
    render: (row) => (row.has_proof ? t('report.yes') : <Text size="sm" c="red.9" fw={600}>{t('report.noProof')}</Text>),
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
  const { t } = useTranslation();
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
    if ((dates.from.trim() && !from) || (dates.to.trim() && !to)) return setDateError(t('report.date.format'));
    if (from && to && from > to) return setDateError(t('report.date.order'));
    setDateError(null);
    change({ from_date: from, to_date: to });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const whole = await fetchWholeReport(filters);
      download(reportCsv(whole.rows), 'dispatch-report.csv');
      if (whole.total > whole.rows.length) notify.error(t('report.export.partial', { count: whole.rows.length, total: whole.total }));
    } catch (failure) {
      notify.error(errorMessage(failure, t('report.export.failed')));
    } finally {
      setExporting(false);
    }
  };

  const data = report.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('report.title')}
        </Title>
        <Button variant="default" onClick={() => void exportCsv()} loading={exporting} disabled={!data || data.total === 0}>
          {t('report.export')}
        </Button>
      </Group>
      <Chip.Group multiple={false} value={filters.status ?? 'All'} onChange={(value) => change({ status: value === 'All' ? null : (value as string) })}>
        <Group gap="xs" aria-label={t('report.filter.status')}>
          <Chip value="All">{data ? t('report.allCount', { count: Object.values(data.totals).reduce((a, b) => a + b, 0) }) : t('report.all')}</Chip>
          {DISPATCH_STATUSES.map((status) => (
            <Chip key={status} value={status}>
              {data ? t('report.statusCount', { status, count: data.totals[status] ?? 0 }) : status}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select label={t('report.filter.dispatch')} clearable placeholder={t('report.all')} data={DISPATCH_KINDS.map((kind) => ({ value: kind.doctype, label: kind.label }))} value={filters.kind} onChange={(value) => change({ kind: value })} />
        <Select label={t('report.filter.channel')} clearable placeholder={t('report.all')} data={channels.data ?? []} value={filters.channel} onChange={(value) => change({ channel: value })} />
        <Select
          label={t('report.filter.proof')}
          clearable
          placeholder={t('report.all')}
          data={[
            { value: 'with', label: t('report.filter.with') },
            { value: 'without', label: t('report.filter.without') },
          ]}
          value={filters.proof}
          onChange={(value) => change({ proof: value as ReportFilters['proof'] })}
        />
        <TextInput
          label={t('report.filter.case')}
          placeholder={t('report.filter.casePlaceholder')}
          defaultValue={filters.case ?? ''}
          onBlur={(event) => change({ case: event.currentTarget.value.trim().toUpperCase() || null })}
          onKeyDown={(event) => event.key === 'Enter' && change({ case: event.currentTarget.value.trim().toUpperCase() || null })}
        />
        <DateText label={t('report.filter.from')} value={dates.from} onChange={(from) => setDates((current) => ({ ...current, from }))} onBlur={applyDates} error={dateError} />
        <DateText label={t('report.filter.to')} value={dates.to} onChange={(to) => setDates((current) => ({ ...current, to }))} onBlur={applyDates} />
        <NumberInput
          label={t('report.filter.overdueAfter')}
          min={1}
          max={365}
          value={filters.stale_days}
          onChange={(value) => typeof value === 'number' && value >= 1 && change({ stale_days: Math.floor(value) })}
        />
      </SimpleGrid>
      {data && (
        <Text size="sm" c={data.stale > 0 ? 'red.9' : 'dimmed'}>
          {t('report.summary', { stale: data.stale, days: data.stale_days, withoutProof: data.without_proof })}
        </Text>
      )}
      <DataTable
        columns={columns(t)}
        rows={data?.rows ?? []}
        total={data?.total}
        page={page}
        pageSize={REPORT_PAGE_SIZE}
        onPageChange={setPage}
        getRowKey={(row) => row.row}
        {...queryStatus(report)}
        emptyText={t('report.empty')}
        // Fits the content area of a 1366 px laptop (beside the menu) with every column in sight; a
        // phone scrolls the table sideways in its own region.
        minWidth={960}
        horizontalSpacing="sm"
      />
    </Stack>
  );
}
