import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { formatAmount, formatDate, printPdfUrl, textOrNull, type AwardDoc } from 'shared-api';
import { AttachmentList } from '../Attachments';
import { DetailList } from '../DetailList';
import { QueryState } from '../QueryState';
import { useCaseAwards } from '../queries';
import { RichTextView } from '../RichTextView';
import { label, translateValue, useTranslation } from '../../i18n/kit';

type Letter = 'award' | 'covering';

export interface AwardPanelProps {
  caseName: string;
  /**
   * Called instead of the read-only viewer when the person presses Award or Award Covering Letter
   * (the neutral's editor); receives the award shown.
   */
  onOpenLetter?: (letter: Letter, award: AwardDoc) => void;
  emptyText?: string;
}

const LETTER_TITLES: Record<Letter, string> = { award: 'Award', covering: 'Award Covering Letter' };

const hasText = (html: string | null | undefined) => Boolean(html && html.replace(/<[^>]*>/g, '').trim());

/** View and Download PDF of each letter the award has (the server prints and checks access). */
function AwardPdfLinks({ award }: { award: AwardDoc }) {
  const { t } = useTranslation();
  const letters = (['award', 'covering'] as const).filter((kind) => hasText(kind === 'award' ? award.award_letter : award.award_covering_letter));
  if (letters.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('kit.award.pdfs')} role="group">
      {letters.map((kind) => (
        // Each letter's pair stays together but may wrap: side by side they are wider than a 360 px phone.
        <Group key={kind} gap="xs" wrap="wrap">
          <Button
            component="a"
            href={printPdfUrl('Award', award.name, LETTER_TITLES[kind])}
            target="_blank"
            rel="noopener"
            variant="subtle"
            size="compact-md"
            leftSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {t('kit.award.viewPdf', { letter: kind })}
          </Button>
          <Button
            component="a"
            href={printPdfUrl('Award', award.name, LETTER_TITLES[kind], { download: true })}
            download
            variant="subtle"
            size="compact-md"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {t('kit.award.downloadPdf', { letter: kind })}
          </Button>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The award of a case, read-only (SPEC §2 "Award tab"): date, amount, attachments, and the award
 * and its covering letter, opened in a viewer.
 */
export function AwardPanel({ caseName, onOpenLetter, emptyText }: AwardPanelProps) {
  const { t, language } = useTranslation();
  const query = useCaseAwards(caseName);
  const [letter, setLetter] = useState<{ kind: Letter; award: AwardDoc } | null>(null);

  const open = (kind: Letter, award: AwardDoc) => (onOpenLetter ? onOpenLetter(kind, award) : setLetter({ kind, award }));

  return (
    <QueryState query={query} what="award" isEmpty={(awards) => awards.length === 0} emptyText={emptyText ?? t('kit.award.none')}>
      {(awards) => {
        const award = awards[0];
        return (
          <Stack gap="md">
            <DetailList
              items={[
                { label: label(t, 'Award Date'), value: formatDate(award.award_date, language) },
                { label: label(t, 'Award Amount'), value: formatAmount(award.award_amount, language) },
                { label: label(t, 'Award Type'), value: translateValue(t, 'kit.award.type', award.award_type) },
              ]}
            />
            <Group gap="sm" wrap="wrap">
              <Button variant="light" leftSection={<IconFileText size={16} aria-hidden="true" />} onClick={() => open('covering', award)}>
                {t('kit.award.letter.covering')}
              </Button>
              <Button leftSection={<IconFileText size={16} aria-hidden="true" />} onClick={() => open('award', award)}>
                {t('kit.award.letter.award')}
              </Button>
            </Group>
            <AwardPdfLinks award={award} />
            <section>
              <Title order={4} mb="xs">
                {t('kit.attachments')}
              </Title>
              <AttachmentList doctype="Award" docname={award.name} aria-label={t('kit.award.attachments')} />
            </section>
            <Modal opened={letter !== null} onClose={() => setLetter(null)} title={letter ? t(`kit.award.letter.${letter.kind}`) : ''} size="xl">
              {letter && (
                <RichTextView
                  value={letter.kind === 'award' ? letter.award.award_letter : letter.award.award_covering_letter}
                  placeholder={letter.kind === 'award' ? t('kit.award.noLetter') : t('kit.award.noCoveringLetter')}
                />
              )}
            </Modal>
          </Stack>
        );
      }}
    </QueryState>
  );
}
