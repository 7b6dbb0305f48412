import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { valibotResolver, type CaseKind } from 'shared-api';
import { CheckboxField, DateField, NumberField, SelectField, TextField, isoDate } from 'shared-ui';
import type { AcceptanceInput } from '../api/cases';
import { TIME_STEP_SECONDS } from '../common/time';
import { acceptanceSchema, DISCLOSURE_COUNTS, type AcceptanceFormValues } from './acceptance-schema';

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
            DISCLOSURE_COUNTS[kind].flatMap(({ field }) => (typeof values[field] === 'number' ? [[field, values[field]]] : [])),
          ),
        }),
      )}
    >
      <Stack gap="md">
        <SelectField
          label="Mode of Hearing"
          required
          data={['Online', 'Offline']}
          {...form.getInputProps('mode_of_hearing')}
        />
        {online ? (
          <TextField
            label="Video Conference Link"
            required
            type="url"
            placeholder="https://"
            {...form.getInputProps('vc_link')}
          />
        ) : (
          <TextField label="Hearing Location" required {...form.getInputProps('hearing_location')} />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label="First Hearing Date" required min={today} {...form.getInputProps('hearing_date')} />
          <TextField
            label="First Hearing Time"
            required
            type="time"
            step={TIME_STEP_SECONDS}
            description="In steps of 5 minutes"
            {...form.getInputProps('hearing_time')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField label="Acceptance By" required {...form.getInputProps('acceptance_by')} />
          <DateField label="Acceptance Date" required max={today} {...form.getInputProps('acceptance_date')} />
        </SimpleGrid>
        {kind === 'dispute' && <DateField label="Due Date" min={today} {...form.getInputProps('due_date')} />}
        <Fieldset
          variant="unstyled"
          p={0}
          m={0}
          legend={
            <Text fw={600} size="sm">
              Disclosure
            </Text>
          }
        >
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              Your caseload, recorded with your acceptance in the case history the parties can read.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {DISCLOSURE_COUNTS[kind].map(({ field, label }) => (
                <NumberField key={field} label={label} min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps(field)} />
              ))}
            </SimpleGrid>
            {kind === 'claim' && (
              <CheckboxField label="I confirm the arbitration fee for this case" {...form.getInputProps('fee_confirmation', { type: 'checkbox' })} />
            )}
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Accept
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
