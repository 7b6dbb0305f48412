import type { FrappeDoc } from './types';

/** A document as a form opened it: its name and the version it showed (`modified`). */
export type OpenedDoc = Pick<FrappeDoc, 'name' | 'modified'>;

/**
 * The body of a save of a document a form opened, with the version it showed sent back (Frappe's
 * `modified`): when someone saved the document in between, the server refuses this save with a
 * TimestampMismatchError instead of overwriting their change.
 */
export function sinceOpened<T extends object>(opened: OpenedDoc, patch: T): T & { modified?: string } {
  return opened.modified ? { ...patch, modified: opened.modified } : patch;
}
