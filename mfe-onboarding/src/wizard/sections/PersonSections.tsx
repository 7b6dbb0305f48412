import { Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { SelectField, TextField } from 'shared-ui';
import { SIGN_UP_MESSAGES } from 'shared-api/schemas';
import { useSalutations } from '../api';
import { bind, str, useWizard } from '../context';

const isEnterprise = (value: unknown) => value === 'Enterprise';

/** The enrolment's role radio (SPEC §2): Arbitrator, Mediator, Both (value Med-Arb). */
export function RoleSection() {
  const { form } = useWizard();
  return (
    <Radio.Group label="Enrol as" withAsterisk {...form.getInputProps('user_type')} value={str(form.values.user_type)}>
      <Group mt="xs">
        <Radio value="Arbitrator" label="Arbitrator" />
        <Radio value="Mediator" label="Mediator" />
        <Radio value="Med-Arb" label="Both" />
      </Group>
    </Radio.Group>
  );
}

/** Claimant and advocate: Individual or Enterprise decides the rest of the form (SPEC §5). */
export function CustomerTypeSection() {
  const { form, mode } = useWizard();
  return (
    <SelectField
      label="Customer Type"
      required
      data={['Individual', 'Enterprise']}
      disabled={mode === 'profile'}
      {...bind(form, 'customer_type')}
      onChange={(event) => {
        const value = event.currentTarget.value;
        form.setFieldValue('customer_type', value);
        // SPEC §9: an enterprise's salutation is M/s.
        if (value === 'Enterprise') form.setFieldValue('salutation', 'M/s');
        else if (form.values.salutation === 'M/s') form.setFieldValue('salutation', 'Mr');
      }}
    />
  );
}

export function PersonSection() {
  const { form, flow } = useWizard();
  const salutations = useSalutations();
  if (isEnterprise(form.values.customer_type)) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <SelectField label="Salutation" data={salutations.data ?? [str(form.values.salutation)]} {...bind(form, 'salutation')} />
      <TextField label="First Name" required {...bind(form, 'first_name')} />
      <TextField label="Middle Name" {...bind(form, 'middle_name')} />
      <TextField label="Last Name" {...bind(form, 'last_name')} />
      <SelectField label="Gender" data={flow.genders} {...bind(form, 'gender')} />
      <TextField label="Date of Birth" placeholder="DD-MM-YYYY" inputMode="numeric" maxLength={10} {...bind(form, 'date_of_birth')} />
    </SimpleGrid>
  );
}

export function CompanySection() {
  const { form } = useWizard();
  if (!isEnterprise(form.values.customer_type)) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <TextField label="Company Name" required {...bind(form, 'company_name')} />
      <TextField label="Company PAN" required maxLength={10} autoCapitalize="characters" {...bind(form, 'pan')} />
      <TextField label="Contact Person" {...bind(form, 'contact_person')} />
      <TextField label="Website" {...bind(form, 'website')} />
      <TextField label="GSTIN" {...bind(form, 'gstin')} />
      <TextField label="CIN" {...bind(form, 'cin')} />
    </SimpleGrid>
  );
}

/** E-mail (checked with validate_email as it changes), numbers and WhatsApp flags. */
export function ContactSection() {
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
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          readOnly={mode === 'profile'}
          {...emailProps}
          error={taken ? SIGN_UP_MESSAGES.duplicateEmail : emailProps.error}
        />
        <TextField label={company ? 'Mobile Number' : 'Primary Number'} required inputMode="numeric" maxLength={10} {...bind(form, 'primary_number')} />
        <TextField label="Alternative Number" inputMode="numeric" maxLength={10} {...bind(form, 'alternative_number')} />
      </SimpleGrid>
      <Group>
        <Checkbox label="Primary number is on WhatsApp" {...form.getInputProps('is_prim_whatsapp', { type: 'checkbox' })} />
        <Checkbox label="Alternative number is on WhatsApp" {...form.getInputProps('is_alt_whatsapp', { type: 'checkbox' })} />
      </Group>
    </Stack>
  );
}
