import { Checkbox, Input, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from 'shared-api';
import { getPrivacyNotice } from 'shared-api/privacy';
import { NumberField, SelectField, TextareaField, TextField } from 'shared-ui';
import { useArbitratorCategories, useLanguages, useSpecializations } from '../api';
import { bind, str, useWizard } from '../context';
import { useTranslation } from '../i18n';
import { FileAttachField } from './FileAttachField';

export function EnrolmentSection() {
  const { t } = useTranslation();
  const { form } = useWizard();
  const { flow } = useWizard();
  return (
    <TextField
      label={t('wizard.professional.enrollmentNumber')}
      required={flow.id !== 'expert'}
      autoCapitalize="characters"
      placeholder="MAH/1234/2005"
      description={t('wizard.professional.enrollmentNote')}
      {...bind(form, 'enrollment_number')}
    />
  );
}

/** Required for arbitrator, advocate and mediator; optional for an expert (SPEC §5). */
export function BarCouncilSection() {
  const { t } = useTranslation();
  const { flow } = useWizard();
  return (
    <FileAttachField
      field="bar_council_id"
      label={t('wizard.professional.barCouncilId')}
      required={flow.id !== 'expert'}
      successMessage={t('wizard.message.barCouncilAttached')}
    />
  );
}

export function CertificatesSection() {
  const { t } = useTranslation();
  return <FileAttachField field="certificates" label={t('wizard.professional.certificates')} />;
}

/** A checkbox list for a multi-valued table (specializations, languages). */
function CheckboxList({ field, label, options, loading }: { field: string; label: string; options: readonly string[]; loading: boolean }) {
  const { t } = useTranslation();
  const { form } = useWizard();
  const value = (form.values[field] as string[]) ?? [];
  return (
    <Checkbox.Group label={label} value={value} onChange={(next) => form.setFieldValue(field, next)}>
      {loading ? (
        <Text size="sm" c="dimmed">{t('wizard.field.loading')}</Text>
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
  const { t } = useTranslation();
  const { form } = useWizard();
  const specializations = useSpecializations();
  const options = [...(specializations.data ?? []).filter((option) => option !== 'Other Specializations'), 'Other Specializations'];
  const chosen = (form.values.specialization as string[]) ?? [];
  return (
    <Stack gap="xs">
      <CheckboxList field="specialization" label={t('wizard.professional.specializations')} options={options} loading={specializations.isPending} />
      {chosen.includes('Other Specializations') && <TextField label={t('wizard.professional.otherSpecializations')} required {...bind(form, 'others_specialization')} />}
    </Stack>
  );
}

export function LanguagesSection() {
  const { t } = useTranslation();
  const languages = useLanguages();
  return <CheckboxList field="languages_known" label={t('wizard.professional.languages')} options={languages.data ?? []} loading={languages.isPending} />;
}

/** SPEC §2: category "Other Area" reveals a field to specify it. */
export function CategorySection() {
  const { t } = useTranslation();
  const { form, flow } = useWizard();
  const categories = useArbitratorCategories();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField label={t(flow.id === 'mediator' ? 'wizard.professional.mediatorCategory' : 'wizard.professional.arbitratorCategory')} data={categories.data ?? []} {...bind(form, 'arbitrator_category')} />
      {str(form.values.arbitrator_category) === 'Other Area' && <TextField label={t('wizard.professional.otherArea')} required {...bind(form, 'others_arbitrator_category')} />}
    </SimpleGrid>
  );
}

export function ExpertiseSection() {
  const { t } = useTranslation();
  const { form } = useWizard();
  return <TextareaField label={t('wizard.professional.expertise')} autosize minRows={2} {...bind(form, 'expertise')} />;
}

/** The counts each flow asks for, each labelled by the catalogue (`wizard.count.<field>`). */
const COUNTS: Record<string, string[]> = {
  expert: ['expert_cases', 'counsel_cases', 'number_of_years_experience_as_a_advocate'],
  other: [
    'number_of_years_experience_as_an_arbitrator',
    'number_of_years_experience_as_a_advocate',
    'sole_arbitrator_cases',
    'co_arbitrator_cases',
    'ongoing_arbitrator_cases',
  ],
};

export function ExperienceCountsSection() {
  const { t } = useTranslation();
  const { form, flow } = useWizard();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {(COUNTS[flow.id] ?? COUNTS.other).map((field) => (
        <NumberField
          key={field}
          id={`wizard-${field}`}
          label={t(`wizard.count.${field}`)}
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
  const { t } = useTranslation();
  const { form } = useWizard();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextField
          label={t('wizard.bank.pan')}
          required
          maxLength={10}
          autoCapitalize="characters"
          description={str(form.values.arb_pan) ? t('wizard.bank.panSame') : undefined}
          {...bind(form, 'pan')}
        />
        <TextField label={t('wizard.bank.name')} required {...bind(form, 'bank_name')} />
        <TextField label={t('wizard.bank.holder')} {...bind(form, 'account_holder_name')} />
        <TextField label={t('wizard.bank.account')} inputMode="numeric" {...bind(form, 'account_number')} />
        <TextField label={t('wizard.bank.ifsc')} maxLength={11} {...bind(form, 'ifsc_code')} />
        <TextField label={t('wizard.bank.branch')} {...bind(form, 'branch_name')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FileAttachField field="signature" label={t('wizard.bank.signature')} required />
        <FileAttachField field="letterhead" label={t('wizard.bank.letterhead')} required />
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
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah={260} type="auto" tabIndex={0} aria-label={t('wizard.terms.label')}>
        <Stack gap="xs" pr="sm">
          <Text size="sm">{t('wizard.terms.use')}</Text>
          <Text size="sm">{t('wizard.terms.documents')}</Text>
          <Text size="sm">{t('wizard.terms.suspension')}</Text>
        </Stack>
      </ScrollArea.Autosize>
      <AgreeCheckbox label={t('wizard.terms.agree')} />
      <PrivacyNoticeConsent />
    </Stack>
  );
}

/**
 * The privacy notice of the DPDP Act 2023 (s. 5) at sign-up, and a consent of its own (s. 6(1):
 * a clear affirmative action, so never ticked beforehand); the sign-up sends the version agreed to.
 */
function PrivacyNoticeConsent() {
  const { t, language } = useTranslation();
  const { form } = useWizard();
  const notice = useQuery({ queryKey: ['privacy-notice'], queryFn: ({ signal }) => getPrivacyNotice(undefined, { signal }), staleTime: Infinity });
  const version = notice.data?.version;
  useEffect(() => {
    if (version && form.getValues().privacy_notice_version !== version) form.setFieldValue('privacy_notice_version', version);
  }, [version, form]);
  if (notice.isPending) return <Text size="sm">{t('wizard.privacy.loading')}</Text>;
  if (notice.isError) return <Text size="sm" c="red" role="alert">{t('wizard.privacy.loadFailed', { reason: errorMessage(notice.error) })}</Text>;
  // In the language the portal is shown in (the header's EN / हि), English otherwise.
  const text = language === 'hi' ? notice.data.notice.hi : notice.data.notice.en;
  const grievance = notice.data.grievance;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {text.title}
      </Title>
      <ScrollArea.Autosize mah={220} type="auto" tabIndex={0} aria-label={text.title}>
        <Stack gap="xs" pr="sm">
          {text.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
          {grievance ? <Text size="sm">{t('wizard.privacy.grievance', { name: grievance.name, email: grievance.email })}</Text> : null}
        </Stack>
      </ScrollArea.Autosize>
      <Checkbox label={text.agree} {...form.getInputProps('privacy_consent', { type: 'checkbox' })} id="wizard-privacy_consent" />
    </Stack>
  );
}

function todayDisplay(): string {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${now.getFullYear()}`;
}

/** SPEC §2: a sworn declaration pre-filled with the applicant's name, address and today's date. */
export function DeclarationSection() {
  const { t } = useTranslation();
  const { form } = useWizard();
  const values = form.values;
  const name = [str(values.salutation), str(values.first_name), str(values.middle_name), str(values.last_name)].filter(Boolean).join(' ');
  const address =
    [str(values.flathouse_no), str(values.streetvillage), str(values.city), str(values.district), str(values.state), str(values.pin_code)]
      .filter(Boolean)
      .join(', ') || [str(values.district), str(values.state)].filter(Boolean).join(', ');
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t('wizard.declaration.label')}>
        <Text size="sm" mt={4} data-testid="declaration-text">
          {t('wizard.declaration.text', { name: name || '—', address: address || '—' })}
        </Text>
        <Text size="sm" mt="xs">{t('wizard.declaration.date', { date: todayDisplay() })}</Text>
      </Input.Wrapper>
      <AgreeCheckbox label={t('wizard.declaration.agree')} />
    </Stack>
  );
}
