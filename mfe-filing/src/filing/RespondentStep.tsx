import { Button, Checkbox, Divider, Grid, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { CONTACT_TYPE_ORDER } from 'shared-api/rules';
import { respondentPartySchema, valibotResolver } from 'shared-api/schemas';
import { SelectField, TextField } from 'shared-ui';
import { useSalutations } from '../common/reference';
import { AddressFields } from './AddressFields';
import { ADDRESS_FIELDS, CUSTOMER_TYPES, ENTERPRISE_SALUTATION } from './constants';
import { bind, compact, isBlank, replaceValues, scrollToFirstError } from './form-helpers';
import { useTranslation } from './i18n';
import { deleteEntry, saveEntry } from './party-editing';
import { respondentDisplayName } from './party-names';
import { PartyList } from './PartyList';
import type { FilingDraft, FormValues } from './types';

interface RespondentStepProps {
  draft: FilingDraft;
  update: (patch: Partial<FilingDraft>) => void;
  onContinue: () => void;
}

/** "Same Address as Borrower": the first respondent's address, the names as typed (SPEC §2). */
export function copyAddress(values: FormValues, from: FormValues): FormValues {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, from[field] ?? '']));
  return { ...values, ...address };
}

export function RespondentStep({ draft, update, onContinue }: RespondentStepProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLFormElement>(null);
  const [sameAddress, setSameAddress] = useState(false);
  const salutations = useSalutations();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: draft.respondentForm,
    validate: valibotResolver(respondentPartySchema),
    onValuesChange: (values) => update({ respondentForm: values }),
  });

  const editing = draft.respondentEdit !== null;
  const respondentType = form.values.respondent_type ?? '';
  const isEnterprise = respondentType === 'Enterprise';

  const saveForm = (): boolean => {
    const result = form.validate();
    if (result.hasErrors) {
      requestAnimationFrame(() => scrollToFirstError(rootRef.current, result.errors));
      return false;
    }
    const values = compact(form.values);
    if (values.respondent_type === 'Enterprise') delete values.salutation;
    const next = saveEntry({ entries: draft.respondents, editIndex: draft.respondentEdit }, values);
    replaceValues(form, {});
    setSameAddress(false);
    update({ respondents: next.entries, respondentEdit: next.editIndex, respondentForm: {} });
    return true;
  };

  const startEdit = (index: number) => {
    replaceValues(form, draft.respondents[index]);
    setSameAddress(false);
    update({ respondentEdit: index, respondentForm: { ...draft.respondents[index] } });
    requestAnimationFrame(() => rootRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const remove = (index: number) => {
    const next = deleteEntry({ entries: draft.respondents, editIndex: draft.respondentEdit }, index);
    if (next.leftEdit) replaceValues(form, {});
    update({ respondents: next.entries, respondentEdit: next.editIndex, ...(next.leftEdit ? { respondentForm: {} } : {}) });
  };

  const saveAndContinue = () => {
    const pending = editing || draft.respondents.length === 0 || !isBlank(form.values);
    if (pending && !saveForm()) return;
    onContinue();
  };

  const first = draft.respondents[0];

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <form
            ref={rootRef}
            noValidate
            aria-label={t('filing.wizard.respondent.form')}
            onSubmit={(event) => {
              event.preventDefault();
              saveForm();
            }}
          >
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                <SelectField
                  id="respondent-respondent_type"
                  label={t('filing.wizard.respondent.respondent')}
                  required
                  data={CUSTOMER_TYPES}
                  {...bind(form, 'respondent_type')}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    form.setFieldValue('respondent_type', value);
                    if (value === 'Enterprise') form.setFieldValue('salutation', '');
                  }}
                />
                <SelectField
                  id="respondent-contact_type"
                  label={t('filing.wizard.respondent.type')}
                  required
                  data={[...CONTACT_TYPE_ORDER]}
                  {...bind(form, 'contact_type')}
                />
                {!isEnterprise && (
                  <SelectField
                    id="respondent-salutation"
                    label={t('filing.wizard.party.salutation')}
                    data={(salutations.data ?? []).filter((s) => s !== ENTERPRISE_SALUTATION)}
                    {...bind(form, 'salutation')}
                  />
                )}
                {isEnterprise ? (
                  <TextField id="respondent-company_name" label={t('filing.wizard.party.companyName')} required {...bind(form, 'company_name')} />
                ) : (
                  <>
                    <TextField id="respondent-name1" label={t('filing.wizard.party.firstName')} required {...bind(form, 'name1')} />
                    <TextField id="respondent-middle_name" label={t('filing.wizard.party.middleName')} {...bind(form, 'middle_name')} />
                    <TextField id="respondent-last_name" label={t('filing.wizard.party.lastName')} {...bind(form, 'last_name')} />
                    <TextField id="respondent-fathers_name" label={t('filing.wizard.party.fathersName')} required {...bind(form, 'fathers_name')} />
                  </>
                )}
                <TextField id="respondent-email" label={t('filing.wizard.party.email')} type="email" {...bind(form, 'email')} />
                <TextField id="respondent-mobile" label={t('filing.wizard.party.mobile')} inputMode="tel" required {...bind(form, 'mobile')} />
              </SimpleGrid>

              <Divider label={t('filing.wizard.party.address')} labelPosition="left" />
              {first && (
                <Checkbox
                  label={t('filing.wizard.respondent.sameAddress')}
                  checked={sameAddress}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setSameAddress(checked);
                    if (checked) form.setValues(copyAddress(form.getValues(), first));
                  }}
                />
              )}
              <AddressFields form={form} idPrefix="respondent" />

              <Group justify="flex-end" gap="sm">
                <Button type="submit" variant="outline">
                  {editing ? t('filing.wizard.party.update') : t('filing.wizard.respondent.addMore')}
                </Button>
                <Button onClick={saveAndContinue}>{t('filing.wizard.saveContinue')}</Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PartyList
          title={t('filing.wizard.respondent.list')}
          entries={draft.respondents}
          editIndex={draft.respondentEdit}
          onEdit={startEdit}
          onDelete={remove}
          emptyText={t('filing.wizard.respondent.none')}
          describe={(entry) => ({ name: respondentDisplayName(entry), detail: [entry.contact_type, entry.mobile].filter(Boolean).join(' · ') })}
        />
      </Grid.Col>
    </Grid>
  );
}
