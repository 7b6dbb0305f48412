import type { RequestContext } from '../context';
import type { Doc, Doctype } from '../doctype/types';
import { DataError, DoesNotExistError, ValidationError } from '../errors';
import { quoteIdent } from '../query/sql';
import type { AccessOptions } from './access';
import { asObject } from './build';
import { updateDoc } from './update';

/*
 * Child rows reached directly (`PUT /api/resource/Respondent Table/{name}`, as the spec's screens
 * do) are saved through their parent document, so the parent's permissions, row rules, hooks,
 * validation and audit trail apply exactly as if the whole document had been sent.
 */

interface Placement {
  parent: string;
  parenttype: string;
  parentfield: string;
}

async function placementOf(ctx: RequestContext, child: Doctype, name: string): Promise<Placement> {
  const { rows } = await ctx.db.query<Placement>(
    `SELECT "parent", "parenttype", "parentfield" FROM ${quoteIdent(child.table)} WHERE "name" = $1`,
    [name],
  );
  if (!rows[0]) throw new DoesNotExistError(`${child.name} ${name} not found`);
  return rows[0];
}

/** Saves the parent with its table rebuilt from the locked, stored rows; answers as the row. */
async function saveThroughParent(
  ctx: RequestContext,
  child: Doctype,
  name: string | undefined,
  at: Placement,
  rebuild: (rows: Doc[]) => Doc[],
  options: AccessOptions,
): Promise<Doc[]> {
  try {
    const saved = await updateDoc(ctx, at.parenttype, at.parent, (previous: Doc) => ({ [at.parentfield]: rebuild((previous[at.parentfield] as Doc[]) ?? []) }), options);
    return (saved[at.parentfield] as Doc[]) ?? [];
  } catch (error) {
    // The parent's "not found" would name the parent; the caller asked about the row.
    if (error instanceof DoesNotExistError) throw new DoesNotExistError(`${child.name} ${name ?? ''} not found`.trim());
    throw error;
  }
}

/** Rows the body does not mention are deleted, so every kept row is listed by name. */
const keep = (row: Doc): Doc => ({ name: row.name });

export async function updateChildRow(ctx: RequestContext, child: Doctype, name: string, input: unknown, options: AccessOptions): Promise<Doc> {
  const body = asObject(input);
  const at = await placementOf(ctx, child, name);
  const rows = await saveThroughParent(ctx, child, name, at, (stored) => stored.map((row) => (row.name === name ? { ...body, name } : keep(row))), options);
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new DoesNotExistError(`${child.name} ${name} not found`);
  return row;
}

export async function deleteChildRow(ctx: RequestContext, child: Doctype, name: string, options: AccessOptions): Promise<void> {
  const at = await placementOf(ctx, child, name);
  await saveThroughParent(ctx, child, name, at, (stored) => stored.filter((row) => row.name !== name).map(keep), options);
}

/** A new row: the body names its parent (`parent`, `parenttype`, `parentfield`), as in Frappe. */
export async function insertChildRow(ctx: RequestContext, child: Doctype, input: unknown, options: AccessOptions): Promise<Doc> {
  const { name: _ignored, parent, parenttype, parentfield, ...values } = asObject(input);
  if (typeof parent !== 'string' || typeof parenttype !== 'string' || typeof parentfield !== 'string') {
    throw new ValidationError(`A new ${child.name} row needs parent, parenttype and parentfield`);
  }
  const field = ctx.registry.require(parenttype).fieldMap.get(parentfield);
  if (field?.fieldtype !== 'Table' || field.options !== child.name) throw new DataError(`${parenttype}.${parentfield} does not hold ${child.name} rows`);
  const rows = await saveThroughParent(ctx, child, undefined, { parent, parenttype, parentfield }, (stored) => [...stored.map(keep), values], options);
  return rows[rows.length - 1];
}
