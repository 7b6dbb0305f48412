import { Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, formatDate, textOrNull, type ArbitrationDocumentDoc } from 'shared-api';
import { FilePickerModal } from '../../FilePicker';
import { notify } from '../../notify';
import { AttachmentList } from '../Attachments';
import { DetailList } from '../DetailList';
import { caseKeys } from '../queries';
import { label, useTranslation } from '../../i18n/kit';

export const DOCUMENT_DOCTYPE = 'Arbitration Document';

export interface DocumentViewDialogProps {
  /** The document shown; the dialog is closed while it is null. */
  document: ArbitrationDocumentDoc | null;
  onClose: () => void;
  /**
   * Offer "Add files": the chosen files are uploaded to this document one by one with progress
   * (SPEC §2: new files can be added through an upload sub-dialog). The server decides whether the
   * person may (the document's author or the case's neutral). Default false.
   */
  allowAddFiles?: boolean;
}

/**
 * The read-only view of an existing document (SPEC §2 "Add/View Document dialog"): type, class,
 * description, posting date, and its attachments as thumbnails that download.
 */
export function DocumentViewDialog({ document, onClose, allowAddFiles = false }: DocumentViewDialogProps) {
  const queryClient = useQueryClient();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [upload, setUpload] = useState<{ name: string; index: number; count: number; fraction: number } | null>(null);
  const { t, language } = useTranslation();

  const addFiles = async (files: File[]) => {
    if (!document) return;
    try {
      for (const [index, file] of files.entries()) {
        setUpload({ name: file.name, index, count: files.length, fraction: 0 });
        await api.upload(file, {
          doctype: DOCUMENT_DOCTYPE,
          docname: document.name,
          onProgress: (fraction) => setUpload({ name: file.name, index, count: files.length, fraction }),
        });
      }
      notify.success(t('kit.file.attached'));
    } catch (error) {
      notify.error(errorMessage(error, t('kit.file.uploadFailed')));
    } finally {
      setUpload(null);
      await queryClient.invalidateQueries({ queryKey: caseKeys.files(DOCUMENT_DOCTYPE, document.name) });
    }
  };

  return (
    <>
      <Modal opened={document !== null && !pickerOpen} onClose={onClose} title={t('kit.document.viewTitle')} size="lg">
        {document && (
          <Stack gap="md">
            <DetailList
              columns={2}
              items={[
                { label: label(t, 'Document Type'), value: textOrNull(document.document_type) },
                { label: label(t, 'Document Class'), value: textOrNull(document.document_class) },
                { label: label(t, 'Posting Date'), value: formatDate(document.posting_date, language) },
                { label: label(t, 'Description'), value: textOrNull(document.description) },
              ]}
            />
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Title order={4}>{t('kit.attachments')}</Title>
                {allowAddFiles && (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    onClick={() => setPickerOpen(true)}
                    loading={upload !== null}
                  >
                    {t('kit.file.add')}
                  </Button>
                )}
              </Group>
              {upload && (
                <div role="status" aria-live="polite">
                  <Text size="sm">
                    {t('kit.file.uploadingOne', { name: upload.name, index: upload.index + 1, count: upload.count })}
                  </Text>
                  <Progress value={Math.round(upload.fraction * 100)} aria-label={t('kit.file.uploadOf', { name: upload.name })} />
                </div>
              )}
              <AttachmentList doctype={DOCUMENT_DOCTYPE} docname={document.name} aria-label={t('kit.document.attachments')} />
            </Stack>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('kit.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {allowAddFiles && (
        <FilePickerModal
          opened={pickerOpen}
          onClose={() => setPickerOpen(false)}
          onAttach={(files) => {
            setPickerOpen(false);
            void addFiles(files);
          }}
        />
      )}
    </>
  );
}
