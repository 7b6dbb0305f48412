import { randomBytes } from 'node:crypto';
import { DbRateLimitStore, RateLimiter, type RateRule } from '../auth/rate-limit';
import type { AppServices } from '../services';
import { outboxSmsSender, type SmsSender } from './sms';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The respondent OTP limits (SPEC §9: 6 digits, valid 60 s, resend timer 60 s). */
export interface RespondentAccessLimits {
  /** How long a code is valid. */
  otpTtlMs: number;
  /** No new code for the same case + mobile before this much time since the last one. */
  resendAfterMs: number;
  /** Codes sent per case + mobile within `sendWindowMs`: the first and at most 3 resends. */
  sendsPerWindow: number;
  sendWindowMs: number;
  /** How long after a successful lookup `generate_otp` may resend. */
  pendingMs: number;
  /** Wrong codes per case + mobile within `wrongCodeWindowMs` before the pair is locked. */
  maxWrongCodes: number;
  wrongCodeWindowMs: number;
  lockMs: number;
  /** Lookups that match no case + respondent (and resends without a pending lookup), per IP. */
  lookupFailuresPerIp: RateRule;
  /** Codes sent on behalf of one IP (lookups and resends). */
  smsPerIp: RateRule;
  /** Wrong or unknown codes per IP, across cases. */
  wrongCodesPerIp: RateRule;
}

export const DEFAULT_LIMITS: RespondentAccessLimits = {
  otpTtlMs: 60 * SECOND,
  resendAfterMs: 60 * SECOND,
  sendsPerWindow: 4,
  sendWindowMs: 15 * MINUTE,
  pendingMs: 15 * MINUTE,
  maxWrongCodes: 5,
  wrongCodeWindowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  lookupFailuresPerIp: { max: 10, windowMs: 15 * MINUTE },
  smsPerIp: { max: 30, windowMs: 60 * MINUTE },
  wrongCodesPerIp: { max: 30, windowMs: 15 * MINUTE },
};

export interface RespondentAccessOptions {
  /** Milliseconds since the epoch; tests move it instead of sleeping. */
  now?: () => number;
  /** The SMS provider; default: the `SMS Log` outbox. */
  sms?: SmsSender;
  /** HMAC key for the stored code hashes; default `OTP_SECRET` from the environment, else random per process. */
  secret?: string;
  limits?: Partial<RespondentAccessLimits>;
}

export interface RespondentAccess {
  now: () => number;
  sms: SmsSender;
  secret: Buffer;
  limits: RespondentAccessLimits;
  lookupFailuresPerIp: RateLimiter;
  smsPerIp: RateLimiter;
  wrongCodesPerIp: RateLimiter;
}

/** One secret per process unless OTP_SECRET is set (needed when several processes share a database). */
function processSecret(): Buffer {
  const configured = process.env.OTP_SECRET;
  if (!configured) return randomBytes(32);
  if (configured.length < 16) throw new Error('OTP_SECRET must be at least 16 characters long');
  return Buffer.from(configured);
}
const PROCESS_SECRET = processSecret();

const states = new WeakMap<AppServices, RespondentAccess>();

/** Explicit configurations so far: each starts its per-IP counters afresh (see below). */
let configurations = 0;

function build(services: AppServices, options: RespondentAccessOptions, fresh: boolean): RespondentAccess {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  // Counters live in the database, shared by every process. The default configuration of every
  // process counts under the same names; an explicit one (tests, embedders) starts afresh.
  const store = new DbRateLimitStore(services.db);
  const namespace = fresh ? `:${process.pid}.${++configurations}` : '';
  return {
    now: options.now ?? Date.now,
    sms: options.sms ?? outboxSmsSender(services),
    secret: options.secret ? Buffer.from(options.secret) : PROCESS_SECRET,
    limits,
    lookupFailuresPerIp: new RateLimiter(store, `respondentLookupFailuresPerIp${namespace}`, limits.lookupFailuresPerIp),
    smsPerIp: new RateLimiter(store, `respondentSmsPerIp${namespace}`, limits.smsPerIp),
    wrongCodesPerIp: new RateLimiter(store, `respondentWrongCodesPerIp${namespace}`, limits.wrongCodesPerIp),
  };
}

/**
 * Sets the SMS provider, clock, secret or limits of one app (call after `buildApp`, before
 * requests). Replaces any earlier configuration, including the per-IP counters.
 */
export function configureRespondentAccess(services: AppServices, options: RespondentAccessOptions = {}): RespondentAccess {
  const state = build(services, options, true);
  states.set(services, state);
  return state;
}

export function respondentAccessOf(services: AppServices): RespondentAccess {
  let state = states.get(services);
  if (!state) {
    state = build(services, {}, false);
    states.set(services, state);
  }
  return state;
}
