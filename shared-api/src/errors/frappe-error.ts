export interface FrappeErrorInit {
  status: number;
  excType: string;
  messages?: string[];
  /** The best human text; defaults to the messages joined, then to a text for the status. */
  message?: string;
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed call to the Frappe API (or a call that never reached it: `status` 0).
 * `message` is always text a person can read; `messages` are the server's own messages.
 */
export class FrappeError extends Error {
  readonly status: number;
  readonly excType: string;
  readonly messages: string[];
  readonly body?: unknown;

  constructor(init: FrappeErrorInit) {
    const messages = init.messages ?? [];
    super(init.message ?? (messages.length > 0 ? messages.join('\n') : fallbackMessageFor(init.status)), {
      cause: init.cause,
    });
    this.name = 'FrappeError';
    this.status = init.status;
    this.excType = init.excType;
    this.messages = messages;
    this.body = init.body;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error: check your connection and try again';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';
/** A save refused because someone saved the same record after this form opened it (TimestampMismatchError). */
export const STALE_SAVE_MESSAGE =
  'Someone else saved this record after you opened it, so your change was not saved. Reload to see the latest version, then make your change again.';

/** What to tell a person when the server gave no readable message. */
export function fallbackMessageFor(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status === 401) return 'Your session has ended. Please log in again.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 404) return 'The record was not found.';
  if (status === 409) return 'This record already exists.';
  if (status === 413) return 'The file is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status === 502 || status === 503 || status === 504) {
    return 'The server is unavailable right now. Please try again shortly.';
  }
  if (status >= 500) return 'Something went wrong on the server. Please try again.';
  return 'The request could not be completed.';
}

export function isFrappeError(error: unknown): error is FrappeError {
  if (error instanceof FrappeError) return true;
  // Another copy of this module (e.g. a remote that did not share shared-api) makes instanceof fail.
  return (
    error instanceof Error &&
    error.name === 'FrappeError' &&
    typeof (error as Partial<FrappeError>).status === 'number' &&
    typeof (error as Partial<FrappeError>).excType === 'string'
  );
}

const DEFAULT_FALLBACK = 'Something went wrong. Please try again.';

/**
 * The best text to show a person for any thrown value. Errors that did not come from the API
 * (programming errors, aborted requests) show the fallback rather than an internal message.
 */
export function errorMessage(error: unknown, fallback: string = DEFAULT_FALLBACK): string {
  if (isFrappeError(error)) return error.message.trim() || fallback;
  if (typeof error === 'string' && error.trim()) return error.trim();
  return fallback;
}
