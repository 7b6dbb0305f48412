import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatTime, textOrNull, type HearingDoc } from 'shared-api';
import { AttachmentList } from '../Attachments';
import { DetailList, type DetailItem } from '../DetailList';
import { ResponsiveTable, type TableLayout } from '../PartiesTables';
import { RichTextView } from '../RichTextView';
import { VideoLink } from '../VideoLink';

export interface HearingPanelProps {
  hearing: HearingDoc;
  /** Buttons for this hearing (e.g. the neutral's Edit), shown above its details. */
  actions?: ReactNode;
  layout?: TableLayout;
}

function placeItems(hearing: HearingDoc): DetailItem[] {
  const link: DetailItem = { label: 'Video Link', value: <VideoLink url={hearing.vc_link} /> };
  const location: DetailItem = { label: 'Location', value: textOrNull(hearing.hearing_location) };
  if (hearing.mode_of_hearing === 'Online') return [link];
  if (hearing.mode_of_hearing === 'Offline') return [location];
  return [link, location];
}

/** One hearing, read-only (SPEC §2 "Hearing tabs"). */
export function HearingPanel({ hearing, actions, layout }: HearingPanelProps) {
  const attendees = hearing.hearing_attendees ?? [];
  const section17 = textOrNull(hearing.section_17_order);
  const notice = textOrNull(hearing.next_hearing_notice);
  return (
    <Stack gap="md">
      {actions}
      <DetailList
        items={[
          { label: 'Hearing Date', value: formatDate(hearing.hearing_date) },
          { label: 'Hearing Time', value: formatTime(hearing.hearing_time) },
          { label: 'Mode', value: textOrNull(hearing.mode_of_hearing) },
          ...placeItems(hearing),
          { label: 'Status', value: textOrNull(hearing.status) },
        ]}
      />
      <section>
        <Title order={4} mb="xs">
          Attendees
        </Title>
        <ResponsiveTable
          caption="Attendees"
          layout={layout}
          rows={attendees}
          getRowKey={(row, index) => row.name ?? `attendee-${index}`}
          cardTitle={(row, index) => `${index + 1}. ${textOrNull(row.name1) ?? 'Attendee'}`}
          columns={[
            { key: 'no', header: 'No', value: (_row, index) => index + 1, inCard: 'hidden' },
            { key: 'name', header: 'Name', value: (row) => textOrNull(row.name1), inCard: 'hidden' },
            { key: 'designation', header: 'Designation', value: (row) => textOrNull(row.designation) },
            { key: 'representing', header: 'Representing', value: (row) => textOrNull(row.representing) },
          ]}
        />
      </section>
      <section>
        <Title order={4} mb="xs">
          Minutes of Meeting
        </Title>
        <RichTextView value={hearing.transcript} aria-label="Minutes of Meeting" />
      </section>
      {section17 && (
        <section>
          <Title order={4} mb="xs">
            Section 17 Order
          </Title>
          <RichTextView value={section17} />
        </section>
      )}
      {notice && (
        <section>
          <Title order={4} mb="xs">
            Next Hearing Notice
          </Title>
          <RichTextView value={notice} />
        </section>
      )}
      <section>
        <Title order={4} mb="xs">
          Attachments
        </Title>
        <AttachmentList doctype="Hearing" docname={hearing.name} aria-label={`Attachments of ${hearing.hearing_type ?? 'the hearing'}`} />
      </section>
    </Stack>
  );
}
