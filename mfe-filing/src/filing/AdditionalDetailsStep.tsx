import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField, SelectField, TextField } from 'shared-ui';
import { LOAN_CRITERIA } from './constants';
import { bind } from './form-helpers';
import { ADDITIONAL_FIELDS } from './case-fields';
import { useTranslation } from './i18n';
import type { FilingDraft, FormValues } from './types';

interface AdditionalDetailsStepProps {
  draft: FilingDraft;
  update: (patch: Partial<FilingDraft>) => void;
  onContinue: () => void;
}


export function AdditionalDetailsStep({ draft, update, onContinue }: AdditionalDetailsStepProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: draft.additional,
    onValuesChange: (values) => update({ additional: values }),
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form
        noValidate
        aria-label={t('filing.wizard.additional.form')}
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
            {ADDITIONAL_FIELDS.map(({ field, kind }) => {
              const label = t(`filing.wizard.additional.${field}`);
              return kind === 'criteria' ? (
                <SelectField key={field} id={`additional-${field}`} label={label} data={LOAN_CRITERIA} {...bind(form, field)} />
              ) : kind === 'date' ? (
                <DateField key={field} id={`additional-${field}`} label={label} {...bind(form, field)} />
              ) : (
                <TextField
                  key={field}
                  id={`additional-${field}`}
                  label={label}
                  type={kind === 'number' ? 'number' : 'text'}
                  min={kind === 'number' ? 0 : undefined}
                  inputMode={kind === 'number' ? 'decimal' : undefined}
                  {...bind(form, field)}
                />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit">{t('filing.wizard.saveContinue')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
