import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { RequestContext } from '../core/context';
import { randomName } from '../core/doctype/naming';
import type { Doc } from '../core/doctype/types';
import { insertDoc } from '../core/documents';
import { FileSizeError, ValidationError } from '../core/errors';
import { FileTypeSniffer, type DetectedType } from './magic';
import { asStream, type FileStorage } from './storage';

/** What a File document says about its content. */
export interface FileDetails {
  /** The name the user gave the file: shown and offered on download, never used for storage. */
  fileName: string;
  isPrivate: boolean;
  attachedToDoctype?: string;
  attachedToName?: string;
  attachedToField?: string;
  folder?: string;
}

export interface SaveFileInput extends FileDetails {
  /** The content: whole, or a stream stored as it is read (an upload as it arrives). */
  content: Buffer | Readable;
  /** The size cap (default: the general upload cap). */
  maxBytes?: number;
}

/** Content in the store, not yet recorded as a File, with what was learnt while it streamed in. */
export interface StoredContent {
  key: string;
  size: number;
  type: DetectedType;
  /** SHA-256, hex. */
  contentHash: string;
}

export interface StoreOptions {
  /** The name that decides between types sharing a container (see magic.ts). */
  fileName: string;
  maxBytes: number;
  /**
   * Called once the first bytes have told the type (null: not allowed), before anything is
   * stored; throwing refuses the file. It may return how to undo its work (a guest's sign-up
   * counts the file here), called if the content is then not stored.
   */
  beforeStore?: (type: DetectedType | null) => Promise<(() => Promise<void>) | void>;
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

const typeNotAllowed = (fileName: string) => new ValidationError(`File type not allowed: ${cleanFileName(fileName, 'bin')}. Allowed: ${ALLOWED}`);

/**
 * Streams the content into the store under a random key, checking it on the way: the size cap as
 * the bytes arrive, the type from the first bytes (a refused type stores nothing) and over the rest,
 * the hash. Refused or failed, it leaves nothing in the store, and a stream is destroyed rather
 * than read on. Refusals come in the order they always had: too large, the caller's (beforeStore),
 * empty, the type.
 */
export async function storeContent(storage: FileStorage, content: Buffer | Readable, options: StoreOptions): Promise<StoredContent> {
  const { maxBytes } = options;
  const source = asStream(content);
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const sniffer = new FileTypeSniffer(options.fileName);
  const hash = createHash('sha256');
  let size = 0;
  let ended = false;
  /** The next chunk, counted, hashed and sniffed; undefined at the end. */
  const next = async (): Promise<Buffer | undefined> => {
    const { done, value } = await chunks.next();
    ended = Boolean(done);
    // The multipart parser cuts a file at its own limit (the bulk cap) and only flags it.
    if ((source as { truncated?: boolean }).truncated) throw fileTooLarge(maxBytes);
    if (done) return undefined;
    size += value.length;
    if (size > maxBytes) throw fileTooLarge(maxBytes);
    hash.update(value);
    sniffer.update(value);
    return value;
  };
  let undo: (() => Promise<void>) | void = undefined;
  try {
    const head: Buffer[] = [];
    while (!sniffer.decided && !ended) {
      const chunk = await next();
      if (chunk) head.push(chunk);
    }
    const candidate = sniffer.candidate();
    let refusal: unknown;
    try {
      undo = await options.beforeStore?.(candidate);
    } catch (error) {
      refusal = error;
    }
    if (!refusal && size === 0) refusal = new ValidationError('The file is empty');
    if (!refusal && !candidate) refusal = typeNotAllowed(options.fileName);
    if (refusal || !candidate) {
      // Read on without storing: a file that is also too large is refused for its size.
      while (!ended) await next();
      throw refusal;
    }

    const key = `${randomName(24)}.${candidate.extension}`;
    let failure: unknown;
    async function* body() {
      try {
        yield* head.splice(0);
        for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
      } catch (error) {
        failure = error;
        throw error;
      }
    }
    try {
      await storage.put(key, Readable.from(body()));
    } catch (error) {
      // The store may wrap the stream's error; the refusal (size cap, client gone) is what to tell.
      throw failure ?? error;
    }
    const type = sniffer.result();
    if (!type) {
      await storage.delete(key);
      throw typeNotAllowed(options.fileName);
    }
    return { key, size, type, contentHash: hash.digest('hex') };
  } catch (error) {
    if (!ended) source.destroy();
    await undo?.();
    throw error;
  }
}

/** Records stored content as a File document (the caller removes the content if this fails). */
export async function recordFile(ctx: RequestContext, stored: StoredContent, details: FileDetails): Promise<Doc> {
  return insertDoc(
    ctx,
    'File',
    {
      file_name: cleanFileName(details.fileName, stored.type.extension),
      file_url: `${details.isPrivate ? '/private/files' : '/files'}/${stored.key}`,
      is_private: details.isPrivate ? 1 : 0,
      file_size: stored.size,
      file_type: stored.type.extension.toUpperCase(),
      attached_to_doctype: details.attachedToDoctype || null,
      attached_to_name: details.attachedToName || null,
      attached_to_field: details.attachedToField || null,
      folder: details.folder || 'Home',
      content_hash: stored.contentHash,
    },
    { ignorePermissions: true },
  );
}

/** Checks size and type, stores the content under a random key and records a File document. */
export async function saveFile(ctx: RequestContext, input: SaveFileInput): Promise<Doc> {
  const { storage, config } = ctx.services;
  const stored = await storeContent(storage, input.content, { fileName: input.fileName, maxBytes: input.maxBytes ?? config.maxUploadBytes });
  try {
    return await recordFile(ctx, stored, input);
  } catch (error) {
    await storage.delete(stored.key);
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
