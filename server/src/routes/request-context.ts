import type { FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type RequestContext } from '../core/context';
import { ValidationError } from '../core/errors';

export function requestContext(request: FastifyRequest, reply: FastifyReply): RequestContext {
  return { ...contextFor(request.server.services, request.user), request, reply };
}

/** The part of the raw URL after `prefix`, without the query string or one trailing slash. */
export function pathAfter(url: string, prefix: RegExp): string {
  const path = url.split('?')[0].replace(prefix, '');
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ValidationError(`Malformed percent-encoding in URL: ${segment.slice(0, 80)}`);
  }
}

export function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/**
 * The JSON or form body as an object. Frappe clients may also send the document as a JSON
 * string in a `data` field, which is unwrapped.
 */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError('Request body must be a JSON object');
  const object = body as Record<string, unknown>;
  const keys = Object.keys(object);
  if (keys.length === 1 && keys[0] === 'data' && typeof object.data === 'string') {
    try {
      const data: unknown = JSON.parse(object.data);
      if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw new ValidationError('Parameter data must be a JSON object');
  }
  return object;
}
