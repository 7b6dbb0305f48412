/*
 * Calls to SMS and WhatsApp providers: a 5xx, a 429 or a network failure is tried again, after
 * the provider's Retry-After when it gives one, else after a doubling delay; a 4xx other than 429
 * is the request's fault and is not. What is still failing after the last try is reported as
 * retryable, so the attempt waits for the next drain instead of being lost.
 */

export interface RetryOptions {
  /** Tries in all (the first included). */
  attempts: number;
  baseDelayMs: number;
  /** Longest wait between tries, Retry-After included. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 250, maxDelayMs: 10_000 };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in ms (null when absent or unreadable). */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const passing = (status: number) => status === 429 || status >= 500;

/** The provider's reply once it answers 2xx; ProviderError otherwise. */
export async function requestWithRetry(fetchImpl: FetchLike, url: string, init: RequestInit, options: RetryOptions = DEFAULT_RETRY): Promise<Response> {
  let last: ProviderError = new ProviderError('not tried', true, null);
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    let wait = options.baseDelayMs * 2 ** (attempt - 1);
    try {
      const response = await fetchImpl(url, init);
      if (response.ok) return response;
      const body = await response.text().catch(() => '');
      last = new ProviderError(`HTTP ${response.status}: ${body.slice(0, 300)}`, passing(response.status), response.status);
      if (!last.retryable) throw last;
      wait = retryAfterMs(response.headers.get('retry-after')) ?? wait;
    } catch (error) {
      if (error instanceof ProviderError) {
        if (!error.retryable) throw error;
        last = error;
      } else {
        last = new ProviderError(`Provider unreachable: ${(error as Error).message}`, true, null);
      }
    }
    if (attempt < options.attempts) await sleep(Math.min(wait, options.maxDelayMs));
  }
  throw last;
}
