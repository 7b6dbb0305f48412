import { TooManyRequestsError } from '../core/errors';
import type { Db } from '../db';

export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * Where failure timestamps are kept. Async so a database-backed store (shared by several
 * server processes) can replace the in-memory one without touching the callers.
 */
export interface RateLimitStore {
  recent(key: string, since: number): Promise<number[]>;
  add(key: string, at: number, keepUntil: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, { stamps: number[]; keepUntil: number }>();
  private operations = 0;

  async recent(key: string, since: number): Promise<number[]> {
    return (this.entries.get(key)?.stamps ?? []).filter((at) => at > since);
  }

  async add(key: string, at: number, keepUntil: number): Promise<void> {
    const entry = this.entries.get(key) ?? { stamps: [], keepUntil };
    entry.stamps = [...entry.stamps.filter((stamp) => stamp > at - (keepUntil - at)), at];
    entry.keepUntil = keepUntil;
    this.entries.set(key, entry);
    if (++this.operations % 1000 === 0) this.sweep(at);
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.keepUntil < now) this.entries.delete(key);
  }
}

/** Hits of every limiter in the database, so all server processes count them together. */
export const RATE_LIMIT_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS "__rate_limit_hits" ("key" text NOT NULL, "at" bigint NOT NULL, "keep_until" bigint NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS "__rate_limit_hits_key_at" ON "__rate_limit_hits" ("key", "at")`,
  `CREATE INDEX IF NOT EXISTS "__rate_limit_hits_keep_until" ON "__rate_limit_hits" ("keep_until")`,
];

/**
 * The store of the running server: login throttles and lockouts, respondent look-up, SMS and
 * wrong-code counters hold across processes behind a load balancer and across restarts.
 */
export class DbRateLimitStore implements RateLimitStore {
  private adds = 0;

  constructor(private readonly db: Db) {}

  async recent(key: string, since: number): Promise<number[]> {
    const { rows } = await this.db.query<{ at: number | string }>(`SELECT "at" FROM "__rate_limit_hits" WHERE "key" = $1 AND "at" > $2 ORDER BY "at"`, [key, since]);
    return rows.map((row) => Number(row.at));
  }

  async add(key: string, at: number, keepUntil: number): Promise<void> {
    await this.db.query(`INSERT INTO "__rate_limit_hits" ("key", "at", "keep_until") VALUES ($1, $2, $3)`, [key, at, keepUntil]);
    // Expired hits go now and then, by whichever process happens to be counting.
    if (++this.adds % 200 === 0) await this.db.query(`DELETE FROM "__rate_limit_hits" WHERE "keep_until" < $1`, [at]);
  }

  async clear(key: string): Promise<void> {
    await this.db.query(`DELETE FROM "__rate_limit_hits" WHERE "key" = $1`, [key]);
  }
}

/** A sliding window: at most `max` hits per `windowMs` for one key. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    /** Namespaces this limiter's keys in a shared store. */
    private readonly name: string,
    readonly rule: RateRule,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const stamps = await this.store.recent(`${this.name}:${key}`, now - this.rule.windowMs);
    if (stamps.length < this.rule.max) return 0;
    const oldest = Math.min(...stamps.slice(-this.rule.max));
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - now) / 1000));
  }

  async hit(key: string, now = Date.now()): Promise<void> {
    await this.store.add(`${this.name}:${key}`, now, now + this.rule.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.clear(`${this.name}:${key}`);
  }
}

export interface RateLimitOptions {
  loginPerAccount?: RateRule;
  loginPerIp?: RateRule;
  /** "Forgot password" mails per account (beyond it, requests are silently ignored). */
  resetPerAccount?: RateRule;
  /** "Forgot password" and e-mail checks per IP (beyond it, 429). */
  resetPerIp?: RateRule;
  /** Accounts created by sign-up per IP (each mails a password; beyond it, 429). */
  signUpPerIp?: RateRule;
  /** Sign-ups started (upload tokens handed out) per IP. */
  signUpTokenPerIp?: RateRule;
  /** `validate_email` checks per IP and per address (it tells whether an e-mail is registered; beyond it, 429). */
  emailCheckPerIp?: RateRule;
  emailCheckPerAddress?: RateRule;
  /** Verification codes (e-mail and SMS) sent on behalf of one IP (sign-up and profile identifiers; beyond it, 429). */
  identityCodePerIp?: RateRule;
  /** Requests authenticated by one API key (beyond it, 429 with Retry-After). */
  apiKeyRequests?: RateRule;
}

export interface LoginLimits {
  loginPerAccount: RateLimiter;
  loginPerIp: RateLimiter;
  resetPerAccount: RateLimiter;
  resetPerIp: RateLimiter;
  signUpPerIp: RateLimiter;
  signUpTokenPerIp: RateLimiter;
  emailCheckPerIp: RateLimiter;
  emailCheckPerAddress: RateLimiter;
  identityCodePerIp: RateLimiter;
  apiKeyRequests: RateLimiter;
}

const MINUTE = 60_000;

export function createLoginLimits(options: RateLimitOptions = {}, store: RateLimitStore = new MemoryRateLimitStore()): LoginLimits {
  return {
    loginPerAccount: new RateLimiter(store, 'loginPerAccount', options.loginPerAccount ?? { max: 5, windowMs: 15 * MINUTE }),
    loginPerIp: new RateLimiter(store, 'loginPerIp', options.loginPerIp ?? { max: 30, windowMs: 15 * MINUTE }),
    resetPerAccount: new RateLimiter(store, 'resetPerAccount', options.resetPerAccount ?? { max: 3, windowMs: 60 * MINUTE }),
    resetPerIp: new RateLimiter(store, 'resetPerIp', options.resetPerIp ?? { max: 20, windowMs: 60 * MINUTE }),
    signUpPerIp: new RateLimiter(store, 'signUpPerIp', options.signUpPerIp ?? { max: 10, windowMs: 60 * MINUTE }),
    signUpTokenPerIp: new RateLimiter(store, 'signUpTokenPerIp', options.signUpTokenPerIp ?? { max: 30, windowMs: 60 * MINUTE }),
    emailCheckPerIp: new RateLimiter(store, 'emailCheckPerIp', options.emailCheckPerIp ?? { max: 30, windowMs: 15 * MINUTE }),
    emailCheckPerAddress: new RateLimiter(store, 'emailCheckPerAddress', options.emailCheckPerAddress ?? { max: 10, windowMs: 15 * MINUTE }),
    identityCodePerIp: new RateLimiter(store, 'identityCodePerIp', options.identityCodePerIp ?? { max: 20, windowMs: 60 * MINUTE }),
    apiKeyRequests: new RateLimiter(store, 'apiKeyRequests', options.apiKeyRequests ?? { max: 600, windowMs: MINUTE }),
  };
}

/** Throws 429 with Retry-After when any of the keys is over its limit. */
export async function assertNotLimited(checks: readonly (readonly [RateLimiter, string])[], message: string): Promise<void> {
  let wait = 0;
  for (const [limiter, key] of checks) wait = Math.max(wait, await limiter.retryAfter(key));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new TooManyRequestsError(`${message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
  }
}
