import { Anchor, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, formatAmount, printPdfUrl, useSessionStore } from 'shared-api';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { INVOICE_PAGE_SIZE, invoiceFilters, useInvoices, useInvoiceStatuses, type InvoiceRecord } from '../api/invoices';
import { displayDate } from '../common/format';
import { CASE_MANAGER, useRole } from '../common/roles';
import { InvoiceForm } from './InvoiceForm';

const STATUS_COLORS: Record<string, string> = { Paid: 'teal', Pending: 'yellow', Unpaid: 'orange', Overdue: 'red', Cancelled: 'gray', 'Partly Paid': 'blue', Draft: 'gray' };

/** Which cases a role bills: an arbitrator claims, a mediator disputes, Med-Arb and the case manager both. */
function caseKindsOf(role: string | null): ('Claim' | 'Dispute')[] {
  if (role === 'Mediator') return ['Dispute'];
  if (role === 'Arbitrator') return ['Claim'];
  return ['Claim', 'Dispute'];
}

/**
 * /invoice (the neutral's fee invoices, raised and updated here) and /paymentList (those paid in
 * full or in part). The case manager sees every neutral's invoices.
 */
export function InvoicesPage({ payments = false }: { payments?: boolean }) {
  const role = useRole();
  const email = useSessionStore((state) => state.email);
  const statuses = useInvoiceStatuses();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<InvoiceRecord | 'new' | null>(null);
  const invoices = useInvoices(invoiceFilters(role, email, payments, status), page);
  const pageTotal = (invoices.data?.rows ?? []).reduce((sum, row) => sum + (row.amount ?? 0), 0);

  const columns: DataTableColumn<InvoiceRecord>[] = [
    { key: 'sl', header: 'Sl No', width: 64, render: (_row, index) => index + 1 },
    { key: 'name', header: 'Invoice' },
    {
      key: 'case',
      header: 'Case',
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
    },
    { key: 'purpose', header: 'Purpose' },
    { key: 'amount', header: 'Amount', align: 'right', render: (row) => formatAmount(row.amount) ?? '-' },
    {
      key: 'invoice_status',
      header: 'Status',
      render: (row) =>
        row.invoice_status ? (
          <Badge variant="light" tt="none" color={STATUS_COLORS[row.invoice_status] ?? 'gray'}>
            {row.invoice_status}
          </Badge>
        ) : (
          '-'
        ),
    },
    { key: 'mode_of_payment', header: 'Mode of Payment' },
    ...(role === CASE_MANAGER ? [{ key: 'neutral', header: 'Neutral', render: (row: InvoiceRecord) => row.arbitrator ?? row.mediator_email_id ?? '-' }] : []),
    { key: 'creation', header: payments ? 'Raised on' : 'Date', render: (row) => displayDate(row.creation) },
    {
      key: 'action',
      header: 'Action',
      render: (row: InvoiceRecord) => (
        <Group gap="xs" wrap="nowrap">
          {/* The printed invoice (Frappe's download_pdf, format "Invoice"): ₹ in Indian grouping. */}
          <Button
            size="xs"
            variant="light"
            component="a"
            href={printPdfUrl('Invoice', row.name, undefined, { download: true })}
            aria-label={`Download PDF of ${row.name}`}
          >
            Download PDF
          </Button>
          {!payments && (
            <Button size="xs" variant="default" onClick={() => setEditing(row)} aria-label={`Update ${row.name}`}>
              Update
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {payments ? 'Payments' : 'Invoices'}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={payments ? '/invoice' : '/paymentList'} variant="default">
            {payments ? 'All invoices' : 'Payments'}
          </Button>
          {!payments && <Button onClick={() => setEditing('new')}>New invoice</Button>}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {payments ? 'Fee invoices paid in full or in part.' : role === CASE_MANAGER ? 'Every neutral’s fee invoices.' : 'Your fee invoices on your cases.'}
      </Text>
      {!payments && (
        <Select
          label="Invoice Status"
          placeholder="All"
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
        caption={payments ? 'Payments' : 'Invoices'}
        columns={columns}
        rows={invoices.data?.rows ?? []}
        total={invoices.data?.total}
        page={page}
        pageSize={INVOICE_PAGE_SIZE}
        onPageChange={setPage}
        getRowKey={(row) => row.name}
        loading={invoices.isPending}
        error={invoices.isError ? errorMessage(invoices.error) : undefined}
        emptyText={payments ? 'No payments yet' : 'No invoices yet'}
        minWidth={880}
      />
      {invoices.data && invoices.data.rows.length > 0 && (
        <Text size="sm" ta="right">
          Total on this page: {formatAmount(pageTotal)}
        </Text>
      )}
      {editing && <InvoiceForm invoice={editing === 'new' ? null : editing} opened caseKinds={caseKindsOf(role)} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

export function PaymentListPage() {
  return <InvoicesPage payments />;
}
