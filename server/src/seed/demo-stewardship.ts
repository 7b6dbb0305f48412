import type { AppServices } from '../services';

/**
 * Data stewardship at a glance (DPDP Act 2023): an open correction request by the demo lawyer, due
 * in 90 days, for the case manager's list_data_requests. Idempotent: one per demo database.
 */
export async function loadDemoStewardship(services: AppServices): Promise<void> {
  const { db } = services;
  const subject = 'lawyer@demo.in';
  const { rows } = await db.query(`SELECT 1 FROM "__data_requests" WHERE "subject" = $1 LIMIT 1`, [subject]);
  if (rows.length > 0) return;
  const filed = Date.now();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO "__data_requests" ("name", "subject", "kind", "details", "filed_at", "due_by") VALUES ('DPR-DEMO-0001', $1, 'Correction', $2, $3, $4)`,
      [subject, 'My chamber address changed: 4th floor, Lawyers Chambers, Shivajinagar, Pune 411005', new Date(filed).toISOString(), new Date(filed + 90 * 24 * 60 * 60 * 1000).toISOString()],
    );
    await tx.query(`INSERT INTO "__data_request_log" ("request", "actor", "action", "detail") VALUES ('DPR-DEMO-0001', $1, 'Filed', 'Correction')`, [subject]);
  });
}
