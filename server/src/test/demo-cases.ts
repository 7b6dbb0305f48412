import type { FastifyInstance } from 'fastify';
import { DEMO_CASES } from '../seed/demo-cases';

export type DemoCaseKey = keyof typeof DEMO_CASES;

/** The names (ARB-…, MED-…) the demo cases got in this test database, by role in the story. */
export async function demoCaseNames(app: FastifyInstance): Promise<Record<DemoCaseKey, string>> {
  const names = {} as Record<DemoCaseKey, string>;
  for (const [key, agreement] of Object.entries(DEMO_CASES) as [DemoCaseKey, string][]) {
    const { rows } = await app.services.db.query<{ name: string }>(
      `SELECT "name" FROM "tabClaim" WHERE "arbitration_agreement_number" = $1
       UNION ALL SELECT "name" FROM "tabDispute" WHERE "mediation_agreement_number" = $1`,
      [agreement],
    );
    if (!rows[0]) throw new Error(`demo case ${key} missing`);
    names[key] = rows[0].name;
  }
  return names;
}
