import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { revealRow } from '../core/doctype/reveal';
import { serializeDoc } from '../core/doctype/serialize';
import { deleteDoc, getDoc, insertDoc, listDocs, updateDoc } from '../core/documents';
import { DoesNotExistError, HttpError } from '../core/errors';
import { bodyOf, decodeSegment, pathAfter, queryOf, requestContext } from './request-context';

const PREFIX = /^\/api(?:\/v1)?\/resource\//;

/**
 * Doctype and name are taken from the raw URL and decoded once: the doctype is the first
 * segment, the name everything after it (so names may contain `/`, encoded or not).
 */
function target(url: string): { doctype: string; name?: string } {
  const rest = pathAfter(url, PREFIX);
  const slash = rest.indexOf('/');
  const doctype = decodeSegment(slash < 0 ? rest : rest.slice(0, slash));
  if (!doctype) throw new DoesNotExistError('DocType not given');
  return slash < 0 ? { doctype } : { doctype, name: decodeSegment(rest.slice(slash + 1)) };
}

async function handle(request: FastifyRequest, reply: FastifyReply) {
  const ctx = requestContext(request, reply);
  const { doctype, name } = target(request.url);
  const serialize = (doc: Record<string, unknown>) => {
    const type = ctx.registry.require(doctype);
    return serializeDoc(ctx.registry, type, revealRow(type, doc, ctx.user));
  };
  switch (`${request.method} ${name === undefined ? 'list' : 'doc'}`) {
    case 'GET list':
      return { data: await listDocs(ctx, doctype, queryOf(request)) };
    case 'POST list':
      return { data: serialize(await insertDoc(ctx, doctype, bodyOf(request))) };
    case 'GET doc':
      return { data: serialize(await getDoc(ctx, doctype, name!)) };
    case 'PUT doc':
      return { data: serialize(await updateDoc(ctx, doctype, name!, bodyOf(request))) };
    case 'DELETE doc':
      await deleteDoc(ctx, doctype, name!);
      return reply.code(202).send({ data: 'ok', message: 'ok' });
    default:
      throw new HttpError(405, `${request.method} is not supported on this URL`);
  }
}

export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  for (const prefix of ['/api/resource/*', '/api/v1/resource/*']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: prefix, handler: handle });
  }
}
