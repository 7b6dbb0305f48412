import type { Db } from '../../db';
import type { Doc } from '../../core/doctype/types';
import { CLAIMANT_ROW_SCHEMAS, checkFields, RESPONDENT_ROW_SCHEMAS } from 'shared-api/schemas';
import { LinkValidationError, ValidationError } from '../../core/errors';

const PARTY_TABLES = [
  ['claimant_table', 'Claimant'],
  ['respondent_table', 'Respondent'],
] as const;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Digits only, "+91 98765 43210" → "9876543210": respondents are found by this number at login. */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

/**
 * Checks the claimant and respondent rows (SPEC §5): valid e-mails, 10-digit mobiles, 6-digit
 * pin codes, and a district that lies in the row's state (from the seeded District list, by its
 * plain name or its full name "Pune (Maharashtra)"). State, salutation etc. are Links, which
 * the engine checks.
 */
export async function validatePartyRows(db: Db, doc: Doc): Promise<void> {
  for (const [tableField, label] of PARTY_TABLES) {
    for (const row of (doc[tableField] as Doc[] | undefined) ?? []) {
      const where = `${label} row ${String(row.idx)}`;
      for (const field of ['email', 'lawyer_email_id']) {
        if (filled(row[field])) row[field] = row[field].trim().toLowerCase();
      }
      if (filled(row.mobile)) row.mobile = normalizeMobile(row.mobile);
      // The same checks as the filing form (shared-api schemas, SPEC §5 messages).
      const checked = checkFields(tableField === 'claimant_table' ? CLAIMANT_ROW_SCHEMAS : RESPONDENT_ROW_SCHEMAS, row);
      if ('message' in checked) {
        const shown = checked.field.includes('email') ? `${checked.message} ${String(row[checked.field])}` : checked.message;
        throw new ValidationError(`${where}: ${shown}`);
      }
      Object.assign(row, checked.values);
      if (filled(row.district)) await checkDistrict(db, where, row.district, row.state);
    }
  }
}

async function checkDistrict(db: Db, where: string, district: string, state: unknown): Promise<void> {
  if (!filled(state)) throw new ValidationError(`${where}: choose the state of district ${district}`);
  const { rows } = await db.query(`SELECT 1 FROM "tabDistrict" WHERE "state" = $1 AND ("district" = $2 OR "name" = $2)`, [state, district]);
  if (rows.length > 0) return;
  // Hooks run before the engine's Link checks: say what is really wrong with an unknown state.
  const known = await db.query(`SELECT 1 FROM "tabState" WHERE "name" = $1`, [state]);
  if (known.rows.length === 0) throw new LinkValidationError(`Could not find State: ${state}`);
  throw new ValidationError(`${where}: District ${district} is not in ${state}`);
}
