/// <reference path="../../css-modules.d.ts" />
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, type CaseFile, type PleadingDoc } from 'shared-api';
import { AttachmentList } from '../Attachments';
import * as classes from './PleadingRecordCard.module.css';
import { useTranslation } from '../../i18n/kit';

export interface PleadingRecordCardProps {
  doctype: 'Respondent Reply' | 'Additional Pleading';
  record: PleadingDoc;
  /** The viewer's buttons for this record (add files, edit), beside the title. */
  actions?: ReactNode;
  emptyText?: string;
  /** Shows a delete button on each file (SPEC §6: the arbitrator only). */
  onDeleteFile?: (file: CaseFile) => void;
  /** The name of the file being deleted. */
  deletingFile?: string | null;
}

/** One filed reply or pleading (SPEC §2): title, document date, filing date and its files. */
export function PleadingRecordCard({ doctype, record, actions, emptyText, onDeleteFile, deletingFile }: PleadingRecordCardProps) {
  const { t, language } = useTranslation();
  const title = record.document_title?.trim() || t('kit.untitled');
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={record.document_title?.trim() || record.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div className={classes.text}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {t('kit.pleading.dates', {
                date: formatDate(record.document_date, language) ?? t('kit.nil'),
                filed: formatDate(record.posting_date ?? record.creation, language) ?? t('kit.nil'),
              })}
            </Text>
          </div>
          {actions}
        </Group>
        <AttachmentList
          doctype={doctype}
          docname={record.name}
          emptyText={emptyText}
          aria-label={t('kit.pleading.filesOf', { title })}
          onDelete={onDeleteFile}
          deleting={deletingFile}
        />
      </Stack>
    </Paper>
  );
}
