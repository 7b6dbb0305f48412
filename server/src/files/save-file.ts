import { createHash } from 'node:crypto';
import type { RequestContext } from '../core/context';
import { randomName } from '../core/doctype/naming';
import type { Doc } from '../core/doctype/types';
import { insertDoc } from '../core/documents';
import { FileSizeError, ValidationError } from '../core/errors';
import { detectFileType } from './magic';

export interface SaveFileInput {
  content: Buffer;
  /** The name the user gave the file: shown and offered on download, never used for storage. */
  fileName: string;
  isPrivate: boolean;
  attachedToDoctype?: string;
  attachedToName?: string;
  attachedToField?: string;
  folder?: string;
  /** The size cap (default: the general upload cap). */
  maxBytes?: number;
}

const ALLOWED = 'PDF, PNG, JPEG, GIF, WebP, DOCX, XLSX, CSV, TXT';

/** A display name without folders or control characters, at most 140 characters. */
export function cleanFileName(raw: string, extension: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned) return `file.${extension}`;
  return cleaned.length <= 140 ? cleaned : cleaned.slice(cleaned.length - 140);
}

/** Checks size and type, stores the content under a random key and records a File document. */
export async function saveFile(ctx: RequestContext, input: SaveFileInput): Promise<Doc> {
  const { storage, config } = ctx.services;
  if (input.content.length === 0) throw new ValidationError('The file is empty');
  const maxBytes = input.maxBytes ?? config.maxUploadBytes;
  if (input.content.length > maxBytes) throw fileTooLarge(maxBytes);
  const type = detectFileType(input.content, input.fileName);
  if (!type) throw new ValidationError(`File type not allowed: ${cleanFileName(input.fileName, 'bin')}. Allowed: ${ALLOWED}`);
  const key = `${randomName(24)}.${type.extension}`;
  await storage.put(key, input.content);
  try {
    return await insertDoc(
      ctx,
      'File',
      {
        file_name: cleanFileName(input.fileName, type.extension),
        file_url: `${input.isPrivate ? '/private/files' : '/files'}/${key}`,
        is_private: input.isPrivate ? 1 : 0,
        file_size: input.content.length,
        file_type: type.extension.toUpperCase(),
        attached_to_doctype: input.attachedToDoctype || null,
        attached_to_name: input.attachedToName || null,
        attached_to_field: input.attachedToField || null,
        folder: input.folder || 'Home',
        content_hash: createHash('sha256').update(input.content).digest('hex'),
      },
      { ignorePermissions: true },
    );
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

export function fileTooLarge(maxBytes: number): FileSizeError {
  return new FileSizeError(`File size exceeded the maximum allowed size of ${Math.round(maxBytes / 1024 / 1024)} MB`);
}

/** The storage key of a file URL (its last path segment). */
export function storageKey(fileUrl: string): string {
  return fileUrl.split('/').pop() ?? '';
}
