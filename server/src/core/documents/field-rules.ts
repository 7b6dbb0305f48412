import type { RequestContext } from '../context';
import { fieldLabel } from '../doctype/define';
import type { Doc, Doctype, FieldWriters } from '../doctype/types';
import { PermissionError } from '../errors';
import { effectiveRoles, isSystemManager } from '../session-user';
import { applyInput } from './build';
import { changedFields } from './changes';

/*
 * Field-level write rules (DoctypeDeclaration.fieldRules): which roles may give which field a
 * value, checked against the client's body before any hook runs, so a refused field stops the
 * whole save (a 403 naming it) and a server-owned field never takes a client's value. System
 * Managers and trusted callers (methods that own a field, system work) are not bound.
 */

export type FieldOperation = 'create' | 'update';

const writersByField = new WeakMap<Doctype, Map<string, { create: FieldWriters; update: FieldWriters }>>();

/** Who may write `fieldname` of this doctype on create or update; null when it declares no rules. */
export function fieldWriters(doctype: Doctype, fieldname: string, operation: FieldOperation): FieldWriters | null {
  if (!doctype.fieldRules) return null;
  let byField = writersByField.get(doctype);
  if (!byField) {
    byField = new Map();
    const rest = doctype.fieldRules.find((rule) => rule.fields === 'rest');
    for (const field of doctype.fields) {
      const rule = doctype.fieldRules.find((candidate) => candidate.fields !== 'rest' && candidate.fields.includes(field.fieldname)) ?? rest;
      if (rule) byField.set(field.fieldname, { create: rule.create ?? rule.update, update: rule.update });
    }
    writersByField.set(doctype, byField);
  }
  return byField.get(fieldname)?.[operation] ?? [];
}

/** Whether a user holding `roles` (as effectiveRoles gives them) may write with these writers. */
export function rolesMayWrite(writers: FieldWriters, roles: readonly string[]): boolean {
  return writers !== 'server' && writers.some((role) => roles.includes(role));
}

/**
 * Checks the changes a body makes (`doc`: the document with the body applied; `previous`: the
 * stored one, or null for a new document, whose changes are the fields the body sets to other
 * than their default). A refused change throws before anything is written; a server-owned field
 * gets back its stored (or default) value.
 */
export function applyFieldRules(ctx: RequestContext, doctype: Doctype, previous: Doc | null, doc: Doc, body: Readonly<Record<string, unknown>>): void {
  if (!doctype.fieldRules || isSystemManager(ctx.user)) return;
  const operation: FieldOperation = previous ? 'update' : 'create';
  const baseline = previous ?? applyInput(ctx.registry, doctype, null, {});
  const roles = effectiveRoles(ctx.user);
  const refused: string[] = [];
  for (const { field } of changedFields(ctx.registry, doctype, baseline, doc)) {
    if (!previous && !(field.fieldname in body)) continue;
    const writers = fieldWriters(doctype, field.fieldname, operation)!;
    if (writers === 'server') doc[field.fieldname] = baseline[field.fieldname];
    else if (!rolesMayWrite(writers, roles)) refused.push(fieldLabel(field));
  }
  if (refused.length === 0) return;
  throw new PermissionError(
    previous
      ? `Not permitted to change ${refused.join(', ')} of ${doctype.name} ${String(previous.name)}`
      : `Not permitted to set ${refused.join(', ')} of a new ${doctype.name}`,
  );
}
