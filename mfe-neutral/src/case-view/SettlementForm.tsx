import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, errorMessage, valibotResolver } from 'shared-api';
import { DateField, isoDate, notify, NumberField, SelectField, TextareaField } from 'shared-ui';
import { useInvalidateCase } from '../api/cases';

const OUTCOMES = ['Settlement', 'Non Settlement'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** SPEC §8 toasts, as the spec spells them. */
const ADDED: Record<Outcome, string> = { Settlement: 'Settlement added successfully', 'Non Settlement': 'Non Settlement added successfully' };

const schema = v.object({
  outcome: v.picklist(OUTCOMES, 'Outcome is required'),
  date: v.pipe(v.string(), v.nonEmpty('Date is required')),
  amount: v.union([v.number(), v.string()]),
  report: v.string(),
});

/**
 * Records the outcome of a mediation: the Settlement record stands for the Settlement Agreement
 * (or Non Settlement Agreement) stage, which the server sets with its flags when it is saved.
 */
export function SettlementForm({ caseName }: { caseName: string }) {
  const invalidate = useInvalidateCase();
  const form = useForm({
    mode: 'controlled',
    initialValues: { outcome: '' as Outcome | '', date: '', amount: '' as number | string, report: '' },
    validate: valibotResolver(schema),
  });
  const save = useMutation({
    mutationFn: (values: { outcome: Outcome; date: string; amount: number | string; report: string }) => {
      const prefix = values.outcome === 'Settlement' ? 'settlement' : 'non_settlement';
      return api.createDoc('Settlement', {
        dispute: caseName,
        settlement_type: values.outcome,
        [`${prefix}_date`]: values.date,
        [`${prefix}_amount`]: values.amount === '' ? null : Number(values.amount),
        [`${prefix}_report`]: values.report.trim(),
        document_date: values.date,
      });
    },
    onSuccess: (_, values) => {
      notify.success(ADDED[values.outcome]);
      form.reset();
      invalidate(caseName);
    },
    onError: (failure) => notify.error(errorMessage(failure, 'The outcome could not be recorded')),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values as { outcome: Outcome; date: string; amount: number | string; report: string }))} noValidate aria-labelledby="settlement-form-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="settlement-form-title">
          Record the outcome
        </Title>
        <SelectField label="Outcome" required placeholder="Select outcome" data={[...OUTCOMES]} {...form.getInputProps('outcome')} />
        <DateField label="Date" required max={isoDate(new Date())} {...form.getInputProps('date')} />
        <NumberField label="Amount (₹)" min={0} thousandSeparator="," {...form.getInputProps('amount')} />
        <TextareaField label="Report" {...form.getInputProps('report')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save outcome
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
