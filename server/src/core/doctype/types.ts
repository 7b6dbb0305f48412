import type { RequestContext } from '../context';
import type { FilterInput } from '../query/filters';
import type { SessionUser } from '../session-user';

export const FIELD_TYPES = [
  'Data', 'Link', 'Select', 'Int', 'Float', 'Currency', 'Check', 'Date', 'Datetime', 'Time',
  'Text', 'Small Text', 'Long Text', 'Text Editor', 'Attach', 'Password', 'Table', 'JSON',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldDef {
  fieldname: string;
  fieldtype: FieldType;
  /** Shown in messages; defaults to the fieldname in title case. */
  label?: string;
  /** Link/Table: the target doctype. Select: the choices (array or newline-separated). */
  options?: string | readonly string[];
  reqd?: boolean;
  unique?: boolean;
  default?: unknown;
  /** Hidden in forms; still readable through the API like in Frappe. */
  hidden?: boolean;
  /** Maximum characters for Data/Link/Select (Frappe's varchar 140 unless set). */
  length?: number;
}

export type PermissionType = 'read' | 'write' | 'create' | 'delete';

export interface PermissionRule {
  /** 'Guest' = anyone, even not logged in; 'All' = any logged-in user; otherwise a role name. */
  role: string;
  read?: boolean;
  write?: boolean;
  create?: boolean;
  delete?: boolean;
}

/**
 * Extra conditions a user's rows must meet, ANDed into every list, count, get, update and delete:
 * `null` = no restriction, `false` = no rows, a list of filters (all must hold), or
 * `{ filters, orFilters }` (all of `filters` and at least one of `orFilters`).
 */
export type RowFilter =
  | null
  | false
  | readonly (readonly unknown[])[]
  | { filters?: FilterInput; orFilters?: FilterInput };

/** A document as the engine holds it: field values plus child rows under their Table fieldname. */
export type Doc = Record<string, unknown>;

export interface HookContext extends RequestContext {
  doctype: Doctype;
  isNew: boolean;
  /** The stored document before this update (updates only). */
  previous?: Doc;
}

export type Hook = (doc: Doc, ctx: HookContext) => void | Promise<void>;

export interface DoctypeHooks {
  beforeInsert?: Hook;
  validate?: Hook;
  beforeSave?: Hook;
  afterInsert?: Hook;
  onUpdate?: Hook;
  onTrash?: Hook;
}

export interface DoctypeDeclaration {
  name: string;
  fields: readonly FieldDef[];
  /** 'field:x' | 'hash' | 'autoincrement' | 'prompt' | 'format:{a}-{b}' | a series like 'ARB-.YYYY.-.#####' */
  naming: string;
  isChild?: boolean;
  permissions?: readonly PermissionRule[];
  rowFilter?: (user: SessionUser) => RowFilter;
  hooks?: DoctypeHooks;
  /** Default list order (Frappe's sort_field / sort_order). */
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

export interface Doctype extends DoctypeDeclaration {
  readonly table: string;
  readonly permissions: readonly PermissionRule[];
  readonly fieldMap: ReadonlyMap<string, FieldDef>;
  /** Fields stored as columns of this doctype's table (everything but Table fields). */
  readonly columnFields: readonly FieldDef[];
  readonly tableFields: readonly FieldDef[];
}
