import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, fileDownloadUrl, formatDate, printPdfUrl } from 'shared-api';
import { DataTable, invoiceColumns, type InvoiceTableRow, pageQueryProps } from 'shared-ui';
import { PaymentAccountDetails } from '../payments/PaymentAccountDetails';
import { usePaymentAccount } from '../payments/payment-account';
import { useTranslation } from './i18n';
import { filingKeys } from '../common/keys';

interface InvoiceRow extends InvoiceTableRow {
  document_type: string | null;
  invoice_pdf: string | null;
  creation: string;
}

const PAGE_SIZE = 10;

/** The invoices of the caller's cases (the server's row rules decide which), newest first. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    queryKey: filingKeys.invoicePage(page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.getPage<InvoiceRow>(
        'Invoice',
        {
          fields: ['name', 'claim', 'dispute', 'purpose', 'amount', 'invoice_status', 'mode_of_payment', 'payment_reference', 'document_type', 'invoice_pdf', 'creation'],
          orderBy: 'creation desc',
        },
        page,
        PAGE_SIZE,
        { signal },
      ),
  });
  // A filing fee waiting for its transfer: say where to pay it (the account, or that the case manager sends it).
  const feeDue = (invoices.data?.rows ?? []).some((row) => row.document_type === 'Filing Fee' && row.invoice_status === 'Pending');
  const account = usePaymentAccount(feeDue);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('filing.invoices.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('filing.invoices.intro')}
      </Text>
      {feeDue && account.isSuccess && (
        <Alert color="blue" variant="light" role="region" aria-label={t('filing.invoices.howToPay')} title={t('filing.invoices.howToPay')}>
          <PaymentAccountDetails account={account.data} />
        </Alert>
      )}
      <DataTable<InvoiceRow>
        caption={t('filing.invoices.title')}
        {...pageQueryProps(invoices)}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        emptyText={t('filing.invoices.empty')}
        getRowKey={(row) => row.name}
        minWidth={880}
        columns={[
          ...invoiceColumns<InvoiceRow>(
            {
              sl: t('filing.invoices.column.slNo'),
              invoice: t('filing.invoices.column.invoice'),
              case: t('filing.invoices.column.case'),
              purpose: t('filing.invoices.column.purpose'),
              amount: t('filing.invoices.column.amount'),
              status: t('filing.invoices.column.status'),
              mode: t('filing.invoices.column.modeOfPayment'),
              reference: t('filing.invoices.column.reference'),
            },
            (caseName) => (caseName.startsWith('MED') ? `/mediationview/${caseName}` : `/arbitrationview/${caseName}`),
          ),
          { key: 'creation', header: t('filing.invoices.column.date'), render: (row) => formatDate(row.creation) ?? '-' },
          {
            key: 'invoice_pdf',
            header: t('filing.invoices.column.pdf'),
            render: (row) => {
              // The neutral's own attached invoice, else the portal's printed one (format "Invoice").
              const url = fileDownloadUrl(row.invoice_pdf) ?? printPdfUrl('Invoice', row.name, undefined, { download: true });
              return (
                <Anchor href={url} target="_blank" rel="noopener noreferrer" aria-label={t('filing.invoices.downloadNamed', { name: row.name })}>
                  {t('filing.invoices.download')}
                </Anchor>
              );
            },
          },
        ]}
      />
    </Stack>
  );
}
