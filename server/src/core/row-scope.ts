import type { DoctypeRegistry } from './doctype/registry';
import type { Doctype, DynamicViaRule, RowFilter, RowPermission, RowRule, ViaRule } from './doctype/types';
import { resolveColumn } from './query/columns';
import { normalizeFilters, type Condition } from './query/filters';
import { ALL_ROWS, condScope, filtersScope, NO_ROWS, type Scope } from './query/scope';
import { hasPermission } from './permissions';
import { isSystemManager, type SessionUser } from './session-user';

export interface ScopeContext {
  registry: DoctypeRegistry;
  user: SessionUser;
}

/** Rules that refer to each other (a via b via c) stop here: deeper means a declaration cycle. */
const MAX_DEPTH = 6;

/**
 * The rows of `doctype` this user may reach for `ptype`: null = all, false = none. Role
 * permissions are checked by the caller; `via` rules inside check them for the other doctype.
 */
export function rowScope(ctx: ScopeContext, doctype: Doctype, ptype: RowPermission, depth = 0): Scope | false | null {
  if (ptype === 'exists' || isSystemManager(ctx.user)) return null;
  if (depth > MAX_DEPTH) throw new Error(`Row rules of ${doctype.name} nest too deeply (a cycle between declarations?)`);
  if (doctype.isChild) return childScope(ctx, doctype, ptype, depth);
  if (!doctype.rowFilter) return null;
  return compileRowFilter(ctx, doctype, doctype.rowFilter(ctx.user, ptype), depth);
}

function compileRowFilter(ctx: ScopeContext, doctype: Doctype, filter: RowFilter, depth: number): Scope | false | null {
  if (filter === null || filter === false) return filter;
  if (Array.isArray(filter)) return filtersScope(tuples(doctype, filter));
  if (isRuleObject(filter)) return compileRule(ctx, doctype, filter as RowRule, depth);
  const { filters, orFilters } = filter as { filters?: object; orFilters?: object };
  return filtersScope(
    filters ? normalizeFilters(doctype, filters as never, 'rowFilter') : [],
    orFilters ? normalizeFilters(doctype, orFilters as never, 'rowFilter') : [],
  );
}

const RULE_KEYS = ['all', 'any', 'not', 'via', 'viaDynamic', 'permittedDoctype'];

function isRuleObject(value: object): boolean {
  return RULE_KEYS.some((key) => key in value);
}

function tuples(doctype: Doctype, list: readonly unknown[]): Condition[] {
  return normalizeFilters(doctype, list, 'rowFilter');
}

function compileRule(ctx: ScopeContext, doctype: Doctype, rule: RowRule, depth: number): Scope {
  if (typeof rule === 'boolean') return rule ? ALL_ROWS : NO_ROWS;
  if (Array.isArray(rule)) return filtersScope(tuples(doctype, [rule]));
  const node = rule as Exclude<RowRule, boolean | readonly unknown[]>;
  if ('all' in node) return { kind: 'all', items: node.all.map((item) => compileRule(ctx, doctype, item, depth)) };
  if ('any' in node) return { kind: 'any', items: node.any.map((item) => compileRule(ctx, doctype, item, depth)) };
  if ('not' in node) return { kind: 'not', item: compileRule(ctx, doctype, node.not, depth) };
  if ('via' in node) return viaScope(ctx, doctype, node.via, depth);
  if ('viaDynamic' in node) return dynamicScope(ctx, doctype, node.viaDynamic, depth);
  const { field, ptype } = node.permittedDoctype;
  const names = ctx.registry.all().filter((target) => hasPermission(ctx.user, target, ptype, ctx.registry)).map((target) => target.name);
  return condScope({ field: resolveColumn(doctype, field, 'rowFilter'), operator: 'in', value: names });
}

/** The rows whose `field` names a row of the other doctype that the rule allows. */
function viaScope(ctx: ScopeContext, doctype: Doctype, via: ViaRule, depth: number): Scope {
  const target = ctx.registry.require(via.doctype);
  const field = resolveColumn(doctype, via.field, 'rowFilter');
  const where = via.where !== undefined ? compileRule(ctx, target, via.where, depth + 1) : targetScope(ctx, target, via.ptype ?? 'read', depth);
  return where === false ? NO_ROWS : { kind: 'in', field, table: target.table, where };
}

function targetScope(ctx: ScopeContext, target: Doctype, ptype: RowPermission, depth: number): Scope | false | null {
  if (ptype !== 'exists' && !hasPermission(ctx.user, target, ptype, ctx.registry)) return false;
  return rowScope(ctx, target, ptype, depth + 1);
}

function dynamicScope(ctx: ScopeContext, doctype: Doctype, rule: DynamicViaRule, depth: number): Scope {
  const doctypeField = resolveColumn(doctype, rule.doctypeField, 'rowFilter');
  const nameField = resolveColumn(doctype, rule.nameField, 'rowFilter');
  const items: Scope[] = [];
  for (const target of ctx.registry.all()) {
    if (target.isChild || target === doctype || (rule.among && !rule.among(target))) continue;
    const where = targetScope(ctx, target, rule.ptype, depth);
    if (where === false) continue;
    items.push({
      kind: 'all',
      items: [condScope({ field: doctypeField, operator: '=', value: target.name }), { kind: 'in', field: nameField, table: target.table, where }],
    });
  }
  return { kind: 'any', items };
}

/** Rows of a child doctype: those whose parent document the user may reach. */
function childScope(ctx: ScopeContext, child: Doctype, ptype: RowPermission, depth: number): Scope {
  const column = (name: string) => resolveColumn(child, name, 'rowFilter');
  const items: Scope[] = [];
  for (const { parent, fieldname } of ctx.registry.placementsOf(child)) {
    const where = targetScope(ctx, parent, ptype, depth);
    if (where === false) continue;
    items.push({
      kind: 'all',
      items: [
        condScope({ field: column('parenttype'), operator: '=', value: parent.name }),
        condScope({ field: column('parentfield'), operator: '=', value: fieldname }),
        { kind: 'in', field: column('parent'), table: parent.table, where },
      ],
    });
  }
  return { kind: 'any', items };
}
