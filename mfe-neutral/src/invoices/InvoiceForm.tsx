import { Button, Group, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from 'shared-api';
import { notify } from 'shared-ui';
import { useBillableCases, useInvoiceStatuses, useSaveInvoice, type InvoiceInput, type InvoiceRecord } from '../api/invoices';

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
      case: (value) => (value ? null : 'Case is required'),
      purpose: (value) => (value.trim() ? null : 'Purpose is required'),
      amount: (value) => (typeof value === 'number' && value > 0 ? null : 'Amount must be more than zero'),
      invoice_status: (value) => (value ? null : 'Invoice Status is required'),
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { existing: invoice?.name, values: { ...values, purpose: values.purpose.trim(), amount: Number(values.amount) } },
      {
        onSuccess: () => {
          notify.success('Invoice added or updated successfully');
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, 'The invoice could not be saved')),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={invoice ? `Update ${invoice.name}` : 'New invoice'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Case"
            withAsterisk
            searchable
            disabled={Boolean(invoice)}
            data={cases.data ?? (invoice ? [invoice.claim ?? invoice.dispute ?? ''] : [])}
            placeholder={cases.isPending ? 'Loading…' : 'Select case'}
            nothingFoundMessage="No running case"
            {...form.getInputProps('case')}
          />
          <TextInput label="Purpose" withAsterisk maxLength={140} placeholder="Arbitrator fee" {...form.getInputProps('purpose')} />
          <NumberInput label="Amount (₹)" withAsterisk min={1} decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" prefix="₹" {...form.getInputProps('amount')} />
          <Select label="Invoice Status" withAsterisk data={statuses.data ?? []} allowDeselect={false} {...form.getInputProps('invoice_status')} />
          <Select label="Mode of Payment" clearable data={MODES} {...form.getInputProps('mode_of_payment')} />
          <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
          <Textarea label="Remarks" autosize minRows={1} maxLength={1000} {...form.getInputProps('remarks')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
