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
  /** Create a database index on the column (fields that row rules and lists filter on). */
  index?: boolean;
  /**
   * Stored encrypted (AES-256-GCM, `core/crypto/data-key.ts`); the engine sees plain text.
   * Implies `confidential`.
   */
  encrypted?: boolean;
  /** Never usable in filters, order_by or group_by, so a query cannot probe its value. */
  confidential?: boolean;
  /**
   * Int/Float/Currency: a blank value stays blank (null) instead of Frappe's 0, for figures where
   * 0 would state something nobody said (a loan's number of instalments).
   */
  nullable?: boolean;
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

/** One filter as clients write it: `[field, value]` or `[field, operator, value]`. */
export type FilterTuple = readonly unknown[];

/**
 * A row condition that plain filters cannot say: AND/OR/NOT groups, and "this field names a
 * document of another doctype that the user may reach" (compiled to a correlated `EXISTS` on that table).
 */
export type RowRule =
  | boolean
  | FilterTuple
  | { readonly all: readonly RowRule[] }
  | { readonly any: readonly RowRule[] }
  | { readonly not: RowRule }
  | { readonly via: ViaRule }
  | { readonly viaDynamic: DynamicViaRule }
  | { readonly permittedDoctype: { readonly field: string; readonly ptype: PermissionType } };

/** `'exists'`: any stored row, whoever asks. */
export type RowPermission = PermissionType | 'exists';

export interface ViaRule {
  /** The field of this doctype that holds the other document's name. */
  field: string;
  doctype: string;
  /** Rows of `doctype` the user has this permission on (role and row filter); default 'read'. */
  ptype?: RowPermission;
  /** Or: rows of `doctype` meeting this rule (no role check). */
  where?: RowRule;
}

/** Like ViaRule, for a pair of fields naming any doctype and a document of it (File's attached_to_*). */
export interface DynamicViaRule {
  doctypeField: string;
  nameField: string;
  ptype: RowPermission;
  /** Which doctypes count; default every non-child doctype. */
  among?: (doctype: Doctype) => boolean;
}

/**
 * Extra conditions a user's rows must meet, ANDed into every list, count, get, update and delete
 * (and checked on the row a create produces): `null` = no restriction, `false` = no rows, a list
 * of filters (all must hold), `{ filters, orFilters }` (all of `filters` and at least one of
 * `orFilters`), or a RowRule object (`all`, `any`, `not`, `via`, `viaDynamic`, `permittedDoctype`).
 */
export type RowFilter =
  | null
  | false
  | readonly FilterTuple[]
  | { filters?: FilterInput; orFilters?: FilterInput }
  | Exclude<RowRule, boolean | FilterTuple>;

/** The document a tracked document belongs to (its case), for the audit trail. */
export type BelongsTo = { field: string; doctype: string } | { doctypeField: string; nameField: string };

/** A document as the engine holds it: field values plus child rows under their Table fieldname. */
export type Doc = Record<string, unknown>;

export interface HookContext extends RequestContext {
  doctype: Doctype;
  isNew: boolean;
  /** The stored document before this update (updates only). */
  previous?: Doc;
  /**
   * The caller skipped permission checks (`ignorePermissions`): system work or a method that has
   * checked its own rules (e.g. a neutral accepting a case). Hooks relax user-facing rules then.
   */
  trusted: boolean;
  /**
   * The body as the caller sent it, undeclared keys included: flags a save carries without storing
   * them (the spec's `saveData`). Absent for deletes.
   */
  input?: Readonly<Record<string, unknown>>;
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

/** How one confidential field is shown to a reader of the document (`reveal` below). */
export interface RevealRule {
  /** Whether this reader sees the stored value; `isOwner`: the document is the reader's own. */
  show: (user: SessionUser, isOwner: boolean) => boolean;
  /** What others see instead (e.g. the last four digits); default: nothing (null, left out of documents). */
  mask?: (value: string) => string;
}

/**
 * Who may give a group of fields a value: roles (`'All'` = any logged-in user, `'Guest'` =
 * anyone; `[]` = nobody, a change is refused with a 403 naming the field), or `'server'`: the
 * server sets them itself (copies, summaries, job progress) and what a client sends is dropped.
 */
export type FieldWriters = readonly string[] | 'server';

export interface FieldRule {
  /** The fields (a Table field counts as one: its rows as a whole), or every field no other rule names. */
  fields: readonly string[] | 'rest';
  /** Who may change them on a saved document. A value sent back unchanged is not a change. */
  update: FieldWriters;
  /** Who may give them a value other than the default on a new document; default: `update`. */
  create?: FieldWriters;
}

export interface DoctypeDeclaration {
  name: string;
  fields: readonly FieldDef[];
  /** 'field:x' | 'hash' | 'autoincrement' | 'prompt' | 'format:{a}-{b}' | a series like 'ARB-.YYYY.-.#####' */
  naming: string;
  isChild?: boolean;
  permissions?: readonly PermissionRule[];
  /** Row-level rules per permission type (see RowFilter); System Managers are never filtered. */
  rowFilter?: (user: SessionUser, ptype: PermissionType) => RowFilter;
  /**
   * Who may write which field (Frappe's permission levels, as data): every field in exactly one
   * rule, or in the one `'rest'` rule. Enforced on every create and update by a user who is not a
   * System Manager, before any hook runs (core/documents/field-rules.ts); trusted callers (methods
   * that own a field, system work) are not bound. Role and row rules still decide which documents
   * a user reaches; these decide which of their fields the user may change there.
   */
  fieldRules?: readonly FieldRule[];
  /** Every insert, update and delete is written to the Audit Trail, in the same transaction. */
  trackChanges?: boolean;
  /** Where a tracked document belongs (its case); none = it is a case itself. */
  belongsTo?: readonly BelongsTo[];
  /** Rows are written by the engine only: nobody, not even a System Manager, changes them through the API. */
  immutable?: boolean;
  hooks?: DoctypeHooks;
  /**
   * Refuses any change the document's own state forbids, whoever asks (e.g. its case's stage has
   * closed it): run on create and update, before files are attached to it and before one of its
   * files is deleted. It lets System Managers through itself; trusted callers do not call it.
   */
  assertChangeable?: (ctx: RequestContext, doc: Doc) => Promise<void>;
  /**
   * Fields shown in full only to some readers, in every reply (get, list, insert, update):
   * `ownerField` holds the owner's user name (an e-mail). Writing back the masked value keeps the
   * stored one.
   */
  reveal?: { ownerField: string; fields: Readonly<Record<string, RevealRule>> };
  /**
   * Indexes over several columns, in order (the equality columns of a list's row rule first, then
   * its filter or sort column), for lists and counts that one-column indexes cannot answer.
   */
  indexes?: readonly (readonly string[])[];
  /**
   * Indexes over the rows that meet `filters` only (list filter syntax, literal values): a count
   * with the same filters, written by the same query builder, is answered from them alone.
   */
  partialIndexes?: readonly PartialIndex[];
  /**
   * Columns searched with `like '%…%'`: a trigram index each (pg_trgm), where the database offers
   * that extension; elsewhere the search still works, by scanning.
   */
  searchFields?: readonly string[];
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

export interface PartialIndex {
  /** Part of the index name: `<table>_<name>_part`. */
  name: string;
  columns: readonly string[];
  filters: readonly (readonly [string, string, unknown])[];
}
