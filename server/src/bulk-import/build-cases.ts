import { randomBytes } from 'node:crypto';
import type { BulkCase } from 'shared-api/bulk';
import type { RequestContext } from '../core/context';
import { randomName } from '../core/doctype/naming';
import type { Doc, Doctype, FieldDef } from '../core/doctype/types';
import { applyInput } from '../core/documents/build';
import { coerceInput } from '../core/doctype/values';
import { auditRowHash, GENESIS_HASH, type CanonicalJson } from '../core/documents/audit-chain';
import { canonicalDocSnapshot } from '../core/documents/changes';
import type { SessionUser } from '../core/session-user';
import { clockFieldsOf, settleStatutoryClock } from '../doctypes/cases/statutory-clock';

/** A bulk-filed case as single filing files it: a Draft of Type One, claim type Bulk (SPEC §6, §9). */
export const BULK_DEFAULTS = { claim_type: 'Bulk', case_management_type: 'Type One', stage: 'Draft' } as const;

/**
 * The filer, as single filing records them (SPEC §6): a claimant files for themself; a lawyer is
 * recorded in lawyer_email and the case's user is the claimant row's e-mail.
 */
export function filerFields(user: SessionUser, value: BulkCase): Record<string, unknown> {
  if (user.roles.includes('Claimant')) return { user_email_id: user.name.toLowerCase() };
  return { lawyer_email: user.name.toLowerCase(), user_email_id: value.claimant_table[0]?.email ?? null };
}

/**
 * The statutory-clock fields of a new Draft, computed by the case's own save rule once per batch
 * (they depend only on the stage and today: a Draft has no clock running).
 */
export function draftClockFields(ctx: RequestContext, doctype: Doctype): Doc {
  const doc: Doc = { ...BULK_DEFAULTS };
  settleStatutoryClock(doc, { ...ctx, doctype, isNew: true, trusted: false });
  return Object.fromEntries(clockFieldsOf(doctype.name).map((field) => [field.fieldname, doc[field.fieldname] ?? null]));
}

/**
 * A new document as `applyInput` makes it (declared fields from the input converted, the others
 * at their defaults), from a blank made once per batch: the same values at a fraction of the cost.
 */
function newDoc(blank: Doc, doctype: Doctype, input: Record<string, unknown>): Doc {
  const doc: Doc = { ...blank };
  for (const key of Object.keys(input)) {
    const field = doctype.fieldMap.get(key);
    if (!field || field.fieldtype === 'Table') continue;
    doc[key] = inputValue(field, input[key]);
  }
  return doc;
}

/** An input value as the field stores it: `coerceInput`, with text into a text field taken as it is (the same result, without its cost). */
export function inputValue(field: FieldDef, value: unknown): unknown {
  return typeof value === 'string' && value !== '' && PLAIN_TEXT.has(field.fieldtype) && !field.encrypted ? value : coerceInput(field, value);
}

const PLAIN_TEXT = new Set(['Data', 'Small Text', 'Text', 'Long Text', 'Select', 'Link']);

/** Names for a batch's rows from one draw of random bytes (Frappe's `hash` naming: 10 characters). */
export function nameSource(count: number, length = 10): () => string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(count * length);
  let at = 0;
  return () => {
    if (at + length > bytes.length) return randomName(length);
    let name = '';
    for (let i = 0; i < length; i++) name += alphabet[bytes[at++] % alphabet.length];
    return name;
  };
}

/** The blank documents of a batch (defaults only) for newDoc. */
export function blanksOf(ctx: RequestContext, doctype: Doctype): { blank: Doc; blankRows: Map<string, Doc> } {
  const blank = applyInput(ctx.registry, doctype, null, {});
  for (const tableField of doctype.tableFields) delete blank[tableField.fieldname];
  const blankRows = new Map(doctype.tableFields.map((tableField) => {
    const child = ctx.registry.childDoctype(tableField);
    return [child.name, applyInput(ctx.registry, child, null, {})] as const;
  }));
  return { blank, blankRows };
}

export interface BuiltCase {
  doc: Doc;
  children: Map<string, Doc[]>;
  audit: Doc;
}

export interface BuildContext {
  ctx: RequestContext;
  doctype: Doctype;
  filer: SessionUser;
  lot: string;
  now: string;
  clock: Doc;
  blank: Doc;
  blankRows: Map<string, Doc>;
  nextName: () => string;
}

/**
 * A case built from its row before it has a name: the document with its claimant and respondent
 * rows, and the snapshot its audit row records (in the form its hash covers). Everything here
 * is known from the row alone, so it is done while the batch before it is being written.
 */
export interface PreparedCase {
  doc: Doc;
  /** The audit snapshot, as the JSON that is stored and hashed. */
  after: CanonicalJson;
}

export function prepareCase(build: BuildContext, value: BulkCase, importKey: string): PreparedCase {
  const { ctx, doctype, filer, lot, now } = build;
  const doc = newDoc(build.blank, doctype, { ...value, ...BULK_DEFAULTS, ...filerFields(filer, value) });
  for (const tableField of doctype.tableFields) {
    const child = ctx.registry.childDoctype(tableField);
    const blankRow = build.blankRows.get(child.name)!;
    doc[tableField.fieldname] = ((value[tableField.fieldname] as Record<string, unknown>[] | undefined) ?? []).map((row, index) => ({
      ...newDoc(blankRow, child, row),
      name: build.nextName(),
      idx: index + 1,
      parenttype: doctype.name,
      parentfield: tableField.fieldname,
      owner: filer.name,
      creation: now,
      modified: now,
      modified_by: filer.name,
      docstatus: 0,
    }));
  }
  Object.assign(doc, build.clock, {
    lot,
    bulk_import_key: importKey,
    owner: filer.name,
    creation: now,
    modified: now,
    modified_by: filer.name,
    docstatus: 0,
    idx: 0,
  });
  return { doc, after: canonicalDocSnapshot(ctx.registry, doctype, doc) };
}

/**
 * The prepared case under its name: its party rows point at it, and the first row of its audit
 * trail (an Insert with the whole document, seq 1 of the case's hash chain) is sealed.
 */
export function nameCase(build: BuildContext, prepared: PreparedCase, name: string): BuiltCase {
  const { doctype, filer, now } = build;
  const { doc } = prepared;
  doc.name = name;
  const children = new Map<string, Doc[]>();
  for (const tableField of doctype.tableFields) {
    const rows = (doc[tableField.fieldname] as Doc[] | undefined) ?? [];
    for (const row of rows) row.parent = name;
    children.set(tableField.options as string, rows);
  }
  const audit: Doc = {
    name: build.nextName(),
    owner: filer.name,
    creation: now,
    modified: now,
    modified_by: filer.name,
    docstatus: 0,
    idx: 1,
    ref_doctype: doctype.name,
    docname: name,
    attached_to_doctype: null,
    action: 'Insert',
    fieldname: null,
    field_label: null,
    before: null,
    after: prepared.after,
    case_doctype: doctype.name,
    case_name: name,
    seq: 1,
    prev_hash: GENESIS_HASH,
  };
  audit.row_hash = auditRowHash(audit, { after: prepared.after });
  return { doc, children, audit };
}

/** One case ready for a batch insert (prepareCase and nameCase in one step). */
export function buildCase(build: BuildContext, value: BulkCase, name: string, importKey: string): BuiltCase {
  return nameCase(build, prepareCase(build, value, importKey), name);
}
