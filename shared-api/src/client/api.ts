import type { FrappeError } from '../errors';
import { useSessionStore } from '../session/store';
import { createFrappeClient } from './create-client';

type UnauthorizedHandler = (error: FrappeError) => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Who reacts when the server says the session is gone (401) — the shell registers one that clears
 * the session and returns to the login page. Returns a function that unregisters it.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The CSRF token of the session, or the one a Frappe page puts on `window` at boot. */
export function currentCsrfToken(): string | undefined {
  const fromStore = useSessionStore.getState().csrfToken;
  if (fromStore) return fromStore;
  const fromPage = (globalThis as { csrf_token?: unknown }).csrf_token;
  return typeof fromPage === 'string' && fromPage && fromPage !== 'None' ? fromPage : undefined;
}

/** The portal's shared client: same origin, CSRF token from the session store. */
export const api = createFrappeClient({
  getCsrfToken: currentCsrfToken,
  onUnauthorized: (error) => unauthorizedHandler?.(error),
});
