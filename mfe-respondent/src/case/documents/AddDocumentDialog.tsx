import { ActionIcon, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type CaseDoc } from 'shared-api';
import { FilePickerModal, SelectField, TextField, TextareaField, caseKeys, formatBytes, notify } from 'shared-ui';
import { addCaseDocument, getDocumentTypes, type NewDocument } from './document-api';
import * as classes from './AddDocumentDialog.module.css';

/** SPEC §5: the document form's two required fields share one message. */
export const DOCUMENT_TYPE_REQUIRED = 'Document Type is required';

export interface AddDocumentDialogProps {
  caseDoc: CaseDoc;
  opened: boolean;
  onClose: () => void;
}

/** SPEC §2 "Add/View Document dialog", new document: type, class, description, files (+), Submit. */
export function AddDocumentDialog({ caseDoc, opened, onClose }: AddDocumentDialogProps) {
  const queryClient = useQueryClient();
  const types = useQuery({ queryKey: ['reference', 'Document Type'], queryFn: getDocumentTypes, enabled: opened, staleTime: Infinity });
  const [files, setFiles] = useState<File[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<NewDocument>({
    mode: 'controlled',
    initialValues: { document_type: '', document_class: '', description: '' },
    validate: {
      document_type: (value) => (value ? null : DOCUMENT_TYPE_REQUIRED),
      document_class: (value) => (value.trim() ? null : DOCUMENT_TYPE_REQUIRED),
    },
  });

  const close = () => {
    if (progress !== null) return;
    form.reset();
    setFiles([]);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setProgress(0);
    try {
      await addCaseDocument(caseDoc, values, files, setProgress);
      notify.success('Document added successfully');
      await queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseDoc.name) });
      setProgress(null);
      close();
    } catch (error) {
      setProgress(null);
      notify.error(errorMessage(error));
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
            <ActionIcon variant="light" size={44} aria-label="Add files" onClick={() => setPickerOpen(true)}>
              <IconPlus size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              No files chosen.
            </Text>
          ) : (
            <ul className={classes.files} aria-label="Files to upload">
              {files.map((file) => (
                <li key={`${file.name}:${file.size}:${file.lastModified}`} className={classes.file}>
                  <Text size="sm" truncate="end" className={classes.fileName}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${file.name}`} onClick={() => setFiles((all) => all.filter((kept) => kept !== file))}>
                    <IconX size={16} aria-hidden="true" />
                  </ActionIcon>
                </li>
              ))}
            </ul>
          )}
          {progress !== null && <Progress value={progress * 100} aria-label="Uploading files" animated />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={progress !== null}>
              Cancel
            </Button>
            <Button type="submit" loading={progress !== null}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
      <FilePickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} onAttach={(chosen) => setFiles((all) => [...all, ...chosen])} />
    </Modal>
  );
}
