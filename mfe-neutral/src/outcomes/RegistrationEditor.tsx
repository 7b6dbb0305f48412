import { Button, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, formatDate, parseDisplayDate, todayInIndia, type RegistrationDoc } from 'shared-api';
import { notify, useCaseRegistrations } from 'shared-ui';
import { useSaveRegistration } from '../api/outcomes';
import { useTranslation } from '../case-view/i18n';
import { DateText } from '../common/DateText';

const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]+>/g, '').trim();

/** The mediator records the registration of the settlement agreement. */
export function RegistrationEditor({ caseName }: { caseName: string }) {
  const registrations = useCaseRegistrations(caseName);
  if (registrations.isPending) return null;
  const latest = registrations.data?.[0] as RegistrationDoc | undefined;
  return <RegistrationFormBody key={latest?.name ?? 'new'} caseName={caseName} existing={latest} />;
}

function RegistrationFormBody({ caseName, existing }: { caseName: string; existing?: RegistrationDoc }) {
  const { t } = useTranslation();
  const save = useSaveRegistration(caseName);
  const [date, setDate] = useState(formatDate(existing?.registration_date) ?? '');
  const [number, setNumber] = useState(existing?.registration_number ?? '');
  const [report, setReport] = useState(plain(existing?.registration_report));
  const [errors, setErrors] = useState<{ date?: string; number?: string }>({});

  const submit = () => {
    const on = parseDisplayDate(date);
    const found: typeof errors = {};
    if (!on) found.date = t('caseView.registration.dateFormat');
    else if (on > todayInIndia()) found.date = t('caseView.registration.future');
    if (!number.trim()) found.number = t('caseView.registration.numberRequired');
    setErrors(found);
    if (!on || Object.keys(found).length > 0) return;
    save.mutate(
      { existing, values: { registration_date: on, registration_number: number.trim(), registration_report: report.trim() } },
      {
        onSuccess: () => notify.success(t('caseView.registration.saved')),
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.registration.failed'))),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t(existing ? 'caseView.registration.update' : 'caseView.registration.record')}
        </Title>
        <DateText label={t('caseView.registration.date')} withAsterisk value={date} onChange={setDate} error={errors.date} />
        <TextInput label={t('caseView.registration.number')} withAsterisk maxLength={140} value={number} error={errors.number} onChange={(event) => setNumber(event.currentTarget.value)} />
        <Textarea label={t('caseView.registration.report')} autosize minRows={2} maxLength={5000} value={report} onChange={(event) => setReport(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('caseView.registration.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
