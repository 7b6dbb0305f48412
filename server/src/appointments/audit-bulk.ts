import type { Db } from '../db';
import { nowDatetime } from '../core/datetime';
import { fieldLabel } from '../core/doctype/define';
import { randomName } from '../core/doctype/naming';
import type { DoctypeRegistry } from '../core/doctype/registry';
import type { Doc } from '../core/doctype/types';
import { auditRowHash, GENESIS_HASH } from '../core/documents/audit-chain';
import { copyRows } from '../bulk-import/insert-rows';

export interface FieldUpdate {
  name: string;
  changes: readonly { fieldname: string; before: unknown; after: unknown }[];
}

/**
 * The audit rows `updateDoc` would write for these field changes of many cases, chained to each
 * case's trail (audit-chain.ts) in a few statements: the chains are locked as `chainHead` locks
 * them (in name order, so two writers cannot deadlock), their heads read in one query.
 */
export async function recordCaseUpdates(db: Db, registry: DoctypeRegistry, user: string, doctype: string, updates: readonly FieldUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const names = updates.map((update) => update.name).sort();
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('Audit Trail:' || $1 || ':' || n)) FROM unnest($2::text[]) AS n ORDER BY n`, [doctype, names]);
  const { rows } = await db.query<{ case_name: string; seq: number; row_hash: string }>(
    `SELECT DISTINCT ON ("case_name") "case_name", "seq", "row_hash" FROM "tabAudit Trail"
      WHERE "case_doctype" = $1 AND "case_name" = ANY($2::text[]) AND "seq" IS NOT NULL ORDER BY "case_name", "seq" DESC`,
    [doctype, names],
  );
  const heads = new Map(rows.map((row) => [row.case_name, { seq: Number(row.seq), hash: row.row_hash }]));
  const fields = new Map(registry.require(doctype).fields.map((field) => [field.fieldname, field]));
  const audit = registry.require('Audit Trail');
  const sealed: Doc[] = [];
  for (const update of updates) {
    let head = heads.get(update.name) ?? { seq: 0, hash: GENESIS_HASH };
    for (const [index, change] of update.changes.entries()) {
      const now = nowDatetime();
      const row = {
        action: 'Update',
        fieldname: change.fieldname,
        field_label: fieldLabel(fields.get(change.fieldname)!),
        before: change.before ?? null,
        after: change.after ?? null,
        name: randomName(),
        owner: user,
        creation: now,
        modified: now,
        modified_by: user,
        docstatus: 0,
        idx: index + 1,
        ref_doctype: doctype,
        docname: update.name,
        attached_to_doctype: null,
        case_doctype: doctype,
        case_name: update.name,
        seq: head.seq + 1,
        prev_hash: head.hash,
      };
      const rowHash = auditRowHash(row);
      sealed.push({ ...row, row_hash: rowHash });
      head = { seq: row.seq, hash: rowHash };
    }
  }
  await copyRows(db, audit, sealed);
}
