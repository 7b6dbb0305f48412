import type { FastifyServerOptions } from 'fastify';

export type TrustProxy = NonNullable<FastifyServerOptions['trustProxy']>;

export interface TrustProxyDecision {
  trustProxy: TrustProxy;
  /** One line for the start-up log: what is trusted and what that means for cookies. */
  description: string;
}

/**
 * `TRUST_PROXY`: `false` (clients connect directly), `true` (any proxy), a hop count, or a
 * comma-separated list of proxy addresses/CIDRs. Behind a TLS-terminating proxy the session
 * cookie is `Secure` and HSTS is sent only if the proxy is trusted (its `X-Forwarded-Proto`), so
 * production must say which it is: an unset value is refused there.
 */
export function decideTrustProxy(value: string | undefined, production: boolean): TrustProxyDecision {
  const setting = value?.trim() ?? '';
  if (setting === '') {
    if (production) {
      throw new Error(
        'TRUST_PROXY must be set in production: "false" if browsers connect to this server directly, or "true", a hop count or the proxy addresses if a proxy (which terminates TLS) forwards to it',
      );
    }
    return { trustProxy: false, description: 'TRUST_PROXY unset: no proxy trusted (cookies are Secure only on direct TLS)' };
  }
  if (setting === 'false') return { trustProxy: false, description: 'TRUST_PROXY=false: no proxy trusted (cookies are Secure only on direct TLS)' };
  if (setting === 'true') return { trustProxy: true, description: 'TRUST_PROXY=true: every proxy trusted (X-Forwarded-For / -Proto decide client address and TLS)' };
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return { trustProxy: (_address: string, hop: number) => hop < hops, description: `TRUST_PROXY=${hops}: the nearest ${hops} proxy hop(s) trusted` };
  }
  const list = setting.split(',').map((part) => part.trim()).filter(Boolean);
  return { trustProxy: list, description: `TRUST_PROXY: proxies ${list.join(', ')} trusted` };
}
