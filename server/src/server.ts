import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { rateLimitsFromEnv } from './auth/rate-limit-env';
import { isPostgresUrl } from './db';
import { s3OptionsFromEnv, s3Storage } from './files/s3-storage';
import { institutionBankAccount } from './payments/bank-account';
import { requestLogSerializers } from './plugins/log-serializers';
import { decideTrustProxy } from './security/trust-proxy';
import { gracefulShutdown } from './shutdown';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo';
import type { SigningOptions } from './signatures/pades';
import { esignFromEnv } from './signatures/provider';

/** Starts the server from the environment; everything else lives in app.ts. */
async function main(): Promise<void> {
  const env = process.env;
  const production = env.NODE_ENV === 'production';
  const demoData = env.DEMO_DATA === '1' && !production;
  if (env.DEMO_DATA === '1' && production) console.warn('DEMO_DATA=1 ignored: demo data is never loaded in production.');
  const databaseUrl = isPostgresUrl(env.DATABASE_URL) ? env.DATABASE_URL : undefined;
  if (env.DATABASE_URL && !databaseUrl) throw new Error('DATABASE_URL must be a postgres:// URL');
  const port = Number(env.PORT ?? 8000);
  const graceMs = parseShutdownSeconds(env.SHUTDOWN_TIMEOUT_SECONDS ?? '25') * 1000;
  const host = env.HOST ?? '0.0.0.0';

  // Files on S3-compatible storage when FILES_S3_BUCKET is set, else in DATA_DIR/files.
  const s3 = s3OptionsFromEnv(env);
  const proxy = decideTrustProxy(env.TRUST_PROXY, production);
  // A half-set or mistyped account for filing fees stops the start rather than misdirect payments.
  institutionBankAccount(env, production);
  console.log(proxy.description);
  const app = await buildApp({
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    pgliteSharedBuffers: parseSharedBuffers(env.PGLITE_SHARED_BUFFERS),
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== '0',
    storage: s3 ? s3Storage(s3) : undefined,
    demoData,
    demoStages: demoData,
    production,
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    logger: { level: env.LOG_LEVEL ?? 'info', serializers: requestLogSerializers },
    trustProxy: proxy.trustProxy,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'ArbitRoute <no-reply@localhost>' } : undefined,
    dataKey: env.DATA_KEY || undefined,
    maxUploadBytes: env.MAX_UPLOAD_MB ? parseUploadCap(env.MAX_UPLOAD_MB) : undefined,
    maxBulkUploadBytes: env.MAX_BULK_UPLOAD_MB ? parseUploadCap(env.MAX_BULK_UPLOAD_MB, 'MAX_BULK_UPLOAD_MB') : undefined,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    sessionTtlMs: hoursToMs(env.SESSION_IDLE_HOURS, 'SESSION_IDLE_HOURS'),
    sessionMaxAgeMs: hoursToMs(env.SESSION_MAX_HOURS, 'SESSION_MAX_HOURS'),
    // Sign-ups, their starts and identity codes per client address per hour (defaults unless set).
    rateLimits: rateLimitsFromEnv(env),
    statutoryClockIntervalMs: parseSweepMinutes(env.STATUTORY_SWEEP_MINUTES ?? '60'),
    serviceSweepIntervalMs: parseSweepMinutes(env.SERVICE_SWEEP_MINUTES ?? '60', 'SERVICE_SWEEP_MINUTES'),
    // Chromium (CHROMIUM_PATH, else /usr/bin/chromium) is looked up by the PDF service itself.
    printing: { publicUrl: env.PUBLIC_URL?.trim() || undefined, signing: await signingFromEnv(env, demoData) },
    bulkImportPollMs: parseImportPoll(env.BULK_IMPORT_POLL_MS ?? '30000'),
    // RETENTION_SWEEP_HOURS: how often the retention schedule is applied (default daily; 0: never here).
    retentionIntervalMs: parseSweepMinutes(String(Number(env.RETENTION_SWEEP_HOURS ?? '24') * 60), 'RETENTION_SWEEP_HOURS'),
    jobs: {
      run: parseSwitch(env.JOBS_RUN ?? '1', 'JOBS_RUN'),
      pollSeconds: parsePollSeconds(env.JOBS_POLL_SECONDS ?? '2'),
      // Jobs in flight get most of the shutdown time; the pool still has to close after them.
      graceMs: Math.round(graceMs * 0.8),
    },
  });

  const stop = gracefulShutdown(app, { graceMs });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(signal));

  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`\nDispute-resolution portal server on http://${shown}:${port} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}; files ${s3 ? `in S3 bucket ${s3.bucket}` : 'in the data folder'})`);
  if (demoData) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(28)} ${account.role}`);
  }
}

/**
 * PAdES signing: the institution's PKCS#12 file (SIGNING_P12_FILE, SIGNING_P12_PASSWORD) and a
 * time-stamp authority (SIGNING_TSA_URL). Without a file the server makes its own chain (named
 * demo in demo mode, self-issued otherwise): signatures are valid, but no reader trusts its root.
 * SIGNING_PROVIDER=esign sends the neutrals' signatures to an eSign provider (signatures/provider.ts).
 */
async function signingFromEnv(env: NodeJS.ProcessEnv, demoData: boolean): Promise<SigningOptions> {
  const file = env.SIGNING_P12_FILE?.trim();
  const tsaUrl = env.SIGNING_TSA_URL?.trim() || undefined;
  if (tsaUrl && !/^https?:\/\//.test(tsaUrl)) throw new Error('SIGNING_TSA_URL must be an http(s) URL');
  const esign = await esignFromEnv(env);
  if (!file) {
    if (!demoData) console.warn('SIGNING_P12_FILE is not set: PDFs are signed with a self-issued certificate no reader trusts.');
    return { tsaUrl, esign, organization: demoData ? 'ArbitRoute (demo)' : 'ArbitRoute (self-issued)' };
  }
  return { tsaUrl, esign, pkcs12: { content: await readFile(path.resolve(file)), password: env.SIGNING_P12_PASSWORD ?? '' } };
}

/** PGLITE_SHARED_BUFFERS: PostgreSQL's size syntax, e.g. 16MB or 1GB. */
function parseSharedBuffers(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\d+(kB|MB|GB)$/.test(value.trim())) throw new Error('PGLITE_SHARED_BUFFERS must be a size such as 16MB or 128MB');
  return value.trim();
}

/** MAX_UPLOAD_MB, MAX_BULK_UPLOAD_MB: a positive number of megabytes. */
function parseUploadCap(value: string, name = 'MAX_UPLOAD_MB'): number {
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error(`${name} must be a positive number`);
  return Math.round(megabytes * 1024 * 1024);
}

/** STATUTORY_SWEEP_MINUTES: how often to sweep the statutory clock; 0 turns the sweep off. */
function parseSweepMinutes(value: string, name = 'STATUTORY_SWEEP_MINUTES'): number | undefined {
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes < 0) throw new Error(`${name} must be a number of minutes (0 to turn it off)`);
  return minutes === 0 ? undefined : Math.round(minutes * 60_000);
}

/** BULK_IMPORT_POLL_MS: how often this process looks for bulk imports left behind; 0: it runs none. */
function parseImportPoll(value: string): number | undefined {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error('BULK_IMPORT_POLL_MS must be a whole number of milliseconds (0 to run no imports)');
  return ms === 0 ? undefined : Math.max(ms, 100);
}

/** JOBS_RUN: 1 (run background jobs in this process) or 0 (only queue them for other processes). */
function parseSwitch(value: string, name: string): boolean {
  if (value !== '0' && value !== '1') throw new Error(`${name} must be 0 or 1`);
  return value === '1';
}

/** JOBS_POLL_SECONDS: how often an idle job worker asks PostgreSQL for work (at least 0.5). */
function parsePollSeconds(value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0.5) throw new Error('JOBS_POLL_SECONDS must be a number of seconds, at least 0.5');
  return seconds;
}

/** SHUTDOWN_TIMEOUT_SECONDS: a positive number of seconds. */
function parseShutdownSeconds(value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('SHUTDOWN_TIMEOUT_SECONDS must be a positive number of seconds');
  return seconds;
}

/** Session lifetimes in hours (fractions allowed); unset keeps the default. */
function hoursToMs(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error(`${name} must be a positive number of hours`);
  return hours * 60 * 60 * 1000;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
