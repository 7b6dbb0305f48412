import type { Db } from './db';
import type { DoctypeRegistry } from './core/doctype/registry';
import type { LoginLimits } from './auth/rate-limit';
import type { FileStorage } from './files/storage';
import type { JobQueue, RetryPolicy } from './jobs';
import type { Mailer } from './mail/mailer';

export interface AppConfig {
  production: boolean;
  dataDir?: string;
  /** Largest accepted upload in bytes. */
  maxUploadBytes: number;
  /** The cap for a bulk filing spreadsheet (a file uploaded to a Lot): a 100,000-row CSV weighs ~40 MB. */
  maxBulkUploadBytes: number;
  /** Sliding session lifetime in milliseconds. */
  sessionTtlMs: number;
  /** Absolute session lifetime from login, however active. */
  sessionMaxAgeMs: number;
  /** How long a mailed temporary password stays valid, in milliseconds. */
  tempPasswordTtlMs: number;
  /** How a dispatch's text is retried when the SMS provider fails (`sms-send` jobs). */
  smsRetry: RetryPolicy;
}

/** The long-lived parts of one app instance, shared by every request. */
export interface AppServices {
  db: Db;
  registry: DoctypeRegistry;
  storage: FileStorage;
  mailer: Mailer;
  /** Background jobs: pg-boss on PostgreSQL, in-process on PGlite (src/jobs/). */
  jobs: JobQueue;
  limits: LoginLimits;
  config: AppConfig;
}
