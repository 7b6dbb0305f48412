import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { valibotResolver, type CaseKind } from 'shared-api';
import { CheckboxField, DateField, NumberField, SelectField, TextField, isoDate, schemaMessages } from 'shared-ui';
import type { AcceptanceInput } from '../api/cases';
import { TIME_STEP_SECONDS } from '../common/time';
import { ACCEPTANCE_MESSAGES, acceptanceSchema, DISCLOSURE_COUNTS, type AcceptanceFormValues } from './acceptance-schema';
import { useTranslation } from './i18n';

const translated = schemaMessages(ACCEPTANCE_MESSAGES, (key) => `cases.error.${key}`);

export interface AcceptFormProps {
  kind: CaseKind;
  /** Pre-fills the acceptance name. */
  neutralName: string;
  submitting?: boolean;
  onSubmit: (values: AcceptanceInput) => void;
  onCancel: () => void;
}

/**
 * What a neutral records when accepting an assigned case: the first hearing, the acceptance, and
 * the disclosure the acceptance carries (their caseload; for an arbitration, the fee confirmed).
 */
export function AcceptForm({ kind, neutralName, submitting = false, onSubmit, onCancel }: AcceptFormProps) {
  const { t } = useTranslation();
  const today = isoDate(new Date());
  const form = useForm<AcceptanceFormValues>({
    mode: 'controlled',
    initialValues: {
      mode_of_hearing: 'Online',
      vc_link: '',
      hearing_location: '',
      hearing_date: '',
      hearing_time: '',
      acceptance_by: neutralName,
      acceptance_date: today,
      due_date: '',
      fee_confirmation: false,
      no_of_ongoing_cases: '',
      no_of_cases_done_of_present_claimants: '',
      no_of_cases_of_other_claimantscompanies: '',
      total_no_of_cases: '',
      no_of_ongoing_mediations: '',
    },
    validate: valibotResolver(acceptanceSchema(today)),
  });
  const online = form.values.mode_of_hearing === 'Online';
  const field = (name: keyof AcceptanceFormValues) => translated(t, form.getInputProps(name));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          mode_of_hearing: values.mode_of_hearing as AcceptanceInput['mode_of_hearing'],
          vc_link: values.vc_link.trim(),
          hearing_location: values.hearing_location.trim(),
          hearing_date: values.hearing_date,
          hearing_time: values.hearing_time,
          acceptance_by: values.acceptance_by.trim(),
          acceptance_date: values.acceptance_date,
          due_date: values.due_date ?? '',
          fee_confirmation: values.fee_confirmation === true,
          // Only the counts of this kind of case, and only those given.
          counts: Object.fromEntries(
            DISCLOSURE_COUNTS[kind].flatMap((count) => (typeof values[count] === 'number' ? [[count, values[count]]] : [])),
          ),
        }),
      )}
    >
      <Stack gap="md">
        <SelectField
          label={t('cases.form.mode')}
          required
          data={['Online', 'Offline']}
          {...field('mode_of_hearing')}
        />
        {online ? (
          <TextField
            label={t('cases.form.vcLink')}
            required
            type="url"
            placeholder="https://"
            {...field('vc_link')}
          />
        ) : (
          <TextField label={t('cases.form.location')} required {...field('hearing_location')} />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('cases.form.hearingDate')} required min={today} {...field('hearing_date')} />
          <TextField
            label={t('cases.form.hearingTime')}
            required
            type="time"
            step={TIME_STEP_SECONDS}
            description={t('cases.form.timeStep')}
            {...field('hearing_time')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField label={t('cases.form.acceptanceBy')} required {...field('acceptance_by')} />
          <DateField label={t('cases.form.acceptanceDate')} required max={today} {...field('acceptance_date')} />
        </SimpleGrid>
        {kind === 'dispute' && <DateField label={t('cases.form.dueDate')} min={today} {...field('due_date')} />}
        <Fieldset
          variant="unstyled"
          p={0}
          m={0}
          legend={
            <Text fw={600} size="sm">
              {t('cases.form.disclosure')}
            </Text>
          }
        >
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('cases.form.disclosureHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {DISCLOSURE_COUNTS[kind].map((count) => (
                <NumberField key={count} label={t(`cases.disclosure.${count}`)} min={0} allowDecimal={false} allowNegative={false} {...field(count)} />
              ))}
            </SimpleGrid>
            {kind === 'claim' && (
              <CheckboxField label={t('cases.form.feeConfirmation')} {...form.getInputProps('fee_confirmation', { type: 'checkbox' })} />
            )}
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('cases.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('cases.action.accept')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
