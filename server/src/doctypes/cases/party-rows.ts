import type { Db } from '../../db';
import type { Doc } from '../../core/doctype/types';
import { CLAIMANT_ROW_SCHEMAS, checkFields, RESPONDENT_ROW_SCHEMAS } from 'shared-api/schemas';
import { LinkValidationError, ValidationError } from '../../core/errors';

const PARTY_TABLES = [
  ['claimant_table', 'Claimant'],
  ['respondent_table', 'Respondent'],
] as const;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks the claimant and respondent rows (SPEC §5): valid e-mails, 10-digit mobiles, 6-digit
 * pin codes, and a district that lies in the row's state (from the seeded District list, by its
 * plain name or its full name "Pune (Maharashtra)"). State, salutation etc. are Links, which
 * the engine checks.
 */
export async function validatePartyRows(db: Db, doc: Doc): Promise<void> {
  // The field checks need no database; the districts of every row are then checked in one
  // statement. The first problem in row order is the one reported, as a form would show it.
  const districts: DistrictCheck[] = [];
  let fieldError: ValidationError | null = null;
  rows: for (const [tableField, label] of PARTY_TABLES) {
    for (const row of (doc[tableField] as Doc[] | undefined) ?? []) {
      const where = `${label} row ${String(row.idx)}`;
      for (const field of ['email', 'lawyer_email_id']) {
        if (filled(row[field])) row[field] = row[field].trim().toLowerCase();
      }
      // The same checks as the filing form (shared-api schemas, SPEC §5 messages); mobiles come
      // back as their 10 digits ("+91 98765 43210" → 9876543210), the number the respondent login finds.
      const checked = checkFields(tableField === 'claimant_table' ? CLAIMANT_ROW_SCHEMAS : RESPONDENT_ROW_SCHEMAS, row);
      if ('message' in checked) {
        const shown = checked.field.includes('email') ? `${checked.message} ${String(row[checked.field])}` : checked.message;
        fieldError = new ValidationError(`${where}: ${shown}`);
        break rows;
      }
      Object.assign(row, checked.values);
      if (filled(row.district)) {
        if (!filled(row.state)) {
          fieldError = new ValidationError(`${where}: choose the state of district ${row.district}`);
          break rows;
        }
        districts.push({ where, district: row.district, state: row.state });
      }
    }
  }
  await checkDistricts(db, districts);
  if (fieldError) throw fieldError;
}

interface DistrictCheck {
  where: string;
  district: string;
  state: string;
}

/** Each district lies in its row's state; an unknown state is named as such. */
async function checkDistricts(db: Db, checks: DistrictCheck[]): Promise<void> {
  if (checks.length === 0) return;
  const params: unknown[] = [];
  const probes = checks.map(({ state, district }, index) => {
    params.push(state, district);
    const [s, d] = [`$${params.length - 1}`, `$${params.length}`];
    return `SELECT ${index} AS "i", EXISTS (SELECT 1 FROM "tabDistrict" WHERE "state" = ${s} AND ("district" = ${d} OR "name" = ${d})) AS "in_state",
            EXISTS (SELECT 1 FROM "tabState" WHERE "name" = ${s}) AS "known_state"`;
  });
  const { rows } = await db.query<{ i: number; in_state: boolean; known_state: boolean }>(probes.join(' UNION ALL '), params);
  const results = new Map(rows.map((row) => [Number(row.i), row]));
  for (const [index, { where, district, state }] of checks.entries()) {
    const result = results.get(index)!;
    if (result.in_state) continue;
    // Hooks run before the engine's Link checks: say what is really wrong with an unknown state.
    if (!result.known_state) throw new LinkValidationError(`Could not find State: ${state}`);
    throw new ValidationError(`${where}: District ${district} is not in ${state}`);
  }
}
