import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from 'shared-api';
import type { DataTableColumn } from '../DataTable';

const STATUS_COLORS: Record<string, string> = { Paid: 'teal', Pending: 'yellow', Unpaid: 'orange', Overdue: 'red', Cancelled: 'gray', 'Partly Paid': 'blue' };

/** An invoice's status as a coloured badge (gray for any status not named here), '-' when it has none. */
export function InvoiceStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>-</>;
  return (
    <Badge variant="light" tt="none" color={STATUS_COLORS[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}

/** The fields of an Invoice every invoice table shows. */
export interface InvoiceTableRow {
  name: string;
  claim: string | null;
  dispute: string | null;
  purpose: string | null;
  amount: number | null;
  invoice_status: string | null;
  mode_of_payment: string | null;
  payment_reference: string | null;
}

/** Each remote's own words for the columns, from its catalogue. */
export interface InvoiceColumnHeaders {
  sl: string;
  invoice: string;
  case: string;
  purpose: string;
  amount: string;
  status: string;
  mode: string;
  reference: string;
}

/**
 * The columns the filing and neutral remotes' invoice tables share, in order: Sl No, invoice,
 * case (a link to it, by the remote's own path), purpose, amount (₹, Indian grouping), status,
 * mode of payment and the reference the payer quotes. A remote appends its own (date, PDF, actions).
 */
export function invoiceColumns<T extends InvoiceTableRow>(headers: InvoiceColumnHeaders, casePath: (caseName: string) => string): DataTableColumn<T>[] {
  return [
    { key: 'sl', header: headers.sl, width: 64, render: (_row, index) => index + 1 },
    { key: 'name', header: headers.invoice },
    {
      key: 'case',
      header: headers.case,
      render: (row) => {
        const caseName = row.claim ?? row.dispute;
        return caseName ? (
          <Anchor component={Link} to={casePath(caseName)} style={{ whiteSpace: 'nowrap' }}>
            {caseName}
          </Anchor>
        ) : (
          '-'
        );
      },
    },
    { key: 'purpose', header: headers.purpose },
    { key: 'amount', header: headers.amount, align: 'right', render: (row) => formatAmount(row.amount) ?? '-' },
    { key: 'invoice_status', header: headers.status, render: (row) => <InvoiceStatusBadge status={row.invoice_status} /> },
    { key: 'mode_of_payment', header: headers.mode },
    // What the payer quotes: a filing fee's transfer reference, a neutral's invoice its number.
    { key: 'payment_reference', header: headers.reference, render: (row) => row.payment_reference ?? row.name },
  ];
}
