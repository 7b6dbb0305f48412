/// <reference path="../../css-modules.d.ts" />
import { ActionIcon, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { SelectField, TextareaField, TextField } from '../../fields';
import { ChosenFileList, FilePickerModal } from '../../FilePicker';
import { notify } from '../../notify';
import { caseKeys } from '../queries';
import { addCaseDocument, type NewDocumentValues } from './add-case-document';
import { useDocumentTypes } from './document-types';
import { kitT, label, useTranslation } from '../../i18n/kit';

export interface AddDocumentDialogProps {
  caseName: string;
  opened: boolean;
  onClose: () => void;
  /** Submit is hidden once the case no longer takes documents (SPEC §4: Completed). Default true. */
  canSubmit?: boolean;
  /** Fields the viewer's role adds to the new document, read when Submit is pressed. */
  documentFields?: () => Record<string, unknown>;
}

/**
 * SPEC §2 "Add/View Document dialog", new document: Document Type (never 'Claim Filing'),
 * Document Class, Description, files (+) and Submit. Files the document, uploads the files with
 * progress, toasts and refreshes the case's documents.
 */
export function AddDocumentDialog({ caseName, opened, onClose, canSubmit = true, documentFields }: AddDocumentDialogProps) {
  const queryClient = useQueryClient();
  const types = useDocumentTypes(opened);
  const [files, setFiles] = useState<File[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { t } = useTranslation();
  const form = useForm<NewDocumentValues>({
    mode: 'controlled',
    initialValues: { document_type: '', document_class: '', description: '' },
    // SPEC §5: the two required fields (type and class) share one message.
    validate: {
      document_type: (value) => (value.trim() ? null : kitT('kit.document.required')),
      document_class: (value) => (value.trim() ? null : kitT('kit.document.required')),
    },
  });
  const busy = progress !== null;

  const close = () => {
    if (busy) return;
    form.reset();
    setFiles([]);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setProgress(0);
    try {
      await addCaseDocument(caseName, values, files, { fields: documentFields?.(), onProgress: setProgress });
      notify.success(t('kit.document.added'));
      await queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseName) });
      setProgress(null);
      form.reset();
      setFiles([]);
      onClose();
    } catch (error) {
      setProgress(null);
      notify.error(errorMessage(error, t('kit.document.addFailed')));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('kit.document.add')} size="lg" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SelectField
            label={label(t, 'Document Type')}
            required
            size="md"
            data={types.data ?? []}
            placeholder={types.isPending ? t('kit.loading') : undefined}
            error={types.isError ? t('kit.document.typesFailed') : undefined}
            {...form.getInputProps('document_type')}
          />
          <TextField label={label(t, 'Document Class')} required size="md" {...form.getInputProps('document_class')} />
          <TextareaField label={label(t, 'Description')} size="md" autosize minRows={2} {...form.getInputProps('description')} />
          <Group justify="space-between" wrap="nowrap">
            <Text fw={500}>{t('kit.file.files')}</Text>
            <ActionIcon variant="light" size={44} aria-label={t('kit.file.add')} onClick={() => setPickerOpen(true)} disabled={busy}>
              <IconPlus size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('kit.file.noneChosen')}
            </Text>
          ) : (
            <ChosenFileList
              label={t('kit.file.toUpload')}
              files={files.map((file, index) => ({ key: String(index), file }))}
              onRemove={(key) => setFiles((all) => all.filter((_, at) => String(at) !== key))}
              disabled={busy}
            />
          )}
          {busy && <Progress value={progress * 100} aria-label={t('kit.file.uploading')} animated />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('kit.cancel')}
            </Button>
            {canSubmit && (
              <Button type="submit" loading={busy}>
                {t('kit.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <FilePickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} onAttach={(chosen) => setFiles((all) => [...all, ...chosen])} />
    </Modal>
  );
}
