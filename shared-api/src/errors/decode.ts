import { FrappeError, NETWORK_ERROR_MESSAGE, STALE_SAVE_MESSAGE, TIMEOUT_ERROR_MESSAGE, fallbackMessageFor } from './frappe-error';

type JsonObject = Record<string, unknown>;

const EXC_TYPE_BY_STATUS: Record<number, string> = {
  0: 'NetworkError',
  400: 'CSRFTokenError',
  401: 'AuthenticationError',
  403: 'PermissionError',
  404: 'DoesNotExistError',
  409: 'DuplicateEntryError',
  417: 'ValidationError',
  429: 'TooManyRequestsError',
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Frappe messages often carry markup (`<b>Claim</b> ARB-00001 not found`); toasts want plain text. */
export function toPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/**
 * `_server_messages` is a JSON string holding a list of JSON strings, each an object with
 * `message`, `title`, `indicator`… Decode every layer, tolerating any of them already decoded.
 */
export function decodeServerMessages(raw: unknown): string[] {
  const list = typeof raw === 'string' ? tryParseJson(raw) : raw;
  if (!Array.isArray(list)) return [];
  const messages: string[] = [];
  for (const item of list) {
    const entry = typeof item === 'string' ? (tryParseJson(item) ?? item) : item;
    let text: string | undefined;
    if (typeof entry === 'string') text = entry;
    else if (isObject(entry) && typeof entry.message === 'string') text = entry.message;
    const plain = text === undefined ? '' : toPlainText(text);
    if (plain) messages.push(plain);
  }
  return messages;
}

/** "frappe.exceptions.ValidationError: Invalid email" → { type: "ValidationError", text: "Invalid email" } */
export function parseException(exception: string): { type?: string; text?: string } {
  const firstLine = exception.split('\n', 1)[0].trim();
  const match = /^((?:[A-Za-z_][\w]*\.)*([A-Za-z_]\w*))(?::\s*([\s\S]*))?$/.exec(firstLine);
  if (!match) return { text: toPlainText(firstLine) || undefined };
  const type = match[2];
  const text = match[3] === undefined ? undefined : toPlainText(match[3]) || undefined;
  return { type, text };
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? toPlainText(value) || undefined : undefined;
}

/**
 * Turn an HTTP error response into a FrappeError. `body` is the parsed JSON, or the raw text when
 * the server did not answer with JSON (a proxy's HTML error page, an empty body).
 */
export function decodeFrappeError(status: number, body: unknown): FrappeError {
  const parsed = typeof body === 'string' ? (tryParseJson(body) ?? body) : body;
  const obj = isObject(parsed) ? parsed : undefined;

  const messages = obj ? decodeServerMessages(obj._server_messages) : [];
  const exception = obj && typeof obj.exception === 'string' ? parseException(obj.exception) : {};
  const excType =
    (obj && typeof obj.exc_type === 'string' && obj.exc_type) ||
    exception.type ||
    EXC_TYPE_BY_STATUS[status] ||
    (status >= 500 ? 'ServerError' : 'HTTPError');

  let message: string | undefined;
  if (messages.length > 0) {
    message = messages.join('\n');
  } else if (obj) {
    const nested = isObject(obj.message) ? obj.message.message : undefined;
    message =
      nonEmptyString(obj._error_message) ??
      nonEmptyString(obj.message) ??
      nonEmptyString(nested) ??
      // A traceback line from a crash (SQL, Python) is not for people; a 4xx exception text is.
      (status < 500 ? exception.text : undefined);
  }

  // Frappe's text carries two raw timestamps; a person needs to know what happened and what to do.
  if (excType === 'TimestampMismatchError') message = STALE_SAVE_MESSAGE;

  return new FrappeError({
    status,
    excType,
    messages,
    message: message ?? fallbackMessageFor(status),
    body: parsed,
  });
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export function networkError(cause?: unknown): FrappeError {
  return new FrappeError({ status: 0, excType: 'NetworkError', message: NETWORK_ERROR_MESSAGE, cause });
}

export function timeoutError(cause?: unknown): FrappeError {
  return new FrappeError({ status: 0, excType: 'TimeoutError', message: TIMEOUT_ERROR_MESSAGE, cause });
}
