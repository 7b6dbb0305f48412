// A server process for the benches: the app on DATABASE_URL (or in-memory PGlite) with demo data,
// or with `hello` a bare Fastify answering {"hello":"world"}. Prints "listening <port>".
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { s3OptionsFromEnv, s3Storage } from '../src/files/s3-storage';
import { folderStorage } from '../src/files/storage';
import { configureRespondentAccess } from '../src/respondent-access/config';

const kind = process.argv[2] ?? 'app';

/** Files in BENCH_FILES_DIR or the FILES_S3_* bucket (as `npm start` takes them); else in memory. */
function benchStorage() {
  if (process.env.BENCH_FILES_DIR) return folderStorage(process.env.BENCH_FILES_DIR);
  const s3 = s3OptionsFromEnv(process.env);
  return s3 ? s3Storage(s3) : undefined;
}
const app =
  kind === 'hello'
    ? Fastify().get('/', async () => ({ hello: 'world' }))
    : await buildApp({
        databaseUrl: process.env.DATABASE_URL || undefined,
        // As `npm start` reads it: DATABASE_PREPARED_STATEMENTS=0 compares runs without named statements.
        preparedStatements: process.env.DATABASE_PREPARED_STATEMENTS !== '0',
        demoData: true,
        // The bench's database holds no real Aadhaar numbers.
        dataKey: process.env.DATA_KEY ?? '0'.repeat(64),
        rateLimits: { loginPerIp: { max: 10_000, windowMs: 60_000 } },
        storage: benchStorage(),
      });
// The load bench's users all come from 127.0.0.1: lift the per-IP respondent limits (per case +
// mobile ones stay), as a deployment behind a proxy would see each user's own address.
if (kind !== 'hello' && process.env.BENCH_LIFT_IP_LIMITS === '1') {
  const many = { max: 1_000_000, windowMs: 60_000 };
  configureRespondentAccess((app as Awaited<ReturnType<typeof buildApp>>).services, {
    limits: { lookupFailuresPerIp: many, smsPerIp: many, wrongCodesPerIp: many },
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
