import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PermissionError, ValidationError } from '../core/errors';
import { getMethod, RawReply, type HttpMethod } from '../core/methods';
import { isGuest } from '../core/session-user';
import { bodyOf, decodeSegment, pathAfter, queryOf, requestContext } from './request-context';

const PREFIX = /^\/api(?:\/v1)?\/method\//;
const DEFAULT_METHODS: readonly HttpMethod[] = ['GET', 'POST'];

/** `/api/method/{dotted.path}`: arguments from the query string and the body (body wins). */
async function handle(request: FastifyRequest, reply: FastifyReply) {
  const path = decodeSegment(pathAfter(request.url, PREFIX));
  const method = getMethod(path);
  if (!method) throw new ValidationError(`Failed to get method for command ${path}`);
  if (!(method.httpMethods ?? DEFAULT_METHODS).includes(request.method as HttpMethod)) {
    throw new PermissionError(`Not permitted: ${path} does not accept ${request.method}`);
  }
  if (!method.allowGuest && isGuest(request.user)) {
    throw new PermissionError('You are not permitted to access this resource. Login to access');
  }
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
