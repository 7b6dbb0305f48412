import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fileDisplayName } from 'shared-api';
import { AttachmentList, FilePickerModal, notify } from 'shared-ui';
import { useDeleteFile, useSavePleading, type PleadingDoctype } from '../api/documents';
import type { AttachedFile, PleadingRecord } from '../api/types';
import { ConfirmModal } from '../common/ConfirmModal';
import { displayDate } from '../common/format';
import type { CaseKind } from 'shared-api';

export interface PleadingRecordCardProps {
  doctype: PleadingDoctype;
  kind: CaseKind;
  caseName: string;
  record: PleadingRecord;
  /** May add files to this record (not read-only at this stage). */
  canAddFiles: boolean;
  /** Shows the delete icon on its attachments (SPEC §6: Arbitrator only). */
  canDeleteFiles: boolean;
  savedMessage: string;
}

/** One reply or pleading: title, date and its attachments. */
export function PleadingRecordCard({ doctype, kind, caseName, record, canAddFiles, canDeleteFiles, savedMessage }: PleadingRecordCardProps) {
  const remove = useDeleteFile(doctype, record.name);
  const save = useSavePleading(doctype, kind, caseName);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AttachedFile | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.name, {
      onSuccess: () => {
        notify.success('Deleted successfully');
        setToDelete(null);
      },
      onError: (failure) => notify.error(errorMessage(failure, 'The file could not be deleted')),
    });
  };

  const addFiles = (chosen: File[]) =>
    save.mutate(
      {
        existing: record.name,
        values: { document_title: record.document_title ?? '', document_date: record.document_date ?? '' },
        files: chosen,
      },
      {
        onSuccess: () => notify.success(savedMessage),
        onError: (failure) => notify.error(errorMessage(failure, 'The files could not be attached')),
      },
    );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={record.document_title ?? record.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{record.document_title || record.name}</Text>
            <Text size="sm" c="dimmed">
              Document date: {displayDate(record.document_date)}
            </Text>
          </div>
          {canAddFiles && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              onClick={() => setPickerOpen(true)}
              loading={save.isPending}
            >
              Add Document
            </Button>
          )}
        </Group>
        <AttachmentList
          doctype={doctype}
          docname={record.name}
          onDelete={canDeleteFiles ? setToDelete : undefined}
          deleting={remove.isPending ? (toDelete?.name ?? null) : null}
        />
      </Stack>
      <FilePickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} onAttach={addFiles} />
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete attachment"
        message={`Delete ${toDelete ? fileDisplayName(toDelete) : 'this file'}? This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
