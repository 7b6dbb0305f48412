import { Skeleton } from '@mantine/core';
import { fileDisplayName, type CaseFile } from 'shared-api';
import { AttachmentGrid } from './AttachmentGrid';
import { useTranslation } from '../../i18n/kit';

export interface AttachedFilesGridProps {
  /** Stored files (File documents) as the server returns them. */
  files: readonly CaseFile[] | undefined;
  loading?: boolean;
  emptyText?: string;
  'aria-label'?: string;
  /** Shows a delete button on each file. */
  onDelete?: (file: CaseFile) => void;
  /** The name of the file being deleted. */
  deleting?: string | null;
}

/** Stored files as download thumbnails, optionally deletable; the files are given, not fetched. */
export function AttachedFilesGrid({ files, loading = false, emptyText, 'aria-label': ariaLabel, onDelete, deleting = null }: AttachedFilesGridProps) {
  const { t } = useTranslation();
  if (loading) return <Skeleton height={96} radius="md" aria-label={t('kit.file.loading')} role="status" />;
  const byName = new Map((files ?? []).map((file) => [file.name, file]));
  return (
    <AttachmentGrid
      aria-label={ariaLabel}
      emptyText={emptyText}
      deletingKey={deleting}
      onDelete={onDelete ? (item) => onDelete(byName.get(item.key)!) : undefined}
      items={(files ?? []).map((file) => ({
        key: file.name,
        label: fileDisplayName(file),
        fileUrl: file.file_url,
        fileName: fileDisplayName(file),
      }))}
    />
  );
}
