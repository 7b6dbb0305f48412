// Notices for a whole Lot: files NOTICE_CASES claims (default 100,000) into one Lot, each with a
// respondent holding an e-mail and a mobile; times the case manager's one action that queues a
// notice to all of them, then drains SMS, WhatsApp and e-mail in turn into local servers speaking
// Twilio's and WhatsApp Cloud's APIs (e-mail into the Email Queue outbox) for NOTICE_DRAIN_SECONDS
// (default 10) at NOTICE_RATE sends per second per channel (default 1000), and prints
//   notices: 100000 queued in X s, N sent per second per channel (SMS a, WhatsApp b, Email c)
// Run: npm run bench -w server -- notices   (PGlite in memory; DATABASE_URL for PostgreSQL)
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { openPglite, openPostgres } from '../src/db';
import { configureNotices } from '../src/notices/config';
import { drainChannel } from '../src/notices/drain';
import { startLocalTwilio, startLocalWhatsApp } from '../src/test/notice-providers';
import { createUser } from '../src/test/helpers';
import { callApi, messageOf } from '../src/test/methods';

const CASES = Number(process.env.NOTICE_CASES ?? 100_000);
const RATE = Number(process.env.NOTICE_RATE ?? 1000);
const DRAIN_SECONDS = Number(process.env.NOTICE_DRAIN_SECONDS ?? 10);
const LOT = 'LOT-BENCH';

const db = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL, { schema: `bench_notices_${Date.now()}`, dropSchemaOnClose: true, max: 20 }) : await openPglite();
const app = await buildApp({ db });
const twilio = await startLocalTwilio();
const meta = await startLocalWhatsApp();
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const noon = Date.parse('2026-11-27T12:00:00+05:30');
  configureNotices(app.services, {
    publicUrl: base,
    now: () => noon + (performance.now() | 0),
    rates: { SMS: RATE, WhatsApp: RATE, Email: RATE },
    sms: { baseUrl: twilio.url, accountSid: twilio.accountSid, authToken: twilio.authToken, from: 'ARBRTE' },
    whatsapp: { baseUrl: meta.url, apiVersion: meta.apiVersion, phoneNumberId: meta.phoneNumberId, accessToken: meta.accessToken, appSecret: meta.appSecret, verifyToken: meta.verifyToken, template: 'notice_of_service' },
  });
  const seeded = performance.now();
  const now = '2026-11-27 12:00:00';
  await app.services.db.query(
    `INSERT INTO "tabLot" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "type", "count_of_claim") VALUES ($1, 'Administrator', $2, $2, 'Administrator', 0, 0, 'Bulk', $3)`,
    [LOT, now, CASES],
  );
  await app.services.db.query(
    `INSERT INTO "tabClaim" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "lot", "stage", "claim_type")
     SELECT 'ARB-B' || lpad(g::text, 7, '0'), 'Administrator', $1, $1, 'Administrator', 0, 0, $2, 'Issuance of Notice', 'Bulk' FROM generate_series(1, $3) AS g`,
    [now, LOT, CASES],
  );
  await app.services.db.query(
    `INSERT INTO "tabRespondent Table" ("name", "owner", "creation", "modified", "modified_by", "docstatus", "idx", "parent", "parenttype", "parentfield", "name1", "email", "mobile", "state")
     SELECT 'RB' || g, 'Administrator', $1, $1, 'Administrator', 0, 1, 'ARB-B' || lpad(g::text, 7, '0'), 'Claim', 'respondent_table', 'Borrower ' || g,
       'borrower' || g || '@example.in', (9000000000 + g)::text, CASE WHEN g % 3 = 0 THEN 'Uttar Pradesh' ELSE 'Tamil Nadu' END
     FROM generate_series(1, $2) AS g`,
    [now, CASES],
  );
  console.log(`seeded ${CASES} cases in one Lot in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const manager = await createUser(app, 'manager@bench.in', ['System Manager']);
  const started = performance.now();
  const queued = await messageOf(callApi(manager, 'send_service_notices', { notice_kind: 'Notice of Arbitration', lot: LOT }));
  const queuedSeconds = (performance.now() - started) / 1000;
  const attempts = Object.values(queued.attempts as Record<string, number>).reduce((sum, count) => sum + count, 0);

  // One channel at a time: each drain has the process to itself, as each provider has its own limit.
  const drained: (readonly [string, number])[] = [];
  for (const channel of ['SMS', 'WhatsApp', 'Email'] as const) {
    const from = performance.now();
    const result = await drainChannel(app.services, channel, { budgetMs: DRAIN_SECONDS * 1000 });
    // E-mail without SMTP lands in the Email Queue outbox (Queued, naming its record): handed over all the same.
    drained.push([channel, (result.sent + (channel === 'Email' ? result.waiting : 0)) / ((performance.now() - from) / 1000)]);
  }
  const slowest = Math.min(...drained.map(([, rate]) => rate));
  console.log(`(${attempts} attempts; rate limit ${RATE}/s per channel; drained for ${DRAIN_SECONDS} s each; provider requests: Twilio ${twilio.requests}, WhatsApp ${meta.requests})`);
  console.log(`notices: ${queued.notices} queued in ${queuedSeconds.toFixed(2)} s, ${Math.round(slowest)} sent per second per channel (${drained.map(([channel, rate]) => `${channel} ${Math.round(rate)}`).join(', ')})`);
} finally {
  await app.close();
  await twilio.close();
  await meta.close();
}
