import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { valibotResolver, type CaseKind } from 'shared-api';
import { DateField, SelectField, TextField, isoDate } from 'shared-ui';
import type { AcceptanceInput } from '../api/cases';
import { TIME_STEP_SECONDS } from '../common/time';
import { acceptanceSchema, type AcceptanceFormValues } from './acceptance-schema';

export interface AcceptFormProps {
  kind: CaseKind;
  /** Pre-fills the acceptance name. */
  neutralName: string;
  submitting?: boolean;
  onSubmit: (values: AcceptanceInput) => void;
  onCancel: () => void;
}

/** What a neutral records when accepting an assigned case: the first hearing and the acceptance. */
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
    },
    validate: valibotResolver(acceptanceSchema(today)),
  });
  const online = form.values.mode_of_hearing === 'Online';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          ...values,
          vc_link: values.vc_link.trim(),
          hearing_location: values.hearing_location.trim(),
          acceptance_by: values.acceptance_by.trim(),
          due_date: values.due_date ?? '',
        } as AcceptanceInput),
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
