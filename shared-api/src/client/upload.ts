import { FrappeError, decodeFrappeError, networkError, timeoutError } from '../errors';
import { parseBody } from './parse-body';
import type { FrappeFile, UploadOptions } from './types';

export interface XhrUploadRequest {
  url: string;
  file: File | Blob;
  options: UploadOptions;
  headers: Record<string, string>;
  XMLHttpRequest: typeof XMLHttpRequest;
  onUnauthorized?: (error: FrappeError) => void;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

function invalidReply(status: number, body: unknown): FrappeError {
  return new FrappeError({
    status,
    excType: 'InvalidResponse',
    message: 'The server’s answer to the upload could not be read.',
    body,
  });
}

export function uploadFormData(file: File | Blob, options: UploadOptions): FormData {
  const fileName = options.fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'file');
  const form = new FormData();
  form.append('file_name', fileName);
  form.append('is_private', options.isPrivate === false ? '0' : '1');
  if (options.doctype) form.append('doctype', options.doctype);
  if (options.docname) form.append('docname', options.docname);
  if (options.fieldname) form.append('fieldname', options.fieldname);
  if (options.folder) form.append('folder', options.folder);
  for (const [name, value] of Object.entries(options.extraFields ?? {})) form.append(name, value);
  // The file last: the server reads the fields first, and a bulk spreadsheet (doctype Lot) is
  // allowed a larger size than other files.
  form.append('file', file, fileName);
  return form;
}

/**
 * POST a file to `upload_file` with XMLHttpRequest: fetch cannot report upload progress, and
 * the filing screens show a progress bar for large scans.
 */
export function xhrUpload({ url, file, options, headers, XMLHttpRequest: Xhr, onUnauthorized }: XhrUploadRequest) {
  const { onProgress, signal } = options;
  return new Promise<FrappeFile>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const xhr = new Xhr();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () => {
      settle();
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
        if (typeof message === 'object' && message !== null) resolve(message as FrappeFile);
        else reject(invalidReply(xhr.status, body));
        return;
      }
      const error = decodeFrappeError(xhr.status, body);
      if (xhr.status === 401) onUnauthorized?.(error);
      reject(error);
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.ontimeout = () => {
      settle();
      reject(timeoutError());
    };
    xhr.onabort = () => {
      settle();
      reject(signal ? abortError(signal) : new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    onProgress?.(0);
    xhr.send(uploadFormData(file, options));
  });
}
