import { DoesNotExistError } from '../errors';
import type { Doctype } from './types';

/** The doctypes one app serves, checked for dangling Link and Table targets. */
export class DoctypeRegistry {
  private readonly byName = new Map<string, Doctype>();

  constructor(doctypes: readonly Doctype[]) {
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
      }
    }
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
