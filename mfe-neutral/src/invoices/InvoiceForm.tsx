import { Button, Group, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from 'shared-api';
import { notify } from 'shared-ui';
import { useBillableCases, useInvoiceStatuses, useSaveInvoice, type InvoiceInput, type InvoiceRecord } from '../api/invoices';
import { useTranslation } from './i18n';

const MODES = ['Bank Transfer', 'UPI', 'Cheque', 'Demand Draft', 'Cash', 'Credit Card'];

export interface InvoiceFormProps {
  /** The invoice being updated; null for a new one. */
  invoice: InvoiceRecord | null;
  opened: boolean;
  caseKinds: readonly ('Claim' | 'Dispute')[];
  onClose: () => void;
}

/** Raise or update a fee invoice on one of the neutral's cases (amounts in ₹). */
export function InvoiceForm({ invoice, opened, caseKinds, onClose }: InvoiceFormProps) {
  const { t } = useTranslation();
  const save = useSaveInvoice();
  const statuses = useInvoiceStatuses();
  const cases = useBillableCases(caseKinds);
  const form = useForm<Omit<InvoiceInput, 'amount'> & { amount: number | string }>({
    initialValues: {
      case: invoice?.claim ?? invoice?.dispute ?? '',
      purpose: invoice?.purpose ?? '',
      amount: invoice?.amount ?? '',
      invoice_status: invoice?.invoice_status ?? 'Unpaid',
      mode_of_payment: invoice?.mode_of_payment ?? '',
      description: invoice?.description ?? '',
      remarks: invoice?.remarks ?? '',
    },
    validate: {
      case: (value) => (value ? null : t('invoices.form.caseRequired')),
      purpose: (value) => (value.trim() ? null : t('invoices.form.purposeRequired')),
      amount: (value) => (typeof value === 'number' && value > 0 ? null : t('invoices.form.amountInvalid')),
      invoice_status: (value) => (value ? null : t('invoices.form.statusRequired')),
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      // The version opened goes back: a change saved meanwhile (a payment recorded) is not overwritten.
      { existing: invoice ?? undefined, values: { ...values, purpose: values.purpose.trim(), amount: Number(values.amount) } },
      {
        onSuccess: () => {
          notify.success(t('invoices.form.saved'));
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('invoices.form.failed'))),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={invoice ? t('invoices.form.update', { name: invoice.name }) : t('invoices.form.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('invoices.form.case')}
            withAsterisk
            searchable
            disabled={Boolean(invoice)}
            data={cases.data ?? (invoice ? [invoice.claim ?? invoice.dispute ?? ''] : [])}
            placeholder={cases.isPending ? t('invoices.form.loading') : t('invoices.form.selectCase')}
            nothingFoundMessage={t('invoices.form.noCase')}
            {...form.getInputProps('case')}
          />
          <TextInput label={t('invoices.form.purpose')} withAsterisk maxLength={140} placeholder={t('invoices.form.purposePlaceholder')} {...form.getInputProps('purpose')} />
          <NumberInput label={t('invoices.form.amount')} withAsterisk min={1} decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" prefix="₹" {...form.getInputProps('amount')} />
          <Select label={t('invoices.form.status')} withAsterisk data={statuses.data ?? []} allowDeselect={false} {...form.getInputProps('invoice_status')} />
          <Select label={t('invoices.form.mode')} clearable data={MODES} {...form.getInputProps('mode_of_payment')} />
          <Textarea label={t('invoices.form.description')} autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
          <Textarea label={t('invoices.form.remarks')} autosize minRows={1} maxLength={1000} {...form.getInputProps('remarks')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('invoices.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('invoices.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
