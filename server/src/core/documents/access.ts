import type { RequestContext } from '../context';
import type { Doctype, PermissionType } from '../doctype/types';
import { DoesNotExistError, PermissionError } from '../errors';
import { ALL_ROWS, type Scope } from '../query/scope';
import { assertPermission, hasPermission } from '../permissions';
import { rowScope } from '../row-scope';
import { docInScope } from './load';

export interface AccessOptions {
  /** Internal work (seeding, hooks acting for the system) skips permission checks, as in Frappe. */
  ignorePermissions?: boolean;
}

/** Checks the role permission and returns the row-level scope the operation must stay within. */
export function accessScope(ctx: RequestContext, doctype: Doctype, ptype: PermissionType, options: AccessOptions = {}): Scope | false | null {
  if (options.ignorePermissions) return null;
  assertPermission(ctx.user, doctype, ptype, ctx.registry);
  return rowScope(ctx, doctype, ptype);
}

/**
 * The error for a document outside the user's scope: 403 when they may read it but not do this
 * (no existence is leaked), otherwise 404 as if it did not exist.
 */
export async function outOfScope(ctx: RequestContext, doctype: Doctype, name: string, ptype: PermissionType): Promise<Error> {
  if (ptype !== 'read' && hasPermission(ctx.user, doctype, 'read', ctx.registry)) {
    const readable = await docInScope(ctx.db, doctype, name, rowScope(ctx, doctype, 'read') ?? ALL_ROWS);
    if (readable) return new PermissionError(`No permission to ${ptype} ${doctype.name} ${name}`);
  }
  return new DoesNotExistError(`${doctype.name} ${name} not found`);
}
