import { Checkbox, Input, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { SIGN_UP_MESSAGES } from 'shared-api/schemas';
import { NumberField, SelectField, TextareaField, TextField } from 'shared-ui';
import { useArbitratorCategories, useLanguages, useSpecializations } from '../api';
import { bind, str, useWizard } from '../context';
import { FileAttachField } from './FileAttachField';

export function EnrolmentSection() {
  const { form } = useWizard();
  return <TextField label="Enrollment Number" {...bind(form, 'enrollment_number')} />;
}

/** Required for arbitrator, advocate and mediator; optional for an expert (SPEC §5). */
export function BarCouncilSection() {
  const { flow } = useWizard();
  return (
    <FileAttachField
      field="bar_council_id"
      label="Bar Council ID"
      required={flow.id !== 'expert'}
      successMessage={SIGN_UP_MESSAGES.barCouncilAttached}
    />
  );
}

export function CertificatesSection() {
  return <FileAttachField field="certificates" label="Certificates" />;
}

/** A checkbox list for a multi-valued table (specializations, languages). */
function CheckboxList({ field, label, options, loading }: { field: string; label: string; options: readonly string[]; loading: boolean }) {
  const { form } = useWizard();
  const value = (form.values[field] as string[]) ?? [];
  return (
    <Checkbox.Group label={label} value={value} onChange={(next) => form.setFieldValue(field, next)}>
      {loading ? (
        <Text size="sm" c="dimmed">Loading…</Text>
      ) : (
        <ScrollArea.Autosize mah={220} type="auto" mt="xs">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
            {options.map((option) => <Checkbox key={option} value={option} label={option} />)}
          </SimpleGrid>
        </ScrollArea.Autosize>
      )}
    </Checkbox.Group>
  );
}

/** SPEC §2: "Other Specializations" reveals a free-text field. */
export function SpecializationSection() {
  const { form } = useWizard();
  const specializations = useSpecializations();
  const options = [...(specializations.data ?? []).filter((option) => option !== 'Other Specializations'), 'Other Specializations'];
  const chosen = (form.values.specialization as string[]) ?? [];
  return (
    <Stack gap="xs">
      <CheckboxList field="specialization" label="Specializations" options={options} loading={specializations.isPending} />
      {chosen.includes('Other Specializations') && <TextField label="Other Specializations" required {...bind(form, 'others_specialization')} />}
    </Stack>
  );
}

export function LanguagesSection() {
  const languages = useLanguages();
  return <CheckboxList field="languages_known" label="Languages Known" options={languages.data ?? []} loading={languages.isPending} />;
}

/** SPEC §2: category "Other Area" reveals a field to specify it. */
export function CategorySection() {
  const { form, flow } = useWizard();
  const categories = useArbitratorCategories();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField label={flow.id === 'mediator' ? 'Mediator Category' : 'Arbitrator Category'} data={categories.data ?? []} {...bind(form, 'arbitrator_category')} />
      {str(form.values.arbitrator_category) === 'Other Area' && <TextField label="Specify Other Area" required {...bind(form, 'others_arbitrator_category')} />}
    </SimpleGrid>
  );
}

export function ExpertiseSection() {
  const { form } = useWizard();
  return <TextareaField label="Expertise" autosize minRows={2} {...bind(form, 'expertise')} />;
}

const COUNTS: Record<string, { field: string; label: string }[]> = {
  expert: [
    { field: 'expert_cases', label: 'Cases as an expert' },
    { field: 'counsel_cases', label: 'Cases as counsel' },
    { field: 'number_of_years_experience_as_a_advocate', label: 'Years of experience as an advocate' },
  ],
  other: [
    { field: 'number_of_years_experience_as_an_arbitrator', label: 'Years of experience as a neutral' },
    { field: 'number_of_years_experience_as_a_advocate', label: 'Years of experience as an advocate' },
    { field: 'sole_arbitrator_cases', label: 'Cases as sole neutral' },
    { field: 'co_arbitrator_cases', label: 'Cases as co-neutral' },
    { field: 'ongoing_arbitrator_cases', label: 'Ongoing cases' },
  ],
};

export function ExperienceCountsSection() {
  const { form, flow } = useWizard();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {(COUNTS[flow.id] ?? COUNTS.other).map(({ field, label }) => (
        <NumberField
          key={field}
          id={`wizard-${field}`}
          label={label}
          min={0}
          max={99999}
          allowDecimal={false}
          allowNegative={false}
          value={str(form.values[field])}
          onChange={(value) => form.setFieldValue(field, value === '' ? '' : String(value))}
        />
      ))}
    </SimpleGrid>
  );
}

/** What completes a professional's profile (SPEC §4): PAN, bank, signature and letterhead. */
export function BankAndLettersSection() {
  const { form } = useWizard();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextField label="PAN (for fee payments)" required maxLength={10} autoCapitalize="characters" {...bind(form, 'pan')} />
        <TextField label="Bank Name" required {...bind(form, 'bank_name')} />
        <TextField label="Account Holder Name" {...bind(form, 'account_holder_name')} />
        <TextField label="Account Number" inputMode="numeric" {...bind(form, 'account_number')} />
        <TextField label="IFSC Code" maxLength={11} {...bind(form, 'ifsc_code')} />
        <TextField label="Branch Name" {...bind(form, 'branch_name')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FileAttachField field="signature" label="Signature" required />
        <FileAttachField field="letterhead" label="Letterhead" required />
      </SimpleGrid>
    </Stack>
  );
}

function AgreeCheckbox({ label }: { label: string }) {
  const { form } = useWizard();
  return <Checkbox label={label} {...form.getInputProps('tc_accepted', { type: 'checkbox' })} id="wizard-tc_accepted" />;
}

/** SPEC §2: the provider publishes the terms' legal text; this is its summary and the agreement. */
export function TermsSection() {
  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah={260} type="auto" tabIndex={0} aria-label="Terms of use">
        <Stack gap="xs" pr="sm">
          <Text size="sm">
            These terms govern your use of the ArbitRoute online dispute-resolution portal. By registering you confirm that
            the details you give are true and complete, that you will keep your password secret, and that you will use the
            portal only for the cases you are a party to or are appointed in.
          </Text>
          <Text size="sm">
            Documents you upload are used for the resolution of disputes under the Arbitration and Conciliation Act, 1996,
            and the rules of the institution, and are kept as the law requires. Identity numbers are stored encrypted and
            shown to others only in part.
          </Text>
          <Text size="sm">
            The portal may suspend an account that gives false information or misuses it. The full terms of use published
            by the provider apply.
          </Text>
        </Stack>
      </ScrollArea.Autosize>
      <AgreeCheckbox label="I agree to the terms and conditions" />
    </Stack>
  );
}

function todayDisplay(): string {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${now.getFullYear()}`;
}

/** SPEC §2: a sworn declaration pre-filled with the applicant's name, address and today's date. */
export function DeclarationSection() {
  const { form } = useWizard();
  const values = form.values;
  const name = [str(values.salutation), str(values.first_name), str(values.middle_name), str(values.last_name)].filter(Boolean).join(' ');
  const address =
    [str(values.flathouse_no), str(values.streetvillage), str(values.city), str(values.district), str(values.state), str(values.pin_code)]
      .filter(Boolean)
      .join(', ') || [str(values.district), str(values.state)].filter(Boolean).join(', ');
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Declaration">
        <Text size="sm" mt={4} data-testid="declaration-text">
          I, {name || '—'}, residing at {address || '—'}, solemnly declare that the information given in this application
          is true and correct to the best of my knowledge and belief, and that I have not been convicted of any criminal
          offence nor is any criminal proceeding pending against me.
        </Text>
        <Text size="sm" mt="xs">Date: {todayDisplay()}</Text>
      </Input.Wrapper>
      <AgreeCheckbox label="I agree" />
    </Stack>
  );
}
