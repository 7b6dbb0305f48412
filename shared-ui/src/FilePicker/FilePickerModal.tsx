/// <reference path="../css-modules.d.ts" />
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBytes } from './format-bytes';
import { ChosenFileList, chosenFileKey } from './ChosenFileList';
import * as classes from './FilePickerModal.module.css';

/** ARCHITECTURE §3: the server refuses files over 25 MB by default. */
export const DEFAULT_MAX_FILE_BYTES = 25 * 1024 * 1024;

export interface FilePickerModalProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the chosen files when the person presses Attach; the modal then closes. */
  onAttach: (files: File[]) => void;
  /** Default true. With false, a new file replaces the one chosen before. */
  multiple?: boolean;
  /** Default 'Attach files'. */
  title?: string;
  /** Allowed MIME types; default any. */
  accept?: string[];
  /** Default 25 MB. */
  maxSizeBytes?: number;
}

interface Rejection {
  key: string;
  name: string;
  reason: string;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
const fileKey = chosenFileKey;

function reasonFor(rejection: FileRejection, maxSizeBytes: number): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('too-many-files')) return 'Only one file can be attached';
  if (codes.includes('file-too-large')) return `Too large: the limit is ${formatBytes(maxSizeBytes)}`;
  if (codes.includes('file-invalid-type')) return 'This type of file is not allowed';
  return rejection.errors[0]?.message ?? 'This file cannot be attached';
}

/**
 * The "drag-and-drop or browse" dialog used wherever files are attached (SPEC §2 "Generic file
 * picker"): a preview list with name, size and type icon, a remove button per file, Cancel and
 * Attach. Static: clicking outside does not close it; Escape and Cancel do.
 */
export function FilePickerModal({
  opened,
  onClose,
  onAttach,
  multiple = true,
  title = 'Attach files',
  accept,
  maxSizeBytes = DEFAULT_MAX_FILE_BYTES,
}: FilePickerModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [rejections, setRejections] = useState<Rejection[]>([]);

  const reset = () => {
    setFiles([]);
    setRejections([]);
  };

  const cancel = () => {
    reset();
    onClose();
  };

  const attach = () => {
    if (files.length === 0) return;
    onAttach(files);
    reset();
    onClose();
  };

  const handleDrop = (accepted: File[], rejected: FileRejection[]) => {
    setRejections(
      rejected.map((rejection) => ({
        key: fileKey(rejection.file),
        name: rejection.file.name,
        reason: reasonFor(rejection, maxSizeBytes),
      })),
    );
    if (accepted.length === 0) return;
    if (!multiple) {
      setFiles([accepted[0]]);
      return;
    }
    setFiles((current) => [...current, ...accepted.filter((file) => !current.some((kept) => sameFile(kept, file)))]);
  };


  const prompt = multiple ? 'Drag files here or click to browse' : 'Drag a file here or click to browse';

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={title}
      size="lg"
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack gap="md">
        <Dropzone
          className={classes.dropzone}
          // Accepted and rejected files arrive together in onDropAny; onDrop is required by the type.
          onDrop={() => undefined}
          onDropAny={handleDrop}
          multiple={multiple}
          accept={accept}
          maxSize={maxSizeBytes}
          inputProps={{ 'aria-label': multiple ? 'Choose files' : 'Choose a file' }}
        >
          <Stack align="center" gap={4}>
            <Dropzone.Accept>
              <IconUpload size={40} stroke={1.5} aria-hidden="true" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} stroke={1.5} aria-hidden="true" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconCloudUpload className={classes.dropIcon} size={40} stroke={1.5} aria-hidden="true" />
            </Dropzone.Idle>
            <Text fw={500}>{prompt}</Text>
            <Text size="sm" c="dimmed">
              Up to {formatBytes(maxSizeBytes)} {multiple ? 'each' : ''}
            </Text>
          </Stack>
        </Dropzone>

        {rejections.length > 0 && (
          <Alert color="red" title="Not added" role="alert">
            <ul className={classes.rejections}>
              {rejections.map((rejection) => (
                <li key={rejection.key}>
                  {rejection.name}: {rejection.reason}
                </li>
              ))}
            </ul>
          </Alert>
        )}

        {files.length > 0 && (
          <ChosenFileList
            label={multiple ? 'Chosen files' : 'Chosen file'}
            files={files.map((file) => ({ key: fileKey(file), file }))}
            onRemove={(key) => setFiles((all) => all.filter((file) => fileKey(file) !== key))}
          />
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={attach} disabled={files.length === 0}>
            Attach
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
