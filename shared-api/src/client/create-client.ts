import type { KyInstance, Options as KyOptions } from 'ky';
import { FrappeError, decodeFrappeError, networkError, timeoutError } from '../errors';
import { listSearchParams, methodPath, resourcePath, toSearchParams } from './query';
import type {
  CallOptions,
  CallParams,
  FrappeClient,
  FrappeClientOptions,
  FrappeDoc,
  ListParams,
  Paged,
  RequestOptions,
  UploadOptions,
} from './types';
import { appMethodPath } from '../methods/prefix';
import { parseBody } from './parse-body';
import { xhrUpload } from './upload';

export const CSRF_HEADER = 'X-Frappe-CSRF-Token';
const DEFAULT_TIMEOUT_MS = 30_000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface SendOptions extends RequestOptions {
  query?: URLSearchParams;
  json?: unknown;
}

let kyModule: Promise<typeof import('ky')> | undefined;

/**
 * ky is loaded on the first request, not when shared-api is imported: ky needs `TextEncoder`,
 * `Request` and `Response` as soon as it loads, and importing the session store or the schemas
 * (in a jsdom test, on the server) must not depend on those.
 */
function loadKy(): Promise<typeof import('ky')> {
  kyModule ??= import('ky').catch((error: unknown) => {
    kyModule = undefined;
    throw error;
  });
  return kyModule;
}

function errorName(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
}

function envelope(body: unknown, key: 'data' | 'message', status: number): unknown {
  if (typeof body === 'object' && body !== null && key in body) return (body as Record<string, unknown>)[key];
  throw new FrappeError({
    status,
    excType: 'InvalidResponse',
    message: 'The server’s answer could not be read.',
    body,
  });
}

/**
 * A typed client for the Frappe REST API (resources, methods, counts, uploads). Every failure is thrown as a
 * FrappeError; aborted requests rethrow the AbortError untouched so query libraries can ignore them.
 */
export function createFrappeClient(options: FrappeClientOptions = {}): FrappeClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const { getCsrfToken, onUnauthorized } = options;

  const kyOptions: KyOptions = {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // Retries belong to the caller (the query cache), not to every layer.
    retry: 0,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return;
          const token = getCsrfToken?.();
          if (token) request.headers.set(CSRF_HEADER, token);
        },
      ],
    },
  };
  if (options.fetch) kyOptions.fetch = options.fetch;
  let http: KyInstance | undefined;

  const url = (path: string, query?: URLSearchParams) => {
    const search = query?.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ''}`;
  };

  async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, opts: SendOptions = {}) {
    let response: Response;
    let text: string;
    try {
      http ??= (await loadKy()).default.create(kyOptions);
      response = await http(url(path, opts.query), {
        method,
        json: opts.json,
        signal: opts.signal,
        ...(opts.timeout === undefined ? {} : { timeout: opts.timeout }),
      });
      text = await response.text();
    } catch (error) {
      if (errorName(error) === 'AbortError') throw error;
      if (errorName(error) === 'TimeoutError') throw timeoutError(error);
      throw networkError(error);
    }
    const body = parseBody(text);
    if (!response.ok) {
      const error = decodeFrappeError(response.status, body);
      if (response.status === 401) onUnauthorized?.(error);
      throw error;
    }
    return { status: response.status, body };
  }

  async function callMethod(path: string, params: CallParams | undefined, callOptions: CallOptions = {}): Promise<unknown> {
    const { httpMethod = 'POST', ...request } = callOptions;
    const { body } =
      httpMethod === 'GET'
        ? await send('GET', methodPath(path), { ...request, query: toSearchParams(params) })
        : await send('POST', methodPath(path), { ...request, json: params ?? {} });
    // A method that returns nothing answers `{}`.
    return typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  }

  const client: FrappeClient = {
    baseUrl,

    async getList<T>(doctype: string, params?: ListParams, request?: RequestOptions) {
      const { status, body } = await send('GET', resourcePath(doctype), { ...request, query: listSearchParams(params) });
      const data = envelope(body, 'data', status);
      return (Array.isArray(data) ? data : []) as T[];
    },

    async getDoc<T = FrappeDoc>(doctype: string, name: string, request?: RequestOptions) {
      const { status, body } = await send('GET', resourcePath(doctype, name), request);
      return envelope(body, 'data', status) as T;
    },

    async createDoc<T = FrappeDoc>(doctype: string, doc: object, request?: RequestOptions) {
      const { status, body } = await send('POST', resourcePath(doctype), { ...request, json: doc });
      return envelope(body, 'data', status) as T;
    },

    async updateDoc<T = FrappeDoc>(doctype: string, name: string, patch: object, request?: RequestOptions) {
      const { status, body } = await send('PUT', resourcePath(doctype, name), { ...request, json: patch });
      return envelope(body, 'data', status) as T;
    },

    async deleteDoc(doctype: string, name: string, request?: RequestOptions) {
      await send('DELETE', resourcePath(doctype, name), request);
    },

    call(name, ...[params, callOptions]) {
      return callMethod(appMethodPath(name), params, callOptions) as never;
    },

    callPath(path, ...[params, callOptions]) {
      return callMethod(path, params, callOptions) as never;
    },

    async getCount(doctype, filters, countOptions = {}) {
      const message = await client.callPath(
        'frappe.client.get_count',
        // `or_filters` is understood by our server; a stock Frappe site ignores it.
        { doctype, filters, or_filters: countOptions.orFilters },
        { httpMethod: 'GET', signal: countOptions.signal, timeout: countOptions.timeout },
      );
      const count = Number(message);
      return Number.isFinite(count) ? count : 0;
    },

    async getPage<T>(
      doctype: string,
      params: Omit<ListParams, 'limitStart' | 'limitPageLength'>,
      page: number,
      pageSize: number,
      request?: RequestOptions,
    ): Promise<Paged<T>> {
      const size = Math.max(1, Math.floor(pageSize));
      const current = Math.max(1, Math.floor(page));
      const [rows, total] = await Promise.all([
        client.getList<T>(doctype, { ...params, limitStart: (current - 1) * size, limitPageLength: size }, request),
        client.getCount(doctype, params.filters, { ...request, orFilters: params.orFilters }),
      ]);
      return { rows, total };
    },

    upload(file: File | Blob, uploadOptions: UploadOptions = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = getCsrfToken?.();
      if (token) headers[CSRF_HEADER] = token;
      const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
      return xhrUpload({
        url: url('/api/method/upload_file'),
        file,
        options: uploadOptions,
        headers,
        XMLHttpRequest: Xhr,
        onUnauthorized,
      });
    },
  };
  return client;
}
