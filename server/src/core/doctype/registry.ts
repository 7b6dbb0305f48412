import { DoesNotExistError } from '../errors';
import type { DocEvent, DocEventSubscription } from './events';
import type { Doctype, Hook } from './types';

/** Where a child doctype's rows live: the parent doctype and its Table field. */
export interface ChildPlacement {
  parent: Doctype;
  fieldname: string;
}

/** The doctype the engine writes change records to (see documents/audit.ts). */
export const AUDIT_TRAIL = 'Audit Trail';

/** The doctypes one app serves, checked for dangling Link and Table targets. */
export class DoctypeRegistry {
  private readonly byName = new Map<string, Doctype>();
  private readonly placements = new Map<string, ChildPlacement[]>();
  private readonly subscribers = new Map<string, Hook[]>();

  constructor(doctypes: readonly Doctype[], subscriptions: readonly DocEventSubscription[] = []) {
    for (const doctype of doctypes) {
      if (this.byName.has(doctype.name)) throw new Error(`Doctype ${doctype.name} is declared twice`);
      this.byName.set(doctype.name, doctype);
    }
    for (const doctype of doctypes) {
      for (const field of doctype.fields) {
        if (field.fieldtype !== 'Link' && field.fieldtype !== 'Table') continue;
        const target = this.byName.get(field.options as string);
        if (!target) throw new Error(`${doctype.name}.${field.fieldname} points to unknown doctype ${field.options}`);
        if (field.fieldtype === 'Table' && !target.isChild) {
          throw new Error(`${doctype.name}.${field.fieldname}: ${target.name} is not a child doctype`);
        }
        if (field.fieldtype === 'Table') {
          this.placements.set(target.name, [...(this.placements.get(target.name) ?? []), { parent: doctype, fieldname: field.fieldname }]);
        }
      }
      if (doctype.trackChanges && !this.byName.has(AUDIT_TRAIL)) {
        throw new Error(`${doctype.name} tracks changes but no ${AUDIT_TRAIL} doctype is declared`);
      }
      for (const link of doctype.belongsTo ?? []) {
        if ('doctype' in link && !this.byName.has(link.doctype)) throw new Error(`${doctype.name} belongs to unknown doctype ${link.doctype}`);
        const fieldname = 'field' in link ? link.field : link.nameField;
        if (!doctype.fieldMap.has(fieldname)) throw new Error(`${doctype.name}.belongsTo names unknown field ${fieldname}`);
      }
    }
    for (const { doctype, event, handler } of subscriptions) {
      if (!this.byName.has(doctype)) throw new Error(`A subscription to ${event} names unknown doctype ${doctype}`);
      const key = `${doctype}\n${event}`;
      this.subscribers.set(key, [...(this.subscribers.get(key) ?? []), handler]);
    }
  }

  /** What other modules run on this doctype's event, in the order they subscribed. */
  subscribersOf(doctype: Doctype, event: DocEvent): readonly Hook[] {
    return this.subscribers.get(`${doctype.name}\n${event}`) ?? [];
  }

  /** The parent doctypes and Table fields that hold rows of this child doctype. */
  placementsOf(child: Doctype): readonly ChildPlacement[] {
    return this.placements.get(child.name) ?? [];
  }

  get(name: string): Doctype | undefined {
    return this.byName.get(name);
  }

  /** The doctype, or the 404 a client gets for an unknown one. */
  require(name: string): Doctype {
    const doctype = this.byName.get(name);
    if (!doctype) throw new DoesNotExistError(`DocType ${name} not found`);
    return doctype;
  }

  childDoctype(field: { options?: unknown }): Doctype {
    return this.require(field.options as string);
  }

  all(): Doctype[] {
    return [...this.byName.values()];
  }
}
