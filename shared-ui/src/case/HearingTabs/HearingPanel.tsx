import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatTime, textOrNull, type HearingDoc } from 'shared-api';
import { AttachmentList } from '../Attachments';
import { DetailList, type DetailItem } from '../DetailList';
import { ResponsiveTable, type TableLayout } from '../PartiesTables';
import { RichTextView } from '../RichTextView';
import { VideoLink } from '../VideoLink';
import { label, translateValue, useTranslation } from '../../i18n/kit';
import type { Translate } from '../../i18n/useTranslation';

export interface HearingPanelProps {
  hearing: HearingDoc;
  /** Buttons for this hearing (e.g. the neutral's Edit), shown above its details. */
  actions?: ReactNode;
  layout?: TableLayout;
}

function placeItems(hearing: HearingDoc, t: Translate): DetailItem[] {
  const link: DetailItem = { label: label(t, 'Video Link'), value: <VideoLink url={hearing.vc_link} /> };
  const location: DetailItem = { label: label(t, 'Location'), value: textOrNull(hearing.hearing_location) };
  if (hearing.mode_of_hearing === 'Online') return [link];
  if (hearing.mode_of_hearing === 'Offline') return [location];
  return [link, location];
}

/** One hearing, read-only (SPEC §2 "Hearing tabs"). */
export function HearingPanel({ hearing, actions, layout }: HearingPanelProps) {
  const { t, language } = useTranslation();
  const attendees = hearing.hearing_attendees ?? [];
  const section17 = textOrNull(hearing.section_17_order);
  const notice = textOrNull(hearing.next_hearing_notice);
  return (
    <Stack gap="md">
      {actions}
      <DetailList
        items={[
          { label: label(t, 'Hearing Date'), value: formatDate(hearing.hearing_date, language) },
          { label: label(t, 'Hearing Time'), value: formatTime(hearing.hearing_time, language) },
          { label: label(t, 'Mode'), value: translateValue(t, 'kit.hearing.mode', hearing.mode_of_hearing) },
          ...placeItems(hearing, t),
          { label: label(t, 'Status'), value: translateValue(t, 'kit.hearing.status', hearing.status) },
        ]}
      />
      <section>
        <Title order={4} mb="xs">
          {t('kit.hearing.attendees')}
        </Title>
        <ResponsiveTable
          caption={t('kit.hearing.attendees')}
          layout={layout}
          rows={attendees}
          getRowKey={(row, index) => row.name ?? `attendee-${index}`}
          cardTitle={(row, index) => `${index + 1}. ${textOrNull(row.name1) ?? t('kit.hearing.attendee')}`}
          columns={[
            { key: 'no', header: t('kit.hearing.number'), value: (_row, index) => index + 1, inCard: 'hidden' },
            { key: 'name', header: label(t, 'Name'), value: (row) => textOrNull(row.name1), inCard: 'hidden' },
            { key: 'designation', header: label(t, 'Designation'), value: (row) => textOrNull(row.designation) },
            { key: 'representing', header: label(t, 'Representing'), value: (row) => textOrNull(row.representing) },
          ]}
        />
      </section>
      <section>
        <Title order={4} mb="xs">
          {t('kit.hearing.minutes')}
        </Title>
        <RichTextView value={hearing.transcript} aria-label={t('kit.hearing.minutes')} />
      </section>
      {section17 && (
        <section>
          <Title order={4} mb="xs">
            {t('kit.hearing.section17')}
          </Title>
          <RichTextView value={section17} />
        </section>
      )}
      {notice && (
        <section>
          <Title order={4} mb="xs">
            {t('kit.hearing.nextNotice')}
          </Title>
          <RichTextView value={notice} />
        </section>
      )}
      <section>
        <Title order={4} mb="xs">
          {t('kit.attachments')}
        </Title>
        <AttachmentList
          doctype="Hearing"
          docname={hearing.name}
          aria-label={t('kit.hearing.attachmentsOf', { hearing: translateValue(t, 'kit.hearing.type', hearing.hearing_type?.trim() || 'Hearing') })}
        />
      </section>
    </Stack>
  );
}
