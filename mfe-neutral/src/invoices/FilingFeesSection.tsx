import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount, formatDate, formatDateTime, printPdfUrl } from 'shared-api';
import { DataTable, InvoiceStatusBadge, type DataTableColumn, pageQueryProps } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { INVOICE_PAGE_SIZE, useFilingFees, type FilingFeeRecord } from '../api/invoices';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { useTranslation } from './i18n';

/**
 * The case manager's filing fees: those waiting for their bank transfer to be confirmed come
 * first, each with "Confirm payment received"; below them the ones already settled.
 */
export function FilingFeesSection() {
  const { t } = useTranslation();
  const [pendingPage, setPendingPage] = useState(1);
  const [donePage, setDonePage] = useState(1);
  const [confirming, setConfirming] = useState<FilingFeeRecord | null>(null);
  const pending = useFilingFees('pending', pendingPage);
  const done = useFilingFees('done', donePage);

  const caseColumn: DataTableColumn<FilingFeeRecord> = {
    key: 'case',
    header: t('invoices.column.case'),
    render: (row) => {
      const caseName = row.claim ?? row.dispute;
      return caseName ? (
        <Anchor component={Link} to={casePath(caseName)}>
          {caseName}
        </Anchor>
      ) : (
        '-'
      );
    },
  };
  const common: DataTableColumn<FilingFeeRecord>[] = [
    { key: 'name', header: t('invoices.column.invoice') },
    caseColumn,
    { key: 'amount', header: t('invoices.column.amount'), align: 'right', render: (row) => formatAmount(row.amount) ?? '-' },
    { key: 'payment_reference', header: t('invoices.fees.column.reference'), render: (row) => row.payment_reference ?? row.name },
    { key: 'user_email_id', header: t('invoices.fees.column.payer'), render: (row) => row.user_email_id ?? '-' },
  ];

  const pendingColumns: DataTableColumn<FilingFeeRecord>[] = [
    ...common,
    { key: 'mode_of_payment', header: t('invoices.fees.column.chosen'), render: (row) => row.mode_of_payment ?? '-' },
    { key: 'creation', header: t('invoices.column.raisedOn'), render: (row) => formatDate(row.creation) ?? '-' },
    {
      key: 'action',
      header: t('invoices.column.action'),
      render: (row) => (
        <Button size="xs" onClick={() => setConfirming(row)} aria-label={t('invoices.fees.confirmOne', { name: row.name })}>
          {t('invoices.fees.confirm')}
        </Button>
      ),
    },
  ];

  const doneColumns: DataTableColumn<FilingFeeRecord>[] = [
    ...common,
    {
      key: 'invoice_status',
      header: t('invoices.column.status'),
      render: (row) => <InvoiceStatusBadge status={row.invoice_status} />,
    },
    { key: 'transfer_reference', header: t('invoices.fees.column.utr'), render: (row) => row.transfer_reference ?? '-' },
    { key: 'transfer_date', header: t('invoices.fees.column.transferDate'), render: (row) => formatDate(row.transfer_date) ?? '-' },
    {
      key: 'confirmed_by',
      header: t('invoices.fees.column.confirmedBy'),
      render: (row) => (row.confirmed_by ? `${row.confirmed_by}, ${formatDateTime(row.confirmed_on) ?? ''}`.replace(/, $/, '') : '-'),
    },
    {
      key: 'pdf',
      header: t('invoices.column.action'),
      render: (row) => (
        <Button size="xs" variant="light" component="a" href={printPdfUrl('Invoice', row.name, undefined, { download: true })} aria-label={t('invoices.downloadOne', { name: row.name })}>
          {t('invoices.download')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="filing-fees-title">
      <Title order={2} size="h3" id="filing-fees-title">
        {t('invoices.fees.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('invoices.fees.hint')}
      </Text>
      <DataTable
        caption={t('invoices.fees.pending')}
        columns={pendingColumns}
        {...pageQueryProps(pending)}
        page={pendingPage}
        pageSize={INVOICE_PAGE_SIZE}
        onPageChange={setPendingPage}
        getRowKey={(row) => row.name}
        emptyText={t('invoices.fees.emptyPending')}
        minWidth={880}
      />
      <DataTable
        caption={t('invoices.fees.done')}
        columns={doneColumns}
        {...pageQueryProps(done)}
        page={donePage}
        pageSize={INVOICE_PAGE_SIZE}
        onPageChange={setDonePage}
        getRowKey={(row) => row.name}
        emptyText={t('invoices.fees.emptyDone')}
        minWidth={880}
      />
      <ConfirmPaymentDialog fee={confirming} onClose={() => setConfirming(null)} />
    </Stack>
  );
}
