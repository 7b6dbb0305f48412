import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Where browsers send Content-Security-Policy violation reports (see csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** Browser features the portal never uses: denied to the page and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** Two years, as the HSTS preload list asks. */
const HSTS = 'max-age=63072000; includeSubDomains';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the reply is a page: its `<style>` elements carry this nonce. */
    cspNonce?: string;
  }
}

export function newCspNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The policy for pages and the scripts they load. Scripts only from this origin and the remotes'
 * origins (Module Federation loads each remote's scripts from where remotes.json says): no inline
 * script, no eval. Mantine injects `<style>` elements for its CSS variables and responsive props;
 * they carry the page's nonce, so no inline style is admitted without it.
 */
export function documentPolicy(remoteOrigins: readonly string[], nonce?: string): string {
  const remotes = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${remotes}`,
    `img-src 'self' data: blob:${remotes}`,
    `font-src 'self' data:${remotes}`,
    `connect-src 'self'${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * API replies and uploaded files are never pages: nothing in them may run, load or be framed,
 * even if a browser is tricked into rendering one (an uploaded HTML or SVG file).
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

const PAGE_ROUTE = /^\/(?!api\/|files\/|private\/files\/)/;

/** Origins (scheme://host:port) of the remotes that remotes.json places elsewhere. */
export function remoteOriginsOf(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(path.resolve(staticDir, 'shell', 'remotes.json'), 'utf8'));
  } catch {
    return [];
  }
  const origins = new Set<string>();
  for (const value of Object.values((entries ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const entry = value.includes('@') && !value.startsWith('http') ? value.slice(value.indexOf('@') + 1) : value;
    if (!/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not a URL: the shell cannot load it either; nothing to admit.
    }
  }
  return [...origins].sort();
}

export interface SecurityHeadersOptions {
  staticDir?: string;
}

/**
 * Browser security headers on every reply: a Content-Security-Policy (one for pages and their
 * assets, a locked-down one for API replies and files), no framing, a referrer policy, the
 * features the portal does not use turned off, and HSTS when the request came over TLS.
 */
export const securityHeadersPlugin = fp(
  async (app, options: SecurityHeadersOptions) => {
    const remoteOrigins = remoteOriginsOf(options.staticDir);
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const page = PAGE_ROUTE.test(request.url) && request.url !== CSP_REPORT_PATH;
      reply.header('Content-Security-Policy', page ? documentPolicy(remoteOrigins, request.cspNonce) : RESOURCE_POLICY);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
  },
  { name: 'security-headers' },
);
