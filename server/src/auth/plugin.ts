import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticationError, CSRFTokenError, TooManyRequestsError } from '../core/errors';
import { GUEST_USER, type SessionUser } from '../core/session-user';
import { authenticateToken, parseAuthorization } from './api-keys';
import { renewSidCookie } from './cookies';
import { secretsEqual } from './passwords';
import { deleteSession, findSessionWithUser, touchSession } from './sessions';
import { isRespondentSession, loadRespondentUser } from './respondent-session';
import { loadSessionUser } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: Guest, a session user or a token user. */
    user: SessionUser;
  }
}

/** Only the API and file downloads need to know the user; static files do not touch the database. */
const AUTHENTICATED_PATHS = /^\/(api|files|private\/files)(\/|\?|$)/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const METHOD_PATH = /^\/api(?:\/v1)?\/method\/([^?#]*)/;

/**
 * Each API key has its own budget of requests (a loan-management system retrying in a loop must not
 * starve the screens); over it the answer is 429 with Retry-After. Only authenticated requests count,
 * so a wrong secret cannot spend someone else's budget.
 */
async function limitApiKey(request: FastifyRequest, key: string): Promise<void> {
  const limiter = request.server.services.limits.apiKeyRequests;
  const wait = await limiter.retryAfter(key);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests with this API key. Try again in ${wait} second${wait === 1 ? '' : 's'}.`, wait);
  await limiter.hit(key);
}

async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const { db, config } = request.server.services;
  const header = request.headers.authorization;
  if (header) {
    const credentials = parseAuthorization(header);
    if (!credentials) throw new AuthenticationError('Unsupported Authorization header (use "token key:secret" or Basic)');
    const name = await authenticateToken(db, credentials);
    const user = name ? await loadSessionUser(db, name, 'token') : null;
    if (!user) throw new AuthenticationError('Invalid API key or secret');
    await limitApiKey(request, credentials.key);
    return user;
  }
  const sid = request.cookies.sid;
  if (!sid || sid === 'Guest') return GUEST_USER;
  const found = await findSessionWithUser(db, sid);
  if (!found) return GUEST_USER;
  const user = isRespondentSession(found.session) ? await loadRespondentUser(db, found.user, found.session) : found.identity;
  if (!user) {
    // The user was disabled or removed (or the respondent's case deleted): the session ends with them.
    await deleteSession(db, found.session.id);
    return GUEST_USER;
  }
  user.session = found.session;
  if (await touchSession(db, found.session, config.sessionTtlMs, config.sessionMaxAgeMs)) {
    renewSidCookie(reply, request, sid, Math.max(0, found.session.expires - Date.now()));
  }
  return user;
}

function isCsrfExempt(request: FastifyRequest): boolean {
  const match = METHOD_PATH.exec(request.url);
  if (!match) return false;
  try {
    return request.server.methods.get(decodeURIComponent(match[1]).replace(/\/+$/, ''))?.csrfExempt === true;
  } catch {
    return false;
  }
}

/**
 * Cookie sessions must prove the request came from our page: state-changing requests carry the
 * session's CSRF token in `X-Frappe-CSRF-Token`. Guests and token-authenticated requests are exempt.
 */
function assertCsrf(request: FastifyRequest): void {
  const session = request.user.session;
  if (!UNSAFE_METHODS.has(request.method) || request.user.via !== 'session' || !session) return;
  if (isCsrfExempt(request)) return;
  const token = request.headers['x-frappe-csrf-token'];
  if (typeof token !== 'string' || !secretsEqual(token, session.csrfToken)) throw new CSRFTokenError();
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null as unknown as SessionUser);
    app.addHook('onRequest', async (request, reply) => {
      request.user = GUEST_USER;
      if (!AUTHENTICATED_PATHS.test(request.url)) return;
      request.user = await authenticate(request, reply);
      assertCsrf(request);
    });
  },
  { name: 'auth', dependencies: ['services', '@fastify/cookie'] },
);
