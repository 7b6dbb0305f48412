import { PermissionError } from './errors';
import type { DoctypeRegistry } from './doctype/registry';
import type { Doctype, PermissionType } from './doctype/types';
import { effectiveRoles, isGuest, isSystemManager, type SessionUser } from './session-user';

/**
 * Role-based permission from the doctype's declaration; System Manager may do everything except
 * change an immutable doctype. A child doctype has no rules of its own: whoever has the
 * permission on one of its parents has it on its rows (the row rules then pick the parents).
 */
export function hasPermission(user: SessionUser, doctype: Doctype, ptype: PermissionType, registry?: DoctypeRegistry): boolean {
  if (doctype.immutable && ptype !== 'read') return false;
  if (isSystemManager(user)) return true;
  if (doctype.isChild) {
    return registry !== undefined && registry.placementsOf(doctype).some(({ parent }) => hasPermission(user, parent, ptype, registry));
  }
  const roles = effectiveRoles(user);
  return doctype.permissions.some((rule) => rule[ptype] === true && roles.includes(rule.role));
}

export function assertPermission(user: SessionUser, doctype: Doctype, ptype: PermissionType, registry?: DoctypeRegistry): void {
  if (hasPermission(user, doctype, ptype, registry)) return;
  const message = isGuest(user)
    ? `Not permitted: log in to ${ptype} ${doctype.name}`
    : `No permission to ${ptype} ${doctype.name}`;
  throw new PermissionError(message);
}
