import { Stack, Title } from '@mantine/core';
import { formatDate, textOrNull } from 'shared-api';
import { AttachmentList } from '../Attachments';
import { DetailList } from '../DetailList';
import { QueryState } from '../QueryState';
import { useCaseRegistrations } from '../queries';
import { RichTextView } from '../RichTextView';

export interface RegistrationPanelProps {
  caseName: string;
  emptyText?: string;
}

/** The registration of a mediated settlement, read-only: date, number, report, attachments. */
export function RegistrationPanel({ caseName, emptyText = 'The settlement has not been registered yet.' }: RegistrationPanelProps) {
  const query = useCaseRegistrations(caseName);
  return (
    <QueryState query={query} what="registration" isEmpty={(records) => records.length === 0} emptyText={emptyText}>
      {(records) => {
        const record = records[0];
        return (
          <Stack gap="md">
            <DetailList
              items={[
                { label: 'Registration Date', value: formatDate(record.registration_date) },
                { label: 'Registration Number', value: textOrNull(record.registration_number) },
              ]}
            />
            <section>
              <Title order={4} mb="xs">
                Report
              </Title>
              <RichTextView value={record.registration_report} />
            </section>
            <section>
              <Title order={4} mb="xs">
                Attachments
              </Title>
              <AttachmentList doctype="Registration" docname={record.name} aria-label="Registration attachments" />
            </section>
          </Stack>
        );
      }}
    </QueryState>
  );
}
