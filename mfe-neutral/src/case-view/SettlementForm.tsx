import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { errorMessage, valibotResolver, type RecordSave, type SettlementDoc } from 'shared-api';
import { DateField, isNonSettlement, isoDate, notify, NumberField, schemaMessages, SelectField, TextareaField, translate, useCaseSettlements } from 'shared-ui';
import { useSaveSettlement, type Outcome } from '../api/outcomes';
import { useTranslation } from './i18n';

const OUTCOMES = ['Settlement', 'Non Settlement'] as const;

/** SPEC §8 toasts, as the spec spells them ("Settlemnt updated" included). */
export function settlementToast(outcome: Outcome, updated: boolean): string {
  if (outcome === 'Settlement') return translate(updated ? 'caseView.settlement.updated' : 'caseView.settlement.added');
  return translate(updated ? 'caseView.settlement.nonUpdated' : 'caseView.settlement.nonAdded');
}

const MESSAGES = { outcomeRequired: 'Outcome is required', dateRequired: 'Date is required' };
const translated = schemaMessages(MESSAGES, (key) => `caseView.settlement.${key}`);

const schema = v.object({
  outcome: v.picklist(OUTCOMES, MESSAGES.outcomeRequired),
  date: v.pipe(v.string(), v.nonEmpty(MESSAGES.dateRequired)),
  amount: v.union([v.number(), v.string()]),
  report: v.string(),
});

interface Values {
  outcome: Outcome | '';
  date: string;
  amount: number | string;
  report: string;
}

const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]+>/g, '').trim();

function valuesOf(existing: SettlementDoc | undefined): Values {
  if (!existing) return { outcome: '', date: '', amount: '', report: '' };
  const non = isNonSettlement(existing);
  return {
    outcome: non ? 'Non Settlement' : 'Settlement',
    date: ((non ? existing.non_settlement_date : existing.settlement_date) ?? '').slice(0, 10),
    amount: (non ? existing.non_settlement_amount : existing.settlement_amount) ?? '',
    report: plain(non ? existing.non_settlement_report : existing.settlement_report),
  };
}

/**
 * Records the outcome of a mediation, or corrects the one recorded: the Settlement record stands
 * for the Settlement Agreement (or Non Settlement Agreement) stage, which the server sets with its
 * flags when it is saved.
 */
export function SettlementForm({ caseName, outcomes = ['settlement', 'non-settlement'] }: { caseName: string; outcomes?: readonly RecordSave[] }) {
  const settlements = useCaseSettlements(caseName);
  if (settlements.isPending) return null;
  const latest = settlements.data?.[0] as SettlementDoc | undefined;
  const choices = OUTCOMES.filter((outcome) => outcomes.includes(OUTCOME_SAVE[outcome]));
  // A new form once the record exists (or changes), so it shows what was saved.
  return <OutcomeForm key={latest ? `${latest.name}:${latest.modified ?? ''}` : 'new'} caseName={caseName} existing={latest} choices={choices} />;
}

/** The save each outcome stands for (shared-api's record-saves). */
const OUTCOME_SAVE: Record<Outcome, RecordSave> = { Settlement: 'settlement', 'Non Settlement': 'non-settlement' };

function OutcomeForm({ caseName, existing, choices }: { caseName: string; existing?: SettlementDoc; choices: readonly Outcome[] }) {
  const { t } = useTranslation();
  const save = useSaveSettlement(caseName);
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(existing), validate: valibotResolver(schema) });
  const titleId = `settlement-form-title-${caseName}`;

  const submit = (values: Values) => {
    const outcome = values.outcome as Outcome;
    save.mutate(
      {
        existing,
        values: { outcome, date: values.date, amount: values.amount === '' ? null : Number(values.amount), report: values.report.trim() },
      },
      {
        onSuccess: () => notify.success(settlementToast(outcome, Boolean(existing))),
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.settlement.failed'))),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t(existing ? 'caseView.settlement.update' : 'caseView.settlement.record')}
        </Title>
        <SelectField label={t('caseView.settlement.outcome')} required placeholder={t('caseView.settlement.placeholder')} data={[...choices]} {...translated(t, form.getInputProps('outcome'))} />
        <DateField label={t('caseView.settlement.date')} required max={isoDate(new Date())} {...translated(t, form.getInputProps('date'))} />
        <NumberField label={t('caseView.settlement.amount')} min={0} decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" {...form.getInputProps('amount')} />
        <TextareaField label={t('caseView.settlement.report')} {...form.getInputProps('report')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('caseView.settlement.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
