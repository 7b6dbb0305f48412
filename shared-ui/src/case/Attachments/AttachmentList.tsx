import { Text } from '@mantine/core';
import { errorMessage, type CaseFile } from 'shared-api';
import { useAttachedFiles } from '../queries';
import { AttachedFilesGrid } from './AttachedFilesGrid';
import { useTranslation } from '../../i18n/kit';

export interface AttachmentListProps {
  /** The document the files are attached to, e.g. 'Arbitration Document', 'Respondent Reply', 'Award'. */
  doctype: string;
  docname: string | null | undefined;
  emptyText?: string;
  'aria-label'?: string;
  /** Shows a delete button on each file; the caller confirms, deletes and refetches. */
  onDelete?: (file: CaseFile) => void;
  /** The name of the file being deleted. */
  deleting?: string | null;
}

/** The files attached to one document, fetched from the server, as download thumbnails. */
export function AttachmentList({ doctype, docname, emptyText, 'aria-label': ariaLabel, onDelete, deleting }: AttachmentListProps) {
  const files = useAttachedFiles(doctype, docname);
  const { t } = useTranslation();
  if (!docname) return <Text c="dimmed">{emptyText ?? t('kit.noData')}</Text>;
  if (files.isError) {
    return (
      <Text c="red" role="alert">
        {errorMessage(files.error, t('kit.file.loadFailed'))}
      </Text>
    );
  }
  return (
    <AttachedFilesGrid
      files={files.data}
      loading={files.isPending}
      aria-label={ariaLabel}
      emptyText={emptyText}
      onDelete={onDelete}
      deleting={deleting}
    />
  );
}
