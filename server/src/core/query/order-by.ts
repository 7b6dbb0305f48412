import { ValidationError } from '../errors';
import type { Doctype, FieldDef } from '../doctype/types';
import { assertComparable, resolveColumn } from './columns';
import { truncate } from './params';

export interface OrderItem {
  field: FieldDef;
  direction: 'asc' | 'desc';
}

const ITEM = /^(.+?)(?:\s+(asc|desc))?$/i;

/**
 * `order_by`: "field [asc|desc], ...", parsed and whitelisted — never pasted into SQL.
 * Absent → the doctype's default (creation desc); present but empty → no explicit order.
 */
export function parseOrderBy(doctype: Doctype, raw: unknown): OrderItem[] {
  if (raw === undefined || raw === null) {
    const field = resolveColumn(doctype, doctype.sortField ?? 'creation', 'order_by');
    return [{ field, direction: doctype.sortOrder ?? 'desc' }];
  }
  if (typeof raw !== 'string') throw new ValidationError('Parameter order_by must be text like "creation desc"');
  if (raw.trim() === '') return [];
  return raw.split(',').map((part) => {
    const match = ITEM.exec(part.trim());
    if (!match) throw new ValidationError(`Invalid order_by: ${truncate(part.trim())}`);
    let field: FieldDef;
    try {
      field = resolveColumn(doctype, match[1], 'order_by');
    } catch {
      throw new ValidationError(`Invalid order_by: ${truncate(part.trim())}`);
    }
    assertComparable(field, 'order_by');
    return { field, direction: (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
  });
}

/** `group_by`: a comma-separated list of field names. */
export function parseGroupBy(doctype: Doctype, raw: unknown): FieldDef[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string') throw new ValidationError('Parameter group_by must be a field name');
  return raw.split(',').map((part) => {
    const field = resolveColumn(doctype, part.trim(), 'group_by');
    assertComparable(field, 'group_by');
    return field;
  });
}
