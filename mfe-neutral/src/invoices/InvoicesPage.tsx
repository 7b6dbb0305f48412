import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount, printPdfUrl, useSessionStore } from 'shared-api';
import { DataTable, invoiceColumns, type DataTableColumn, pageQueryProps } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { FILING_FEE, INVOICE_PAGE_SIZE, invoiceFilters, useInvoices, useInvoiceStatuses, type InvoiceRecord } from '../api/invoices';
import { neutralKeys } from '../api/keys';
import { SignDocumentDialog } from '../award/SignAwardDialog';
import { useTranslation as useSigningTranslation } from '../award/i18n';
import { displayDate } from '../common/format';
import { CASE_MANAGER, useRole } from '../common/roles';
import { FilingFeesSection } from './FilingFeesSection';
import { useTranslation } from './i18n';
import { InvoiceForm } from './InvoiceForm';

/** Which cases a role bills: an arbitrator claims, a mediator disputes, Med-Arb and the case manager both. */
function caseKindsOf(role: string | null): ('Claim' | 'Dispute')[] {
  if (role === 'Mediator') return ['Dispute'];
  if (role === 'Arbitrator') return ['Claim'];
  return ['Claim', 'Dispute'];
}

/**
 * /invoice (the neutral's fee invoices, raised and updated here) and /paymentList (those paid in
 * full or in part). The case manager sees every neutral's invoices, and on /invoice first the
 * filing fees waiting for a transfer to be confirmed; their payments list has paid filing fees too.
 */
export function InvoicesPage({ payments = false }: { payments?: boolean }) {
  const { t } = useTranslation();
  const role = useRole();
  const email = useSessionStore((state) => state.email);
  const statuses = useInvoiceStatuses();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<InvoiceRecord | 'new' | null>(null);
  const [signing, setSigning] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const signingT = useSigningTranslation().t;
  // A neutral signs their own fee invoices (the case manager signs none; a filing fee is the institution's).
  const signs = (row: InvoiceRecord) => role !== CASE_MANAGER && row.document_type !== FILING_FEE && row.invoice_status !== 'Cancelled';
  const invoices = useInvoices(invoiceFilters(role, email, payments, status), page);
  const pageTotal = (invoices.data?.rows ?? []).reduce((sum, row) => sum + (row.amount ?? 0), 0);

  const columns: DataTableColumn<InvoiceRecord>[] = [
    ...invoiceColumns<InvoiceRecord>(
      {
        sl: t('invoices.column.sl'),
        invoice: t('invoices.column.invoice'),
        case: t('invoices.column.case'),
        purpose: t('invoices.column.purpose'),
        amount: t('invoices.column.amount'),
        status: t('invoices.column.status'),
        mode: t('invoices.column.mode'),
        reference: t('invoices.fees.column.reference'),
      },
      casePath,
    ),
    ...(role === CASE_MANAGER ? [{ key: 'neutral', header: t('invoices.column.neutral'), render: (row: InvoiceRecord) => row.arbitrator ?? row.mediator_email_id ?? '-' }] : []),
    { key: 'creation', header: t(payments ? 'invoices.column.raisedOn' : 'invoices.column.date'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{displayDate(row.creation)}</span> },
    {
      key: 'action',
      header: t('invoices.column.action'),
      render: (row: InvoiceRecord) => (
        // The buttons stack when the column is narrow: both stay in sight at 1366 px beside the menu.
        <Group gap="xs" wrap="wrap">
          {/* The printed invoice (Frappe's download_pdf, format "Invoice"): ₹ in Indian grouping. */}
          <Button
            size="xs"
            variant="light"
            component="a"
            href={printPdfUrl('Invoice', row.name, undefined, { download: true })}
            aria-label={t('invoices.downloadOne', { name: row.name })}
          >
            {t('invoices.download')}
          </Button>
          {!payments && (
            <Button size="xs" variant="default" onClick={() => setEditing(row)} aria-label={t('invoices.updateOne', { name: row.name })}>
              {t('invoices.update')}
            </Button>
          )}
          {signs(row) &&
            (row.signature_confirmed_on ? (
              <Badge color="green" variant="light">
                {t('invoices.signed')}
              </Badge>
            ) : (
              <Button size="xs" variant="light" onClick={() => setSigning(row.name)} aria-label={signingT('award.sign.invoiceOne', { name: row.name })}>
                {signingT('award.sign.button')}
              </Button>
            ))}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t(payments ? 'invoices.payments' : 'invoices.title')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={payments ? '/invoice' : '/paymentList'} variant="default">
            {t(payments ? 'invoices.allInvoices' : 'invoices.payments')}
          </Button>
          {!payments && <Button onClick={() => setEditing('new')}>{t('invoices.new')}</Button>}
        </Group>
      </Group>
      {role === CASE_MANAGER && !payments && <FilingFeesSection />}
      {role === CASE_MANAGER && !payments && (
        <Title order={2} size="h3">
          {t('invoices.feeInvoices')}
        </Title>
      )}
      <Text size="sm" c="dimmed">
        {t(payments ? (role === CASE_MANAGER ? 'invoices.hint.managerPayments' : 'invoices.hint.payments') : role === CASE_MANAGER ? 'invoices.hint.manager' : 'invoices.hint.neutral')}
      </Text>
      {!payments && (
        <Select
          label={t('invoices.status')}
          placeholder={t('invoices.statusAll')}
          clearable
          maw={240}
          data={statuses.data ?? []}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      )}
      <DataTable
        caption={t(payments ? 'invoices.payments' : 'invoices.title')}
        columns={columns}
        {...pageQueryProps(invoices)}
        page={page}
        pageSize={INVOICE_PAGE_SIZE}
        onPageChange={setPage}
        getRowKey={(row) => row.name}
        emptyText={t(payments ? 'invoices.empty.payments' : 'invoices.empty.invoices')}
        minWidth={880}
        horizontalSpacing="sm"
      />
      {invoices.data && invoices.data.rows.length > 0 && (
        <Text size="sm" ta="right">
          {t('invoices.pageTotal', { total: formatAmount(pageTotal) })}
        </Text>
      )}
      {editing && <InvoiceForm invoice={editing === 'new' ? null : editing} opened caseKinds={caseKindsOf(role)} onClose={() => setEditing(null)} />}
      {signing && (
        <SignDocumentDialog
          target={{ kind: 'invoice', name: signing }}
          opened
          onClose={() => setSigning(null)}
          onSigned={() => void queryClient.invalidateQueries({ queryKey: neutralKeys.invoices })}
        />
      )}
    </Stack>
  );
}

export function PaymentListPage() {
  return <InvoicesPage payments />;
}
