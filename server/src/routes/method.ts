import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PermissionError, ValidationError } from '../core/errors';
import { RawReply, type HttpMethod, type MethodAccess } from '../core/methods';
import { hasAnyRole, isGuest, isSystemManager, type SessionUser } from '../core/session-user';
import { bodyOf, decodeSegment, pathAfter, queryOf, requestContext } from './request-context';

const PREFIX = /^\/api(?:\/v1)?\/method\//;

/** Whether the catalogue's `access` lets this user call the method at all (rows are the handler's). */
function assertMayCall(user: SessionUser, access: MethodAccess): void {
  if (access === 'guest') return;
  if (isGuest(user)) throw new PermissionError('You are not permitted to access this resource. Login to access');
  if (access === 'signed-in') return;
  if (access.roles.includes('System Manager') && isSystemManager(user)) return;
  if (!hasAnyRole(user, access.roles)) throw new PermissionError(access.refusal);
}

/** `/api/method/{dotted.path}`: arguments from the query string and the body (body wins). */
async function handle(request: FastifyRequest, reply: FastifyReply) {
  const path = decodeSegment(pathAfter(request.url, PREFIX));
  const method = request.server.methods.get(path);
  if (!method) throw new ValidationError(`Failed to get method for command ${path}`);
  if (!method.httpMethods.includes(request.method as HttpMethod)) {
    throw new PermissionError(`Not permitted: ${path} does not accept ${request.method}`);
  }
  assertMayCall(request.user, method.access);
  const args = { ...queryOf(request), ...(request.isMultipart() ? {} : bodyOf(request)) };
  const result = await method.handler(requestContext(request, reply), args);
  if (result instanceof RawReply) return result.body;
  // Frappe leaves `message` out when a method returns nothing.
  return result === undefined || result === null ? {} : { message: result };
}

export async function methodRoutes(app: FastifyInstance): Promise<void> {
  for (const prefix of ['/api/method/*', '/api/v1/method/*']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: prefix, handler: handle });
  }
}
