import type { FastifyInstance } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../auth/rate-limit';
import { CSP_REPORT_PATH } from './headers';

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

function text(value: unknown, max = 300): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : undefined;
}

/** The fields worth logging from either report format (report-uri's or the Reporting API's). */
function summarise(report: Record<string, unknown>) {
  return {
    document: text(report['document-uri'] ?? report.documentURL),
    directive: text(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive']),
    blocked: text(report['blocked-uri'] ?? report.blockedURL),
    source: text(report['source-file'] ?? report.sourceFile),
    line: text(report['line-number'] ?? report.lineNumber),
    sample: text(report['script-sample'] ?? report.sample, 120),
  };
}

function reportsIn(body: unknown): Record<string, unknown>[] {
  const records = Array.isArray(body) ? body : [body];
  return records
    .map((record) => {
      const item = (record ?? {}) as Record<string, unknown>;
      return (item['csp-report'] ?? item.body ?? null) as Record<string, unknown> | null;
    })
    .filter((report): report is Record<string, unknown> => !!report && typeof report === 'object')
    .slice(0, 20);
}

/**
 * Browsers post policy violations here. Each is logged as a warning (a violation is either an
 * attack or a page the policy breaks); per address at most `perMinute` reports a minute are
 * logged, so a hostile page cannot flood the log. The reply is always 204: there is nothing a
 * browser could do with an error.
 */
export async function cspReportRoutes(app: FastifyInstance, options: { perMinute?: number } = {}): Promise<void> {
  const limiter = new RateLimiter(new MemoryRateLimitStore(), 'cspReport', { max: options.perMinute ?? 30, windowMs: 60_000 });
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });
  app.post(CSP_REPORT_PATH, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    if ((await limiter.retryAfter(request.ip)) === 0) {
      await limiter.hit(request.ip);
      for (const report of reportsIn(request.body)) request.log.warn({ cspViolation: summarise(report) }, 'Content-Security-Policy violation');
    }
    return reply.code(204).send();
  });
}
