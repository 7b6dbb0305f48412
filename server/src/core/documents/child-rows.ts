import type { RequestContext } from '../context';
import type { Doc, Doctype } from '../doctype/types';
import { DataError, DoesNotExistError, ValidationError } from '../errors';
import { quoteIdent } from '../query/sql';
import type { AccessOptions } from './access';
import { asObject } from './build';

/*
 * Child rows reached directly (`PUT /api/resource/Respondent Table/{name}`, as the spec's screens
 * do) are saved through their parent document, so the parent's permissions, row rules, hooks,
 * validation and audit trail apply exactly as if the whole document had been sent.
 * The parent is saved by the caller's `saveParent` (updateDoc, passed in by update/insert/delete),
 * so this module does not import the save it is reached from.
 */

/** Saves a parent document with the fields `change` derives from the stored one (updateDoc). */
export type SaveParent = (
  ctx: RequestContext,
  doctypeName: string,
  name: string,
  change: (previous: Doc) => Doc,
  options: AccessOptions,
) => Promise<Doc>;

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
  saveParent: SaveParent,
): Promise<Doc[]> {
  try {
    const saved = await saveParent(ctx, at.parenttype, at.parent, (previous: Doc) => ({ [at.parentfield]: rebuild((previous[at.parentfield] as Doc[]) ?? []) }), options);
    return (saved[at.parentfield] as Doc[]) ?? [];
  } catch (error) {
    // The parent's "not found" would name the parent; the caller asked about the row.
    if (error instanceof DoesNotExistError) throw new DoesNotExistError(`${child.name} ${name ?? ''} not found`.trim());
    throw error;
  }
}

/** Rows the body does not mention are deleted, so every kept row is listed by name. */
const keep = (row: Doc): Doc => ({ name: row.name });

export async function updateChildRow(ctx: RequestContext, child: Doctype, name: string, input: unknown, options: AccessOptions, saveParent: SaveParent): Promise<Doc> {
  const body = asObject(input);
  const at = await placementOf(ctx, child, name);
  const rows = await saveThroughParent(ctx, child, name, at, (stored) => stored.map((row) => (row.name === name ? { ...body, name } : keep(row))), options, saveParent);
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new DoesNotExistError(`${child.name} ${name} not found`);
  return row;
}

export async function deleteChildRow(ctx: RequestContext, child: Doctype, name: string, options: AccessOptions, saveParent: SaveParent): Promise<void> {
  const at = await placementOf(ctx, child, name);
  await saveThroughParent(ctx, child, name, at, (stored) => stored.filter((row) => row.name !== name).map(keep), options, saveParent);
}

/** A new row: the body names its parent (`parent`, `parenttype`, `parentfield`), as in Frappe. */
export async function insertChildRow(ctx: RequestContext, child: Doctype, input: unknown, options: AccessOptions, saveParent: SaveParent): Promise<Doc> {
  const { name: _ignored, parent, parenttype, parentfield, ...values } = asObject(input);
  if (typeof parent !== 'string' || typeof parenttype !== 'string' || typeof parentfield !== 'string') {
    throw new ValidationError(`A new ${child.name} row needs parent, parenttype and parentfield`);
  }
  const field = ctx.registry.require(parenttype).fieldMap.get(parentfield);
  if (field?.fieldtype !== 'Table' || field.options !== child.name) throw new DataError(`${parenttype}.${parentfield} does not hold ${child.name} rows`);
  const rows = await saveThroughParent(ctx, child, undefined, { parent, parenttype, parentfield }, (stored) => [...stored.map(keep), values], options, saveParent);
  return rows[rows.length - 1];
}
