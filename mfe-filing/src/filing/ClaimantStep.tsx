import { Alert, Button, Divider, Grid, Group, Paper, Radio, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { claimantPartySchema, valibotResolver } from 'shared-api/schemas';
import { SelectField, TextField } from 'shared-ui';
import { useIndustryTypes, useSalutations } from '../common/reference';
import type { Registration } from '../common/useOwnRegistration';
import { AddressFields } from './AddressFields';
import { CONTACT_DESIGNATIONS, CUSTOMER_TYPES, ENTERPRISE_SALUTATION } from './constants';
import { bind, compact, filingMessages, replaceValues, scrollToFirstError } from './form-helpers';
import { useTranslation } from './i18n';
import { LawyerPicker } from './LawyerPicker';
import { deleteEntry, saveEntry } from './party-editing';
import { PartyList } from './PartyList';
import { claimantDisplayName } from './party-names';
import type { FilingDraft, FormValues } from './types';

interface ClaimantStepProps {
  draft: FilingDraft;
  update: (patch: Partial<FilingDraft>) => void;
  /** A logged-in Claimant files for themselves: their own details are filled in and locked. */
  isClaimant: boolean;
  registration: Registration | null | undefined;
  /** The Claimant's profile is still on its way: saving now would store a claimant without it. */
  profileLoading?: boolean;
  onContinue: () => void;
}

/** The claimant's own details from their User Registration (SPEC §2: type, name, e-mail, mobile read-only). */
export function prefillFromRegistration(registration: Registration): FormValues {
  const text = (field: string) => (registration[field] === null || registration[field] === undefined ? '' : String(registration[field]));
  const customerType = text('customer_type') === 'Enterprise' ? 'Enterprise' : 'Individual';
  return {
    customer_type: customerType,
    salutation: customerType === 'Enterprise' ? ENTERPRISE_SALUTATION : text('salutation'),
    name1: text('first_name'),
    middle_name: text('middle_name'),
    last_name: text('last_name'),
    company_name: text('company_name'),
    fathers_name: text('fathers_name'),
    email: text('email_id'),
    mobile: text('primary_number'),
    industry: text('industry'),
    contact_person: text('contact_person'),
    designation: CONTACT_DESIGNATIONS.includes(text('designation')) ? text('designation') : '',
    flathouse_no: text('flathouse_no'),
    streetvillage: text('streetvillage'),
    landmark: text('landmark'),
    taluk: text('taluk'),
    post_office: text('post_office'),
    city: text('city'),
    district: text('district'),
    state: text('state'),
    pin_code: text('pin_code'),
  };
}

const LOCKED_FIELDS = ['customer_type', 'name1', 'middle_name', 'last_name', 'company_name', 'email', 'mobile'];

export function ClaimantStep({ draft, update, isClaimant, registration, profileLoading = false, onContinue }: ClaimantStepProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLFormElement>(null);
  const [showLawyers, setShowLawyers] = useState(false);
  const salutations = useSalutations();
  const industries = useIndustryTypes();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: draft.claimantForm,
    validate: valibotResolver(claimantPartySchema),
    onValuesChange: (values) => update({ claimantForm: values }),
  });

  const prefill = isClaimant && registration ? prefillFromRegistration(registration) : null;
  const locked = new Set(prefill ? LOCKED_FIELDS.filter((field) => prefill[field]) : []);
  const editing = draft.claimantEdit !== null;
  const formVisible = draft.claimants.length === 0 || editing;

  // A Claimant's own details go in as soon as their profile has loaded, unless the form already holds an entry.
  const prefillReady = Boolean(prefill);
  useEffect(() => {
    if (!prefill || editing || draft.claimants.length > 0) return;
    if (form.values.email === prefill.email && form.values.customer_type === prefill.customer_type) return;
    // What the person typed while the profile loaded stays; the locked fields are the profile's.
    const typed = Object.fromEntries(Object.entries(form.getValues()).filter(([, value]) => String(value ?? '').trim() !== ''));
    const lockedValues = Object.fromEntries(LOCKED_FIELDS.filter((field) => prefill[field]).map((field) => [field, prefill[field]]));
    form.setValues({ ...prefill, ...typed, ...lockedValues });
    // Once per arrival of the profile (or when the form is emptied), never on each keystroke.
  }, [prefillReady, editing, draft.claimants.length]);

  const customerType = form.values.customer_type ?? '';
  const isEnterprise = customerType === 'Enterprise';

  const setCustomerType = (value: string) => {
    form.setFieldValue('customer_type', value);
    if (value === 'Enterprise') form.setFieldValue('salutation', ENTERPRISE_SALUTATION);
    else if (form.values.salutation === ENTERPRISE_SALUTATION) form.setFieldValue('salutation', '');
  };

  /** Validates and stores the form's claimant; false (and a scroll to the message) when it is not valid. */
  const saveForm = (): boolean => {
    const result = form.validate();
    if (result.hasErrors) {
      // Let the messages render before scrolling to the first one.
      requestAnimationFrame(() => scrollToFirstError(rootRef.current, result.errors));
      return false;
    }
    const next = saveEntry({ entries: draft.claimants, editIndex: draft.claimantEdit }, compact(form.values));
    replaceValues(form, {});
    update({ claimants: next.entries, claimantEdit: next.editIndex, claimantForm: {} });
    return true;
  };

  const startEdit = (index: number) => {
    replaceValues(form, draft.claimants[index]);
    update({ claimantEdit: index, claimantForm: { ...draft.claimants[index] } });
    requestAnimationFrame(() => rootRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const remove = (index: number) => {
    const next = deleteEntry({ entries: draft.claimants, editIndex: draft.claimantEdit }, index);
    if (next.leftEdit) replaceValues(form, {});
    update({ claimants: next.entries, claimantEdit: next.editIndex, ...(next.leftEdit ? { claimantForm: {} } : {}) });
  };

  const saveAndContinue = () => {
    if (formVisible && !saveForm()) return;
    onContinue();
  };

  const readOnly = (field: string) => locked.has(field) && !editingSomeoneElse(draft, prefill);

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          {formVisible ? (
            <form
              ref={rootRef}
              noValidate
              aria-label={t('filing.wizard.claimant.form')}
              onSubmit={(event) => {
                event.preventDefault();
                saveForm();
              }}
            >
              <Stack gap="md">
                <Radio.Group
                  name="customer_type"
                  label={t('filing.wizard.claimant.type')}
                  withAsterisk
                  value={customerType}
                  onChange={setCustomerType}
                  {...filingMessages(t, { error: form.errors.customer_type })}
                  readOnly={readOnly('customer_type')}
                >
                  <Group mt="xs">
                    {CUSTOMER_TYPES.map((type) => (
                      <Radio key={type} value={type} label={type} disabled={readOnly('customer_type') && customerType !== type} />
                    ))}
                  </Group>
                </Radio.Group>

                {isEnterprise ? (
                  <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                    <TextField id="claimant-salutation" label={t('filing.wizard.party.salutation')} value={ENTERPRISE_SALUTATION} readOnly />
                    <TextField
                      id="claimant-company_name"
                      label={t('filing.wizard.party.companyName')}
                      required
                      readOnly={readOnly('company_name')}
                      {...bind(form, 'company_name')}
                    />
                    <SelectField id="claimant-industry" label={t('filing.wizard.claimant.industry')} data={industries.data ?? []} {...bind(form, 'industry')} />
                    <TextField id="claimant-contact_person" label={t('filing.wizard.claimant.contactPerson')} {...bind(form, 'contact_person')} />
                    <SelectField id="claimant-designation" label={t('filing.wizard.claimant.designation')} data={CONTACT_DESIGNATIONS} {...bind(form, 'designation')} />
                  </SimpleGrid>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                    <SelectField
                      id="claimant-salutation"
                      label={t('filing.wizard.party.salutation')}
                      data={(salutations.data ?? []).filter((s) => s !== ENTERPRISE_SALUTATION)}
                      {...bind(form, 'salutation')}
                    />
                    <TextField id="claimant-name1" label={t('filing.wizard.party.firstName')} required readOnly={readOnly('name1')} {...bind(form, 'name1')} />
                    <TextField id="claimant-middle_name" label={t('filing.wizard.party.middleName')} readOnly={readOnly('middle_name')} {...bind(form, 'middle_name')} />
                    <TextField id="claimant-last_name" label={t('filing.wizard.party.lastName')} readOnly={readOnly('last_name')} {...bind(form, 'last_name')} />
                    <TextField id="claimant-fathers_name" label={t('filing.wizard.party.fathersName')} {...bind(form, 'fathers_name')} />
                  </SimpleGrid>
                )}

                <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                  <TextField id="claimant-email" label={t('filing.wizard.party.email')} type="email" required readOnly={readOnly('email')} {...bind(form, 'email')} />
                  <TextField
                    id="claimant-mobile"
                    label={t('filing.wizard.party.mobile')}
                    inputMode="tel"
                    required
                    readOnly={readOnly('mobile')}
                    {...bind(form, 'mobile')}
                  />
                </SimpleGrid>

                <Divider label={t('filing.wizard.party.address')} labelPosition="left" />
                <AddressFields form={form} idPrefix="claimant" />

                {isClaimant && (
                  <>
                    <Divider label={t('filing.wizard.lawyer.divider')} labelPosition="left" />
                    <Switch
                      label={t('filing.wizard.lawyer.list')}
                      description={t('filing.wizard.lawyer.listDescription')}
                      checked={showLawyers}
                      onChange={(event) => setShowLawyers(event.currentTarget.checked)}
                    />
                    {showLawyers && (
                      <LawyerPicker
                        selectedEmail={form.values.lawyer_email_id ?? ''}
                        onSelect={(lawyer) => {
                          form.setFieldValue('add_lawyer', lawyer.full_name);
                          form.setFieldValue('lawyer_email_id', lawyer.email);
                          form.setFieldValue('phone_no', lawyer.mobile ?? '');
                        }}
                      />
                    )}
                    <Title order={3} size="h6">
                      {t('filing.wizard.lawyer.add')}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                      <TextField id="claimant-add_lawyer" label={t('filing.wizard.lawyer.name')} {...bind(form, 'add_lawyer')} />
                      <TextField id="claimant-lawyer_email_id" label={t('filing.wizard.lawyer.email')} type="email" {...bind(form, 'lawyer_email_id')} />
                      <TextField id="claimant-phone_no" label={t('filing.wizard.lawyer.mobile')} inputMode="tel" {...bind(form, 'phone_no')} />
                    </SimpleGrid>
                  </>
                )}

                <Group justify="flex-end" gap="sm">
                  {profileLoading && (
                    <Text size="sm" c="dimmed" role="status">
                      {t('filing.wizard.claimant.profileLoading')}
                    </Text>
                  )}
                  <Button type="submit" variant="outline" disabled={profileLoading}>
                    {editing ? t('filing.wizard.party.update') : t('filing.wizard.claimant.add')}
                  </Button>
                  <Button onClick={saveAndContinue} loading={profileLoading}>
                    {t('filing.wizard.saveContinue')}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Stack gap="md">
              <Alert color="teal" title={t('filing.wizard.claimant.added')}>
                <Text size="sm">{t('filing.wizard.claimant.addedHint')}</Text>
              </Alert>
              <Group justify="flex-end">
                <Button onClick={saveAndContinue}>{t('filing.wizard.saveContinue')}</Button>
              </Group>
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PartyList
          title={t('filing.wizard.claimant.list')}
          entries={draft.claimants}
          editIndex={draft.claimantEdit}
          onEdit={startEdit}
          onDelete={remove}
          emptyText={t('filing.wizard.claimant.none')}
          describe={(entry) => ({ name: claimantDisplayName(entry), detail: entry.email })}
        />
      </Grid.Col>
    </Grid>
  );
}

/** A Claimant editing a claimant row other than their own (not possible from the form, but from an old draft) may change it. */
function editingSomeoneElse(draft: FilingDraft, prefill: FormValues | null): boolean {
  if (!prefill || draft.claimantEdit === null) return false;
  return (draft.claimants[draft.claimantEdit]?.email ?? '').toLowerCase() !== prefill.email.toLowerCase();
}
