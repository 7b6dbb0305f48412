import path from 'node:path';
import fp from 'fastify-plugin';
import { AUTH_DDL } from '../auth/tables';
import { SIGNING_DDL } from '../signatures/keys';
import { createLoginLimits, DbRateLimitStore, RATE_LIMIT_DDL, type RateLimitOptions } from '../auth/rate-limit';
import { DoctypeRegistry } from '../core/doctype/registry';
import { SERIES_TABLE_DDL } from '../core/doctype/naming';
import { RETENTION_DDL } from '../jobs/retention';
import { STEWARDSHIP_QUEUE_DEFINITIONS } from '../jobs/stewardship';
import { DATA_PRINCIPAL_DDL } from '../stewardship/data-principal';
import { syncSchema } from '../core/doctype/schema-sync';
import type { Doctype } from '../core/doctype/types';
import { openDatabase, type Db } from '../db';
import { ALL_DOCTYPES, DOC_EVENTS } from '../doctypes';
import { folderStorage, memoryStorage, type FileStorage } from '../files/storage';
import { BULK_IMPORT_QUEUE_DEFINITION } from '../bulk-import/queue';
import { PDF_QUEUE_DEFINITION } from '../printing/prerender';
import { openJobQueue, type RetryPolicy } from '../jobs';
import { STATUTORY_SWEEP_QUEUE_DEFINITION } from '../statutory-clock/plugin';
import { SERVICE_QUEUE_DEFINITION, SERVICE_SWEEP_QUEUE_DEFINITION } from '../notices/jobs';
import { outboxMailer, type Mailer } from '../mail/mailer';
import { mailQueueDefinition, smtpMailer } from '../mail/smtp-mailer';
import { DEFAULT_SMS_RETRY, smsQueueDefinition } from '../respondent-access/sms-jobs';
import { loadDataKey } from '../core/crypto/data-key';
import { ensureAdmin } from '../seed/admin';
import { loadDemoData } from '../seed/demo';
import { loadStageDemoCases } from '../seed/demo-stages';
import { seedReferenceData } from '../seed/reference';
import type { AppServices } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface ServicesOptions {
  db?: Db;
  databaseUrl?: string;
  pgliteSharedBuffers?: string;
  preparedStatements?: boolean;
  dataDir?: string;
  production: boolean;
  demoData: boolean;
  /** With demoData: also the demo cases at every stage (seed/demo-stages.ts). */
  demoStages?: boolean;
  demoAwards?: boolean;
  doctypes?: readonly Doctype[];
  storage?: FileStorage;
  mailer?: Mailer;
  smtp?: { url: string; from: string };
  dataKey?: string;
  rateLimits?: RateLimitOptions;
  maxUploadBytes?: number;
  maxBulkUploadBytes?: number;
  sessionTtlMs?: number;
  sessionMaxAgeMs?: number;
  admin?: { email: string; password: string };
  jobs?: JobOptions;
}

/** Background jobs (src/jobs/, README "Background jobs"). */
export interface JobOptions {
  /** Run jobs in this process (default: only send them; `npm start` runs them). */
  run?: boolean;
  /** How often an idle pg-boss worker asks for a job, in seconds (default 2, at least 0.5). */
  pollSeconds?: number;
  /** On close, how long jobs running here may take to finish before they are given back (default 20 s). */
  graceMs?: number;
  /** Retries of a mail the SMTP server did not take (default 8, from 30 s, doubling). */
  mailRetry?: RetryPolicy;
  /** Retries of a dispatch's text the SMS provider did not take (default 5, from 30 s, doubling). */
  smsRetry?: RetryPolicy;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Opens the database, brings the schema in line with the doctype declarations, seeds the
 * reference lists (and demo data when asked) and closes the database with the app.
 */
export const servicesPlugin = fp(
  async (app, options: ServicesOptions) => {
    const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, pgliteSharedBuffers: options.pgliteSharedBuffers, preparedStatements: options.preparedStatements }));
    const jobs = openJobQueue(db, { pollSeconds: options.jobs?.pollSeconds, onError: (error) => app.log.error({ err: error }, 'job queue error') });
    try {
      // Before any document is read or written: encrypted fields need the key.
      await loadDataKey({ key: options.dataKey, dataDir: options.dataDir, databaseUrl: options.databaseUrl });
      const registry = new DoctypeRegistry([...ALL_DOCTYPES, ...(options.doctypes ?? [])], DOC_EVENTS);
      await syncSchema(db, registry, [SERIES_TABLE_DDL, ...AUTH_DDL, ...RATE_LIMIT_DDL, ...SIGNING_DDL, ...RETENTION_DDL, ...DATA_PRINCIPAL_DDL]);
      const services: AppServices = {
        db,
        registry,
        storage: options.storage ?? (options.dataDir ? folderStorage(path.join(options.dataDir, 'files')) : memoryStorage()),
        mailer:
          options.mailer ??
          (options.smtp
            ? smtpMailer(() => services, {
                ...options.smtp,
                retry: options.jobs?.mailRetry,
                onError: (error, recipient) => app.log.error({ err: error, recipient }, 'mail delivery failed'),
              })
            : outboxMailer(() => services)),
        jobs,
        limits: createLoginLimits(options.rateLimits, new DbRateLimitStore(db)),
        config: {
          production: options.production,
          dataDir: options.dataDir,
          maxUploadBytes: options.maxUploadBytes ?? DEFAULT_UPLOAD_BYTES,
          maxBulkUploadBytes: bulkUploadCap(options),
          // Idle lifetime (extended while in use), capped by the absolute one.
          sessionTtlMs: Math.min(options.sessionTtlMs ?? 7 * DAY, options.sessionMaxAgeMs ?? 30 * DAY),
          sessionMaxAgeMs: options.sessionMaxAgeMs ?? 30 * DAY,
          tempPasswordTtlMs: DAY,
          smsRetry: options.jobs?.smsRetry ?? DEFAULT_SMS_RETRY,
        },
      };
      await jobs.define(mailQueueDefinition(options.jobs?.mailRetry));
      await jobs.define(smsQueueDefinition(services.config.smsRetry));
      await jobs.define(BULK_IMPORT_QUEUE_DEFINITION);
      await jobs.define(STATUTORY_SWEEP_QUEUE_DEFINITION);
      await jobs.define(PDF_QUEUE_DEFINITION);
      await jobs.define(SERVICE_QUEUE_DEFINITION);
      await jobs.define(SERVICE_SWEEP_QUEUE_DEFINITION);
      for (const definition of STEWARDSHIP_QUEUE_DEFINITIONS) await jobs.define(definition);
      await seedReferenceData(db, registry);
      if (options.admin) await ensureAdmin(services, options.admin.email, options.admin.password);
      if (options.demoData) await loadDemoData(services, { awards: options.demoAwards ?? true });
      if (options.demoData && options.demoStages) await loadStageDemoCases(services);
      app.decorate('services', services);
    } catch (error) {
      await jobs.stop(0).catch(() => undefined);
      await db.close();
      throw error;
    }
    app.addHook('onClose', async () => {
      // Jobs running here finish (or are given back for another process) before the pool closes.
      await app.services.jobs.stop(options.jobs?.graceMs ?? DEFAULT_JOB_GRACE_MS).catch((error: unknown) => app.log.error({ err: error }, 'stopping the job queue failed'));
      await app.services.db.close();
    });
  },
  { name: 'services' },
);

export const DEFAULT_JOB_GRACE_MS = 20_000;
export const DEFAULT_UPLOAD_BYTES = 25 * 1024 * 1024;
/** 100,000 rows of the bulk template (three respondents, every column filled) stay under it. */
export const DEFAULT_BULK_UPLOAD_BYTES = 128 * 1024 * 1024;

/** The bulk spreadsheet cap: never below the general one. */
export function bulkUploadCap(options: { maxUploadBytes?: number; maxBulkUploadBytes?: number }): number {
  return Math.max(options.maxBulkUploadBytes ?? DEFAULT_BULK_UPLOAD_BYTES, options.maxUploadBytes ?? DEFAULT_UPLOAD_BYTES);
}
