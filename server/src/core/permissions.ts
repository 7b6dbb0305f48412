import { PermissionError } from './errors';
import type { Doctype, PermissionType, RowFilter } from './doctype/types';
import { effectiveRoles, isGuest, isSystemManager, type SessionUser } from './session-user';

/** Role-based permission from the doctype's declaration; System Manager may do everything. */
export function hasPermission(user: SessionUser, doctype: Doctype, ptype: PermissionType): boolean {
  if (isSystemManager(user)) return true;
  const roles = effectiveRoles(user);
  return doctype.permissions.some((rule) => rule[ptype] === true && roles.includes(rule.role));
}

export function assertPermission(user: SessionUser, doctype: Doctype, ptype: PermissionType): void {
  if (hasPermission(user, doctype, ptype)) return;
  const message = isGuest(user)
    ? `Not permitted: log in to ${ptype} ${doctype.name}`
    : `No permission to ${ptype} ${doctype.name}`;
  throw new PermissionError(message);
}

/** The row-level restriction for this user (System Manager is never restricted). */
export function rowFilterFor(user: SessionUser, doctype: Doctype): RowFilter {
  if (!doctype.rowFilter || isSystemManager(user)) return null;
  return doctype.rowFilter(user);
}
