export interface DetectedType {
  extension: string;
  mime: string;
}

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The file's real type from its first bytes, limited to the allow-list; null when not allowed.
 * The client's file name only decides between formats that share a container (zip, plain text).
 */
export function detectFileType(content: Buffer, fileName: string): DetectedType | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(content, ascii('%PDF-'))) return { extension: 'pdf', mime: 'application/pdf' };
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', mime: 'image/png' };
  if (startsWith(content, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mime: 'image/jpeg' };
  if (startsWith(content, ascii('GIF87a')) || startsWith(content, ascii('GIF89a'))) return { extension: 'gif', mime: 'image/gif' };
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return { extension: 'webp', mime: 'image/webp' };
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04])) return officeType(content, extension);
  // Legacy Word / Excel (OLE compound file): lenders' statements still come as .xls.
  if (startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && (extension === 'doc' || extension === 'xls')) {
    return { extension, mime: mimeFor(extension) };
  }
  if (['csv', 'txt'].includes(extension) && isPlainText(content)) {
    return extension === 'csv' ? { extension: 'csv', mime: 'text/csv' } : { extension: 'txt', mime: 'text/plain' };
  }
  return null;
}

/** A docx/xlsx/pptx/odt/ods is a zip whose entry names (stored as plain text) include the main part. */
function officeType(content: Buffer, extension: string): DetectedType | null {
  if (extension === 'docx' && content.includes('word/document.xml')) {
    return { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  if (extension === 'xlsx' && content.includes('xl/workbook.xml')) {
    return { extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  }
  if (extension === 'pptx' && content.includes('ppt/presentation.xml')) return { extension, mime: mimeFor(extension) };
  // OpenDocument: the first entry is an uncompressed "mimetype" file naming the format.
  for (const [odf, mime] of [['odt', 'application/vnd.oasis.opendocument.text'], ['ods', 'application/vnd.oasis.opendocument.spreadsheet']]) {
    if (extension === odf && content.subarray(30, 120).includes(`mimetype${mime}`)) return { extension, mime };
  }
  return null;
}

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export function mimeFor(extension: string): string {
  return MIME_BY_EXTENSION[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** Types a browser may show in a tab; everything else (and any .html/.svg/.xml) downloads. */
export function isInlineSafe(extension: string): boolean {
  return ['pdf', 'png', 'jpg', 'gif', 'webp'].includes(extension.toLowerCase());
}
