/// <reference path="../css-modules.d.ts" />
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBytes } from './format-bytes';
import { ChosenFileList, chosenFileKey } from './ChosenFileList';
import * as classes from './FilePickerModal.module.css';
import { kitT, useTranslation } from '../i18n/kit';

/** ARCHITECTURE §3: the server refuses files over 25 MB by default. */
export const DEFAULT_MAX_FILE_BYTES = 25 * 1024 * 1024;

export interface FilePickerModalProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the chosen files when the person presses Attach; the modal then closes. */
  onAttach: (files: File[]) => void;
  /** Default true. With false, a new file replaces the one chosen before. */
  multiple?: boolean;
  /** Default 'Attach files' in the reader's language. */
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
  if (codes.includes('too-many-files')) return kitT('kit.picker.onlyOne');
  if (codes.includes('file-too-large')) return kitT('kit.picker.tooLarge', { limit: formatBytes(maxSizeBytes) });
  if (codes.includes('file-invalid-type')) return kitT('kit.picker.badType');
  return kitT('kit.picker.cannotAttach');
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
  title,
  accept,
  maxSizeBytes = DEFAULT_MAX_FILE_BYTES,
}: FilePickerModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const { t } = useTranslation();
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


  const prompt = multiple ? t('kit.picker.promptMany') : t('kit.picker.promptOne');

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={title ?? t('kit.picker.title')}
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
          inputProps={{ 'aria-label': multiple ? t('kit.picker.chooseMany') : t('kit.picker.chooseOne') }}
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
              {multiple ? t('kit.picker.limitEach', { limit: formatBytes(maxSizeBytes) }) : t('kit.picker.limit', { limit: formatBytes(maxSizeBytes) })}
            </Text>
          </Stack>
        </Dropzone>

        {rejections.length > 0 && (
          <Alert color="red" title={t('kit.picker.notAdded')} role="alert">
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
            label={multiple ? t('kit.picker.chosenMany') : t('kit.picker.chosenOne')}
            files={files.map((file) => ({ key: fileKey(file), file }))}
            onRemove={(key) => setFiles((all) => all.filter((file) => fileKey(file) !== key))}
          />
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            {t('kit.cancel')}
          </Button>
          <Button onClick={attach} disabled={files.length === 0}>
            {t('kit.picker.attach')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
