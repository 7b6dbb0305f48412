import type { FrappeError } from '../errors';
import type { AppMethodName, AppMethods, PathMethodName, PathMethods } from '../methods/catalogue';
import type { ArgsOf, ReplyOf } from '../methods/define';

/** Operators the Frappe list API accepts (case-insensitive on the server). */
export type FilterOperator =
  | '='
  | '!='
  | '>'
  | '<'
  | '>='
  | '<='
  | 'like'
  | 'not like'
  | 'in'
  | 'not in'
  | 'is'
  | 'between';

/**
 * One list filter: `[field, value]` (equality), `[field, operator, value]`, or
 * `[doctype, field, operator, value]` for a child-table field.
 */
export type Filter =
  | [field: string, operator: FilterOperator | (string & {}), value: unknown]
  | [field: string, value: unknown]
  | [doctype: string, field: string, operator: FilterOperator | (string & {}), value: unknown];

/** Dict form: `{ field: value }` or `{ field: [operator, value] }`. */
export type FilterDict = Record<string, unknown>;

export type Filters = Filter[] | FilterDict;

export interface ListParams {
  /** Defaults to the server's `["name"]`; `["*"]` asks for every readable field. */
  fields?: string[];
  filters?: Filters;
  /** ORed together, then ANDed with `filters`. */
  orFilters?: Filters;
  /** `"field asc|desc"`, comma-separated. */
  orderBy?: string;
  limitStart?: number;
  /** The server caps a page; 0 asks for "no limit" and still gets the cap. */
  limitPageLength?: number;
  /** `false` returns rows as arrays. */
  asDict?: boolean;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** Values of a method call; objects and arrays travel as JSON. */
export type CallParams = Record<string, unknown>;

/** A method's arguments (optional when it needs none) and the call's options, as the catalogue declares them. */
export type CallRest<S> = {} extends ArgsOf<S> ? [args?: ArgsOf<S>, options?: CallOptions] : [args: ArgsOf<S>, options?: CallOptions];

export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds before giving up, or false to wait; default the client's (30 s). */
  timeout?: number | false;
}

export interface CallOptions extends RequestOptions {
  /** Default POST. GET sends the params as a query string, POST as a JSON body. */
  httpMethod?: 'GET' | 'POST';
}

export type { FrappeFile } from '../methods/replies';
import type { FrappeFile } from '../methods/replies';

export interface UploadOptions {
  doctype?: string;
  docname?: string;
  fieldname?: string;
  folder?: string;
  /** Default true: case papers of borrowers are never public. */
  isPrivate?: boolean;
  /** Name to store the file under; defaults to the File's own name, or "file". */
  fileName?: string;
  /** Called with the fraction uploaded, 0..1, and 1 once the server has answered. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Further form fields the server reads (e.g. a guest sign-up's `signup_token`). */
  extraFields?: Readonly<Record<string, string>>;
}

/** A document as the server returns it: its fields plus the standard ones. */
export interface FrappeDoc {
  name: string;
  doctype?: string;
  owner?: string;
  creation?: string;
  modified?: string;
  modified_by?: string;
  docstatus?: 0 | 1 | 2;
  idx?: number;
}

export interface FrappeClientOptions {
  /** Origin (and optional path prefix) of the Frappe site; '' means same origin, paths '/api/...'. */
  baseUrl?: string;
  getCsrfToken?: () => string | null | undefined;
  /** Called for every 401 answer (session ended, bad credentials) before the error is thrown. */
  onUnauthorized?: (error: FrappeError) => void;
  fetch?: typeof fetch;
  /** Milliseconds before a JSON request gives up; default 30 s. Uploads have no timeout. */
  timeout?: number;
  /** For uploads; defaults to the global XMLHttpRequest. */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export interface FrappeClient {
  readonly baseUrl: string;
  getList<T = Record<string, unknown>>(doctype: string, params?: ListParams, options?: RequestOptions): Promise<T[]>;
  getDoc<T = FrappeDoc>(doctype: string, name: string, options?: RequestOptions): Promise<T>;
  createDoc<T = FrappeDoc>(doctype: string, doc: object, options?: RequestOptions): Promise<T>;
  updateDoc<T = FrappeDoc>(doctype: string, name: string, patch: object, options?: RequestOptions): Promise<T>;
  deleteDoc(doctype: string, name: string, options?: RequestOptions): Promise<void>;
  getCount(doctype: string, filters?: Filters, options?: RequestOptions & { orFilters?: Filters }): Promise<number>;
  /** One page (1-based) and the total count, fetched in parallel. */
  getPage<T = Record<string, unknown>>(
    doctype: string,
    params: Omit<ListParams, 'limitStart' | 'limitPageLength'>,
    page: number,
    pageSize: number,
    options?: RequestOptions,
  ): Promise<Paged<T>>;
  /** One of the portal's methods (shared-api's catalogue), by its short name; resolves to the reply's `message`. */
  call<N extends AppMethodName>(name: N, ...rest: CallRest<AppMethods[N]>): Promise<ReplyOf<AppMethods[N]>>;
  /** A method named by its whole path (Frappe's own: `logout`, `frappe.client.get_count`…). */
  callPath<P extends PathMethodName>(path: P, ...rest: CallRest<PathMethods[P]>): Promise<ReplyOf<PathMethods[P]>>;
  upload(file: File | Blob, options?: UploadOptions): Promise<FrappeFile>;
}
