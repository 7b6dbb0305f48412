import { IconFile, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { fileKind } from './file-kind';
import type { FileKind } from './file-kind';

export interface FileTypeIconProps {
  /** File name or URL. */
  name: string;
  /** MIME type, when known. */
  type?: string;
  size?: number;
}

const ICONS: Record<FileKind, typeof IconFile> = {
  pdf: IconFileTypePdf,
  image: IconPhoto,
  spreadsheet: IconFileSpreadsheet,
  document: IconFileText,
  other: IconFile,
};

const COLORS: Record<FileKind, string> = {
  pdf: 'var(--mantine-color-red-7)',
  image: 'var(--mantine-color-teal-7)',
  spreadsheet: 'var(--mantine-color-green-8)',
  document: 'var(--mantine-color-blue-7)',
  other: 'var(--mantine-color-gray-7)',
};

/** An icon for a file's kind: pdf, image, spreadsheet, document, or a plain file. */
export function FileTypeIcon({ name, type, size = 24 }: FileTypeIconProps) {
  const kind = fileKind(name, type);
  const Icon = ICONS[kind];
  return <Icon size={size} stroke={1.5} color={COLORS[kind]} aria-hidden="true" data-file-kind={kind} />;
}
