import type { RequestContext } from '../context';
import type { Doctype, PermissionType } from '../doctype/types';
import { rowFilterScope, type Scope } from '../query/list';
import { assertPermission, rowFilterFor } from '../permissions';

export interface AccessOptions {
  /** Internal work (seeding, hooks acting for the system) skips permission checks, as in Frappe. */
  ignorePermissions?: boolean;
}

/** Checks the role permission and returns the row-level scope the operation must stay within. */
export function accessScope(ctx: RequestContext, doctype: Doctype, ptype: PermissionType, options: AccessOptions = {}): Scope | false | null {
  if (options.ignorePermissions) return null;
  assertPermission(ctx.user, doctype, ptype);
  return rowFilterScope(doctype, rowFilterFor(ctx.user, doctype));
}
