import type { BulkReference } from 'shared-api/bulk';
import type { Db } from '../db';

/** The lists a bulk row's values must come from, read once per import from the reference tables. */
export async function loadBulkReference(db: Db): Promise<BulkReference> {
  const districts = await db.query<{ state: string; district: string }>(`SELECT "state", "district" FROM "tabDistrict" ORDER BY "state", "district"`);
  const states = await db.query<{ name: string }>(`SELECT "name" FROM "tabState"`);
  const districtsByState = new Map<string, string[]>(states.rows.map((row) => [row.name, []]));
  for (const row of districts.rows) districtsByState.get(row.state)?.push(row.district);
  const salutations = await db.query<{ name: string }>(`SELECT "name" FROM "tabSalutation"`);
  const natures = await db.query<{ name: string }>(`SELECT "name" FROM "tabNature of Dispute"`);
  return {
    districtsByState,
    salutations: salutations.rows.map((row) => row.name),
    naturesOfDispute: natures.rows.map((row) => row.name),
  };
}
