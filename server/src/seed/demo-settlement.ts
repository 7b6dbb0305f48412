import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { AppServices } from '../services';
import { DEMO_CASES, inDays } from './demo-cases';

/** Where the demo lender collects (a demo UPI ID and account: nobody should pay into them). */
const DEMO_COLLECTION = { payee_name: 'Udaygiri Finance Ltd', collection_vpa: 'udaygiri.collect@demobank', bank_account_number: '000123456789', bank_ifsc: 'DEMO0000001' };

/**
 * Settlement terms on two demo claims, so "Settle this case" has something to show after
 * `npm start`: a one-time amount and an instalment plan on the assigned claim, and a one-time
 * amount on the claim with a hearing. Added once (a case with offers is left as it is).
 */
export async function loadDemoSettlement(services: AppServices): Promise<void> {
  const ctx = contextFor(services, SYSTEM_USER);
  for (const agreement of [DEMO_CASES.assignedClaim, DEMO_CASES.claimWithHearing]) {
    const { rows } = await services.db.query<{ name: string; disputed_value: number | null }>(
      `SELECT "name", "disputed_value" FROM "tabClaim" WHERE "arbitration_agreement_number" = $1`,
      [agreement],
    );
    const claim = rows[0];
    if (!claim) continue;
    const existing = await services.db.query(`SELECT 1 FROM "tabSettlement Offer" WHERE "claim" = $1 LIMIT 1`, [claim.name]);
    if (existing.rows.length > 0) continue;
    const claimed = Number(claim.disputed_value) > 0 ? Number(claim.disputed_value) : 1_00_000;
    const oneTime = Math.round(claimed * 0.7);
    await insertDoc(ctx, 'Settlement Offer', { claim: claim.name, offer_type: 'One-time', amount: oneTime, valid_until: inDays(30), terms_note: 'Penal interest and charges waived', ...DEMO_COLLECTION }, { ignorePermissions: true });
    if (agreement === DEMO_CASES.assignedClaim) {
      await insertDoc(ctx, 'Settlement Offer', {
        claim: claim.name, offer_type: 'Instalments', instalment_count: 6, instalment_amount: Math.round((claimed * 0.85) / 6), first_due_date: inDays(15), grace_days: 7, valid_until: inDays(30), ...DEMO_COLLECTION,
      }, { ignorePermissions: true });
    }
  }
}
