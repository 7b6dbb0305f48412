import type { RequestContext } from '../context';
import { nowDatetime } from '../datetime';
import { fieldLabel } from '../doctype/define';
import { randomName } from '../doctype/naming';
import { AUDIT_TRAIL } from '../doctype/registry';
import type { Doc, Doctype } from '../doctype/types';
import { quoteIdent } from '../query/sql';
import { auditRowHash, chainHead, GENESIS_HASH } from './audit-chain';
import { changedFields, docSnapshot } from './changes';
import { insertRowUnless, insertRows } from './write-row';

type ChainLink = { seq: number; hash: string };

interface CaseRef {
  doctype: string;
  name: string;
}

/**
 * The case a tracked document belongs to: itself when it declares no `belongsTo`, otherwise the
 * case of the first linked tracked document (a File → its Hearing → the Claim). Null: not part of
 * a case (e.g. a profile picture), so nothing is recorded.
 */
async function caseOf(ctx: RequestContext, doctype: Doctype, doc: Doc, depth = 0): Promise<CaseRef | null> {
  if (!doctype.trackChanges || depth > 4) return null;
  if (!doctype.belongsTo?.length) return { doctype: doctype.name, name: String(doc.name) };
  for (const link of doctype.belongsTo) {
    const targetName = 'doctype' in link ? link.doctype : doc[link.doctypeField];
    const name = doc['field' in link ? link.field : link.nameField];
    const target = typeof targetName === 'string' ? ctx.registry.get(targetName) : undefined;
    if (!target?.trackChanges || typeof name !== 'string' || name === '') continue;
    const { rows } = await ctx.db.query(`SELECT * FROM ${quoteIdent(target.table)} WHERE "name" = $1`, [name]);
    if (rows[0]) return caseOf(ctx, target, rows[0], depth + 1);
  }
  return null;
}

/**
 * Records who changed what in a tracked document, in the caller's transaction: one row per
 * changed field for an update, one row with the whole document for an insert or a delete.
 */
export async function recordChanges(ctx: RequestContext, doctype: Doctype, before: Doc | null, after: Doc | null): Promise<void> {
  const doc = after ?? before;
  if (!doctype.trackChanges || !doc) return;
  const ref = await caseOf(ctx, doctype, doc);
  if (!ref) return;
  const entries =
    before && after
      ? changedFields(ctx.registry, doctype, before, after).map((change) => ({
          action: 'Update',
          fieldname: change.field.fieldname,
          field_label: fieldLabel(change.field),
          before: change.before,
          after: change.after,
        }))
      : [
          {
            action: after ? 'Insert' : 'Delete',
            fieldname: null,
            field_label: null,
            before: before && docSnapshot(ctx.registry, doctype, before),
            after: after && docSnapshot(ctx.registry, doctype, after),
          },
        ];
  const audit = ctx.registry.require(AUDIT_TRAIL);
  // A file names the kind of document it is attached to, so the trail shows it only to readers of that kind.
  const attachedTo = doctype.belongsTo?.flatMap((link) => ('doctypeField' in link ? [doc[link.doctypeField]] : []))[0];
  // Each row is chained to the one before it in the same case (see audit-chain.ts).
  // A case being created in this transaction cannot be written by another one (its name is taken
  // only when this one commits), so its first rows need no lock on the chain.
  const creatingCase = before === null && ref.doctype === doctype.name && ref.name === String(doc.name);
  const seal = (head: ChainLink): Doc[] => {
    const sealed: Doc[] = [];
    for (const [index, entry] of entries.entries()) {
      const now = nowDatetime();
      const row = {
        ...entry,
        name: randomName(),
        owner: ctx.user.name,
        creation: now,
        modified: now,
        modified_by: ctx.user.name,
        docstatus: 0,
        idx: index + 1,
        ref_doctype: doctype.name,
        docname: doc.name,
        attached_to_doctype: typeof attachedTo === 'string' && attachedTo !== '' ? attachedTo : null,
        case_doctype: ref.doctype,
        case_name: ref.name,
        seq: head.seq + 1,
        prev_hash: head.hash,
      };
      const rowHash = auditRowHash(row);
      sealed.push({ ...row, row_hash: rowHash });
      head = { seq: row.seq, hash: rowHash };
    }
    return sealed;
  };
  // A new case's trail is almost always empty: its first row is sealed as the chain's first and
  // written unless a trail is already there (a reused name), in one statement; only then is the
  // head read. The case's own row, inserted in this transaction, keeps others from racing it.
  if (creatingCase && entries.length === 1) {
    const [first] = seal({ seq: 0, hash: GENESIS_HASH });
    const chained = `SELECT 1 FROM ${quoteIdent(audit.table)} WHERE "case_doctype" = $1 AND "case_name" = $2 AND "seq" IS NOT NULL`;
    if (await insertRowUnless(ctx.db, audit, first, chained, [ref.doctype, ref.name])) return;
  }
  await insertRows(ctx.db, audit, seal(await chainHead(ctx.db, ref.doctype, ref.name, { lock: !creatingCase })));
}
