import type { Db } from '../../db';
import { bulkUpsert } from '../../core/doctype/bulk-upsert';
import { makeName } from '../../core/doctype/naming';
import type { DoctypeRegistry } from '../../core/doctype/registry';
import { COUNTRIES } from './countries';
import {
  ARBITRATION_TYPES,
  ARBITRATOR_CATEGORIES,
  DESIGNATIONS,
  DISPATCH_CHANNELS,
  DOCUMENT_TYPES,
  GENDERS,
  INDUSTRY_TYPES,
  INVOICE_STATUSES,
  LANGUAGES,
  NATURES_OF_DISPUTE,
  ROLES,
  SALUTATIONS,
  SPECIALIZATIONS,
  TAX_WITHHOLDING_CATEGORIES,
} from './lists';
import { indianStates } from './states';

type Rows = Record<string, unknown>[];

const column = (field: string, values: readonly string[]): Rows => values.map((value) => ({ [field]: value }));

/** Every reference list by doctype, in the order they must be written (State before District). */
export function referenceData(): [doctype: string, rows: Rows][] {
  const states = indianStates();
  return [
    ['Role', column('role_name', ROLES)],
    ['State', states.map(({ state, state_code }) => ({ state, state_code }))],
    ['District', states.flatMap(({ state, districts }) => districts.map((district) => ({ district, state })))],
    ['Salutation', column('salutation', SALUTATIONS)],
    ['Gender', column('gender', GENDERS)],
    ['Language', LANGUAGES],
    ['Designation', column('designation_name', DESIGNATIONS)],
    ['Country', COUNTRIES.map(([code, country_name]) => ({ country_name, code: code.toLowerCase() }))],
    ['Industry Type', column('industry', INDUSTRY_TYPES)],
    ['Document Type', column('document_type', DOCUMENT_TYPES)],
    ['Dispatch Channel', column('dispatch_channel', DISPATCH_CHANNELS)],
    ['Invoice Status', column('invoice_status', INVOICE_STATUSES)],
    ['Arbitrator Category', column('arbitrator_category', ARBITRATOR_CATEGORIES)],
    ['Specialization', column('specialization', SPECIALIZATIONS)],
    ['Arbitration Type', column('arbitration_type', ARBITRATION_TYPES)],
    ['Nature of Dispute', column('nature_of_dispute', NATURES_OF_DISPUTE)],
    ['Tax Withholding Category', TAX_WITHHOLDING_CATEGORIES],
  ];
}

/** Inserts or refreshes the reference lists; runs at every start, in every mode. */
export async function seedReferenceData(db: Db, registry: DoctypeRegistry): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [doctypeName, rows] of referenceData()) {
      const doctype = registry.require(doctypeName);
      // Names come from the doctype's own naming rule, so seeding and the API agree.
      const named = await Promise.all(rows.map(async (row) => ({ ...row, name: await makeName(tx, doctype, row) })));
      await bulkUpsert(tx, doctype, named);
    }
  });
}
