import type { RequestContext } from './context';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type MethodArgs = Record<string, unknown>;

export interface MethodDefinition {
  /** Callable without logging in (Frappe's allow_guest). */
  allowGuest?: boolean;
  /** HTTP methods accepted; GET and POST by default. */
  httpMethods?: readonly HttpMethod[];
  /** Skip the CSRF check (only login, which is how a page gets its token). */
  csrfExempt?: boolean;
  /** Returns the `message` of the reply; undefined gives `{}`. Return `rawReply(body)` to send a whole body. */
  handler(ctx: RequestContext, args: MethodArgs): unknown;
}

/** A reply body sent as-is instead of wrapped in `{message}` (login adds `home_page`, `full_name`). */
export class RawReply {
  constructor(readonly body: Record<string, unknown>) {}
}

export function rawReply(body: Record<string, unknown>): RawReply {
  return new RawReply(body);
}

const methods = new Map<string, MethodDefinition>();

/** Makes `/api/method/{path}` available. Registering the same path twice is a programming error. */
export function registerMethod(path: string, definition: MethodDefinition): void {
  if (methods.has(path)) throw new Error(`Method ${path} is already registered`);
  methods.set(path, definition);
}

export function getMethod(path: string): MethodDefinition | undefined {
  return methods.get(path);
}

export function registeredMethods(): string[] {
  return [...methods.keys()].sort();
}
