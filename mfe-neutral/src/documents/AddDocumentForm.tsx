import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { valibotResolver } from 'shared-api';
import { FilePickerModal, FileTypeIcon, formatBytes, SelectField, TextareaField, TextField } from 'shared-ui';
import type { DocumentInput } from '../api/documents';
import { documentSchema, type DocumentFormValues } from './document-schema';

export interface AddDocumentFormProps {
  documentTypes: readonly string[];
  typesLoading?: boolean;
  /** Submit is hidden once the case is Completed (SPEC §4). */
  canSubmit: boolean;
  submitting?: boolean;
  onSubmit: (values: DocumentInput, files: File[]) => void;
  onCancel: () => void;
}

/** The Add side of the Add/View Document dialog: type, class, description and files. */
export function AddDocumentForm({ documentTypes, typesLoading = false, canSubmit, submitting = false, onSubmit, onCancel }: AddDocumentFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const form = useForm<DocumentFormValues>({
    mode: 'controlled',
    initialValues: { document_type: '', document_class: '', description: '' },
    validate: valibotResolver(documentSchema),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit(
          { document_type: values.document_type.trim(), document_class: values.document_class.trim(), description: values.description.trim() },
          files,
        ),
      )}
    >
      <Stack gap="md">
        <SelectField
          label="Document Type"
          required
          placeholder={typesLoading ? 'Loading…' : 'Select'}
          disabled={typesLoading}
          data={documentTypes}
          {...form.getInputProps('document_type')}
        />
        <TextField label="Document Class" required {...form.getInputProps('document_class')} />
        <TextareaField label="Description" {...form.getInputProps('description')} />
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              Attachments
            </Text>
            <ActionIcon variant="light" aria-label="Add files" onClick={() => setPickerOpen(true)}>
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          </Group>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              No files chosen
            </Text>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files to attach">
              {files.map((file, index) => (
                <Group key={`${file.name}-${index}`} component="li" gap="xs" wrap="nowrap">
                  <FileTypeIcon name={file.name} type={file.type} size={20} />
                  <Text size="sm" truncate="end" style={{ flex: 1 }}>
                    {file.name} ({formatBytes(file.size)})
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles(files.filter((_, at) => at !== index))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          {canSubmit && (
            <Button type="submit" loading={submitting}>
              Submit
            </Button>
          )}
        </Group>
      </Stack>
      <FilePickerModal
        opened={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onAttach={(chosen) => setFiles((current) => [...current, ...chosen])}
      />
    </form>
  );
}
