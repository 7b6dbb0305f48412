import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type RequestContext } from '../core/context';
import { canReadDoc } from '../core/documents';
import { DoesNotExistError, PermissionError } from '../core/errors';
import { quoteIdent } from '../core/query/sql';
import { isGuest, isSystemManager } from '../core/session-user';
import { isInlineSafe, mimeFor } from './magic';
import { storageKey } from './save-file';

interface FileRow {
  file_url: string;
  file_name: string | null;
  owner: string;
  attached_to_doctype: string | null;
  attached_to_name: string | null;
}

/**
 * Whatever `is_private` says, a file goes only to someone who may read the document it is
 * attached to (borrowers' case papers are never public). A file not attached to an existing
 * document is visible to its uploader and System Managers only.
 */
async function mayDownload(ctx: RequestContext, file: FileRow): Promise<boolean> {
  if (isSystemManager(ctx.user)) return true;
  if (isGuest(ctx.user)) return false;
  const { attached_to_doctype: doctype, attached_to_name: name } = file;
  if (doctype && name && (await attachedDocExists(ctx, doctype, name))) return canReadDoc(ctx, doctype, name);
  return file.owner === ctx.user.name;
}

async function attachedDocExists(ctx: RequestContext, doctype: string, name: string): Promise<boolean> {
  const target = ctx.registry.get(doctype);
  if (!target) return false;
  const { rows } = await ctx.db.query(`SELECT 1 FROM ${quoteIdent(target.table)} WHERE "name" = $1`, [name]);
  return rows.length > 0;
}

function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function download(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const ctx = { ...contextFor(request.server.services, request.user), request, reply };
  let url: string;
  try {
    url = decodeURIComponent(request.url.split('?')[0]);
  } catch {
    throw new DoesNotExistError('File not found');
  }
  const { rows } = await ctx.db.query<FileRow>(
    `SELECT "file_url", "file_name", "owner", "attached_to_doctype", "attached_to_name" FROM "tabFile" WHERE "file_url" = $1`,
    [url],
  );
  const file = rows[0];
  if (!file) throw new DoesNotExistError('File not found');
  if (!(await mayDownload(ctx, file))) throw new PermissionError('You do not have access to this file');
  const key = storageKey(file.file_url);
  const content = await ctx.services.storage.get(key);
  if (!content) throw new DoesNotExistError('File not found');
  const extension = key.split('.').pop() ?? '';
  const name = file.file_name || key;
  const inline = isInlineSafe(extension) && !/\.(html?|svg|xml)$/i.test(name);
  reply
    .header('Content-Type', mimeFor(extension))
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff');
  await reply.send(content);
}

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/files/*', download);
  app.get('/private/files/*', download);
}
