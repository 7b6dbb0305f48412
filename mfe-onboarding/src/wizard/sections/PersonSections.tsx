import { Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { SelectField, TextField } from 'shared-ui';
import { useSalutations } from '../api';
import { bind, str, useWizard, wizardMessages } from '../context';
import { useTranslation } from '../i18n';
import { VerifyIdentifier } from './VerifyIdentifier';

const isEnterprise = (value: unknown) => value === 'Enterprise';

/** The enrolment's roles and the claimant's and advocate's customer types, as stored (shown through the catalogue). */
const ROLES = ['Arbitrator', 'Mediator', 'Med-Arb'] as const;
const CUSTOMER_TYPES = ['Individual', 'Enterprise'] as const;

/** The enrolment's role radio (SPEC §2): Arbitrator, Mediator, Both (value Med-Arb). */
export function RoleSection() {
  const { t } = useTranslation();
  const { form } = useWizard();
  return (
    <Radio.Group label={t('wizard.role.label')} withAsterisk {...wizardMessages(t, form.getInputProps('user_type'))} value={str(form.values.user_type)}>
      <Group mt="xs">
        {ROLES.map((role) => (
          <Radio key={role} value={role} label={t(`wizard.role.${role}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Claimant and advocate: Individual or Enterprise decides the rest of the form (SPEC §5). */
export function CustomerTypeSection() {
  const { t } = useTranslation();
  const { form, mode } = useWizard();
  return (
    <SelectField
      label={t('wizard.customerType.label')}
      required
      data={CUSTOMER_TYPES.map((value) => ({ value, label: t(`wizard.customerType.${value}`) }))}
      disabled={mode === 'profile'}
      {...bind(form, 'customer_type')}
      onChange={(event) => {
        const value = event.currentTarget.value;
        form.setFieldValue('customer_type', value);
        // SPEC §9: an enterprise's salutation is M/s.
        if (value === 'Enterprise') form.setFieldValue('salutation', 'M/s');
        // A person's title is theirs to choose: nothing is assumed.
        else if (form.values.salutation === 'M/s') form.setFieldValue('salutation', '');
      }}
    />
  );
}

export function PersonSection() {
  const { t } = useTranslation();
  const { form, flow } = useWizard();
  const salutations = useSalutations();
  if (isEnterprise(form.values.customer_type)) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <SelectField
        label={t('wizard.person.salutation')}
        placeholder={t('wizard.person.salutationNone')}
        data={(salutations.data ?? [str(form.values.salutation)]).filter((option) => option && option !== 'M/s')}
        {...bind(form, 'salutation')}
      />
      <TextField label={t('wizard.person.firstName')} required {...bind(form, 'first_name')} />
      <TextField label={t('wizard.person.middleName')} {...bind(form, 'middle_name')} />
      <TextField label={t('wizard.person.lastName')} {...bind(form, 'last_name')} />
      <SelectField
        label={t('wizard.person.gender')}
        required
        placeholder={t('wizard.field.select')}
        data={flow.genders.map((value) => ({ value, label: t(`wizard.gender.${value}`) }))}
        {...bind(form, 'gender')}
      />
      <TextField label={t('wizard.person.dateOfBirth')} placeholder={t('wizard.field.dateFormat')} inputMode="numeric" maxLength={10} {...bind(form, 'date_of_birth')} />
    </SimpleGrid>
  );
}

export function CompanySection() {
  const { t } = useTranslation();
  const { form } = useWizard();
  if (!isEnterprise(form.values.customer_type)) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <TextField label={t('wizard.company.name')} required {...bind(form, 'company_name')} />
      <TextField label={t('wizard.company.pan')} required maxLength={10} autoCapitalize="characters" description={t('wizard.company.panNote')} {...bind(form, 'pan')} />
      <TextField label={t('wizard.company.contactPerson')} {...bind(form, 'contact_person')} />
      <TextField label={t('wizard.company.website')} {...bind(form, 'website')} />
      <TextField label={t('wizard.company.gstin')} {...bind(form, 'gstin')} />
      <TextField label={t('wizard.company.cin')} {...bind(form, 'cin')} />
    </SimpleGrid>
  );
}

/** E-mail (checked with validate_email as it changes), numbers and WhatsApp flags. */
export function ContactSection() {
  const { t } = useTranslation();
  const { form, flow, mode, takenEmails, checkEmail } = useWizard();
  const email = str(form.values.email_id).trim().toLowerCase();
  const company = flow.id === 'claimant' || flow.id === 'advocate';
  useEffect(() => {
    if (mode !== 'signup' || !email) return;
    const timer = setTimeout(() => checkEmail(email), 500);
    return () => clearTimeout(timer);
  }, [email, mode, checkEmail]);
  const emailProps = bind(form, 'email_id');
  const taken = mode === 'signup' && takenEmails.has(email);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Stack gap={6}>
          <TextField
            label={t('wizard.contact.email')}
            required
            type="email"
            autoComplete="email"
            readOnly={mode === 'profile'}
            {...emailProps}
            error={taken ? t('wizard.message.duplicateEmail') : emailProps.error}
          />
          {!taken && <VerifyIdentifier channel="email" field="email_id" />}
        </Stack>
        <Stack gap={6}>
          {/* No maxLength: "+91 98230 12345" or "09823012345" are normalised, never cut short. */}
          <TextField
            label={t(company ? 'wizard.contact.mobile' : 'wizard.contact.primary')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={17}
            description={t('wizard.contact.mobileNote')}
            {...bind(form, 'primary_number')}
          />
          <VerifyIdentifier channel="mobile" field="primary_number" />
        </Stack>
        <TextField label={t('wizard.contact.alternative')} type="tel" inputMode="tel" maxLength={17} {...bind(form, 'alternative_number')} />
      </SimpleGrid>
      <Group>
        <Checkbox label={t('wizard.contact.primaryWhatsApp')} {...form.getInputProps('is_prim_whatsapp', { type: 'checkbox' })} />
        <Checkbox label={t('wizard.contact.alternativeWhatsApp')} {...form.getInputProps('is_alt_whatsapp', { type: 'checkbox' })} />
      </Group>
    </Stack>
  );
}
