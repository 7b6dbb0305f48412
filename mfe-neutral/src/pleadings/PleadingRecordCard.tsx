import { Button } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fileDisplayName } from 'shared-api';
import { FilePickerModal, notify, PleadingRecordCard as CasePleadingRecordCard } from 'shared-ui';
import { useDeleteFile, useSavePleading, type PleadingDoctype } from '../api/documents';
import type { AttachedFile, PleadingRecord } from '../api/types';
import { useTranslation } from '../case-view/i18n';
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
  const { t } = useTranslation();
  const remove = useDeleteFile(doctype, record.name);
  const save = useSavePleading(doctype, kind, caseName);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AttachedFile | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.name, {
      onSuccess: () => {
        notify.success(t('caseView.pleadings.deleted'));
        setToDelete(null);
      },
      onError: (failure) => notify.error(errorMessage(failure, t('caseView.pleadings.deleteFailed'))),
    });
  };

  const addFiles = (chosen: File[]) =>
    save.mutate(
      {
        existing: record,
        values: { document_title: record.document_title ?? '', document_date: record.document_date ?? '' },
        files: chosen,
      },
      {
        onSuccess: () => notify.success(savedMessage),
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.pleadings.attachFailed'))),
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
              {t('caseView.pleadings.addDocument')}
            </Button>
          )
        }
      />
      <FilePickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} onAttach={addFiles} />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('caseView.pleadings.deleteTitle')}
        message={t('caseView.pleadings.deleteFile', { file: toDelete ? fileDisplayName(toDelete) : t('caseView.pleadings.thisFile') })}
        confirmLabel={t('caseView.pleadings.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
