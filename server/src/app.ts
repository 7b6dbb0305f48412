import { randomBytes } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { authPlugin } from './auth/plugin';
import type { RateLimitOptions } from './auth/rate-limit';
import { errorHandlerPlugin } from './core/error-handler';
import { frappeErrorBody } from './core/errors';
import type { Doctype } from './core/doctype/types';
import type { Db } from './db';
import { fileRoutes } from './files/serve';
import { printingPlugin, type PrintingOptions } from './printing/plugin';
import { verifyDrawRoutes } from './appointments/verify-draw-page';
import type { FileStorage } from './files/storage';
import type { Mailer } from './mail/mailer';
import { METHOD_HANDLERS } from './methods';
import { MethodRegistry, type ExtraMethod } from './core/methods';
import { jsonBodyPlugin } from './plugins/body-parsers';
import { headersPlugin } from './plugins/headers';
import { bulkUploadCap, servicesPlugin } from './plugins/services';
import { methodRoutes } from './routes/method';
import { resourceRoutes } from './routes/resource';
import { staticRoutes } from './routes/static';
import { cspReportRoutes } from './security/csp-report';
import { securityHeadersPlugin } from './security/headers';
import { statutoryClockPlugin } from './statutory-clock/plugin';
import { bulkImportWorkerPlugin } from './bulk-import/worker';
import { stewardshipPlugin } from './jobs/stewardship';
import { healthRoutes } from './routes/health';
import { jobWorkersPlugin } from './jobs/workers';
import { noticesPlugin } from './notices/plugin';
import type { JobOptions } from './plugins/services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API methods this app serves (`/api/method/…`). */
    methods: MethodRegistry;
  }
}

export interface AppOptions {
  /** `postgres://…`: use that PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data (`<dataDir>/db`) and uploaded files (`<dataDir>/files`). Neither set: all in memory. */
  dataDir?: string;
  /** PGlite's shared_buffers (default 16MB). */
  pgliteSharedBuffers?: string;
  /** PostgreSQL: name repeated statements (default true; off behind a pooler that cannot keep them). */
  preparedStatements?: boolean;
  /** Load the demo accounts. Refused in production. */
  demoData?: boolean;
  /** With demoData, also the demo cases at every stage (npm start; tests ask for them). */
  demoStages?: boolean;
  /** With demo data: also the award demo cases (seed/demo-awards.ts); default true. */
  demoAwards?: boolean;
  /** Production: demo data refused, no error details in replies. */
  production?: boolean;
  /** Built front end to serve (see routes/static.ts). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-For / -Proto from these proxies (Fastify's trustProxy); off by default. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** An open database to use instead of opening one (tests); it is closed with the app. */
  db?: Db;
  /** Extra doctype declarations (tests, plugins). */
  doctypes?: readonly Doctype[];
  /** Methods outside the catalogue (tests). */
  extraMethods?: readonly ExtraMethod[];
  /** Mail transport; default: SMTP when `smtp` is given, else the Email Queue outbox. */
  mailer?: Mailer;
  /** Deliver mail over SMTP (nodemailer), recording each mail in the Email Queue. */
  smtp?: { url: string; from: string };
  /**
   * Key for encrypted fields (Aadhaar): 32 bytes as 64 hex characters or base64. Default: the
   * key file in `dataDir` (created on first start), or a per-process key for an in-memory database.
   */
  dataKey?: string;
  /** File storage; default: `<dataDir>/files`, or memory without a data folder. */
  storage?: FileStorage;
  rateLimits?: RateLimitOptions;
  /** Upload size cap in bytes (default 25 MB). */
  maxUploadBytes?: number;
  /** Upload size cap in bytes for a bulk filing spreadsheet, a file attached to a Lot (default 128 MB). */
  maxBulkUploadBytes?: number;
  /** Sliding session lifetime in milliseconds (default 7 days). */
  sessionTtlMs?: number;
  /** Absolute session lifetime in milliseconds from login, however active (default 30 days). */
  sessionMaxAgeMs?: number;
  /** Create this System Manager if no such user exists (first start of a production database). */
  admin?: { email: string; password: string };
  /** With `jobs.run`: sweep the statutory clock (fill older cases, expire mandates, send reminders) this often, in ms; default never. */
  statutoryClockIntervalMs?: number;
  /** PDF printing (download_pdf, /verify): the renderer and the public address printed on PDFs. */
  printing?: PrintingOptions;
  /** With `jobs.run`: run bulk imports (Data Import jobs) here, looking for ones left behind this often, in ms; default never. */
  bulkImportPollMs?: number;
  /** How often the retention schedule is applied (jobs/retention.ts); unset: not in this process. */
  retentionIntervalMs?: number;
  /** With `jobs.run`: sweep the notices' escalation ladder this often, in ms; default never. */
  serviceSweepIntervalMs?: number;
  /** Background jobs: whether this process runs them, polling, shutdown grace, retry policies. */
  jobs?: JobOptions;
}

/**
 * Request ids (shown in error messages and the X-Request-Id header): unique across processes by
 * a random prefix per process, then a counter; a draw of random bytes per request cost 1.5% of a
 * list request's time.
 */
function requestIds(): () => string {
  const prefix = randomBytes(4).toString('hex');
  let serial = 0;
  return () => prefix + (serial++).toString(16).padStart(8, '0');
}

/** Builds the whole application: external plugins, then app plugins, then routes. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const production = options.production ?? false;
  if (production && options.demoData) {
    await options.db?.close();
    throw new Error('Refusing to load demo data in production mode');
  }
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 5 * 1024 * 1024,
    // Opening the database, syncing the schema and seeding can take well over Fastify's 10 s
    // default on a busy or small machine (PGlite runs in-process); a slow start is not a failure.
    pluginTimeout: 180_000,
    genReqId: requestIds(),
    // Malformed URLs never reach a route; answer them in Frappe's shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send(frappeErrorBody('ValidationError', `Bad request: ${error.message}`));
    },
  });
  try {
    // The methods this app serves, each against its catalogue entry (shared-api/src/methods).
    app.decorate('methods', new MethodRegistry(METHOD_HANDLERS, options.extraMethods));
    // External plugins.
    // Phones on slow connections: scripts, styles and JSON go compressed when the browser accepts
    // it (brotli at a quality cheap enough to do per request, else gzip).
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    await app.register(fastifyMultipart, {
      // The larger (bulk) cap here; upload_file holds every other file to the general one as it reads it.
      limits: { fileSize: bulkUploadCap(options), files: 1, fields: 20, fieldSize: 1024 * 1024 },
    });
    // App plugins.
    await app.register(jsonBodyPlugin);
    await app.register(errorHandlerPlugin, { production });
    await app.register(headersPlugin);
    await app.register(securityHeadersPlugin, { staticDir: options.staticDir });
    await app.register(servicesPlugin, {
      db: options.db,
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      pgliteSharedBuffers: options.pgliteSharedBuffers,
      preparedStatements: options.preparedStatements,
      production,
      demoData: options.demoData ?? false,
      demoStages: options.demoStages ?? false,
      demoAwards: options.demoAwards ?? true,
      doctypes: options.doctypes,
      storage: options.storage,
      mailer: options.mailer,
      smtp: options.smtp,
      dataKey: options.dataKey,
      rateLimits: options.rateLimits,
      maxUploadBytes: options.maxUploadBytes,
      maxBulkUploadBytes: options.maxBulkUploadBytes,
      sessionTtlMs: options.sessionTtlMs,
      sessionMaxAgeMs: options.sessionMaxAgeMs,
      admin: options.admin,
      jobs: options.jobs,
    });
    await app.register(authPlugin);
    const runJobs = options.jobs?.run ?? false;
    if (runJobs) await app.register(jobWorkersPlugin);
    if (runJobs && options.statutoryClockIntervalMs) await app.register(statutoryClockPlugin, { intervalMs: options.statutoryClockIntervalMs });
    if (runJobs && options.bulkImportPollMs) await app.register(bulkImportWorkerPlugin, { pollMs: options.bulkImportPollMs });
    if (runJobs) await app.register(stewardshipPlugin, { retentionIntervalMs: options.retentionIntervalMs });
    // Routes.
    await app.register(resourceRoutes);
    await app.register(methodRoutes);
    await app.register(fileRoutes);
    await app.register(printingPlugin, { ...options.printing, runJobs });
    await app.register(verifyDrawRoutes);
    await app.register(noticesPlugin, { runJobs, sweepIntervalMs: options.serviceSweepIntervalMs });
    await app.register(cspReportRoutes);
    await app.register(healthRoutes);
    if (options.staticDir) await app.register(staticRoutes, { staticDir: options.staticDir });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

export { rawReply } from './core/methods';
export type { MethodDefinition, MethodArgs, ExtraMethod } from './core/methods';
export { defineDoctype } from './core/doctype/define';
export type { Doctype, DoctypeDeclaration, FieldDef, RowFilter, RowRule } from './core/doctype/types';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo';
