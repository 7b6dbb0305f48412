import path from 'node:path';
import fp from 'fastify-plugin';
import { AUTH_DDL } from '../auth/tables';
import { createLoginLimits, DbRateLimitStore, RATE_LIMIT_DDL, type RateLimitOptions } from '../auth/rate-limit';
import { DoctypeRegistry } from '../core/doctype/registry';
import { SERIES_TABLE_DDL } from '../core/doctype/naming';
import { syncSchema } from '../core/doctype/schema-sync';
import type { Doctype } from '../core/doctype/types';
import { openDatabase, type Db } from '../db';
import { ALL_DOCTYPES } from '../doctypes';
import { folderStorage, memoryStorage, type FileStorage } from '../files/storage';
import { outboxMailer, type Mailer } from '../mail/mailer';
import { smtpMailer } from '../mail/smtp-mailer';
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
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Opens the database, brings the schema in line with the doctype declarations, seeds the
 * reference lists (and demo data when asked) and closes the database with the app.
 */
export const servicesPlugin = fp(
  async (app, options: ServicesOptions) => {
    const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, pgliteSharedBuffers: options.pgliteSharedBuffers }));
    try {
      // Before any document is read or written: encrypted fields need the key.
      await loadDataKey({ key: options.dataKey, dataDir: options.dataDir, databaseUrl: options.databaseUrl });
      const registry = new DoctypeRegistry([...ALL_DOCTYPES, ...(options.doctypes ?? [])]);
      await syncSchema(db, registry, [SERIES_TABLE_DDL, ...AUTH_DDL, ...RATE_LIMIT_DDL]);
      const services: AppServices = {
        db,
        registry,
        storage: options.storage ?? (options.dataDir ? folderStorage(path.join(options.dataDir, 'files')) : memoryStorage()),
        mailer:
          options.mailer ??
          (options.smtp
            ? smtpMailer(() => services, {
                ...options.smtp,
                onError: (error, recipient) => app.log.error({ err: error, recipient }, 'mail delivery failed'),
              })
            : outboxMailer(() => services)),
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
        },
      };
      await seedReferenceData(db, registry);
      if (options.admin) await ensureAdmin(services, options.admin.email, options.admin.password);
      if (options.demoData) await loadDemoData(services, { awards: options.demoAwards ?? true });
      if (options.demoData && options.demoStages) await loadStageDemoCases(services);
      app.decorate('services', services);
    } catch (error) {
      await db.close();
      throw error;
    }
    app.addHook('onClose', async () => {
      await app.services.db.close();
    });
  },
  { name: 'services' },
);

export const DEFAULT_UPLOAD_BYTES = 25 * 1024 * 1024;
/** 100,000 rows of the bulk template (three respondents, every column filled) stay under it. */
export const DEFAULT_BULK_UPLOAD_BYTES = 128 * 1024 * 1024;

/** The bulk spreadsheet cap: never below the general one. */
export function bulkUploadCap(options: { maxUploadBytes?: number; maxBulkUploadBytes?: number }): number {
  return Math.max(options.maxBulkUploadBytes ?? DEFAULT_BULK_UPLOAD_BYTES, options.maxUploadBytes ?? DEFAULT_UPLOAD_BYTES);
}
