import { ActionIcon, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import * as classes from './ChosenFileList.module.css';
import { FileTypeIcon } from './FileTypeIcon';
import { formatBytes } from './format-bytes';
import { useTranslation } from '../i18n/kit';

export interface ChosenFile {
  /** Stable while the file is in the list. */
  key: string;
  file: File;
  /** Shown before the size, e.g. the file type a claimant chose for it. */
  detail?: string;
}

export interface ChosenFileListProps {
  files: readonly ChosenFile[];
  /** Names the list for screen readers, e.g. "Files to upload". */
  label: string;
  onRemove: (key: string) => void;
  /** While the files upload, none may be removed. */
  disabled?: boolean;
}

/** Files chosen but not uploaded yet: type icon, name, size, and a remove button each. */
export function ChosenFileList({ files, label, onRemove, disabled = false }: ChosenFileListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} aria-label={label}>
      {files.map(({ key, file, detail }) => (
        <li key={key} className={classes.item}>
          <FileTypeIcon name={file.name} type={file.type} />
          <div className={classes.itemText}>
            <Text size="sm" truncate="end" title={file.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {detail ? `${detail} · ` : ''}
              {formatBytes(file.size)}
            </Text>
          </div>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('kit.file.remove', { name: file.name })} disabled={disabled} onClick={() => onRemove(key)}>
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </li>
      ))}
    </ul>
  );
}

/** A key for a chosen file: the same file chosen twice gets the same key. */
export const chosenFileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;
