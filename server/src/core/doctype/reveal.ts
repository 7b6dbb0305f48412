import type { SessionUser } from '../session-user';
import type { Doc, Doctype } from './types';

/** Whether the document (or list row) is the reader's own, by the doctype's `reveal.ownerField`. */
function ownedBy(doctype: Doctype, row: Doc, user: SessionUser): boolean {
  const owner = doctype.reveal ? row[doctype.reveal.ownerField] : undefined;
  return typeof owner === 'string' && owner.toLowerCase() === user.name.toLowerCase();
}

/**
 * A copy of a document or list row with each confidential field as this reader may see it: the
 * value, its mask, or nothing. `ownerRow` is where the owner field is read (a list row may not
 * select it). Fields of the row under other names (`aadhar_number as x`) go by `aliases`.
 */
export function revealRow(
  doctype: Doctype,
  row: Doc,
  user: SessionUser,
  options: { ownerRow?: Doc; aliases?: ReadonlyMap<string, string> } = {},
): Doc {
  if (!doctype.reveal) return row;
  const isOwner = ownedBy(doctype, options.ownerRow ?? row, user);
  const out: Doc = { ...row };
  for (const key of Object.keys(out)) {
    const fieldname = options.aliases?.get(key) ?? key;
    const rule = doctype.reveal.fields[fieldname];
    if (!rule || out[key] === null || out[key] === undefined || out[key] === '') continue;
    if (rule.show(user, isOwner)) continue;
    if (rule.mask) out[key] = rule.mask(String(out[key]));
    else out[key] = null;
  }
  return out;
}

/** Whether any of these fields is one a reader might not see in full. */
export function hasRevealedFields(doctype: Doctype, fieldnames: readonly string[]): boolean {
  return !!doctype.reveal && fieldnames.some((name) => name in doctype.reveal!.fields);
}
