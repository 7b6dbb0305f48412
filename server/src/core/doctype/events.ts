import type { DoctypeHooks, Hook } from './types';

/** A document event another module reacts to (Frappe's doc_events): its own hook runs first. */
export type DocEvent = keyof DoctypeHooks;

export interface DocEventSubscription {
  readonly doctype: string;
  readonly event: DocEvent;
  readonly handler: Hook;
}

/**
 * `on('Settlement', 'onUpdate', handler)`: run `handler` in the same transaction whenever a
 * Settlement is saved, after the Settlement's own hook. The module whose records the effect writes
 * subscribes, so the doctype that fires the event never imports it.
 */
export function on(doctype: string, event: DocEvent, handler: Hook): DocEventSubscription {
  return { doctype, event, handler };
}
