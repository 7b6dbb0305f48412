import {
  APP_METHODS,
  PATH_METHODS,
  appMethodPath,
  type AppMethodName,
  type HttpMethod,
  type MethodAccess,
  type MethodSpec,
  type PathMethodName,
} from 'shared-api/methods';
import type { RequestContext } from './context';

export type { HttpMethod, MethodAccess };

export type MethodArgs = Record<string, unknown>;

/** Returns the `message` of the reply; undefined gives `{}`. Return `rawReply(body)` to send a whole body. */
export type MethodHandler = (ctx: RequestContext, args: MethodArgs) => unknown;

/** A method as served: who may call it and how (from its catalogue entry), and its handler. */
export interface MethodDefinition {
  access: MethodAccess;
  httpMethods: readonly HttpMethod[];
  /** Skip the CSRF check (only logins and respondent code requests, which is how a page gets its token). */
  csrfExempt: boolean;
  handler: MethodHandler;
}

/** A reply body sent as-is instead of wrapped in `{message}` (login adds `home_page`, `full_name`). */
export class RawReply {
  constructor(readonly body: Record<string, unknown>) {}
}

export function rawReply(body: Record<string, unknown>): RawReply {
  return new RawReply(body);
}

/** Handlers of a module, each under the wire path of its catalogue entry. */
export type MethodHandlers = readonly (readonly [path: string, handler: MethodHandler])[];

const DEFAULT_HTTP: readonly HttpMethod[] = ['GET', 'POST'];

/** Every method the catalogue declares, by wire path. */
export const CATALOGUE: ReadonlyMap<string, MethodSpec> = new Map<string, MethodSpec>([
  ...Object.entries(APP_METHODS).map(([name, spec]): [string, MethodSpec] => [appMethodPath(name), spec]),
  ...Object.entries(PATH_METHODS),
]);

/** Handlers of the portal's own methods (`arbitroute.api.react_api.<name>`), by short name. */
export function appMethods(handlers: { readonly [N in AppMethodName]?: MethodHandler }): MethodHandlers {
  return Object.entries(handlers).map(([name, handler]) => [appMethodPath(name), handler!] as const);
}

/** Handlers of methods named by their whole path (Frappe's own). */
export function pathMethods(handlers: { readonly [P in PathMethodName]?: MethodHandler }): MethodHandlers {
  return Object.entries(handlers).map(([path, handler]) => [path, handler!] as const);
}

/** A method outside the catalogue: only tests declare these (AppOptions.extraMethods). */
export interface ExtraMethod {
  path: string;
  allowGuest?: boolean;
  httpMethods?: readonly HttpMethod[];
  handler: MethodHandler;
}

/** The methods one app serves: its modules' handlers against the catalogue. */
export class MethodRegistry {
  private readonly methods = new Map<string, MethodDefinition>();

  constructor(sets: readonly MethodHandlers[], extra: readonly (ExtraMethod & { csrfExempt?: boolean })[] = []) {
    for (const set of sets) {
      for (const [path, handler] of set) this.addCatalogued(path, handler);
    }
    for (const method of extra) {
      if (CATALOGUE.has(method.path)) throw new Error(`Method ${method.path} is in the catalogue: register its handler instead`);
      this.add(method.path, {
        access: method.allowGuest ? 'guest' : 'signed-in',
        httpMethods: method.httpMethods ?? DEFAULT_HTTP,
        csrfExempt: method.csrfExempt === true,
        handler: method.handler,
      });
    }
  }

  private addCatalogued(path: string, handler: MethodHandler): void {
    const spec = CATALOGUE.get(path);
    if (!spec) throw new Error(`Method ${path} has no entry in the catalogue (shared-api/src/methods)`);
    this.add(path, { access: spec.access, httpMethods: spec.http ?? DEFAULT_HTTP, csrfExempt: spec.csrfExempt === true, handler });
  }

  private add(path: string, definition: MethodDefinition): void {
    if (this.methods.has(path)) throw new Error(`Method ${path} is already registered`);
    this.methods.set(path, definition);
  }

  get(path: string): MethodDefinition | undefined {
    return this.methods.get(path);
  }

  paths(): string[] {
    return [...this.methods.keys()].sort();
  }

  /** Catalogue entries nobody serves. */
  unserved(): string[] {
    return [...CATALOGUE.keys()].filter((path) => !this.methods.has(path)).sort();
  }
}
