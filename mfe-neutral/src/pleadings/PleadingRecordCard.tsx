import { Button } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fileDisplayName } from 'shared-api';
import { FilePickerModal, notify, PleadingRecordCard as CasePleadingRecordCard } from 'shared-ui';
import { useDeleteFile, useSavePleading, type PleadingDoctype } from '../api/documents';
import type { AttachedFile, PleadingRecord } from '../api/types';
import { ConfirmModal } from '../common/ConfirmModal';
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

/** One reply or pleading (the kit's card) with the neutral's Add Document and the arbitrator's delete. */
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
    <>
      <CasePleadingRecordCard
        doctype={doctype}
        record={record}
        onDeleteFile={canDeleteFiles ? setToDelete : undefined}
        deletingFile={remove.isPending ? (toDelete?.name ?? null) : null}
        actions={
          canAddFiles && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              onClick={() => setPickerOpen(true)}
              loading={save.isPending}
            >
              Add Document
            </Button>
          )
        }
      />
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
    </>
  );
}
