import { Skeleton, Text } from '@mantine/core';
import { errorMessage, fileDisplayName } from 'shared-api';
import { useAttachedFiles } from '../queries';
import { AttachmentGrid } from './AttachmentGrid';

export interface AttachmentListProps {
  /** The document the files are attached to, e.g. 'Arbitration Document', 'Respondent Reply', 'Award'. */
  doctype: string;
  docname: string | null | undefined;
  emptyText?: string;
  'aria-label'?: string;
}

/** The files attached to one document, fetched from the server, as download thumbnails. */
export function AttachmentList({ doctype, docname, emptyText, 'aria-label': ariaLabel }: AttachmentListProps) {
  const files = useAttachedFiles(doctype, docname);
  if (!docname) return <Text c="dimmed">{emptyText ?? 'No Data Found'}</Text>;
  if (files.isPending) return <Skeleton height={96} radius="md" aria-label="Loading attachments" role="status" />;
  if (files.isError) {
    return (
      <Text c="red" role="alert">
        {errorMessage(files.error, 'The attachments could not be loaded.')}
      </Text>
    );
  }
  return (
    <AttachmentGrid
      aria-label={ariaLabel}
      emptyText={emptyText}
      items={files.data.map((file) => ({
        key: file.name,
        label: fileDisplayName(file),
        fileUrl: file.file_url,
        fileName: fileDisplayName(file),
      }))}
    />
  );
}
