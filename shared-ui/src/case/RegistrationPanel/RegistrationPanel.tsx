import { Stack, Title } from '@mantine/core';
import { formatDate, textOrNull } from 'shared-api';
import { AttachmentList } from '../Attachments';
import { DetailList } from '../DetailList';
import { QueryState } from '../QueryState';
import { useCaseRegistrations } from '../queries';
import { RichTextView } from '../RichTextView';
import { label, useTranslation } from '../../i18n/kit';

export interface RegistrationPanelProps {
  caseName: string;
  emptyText?: string;
}

/** The registration of a mediated settlement, read-only: date, number, report, attachments. */
export function RegistrationPanel({ caseName, emptyText }: RegistrationPanelProps) {
  const { t, language } = useTranslation();
  const query = useCaseRegistrations(caseName);
  return (
    <QueryState query={query} what="registration" isEmpty={(records) => records.length === 0} emptyText={emptyText ?? t('kit.registration.none')}>
      {(records) => {
        const record = records[0];
        return (
          <Stack gap="md">
            <DetailList
              items={[
                { label: label(t, 'Registration Date'), value: formatDate(record.registration_date, language) },
                { label: label(t, 'Registration Number'), value: textOrNull(record.registration_number) },
              ]}
            />
            <section>
              <Title order={4} mb="xs">
                {t('kit.report')}
              </Title>
              <RichTextView value={record.registration_report} />
            </section>
            <section>
              <Title order={4} mb="xs">
                {t('kit.attachments')}
              </Title>
              <AttachmentList doctype="Registration" docname={record.name} aria-label={t('kit.registration.attachments')} />
            </section>
          </Stack>
        );
      }}
    </QueryState>
  );
}
