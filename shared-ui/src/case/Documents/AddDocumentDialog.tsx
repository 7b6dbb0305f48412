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
import { DOCUMENT_REQUIRED, useDocumentTypes } from './document-types';

export const DOCUMENT_ADDED_MESSAGE = 'Document added successfully';

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
  const form = useForm<NewDocumentValues>({
    mode: 'controlled',
    initialValues: { document_type: '', document_class: '', description: '' },
    validate: {
      document_type: (value) => (value.trim() ? null : DOCUMENT_REQUIRED),
      document_class: (value) => (value.trim() ? null : DOCUMENT_REQUIRED),
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
      notify.success(DOCUMENT_ADDED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseName) });
      setProgress(null);
      form.reset();
      setFiles([]);
      onClose();
    } catch (error) {
      setProgress(null);
      notify.error(errorMessage(error, 'The document could not be added'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add Document" size="lg" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SelectField
            label="Document Type"
            required
            size="md"
            data={types.data ?? []}
            placeholder={types.isPending ? 'Loading…' : 'Select'}
            error={types.isError ? 'The document types could not be loaded' : undefined}
            {...form.getInputProps('document_type')}
          />
          <TextField label="Document Class" required size="md" {...form.getInputProps('document_class')} />
          <TextareaField label="Description" size="md" autosize minRows={2} {...form.getInputProps('description')} />
          <Group justify="space-between" wrap="nowrap">
            <Text fw={500}>Files</Text>
            <ActionIcon variant="light" size={44} aria-label="Add files" onClick={() => setPickerOpen(true)} disabled={busy}>
              <IconPlus size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              No files chosen.
            </Text>
          ) : (
            <ChosenFileList
              label="Files to upload"
              files={files.map((file, index) => ({ key: String(index), file }))}
              onRemove={(key) => setFiles((all) => all.filter((_, at) => String(at) !== key))}
              disabled={busy}
            />
          )}
          {busy && <Progress value={progress * 100} aria-label="Uploading files" animated />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            {canSubmit && (
              <Button type="submit" loading={busy}>
                Submit
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <FilePickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} onAttach={(chosen) => setFiles((all) => [...all, ...chosen])} />
    </Modal>
  );
}
