import { currentDataKeyId, decryptText, encryptText } from '../core/crypto/data-key';
import type { DoctypeRegistry } from '../core/doctype/registry';
import type { Db } from '../db';
import { refreshFingerprints } from '../doctypes/profiles/identity';

export interface ReencryptReport {
  /** Values moved to the newest data key (or encrypted for the first time, if stored plain). */
  rewritten: number;
  /** Values no loaded key opens: left as they are, and counted so the operator hears of them. */
  unreadable: number;
}

const BATCH = 200;

/**
 * The second half of a data-key rotation: every encrypted field not yet under the newest key is
 * read with the key it names and written again under the newest, a batch at a time, while the
 * portal runs. Each write is conditional on the stored value being the one read, so a save made
 * meanwhile (already under the newest key) wins and is not overwritten. Values keep their meaning,
 * so neither `modified` nor the audit trail changes. Aadhaar fingerprints follow the new key, and
 * the PDF signing keys (kept encrypted with the data key) are moved too.
 */
export async function reencryptData(db: Db, registry: DoctypeRegistry): Promise<ReencryptReport> {
  const underCurrent = `enc:v1:${currentDataKeyId()}:%`;
  const report: ReencryptReport = { rewritten: 0, unreadable: 0 };
  for (const doctype of registry.all()) {
    const table = `"tab${doctype.name}"`;
    for (const field of doctype.fields.filter((f) => f.encrypted)) {
      const column = `"${field.fieldname}"`;
      let after = '';
      for (;;) {
        const { rows } = await db.query<{ name: string; value: string }>(
          `SELECT "name", ${column} AS "value" FROM ${table}
           WHERE coalesce(${column}, '') <> '' AND ${column} NOT LIKE $1 AND "name" > $2 ORDER BY "name" LIMIT ${BATCH}`,
          [underCurrent, after],
        );
        for (const row of rows) {
          after = row.name;
          let plain: string;
          try {
            plain = decryptText(row.value);
          } catch {
            report.unreadable++;
            continue;
          }
          const updated = await db.query(`UPDATE ${table} SET ${column} = $1 WHERE "name" = $2 AND ${column} = $3`, [encryptText(plain), row.name, row.value]);
          report.rewritten += updated.rowCount;
        }
        if (rows.length < BATCH) break;
      }
    }
  }
  // Tables of ours that hold encrypted values outside the doctypes: the PDF signing keys
  // (signatures/keys.ts). Left behind, they would stop opening once the old key is dropped, and
  // every PDF would then fail to sign.
  for (const { table, id, column } of RAW_ENCRYPTED) {
    const { rows } = await db.query<{ id: string; value: string }>(`SELECT "${id}" AS "id", "${column}" AS "value" FROM "${table}" WHERE "${column}" NOT LIKE $1`, [underCurrent]);
    for (const row of rows) {
      let plain: string;
      try {
        plain = decryptText(row.value);
      } catch {
        report.unreadable++;
        continue;
      }
      const updated = await db.query(`UPDATE "${table}" SET "${column}" = $1 WHERE "${id}" = $2 AND "${column}" = $3`, [encryptText(plain), row.id, row.value]);
      report.rewritten += updated.rowCount;
    }
  }
  await refreshFingerprints(db);
  return report;
}

/** Encrypted columns of tables that are not doctypes (few rows each: read at once). */
const RAW_ENCRYPTED = [{ table: '__signing_keys', id: 'subject', column: 'key' }] as const;
