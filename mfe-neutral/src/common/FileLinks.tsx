import { ActionIcon, Anchor, Group, Loader, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { fileDisplayName, fileDownloadUrl } from 'shared-api';
import { FileTypeIcon } from 'shared-ui';
import type { AttachedFile } from '../api/types';

export interface FileLinksProps {
  files: AttachedFile[] | undefined;
  loading?: boolean;
  /** Shows a delete button on each file. */
  onDelete?: (file: AttachedFile) => void;
  deleting?: string | null;
  emptyText?: string;
}

/** Attachments as thumbnails that download the file; optionally deletable. */
export function FileLinks({ files, loading = false, onDelete, deleting = null, emptyText = 'No Data Found' }: FileLinksProps) {
  if (loading) return <Loader size="sm" aria-label="Loading attachments" />;
  if (!files || files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Attachments">
      {files.map((file) => {
        const url = fileDownloadUrl(file.file_url);
        const label = fileDisplayName(file);
        return (
          <Paper component="li" key={file.name} withBorder p="xs" radius="sm" maw={260}>
            <Group gap="xs" wrap="nowrap">
              <FileTypeIcon name={label} />
              {url ? (
                <Anchor href={url} download={label} size="sm" truncate="end" title={`Download ${label}`}>
                  {label}
                </Anchor>
              ) : (
                <Text size="sm" truncate="end">
                  {label}
                </Text>
              )}
              {onDelete && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${label}`}
                  loading={deleting === file.name}
                  onClick={() => onDelete(file)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}
