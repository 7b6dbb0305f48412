export type FileKind = 'pdf' | 'image' | 'spreadsheet' | 'document' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'heic', 'heif', 'tif', 'tiff', 'avif']);
const SPREADSHEET_EXTENSIONS = new Set(['xls', 'xlsx', 'xlsm', 'csv', 'ods']);
const DOCUMENT_EXTENSIONS = new Set(['doc', 'docx', 'odt', 'rtf', 'txt']);

function extensionOf(name: string): string {
  const path = name.split(/[?#]/, 1)[0];
  const dot = path.lastIndexOf('.');
  return dot === -1 ? '' : path.slice(dot + 1).toLowerCase();
}

/**
 * What kind of file this is, from its MIME type or else its extension — a stored attachment
 * often has only a URL (`/files/soc.pdf`).
 */
export function fileKind(name: string, type = ''): FileKind {
  const mime = type.toLowerCase();
  const extension = extensionOf(name);
  if (mime === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (mime.startsWith('image/') || IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (/spreadsheet|excel|csv/.test(mime) || SPREADSHEET_EXTENSIONS.has(extension)) return 'spreadsheet';
  if (/word|opendocument\.text|rtf|^text\/plain/.test(mime) || DOCUMENT_EXTENSIONS.has(extension)) return 'document';
  return 'other';
}
