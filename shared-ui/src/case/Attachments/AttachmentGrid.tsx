/// <reference path="../../css-modules.d.ts" />
import { ActionIcon, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { fileDownloadUrl } from 'shared-api';
import { fileKind } from '../../FilePicker/file-kind';
import { FileTypeIcon } from '../../FilePicker/FileTypeIcon';
import * as classes from './Attachments.module.css';
import { useTranslation } from '../../i18n/kit';

export interface AttachmentItem {
  key: string;
  /** What the person reads: the file name or the attachment type. */
  label: string;
  /** The stored file URL (`/files/…` or `/private/files/…`). */
  fileUrl: string | null | undefined;
  /** Used for the icon when the URL has no extension. */
  fileName?: string;
}

export interface AttachmentGridProps {
  items: readonly AttachmentItem[];
  /** Default 'No Data Found' (SPEC §2), in the reader's language. */
  emptyText?: string;
  'aria-label'?: string;
  /** Shows a delete button on each item (e.g. the arbitrator's delete of a reply's file, SPEC §6). */
  onDelete?: (item: AttachmentItem) => void;
  /** The key of the item being deleted: its button shows progress. */
  deletingKey?: string | null;
}

/**
 * Attachments as clickable thumbnails that download the file from the server (SPEC §2 "Add/View
 * Document dialog"): an image shows itself, other files their type icon. A file whose URL is not
 * the server's file store is listed but not linked.
 */
export function AttachmentGrid({
  items,
  emptyText,
  'aria-label': ariaLabel,
  onDelete,
  deletingKey = null,
}: AttachmentGridProps) {
  const { t } = useTranslation();
  if (items.length === 0) return <Text c="dimmed">{emptyText ?? t('kit.noData')}</Text>;
  return (
    <ul className={classes.grid} aria-label={ariaLabel ?? t('kit.attachments')}>
      {items.map((item) => {
        const href = fileDownloadUrl(item.fileUrl);
        const name = item.fileName || item.fileUrl || item.label;
        const isImage = fileKind(name) === 'image';
        const preview =
          isImage && href ? (
            <img src={href} alt="" className={classes.thumbnail} loading="lazy" />
          ) : (
            <span className={classes.icon}>
              <FileTypeIcon name={name} size={40} />
            </span>
          );
        return (
          <li key={item.key} className={classes.item}>
            {href ? (
              <a href={href} download={item.fileName || true} className={classes.link} aria-label={t('kit.file.download', { name: item.label })}>
                {preview}
                <span className={classes.label}>{item.label}</span>
              </a>
            ) : (
              <span className={classes.link} data-unavailable>
                {preview}
                <span className={classes.label}>{item.label}</span>
                <Text span size="sm" c="dimmed">
                  {t('kit.file.unavailable')}
                </Text>
              </span>
            )}
            {onDelete && (
              <ActionIcon
                className={classes.delete}
                variant="filled"
                color="red"
                size="md"
                aria-label={t('kit.file.delete', { name: item.label })}
                loading={deletingKey === item.key}
                onClick={() => onDelete(item)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            )}
          </li>
        );
      })}
    </ul>
  );
}
