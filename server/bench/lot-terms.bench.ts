// Settlement terms for a whole Lot in one action: seeds LOT_TERMS_CASES claims (default 100,000)
// into one Lot on an in-memory database (or DATABASE_URL), then times set_lot_settlement_terms
// (first offer, then the replacing one, which also withdraws the first) and prints the figures.
// Run: npm run bench -w server -- lot-terms
import { performance } from 'node:perf_hooks';
import { addCalendarDays, todayInIndia } from 'shared-api/rules';
import { loadSessionUser } from '../src/auth/users';
import { contextFor } from '../src/core/context';
import { insertDoc } from '../src/core/documents';
import { SYSTEM_USER } from '../src/core/session-user';
import { setLotTerms } from '../src/settlement-terms/lot-terms';
import { createTestApp } from '../src/test/helpers';

const CASES = Number(process.env.LOT_TERMS_CASES ?? 100_000);

const app = await createTestApp({ demoData: true });
try {
  const system = contextFor(app.services, SYSTEM_USER);
  const lot = (await insertDoc(system, 'Lot', { batch_id: 'BENCH', user_email_id: 'claimant@demo.in' }, { ignorePermissions: true })).name as string;
  const seeded = performance.now();
  await app.services.db.query(
    `INSERT INTO "tabClaim" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "user_email_id", "stage", "disputed_value", "lot")
     SELECT 'ARB-B' || lpad(g::text, 7, '0'), 'claimant@demo.in', now(), now(), 'claimant@demo.in', 0, 0, 'claimant@demo.in', 'Awaiting Reply', 100000 + (g % 50000), $1
       FROM generate_series(1, $2::int) AS g`,
    [lot, CASES],
  );
  console.log(`seeded ${CASES.toLocaleString('en-IN')} claims in one Lot: ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const claimant = contextFor(app.services, (await loadSessionUser(app.services.db, 'claimant@demo.in', 'session'))!);
  const terms = { offer_type: 'One-time', valid_until: addCalendarDays(todayInIndia(), 30), payee_name: 'Bench Finance Ltd', collection_vpa: 'bench@hdfcbank' };
  for (const [label, amount] of [['first terms', 90_000], ['replacing terms', 85_000]] as const) {
    const started = performance.now();
    const result = await setLotTerms(claimant, lot, { ...terms, amount });
    const ms = performance.now() - started;
    console.log(`set_lot_settlement_terms (${label}): ${result.offered.toLocaleString('en-IN')} offered, ${result.withdrawn.toLocaleString('en-IN')} withdrawn in ${(ms / 1000).toFixed(2)} s`);
  }
} finally {
  await app.close();
}
