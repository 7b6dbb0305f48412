import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { ADDRESS_SQL } from '../notices/queue-notices';
import { stamp } from '../notices/stamps';
import { sha256 } from '../notices/receipts';
import type { AppServices } from '../services';
import { DEMO_AWARD_CASES } from './demo-awards';
import { DEMO_CASES } from './demo-cases';

/*
 * Service of notices in the demo: a Lot holding two demo cases (the case manager sends a Lot's
 * notices in one action), and on the case with a hearing a Notice of Arbitration fully served last
 * week: SMS delivered, WhatsApp delivered and read, e-mail sent, each receipt kept as a provider
 * would have posted it (demo message ids), so its affidavit of service shows the whole record.
 */

export const DEMO_SERVICE_LOT_BATCH = 'DEMO-SERVICE';

async function caseNamed(services: AppServices, agreement: string): Promise<string> {
  const { rows } = await services.db.query<{ name: string }>(`SELECT "name" FROM "tabClaim" WHERE "arbitration_agreement_number" = $1`, [agreement]);
  return rows[0].name;
}

export async function loadDemoService(services: AppServices): Promise<void> {
  const ctx = contextFor(services, SYSTEM_USER);
  // Seeded once: a restart with demo data finds it there.
  const seeded = await services.db.query(`SELECT 1 FROM "tabLot" WHERE "batch_id" = $1`, [DEMO_SERVICE_LOT_BATCH]);
  if (seeded.rows.length > 0) return;
  const lot = await insertDoc(ctx, 'Lot', { batch_id: DEMO_SERVICE_LOT_BATCH, type: 'Bulk', count_of_claim: 2 }, { ignorePermissions: true });
  const served = await caseNamed(services, DEMO_CASES.claimWithHearing);
  const assigned = await caseNamed(services, DEMO_CASES.assignedClaim);
  await services.db.query(`UPDATE "tabClaim" SET "lot" = $1 WHERE "name" = ANY($2::text[])`, [lot.name, [served, assigned]]);

  const { rows: parties } = await services.db.query<{ name: string; name1: string | null; last_name: string | null; company_name: string | null; email: string | null; mobile: string | null }>(
    `SELECT "name", "name1", "last_name", "company_name", "email", "mobile" FROM "tabRespondent Table" WHERE "parent" = $1 AND "parentfield" = 'respondent_table' ORDER BY "idx"`,
    [served],
  );
  const day = 24 * 60 * 60 * 1000;
  // Last week, 10:30 IST: inside the hours notices may go.
  const sentAt = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 5, 0) - 7 * day);
  const at = (minutes: number) => stamp(sentAt.getTime() + minutes * 60_000);
  let serial = 0;
  for (const party of parties) {
    serial += 1;
    const partyName = [party.company_name, party.name1, party.last_name].filter(Boolean).join(' ');
    const notice = `SN-demo${serial}`;
    await services.db.query(
      `INSERT INTO "tabService Notice" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "case_doctype", "case_name", "lot", "batch", "party_row", "party_name", "notice_kind", "state", "started_on", "served_on", "served_by_attempt", "sent_by")
       VALUES ($1, 'admin@demo.in', $2, $2, 'admin@demo.in', 0, 0, 'Claim', $3, $4, 'SB-demo', $5, $6, 'Notice of Arbitration', 'Served', $2, $7, $8, 'admin@demo.in')`,
      [notice, at(0), served, lot.name, party.name, partyName, at(2), `SA-demo${serial}-sms`],
    );
    const mobile = String(party.mobile ?? '').replace(/\D/g, '').slice(-10);
    const attempts: { channel: string; address: string | null; id: string; status: string; receipts: { status: string; minutes: number; payload: string }[] }[] = [
      { channel: 'SMS', address: mobile, id: `SMdemo${serial}0000000000000000000000000000`, status: 'Delivered', receipts: [{ status: 'Delivered', minutes: 2, payload: `MessageSid=SMdemo${serial}&MessageStatus=delivered&To=%2B91${mobile}` }] },
      { channel: 'WhatsApp', address: mobile, id: `wamid.demo${serial}`, status: 'Read', receipts: [
        { status: 'Delivered', minutes: 3, payload: JSON.stringify({ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: `wamid.demo${serial}`, status: 'delivered' }] } }] }] }) },
        { status: 'Read', minutes: 40, payload: JSON.stringify({ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: `wamid.demo${serial}`, status: 'read' }] } }] }] }) },
      ] },
      ...(party.email ? [{ channel: 'Email', address: party.email, id: `<demo${serial}@portal.example.in>`, status: 'Sent', receipts: [] }] : []),
    ];
    for (const attempt of attempts) {
      const name = `SA-demo${serial}-${attempt.channel.toLowerCase()}`;
      const delivered = attempt.receipts.find((receipt) => receipt.status === 'Delivered');
      const read = attempt.receipts.find((receipt) => receipt.status === 'Read');
      const last = attempt.receipts.at(-1);
      await services.db.query(
        `INSERT INTO "tabService Attempt" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "notice", "case_doctype", "case_name", "lot", "party_row", "party_name", "notice_kind",
           "channel", "address", "language", "status", "provider", "provider_message_id", "queued_on", "sent_on", "delivered_on", "read_on", "tries", "receipt_sha256", "sent_by")
         VALUES ($1, 'admin@demo.in', $2, $2, 'admin@demo.in', 0, 0, $3, 'Claim', $4, $5, $6, $7, 'Notice of Arbitration', $8, $9, 'en', $10, $11, $12, $2, $2, $13, $14, 1, $15, 'admin@demo.in')`,
        [name, at(0), notice, served, lot.name, party.name, partyName, attempt.channel, attempt.address, attempt.status, attempt.channel === 'Email' ? 'smtp' : attempt.channel === 'SMS' ? 'twilio' : 'whatsapp-cloud', attempt.id,
          delivered ? at(delivered.minutes) : null, read ? at(read.minutes) : null, last ? sha256(last.payload) : null],
      );
      for (const receipt of attempt.receipts) {
        const key = `demo:${attempt.id}:${receipt.status}`;
        await services.db.query(
          `INSERT INTO "tabService Receipt" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "attempt", "event_key", "channel", "provider_message_id", "status", "event_time", "source", "payload", "payload_sha256", "recorded_by")
           VALUES ($1, 'Administrator', $2, $2, 'Administrator', 0, 0, $3, $4, $5, $6, $7, $2, 'Webhook', $8, $9, 'Administrator')`,
          [sha256(key), at(receipt.minutes), name, key, attempt.channel, attempt.id, receipt.status, receipt.payload, sha256(receipt.payload)],
        );
      }
    }
  }
  await seedServedAward(services);
}

/*
 * The completed demo claim's award went by Speed Post (its dispatch record) and the portal's Award
 * notice records the same article delivered 124 days ago: three months under s.34(3) have run, so
 * the claimant's case view offers the execution kit (s.36).
 */
async function seedServedAward(services: AppServices): Promise<void> {
  const { rows } = await services.db.query<{ claim: string; party: string; party_name: string; address: string }>(
    `SELECT c."name" AS "claim", r."name" AS "party", concat_ws(' ', r."name1", r."last_name") AS "party_name",
            ${ADDRESS_SQL.Post} AS "address"
       FROM "tabClaim" c JOIN "tabRespondent Table" r ON r."parent" = c."name" AND r."parentfield" = 'respondent_table'
      WHERE c."arbitration_agreement_number" = $1 ORDER BY r."idx" LIMIT 1`,
    [DEMO_AWARD_CASES.completedClaim],
  );
  const row = rows[0];
  if (!row) return; // demo data without the award cases
  const day = 24 * 60 * 60 * 1000;
  const midnight = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  // 12:00 IST 124 days ago (delivered), 10:30 IST 128 days ago (posted).
  const delivered = stamp(midnight - 124 * day + 6.5 * 60 * 60 * 1000);
  const posted = stamp(midnight - 128 * day + 5 * 60 * 60 * 1000);
  const article = 'EP431208780IN';
  const payload = JSON.stringify({ article_number: article, status: 'Delivered', date: delivered.slice(0, 10), remarks: 'Delivered to addressee' });
  await services.db.query(
    `INSERT INTO "tabService Notice" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "case_doctype", "case_name", "batch", "party_row", "party_name", "notice_kind", "state", "started_on", "served_on", "served_by_attempt", "sent_by")
     VALUES ('SN-demo-award', 'admin@demo.in', $1, $1, 'admin@demo.in', 0, 0, 'Claim', $2, 'SB-demo-award', $3, $4, 'Award', 'Served', $1, $5, 'SA-demo-award-post', 'admin@demo.in')`,
    [posted, row.claim, row.party, row.party_name, delivered],
  );
  await services.db.query(
    `INSERT INTO "tabService Attempt" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "notice", "case_doctype", "case_name", "party_row", "party_name", "notice_kind",
       "channel", "address", "language", "status", "provider", "provider_message_id", "queued_on", "sent_on", "delivered_on", "tries", "tracking_status", "receipt_sha256", "sent_by")
     VALUES ('SA-demo-award-post', 'admin@demo.in', $1, $1, 'admin@demo.in', 0, 0, 'SN-demo-award', 'Claim', $2, $3, $4, 'Award',
       'Post', $5, 'en', 'Delivered', 'india-post', $6, $1, $1, $7, 1, 'Delivered', $8, 'admin@demo.in')`,
    [posted, row.claim, row.party, row.party_name, row.address, article, delivered, sha256(payload)],
  );
  const key = `india-post:${article}:Delivered`;
  await services.db.query(
    `INSERT INTO "tabService Receipt" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "attempt", "event_key", "channel", "provider_message_id", "status", "event_time", "source", "payload", "payload_sha256", "recorded_by")
     VALUES ($1, 'admin@demo.in', $2, $2, 'admin@demo.in', 0, 0, 'SA-demo-award-post', $3, 'Post', $4, 'Delivered', $2, 'Entered', $5, $6, 'admin@demo.in')`,
    [sha256(key), delivered, key, article, payload, sha256(payload)],
  );
}
