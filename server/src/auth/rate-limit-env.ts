import type { RateLimitOptions } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The per-client-address limits on sign-ups that a deployment may set (server README, "Settings").
 * Unset, the defaults of createLoginLimits hold (10 accounts, 30 sign-ups started, 20 identity
 * codes per address per hour). Raise them only where many people share one address on purpose
 * (the browser tests, which sign up every role from one machine); each sign-up mails or texts a
 * stranger, which is what the limits guard.
 */
const PER_HOUR_SETTINGS = {
  SIGNUPS_PER_IP_PER_HOUR: 'signUpPerIp',
  SIGNUP_STARTS_PER_IP_PER_HOUR: 'signUpTokenPerIp',
  IDENTITY_CODES_PER_IP_PER_HOUR: 'identityCodePerIp',
} as const satisfies Record<string, keyof RateLimitOptions>;

const PER_MINUTE_SETTINGS = {
  API_REQUESTS_PER_KEY_PER_MINUTE: 'apiKeyRequests',
} as const satisfies Record<string, keyof RateLimitOptions>;

/** The rate limits the environment sets; a value that is not a whole number from 1 stops the start. */
export function rateLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): RateLimitOptions {
  const options: RateLimitOptions = {};
  const settings = [...Object.entries(PER_HOUR_SETTINGS).map(([name, limit]) => [name, limit, HOUR] as const), ...Object.entries(PER_MINUTE_SETTINGS).map(([name, limit]) => [name, limit, MINUTE] as const)];
  for (const [name, limit, windowMs] of settings) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const max = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(max) || max < 1) throw new Error(`${name} must be a whole number, at least 1`);
    options[limit] = { max, windowMs };
  }
  return options;
}
