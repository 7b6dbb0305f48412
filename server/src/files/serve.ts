import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type RequestContext } from '../core/context';
import { canReadDoc } from '../core/documents';
import { DoesNotExistError, PermissionError } from '../core/errors';
import { quoteIdent } from '../core/query/sql';
import { isGuest, isSystemManager } from '../core/session-user';
import { isInlineSafe, mimeFor } from './magic';
import { storageKey } from './save-file';
import type { ByteRange } from './storage';

interface FileRow {
  file_url: string;
  file_size: number | null;
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
    `SELECT "file_url", "file_size", "file_name", "owner", "attached_to_doctype", "attached_to_name" FROM "tabFile" WHERE "file_url" = $1`,
    [url],
  );
  const file = rows[0];
  if (!file) throw new DoesNotExistError('File not found');
  if (!(await mayDownload(ctx, file))) throw new PermissionError('You do not have access to this file');
  const key = storageKey(file.file_url);
  const range = byteRange(request, file.file_size === null ? null : Number(file.file_size));
  if (range === 'unsatisfiable') {
    await reply.code(416).header('Content-Range', `bytes */${file.file_size}`).send();
    return;
  }
  // Streamed from the store: a download holds a chunk of the file in memory, not all of it.
  const stored = await ctx.services.storage.open(key, range);
  if (!stored) throw new DoesNotExistError('File not found');
  const extension = key.split('.').pop() ?? '';
  const name = file.file_name || key;
  const inline = isInlineSafe(extension) && !/\.(html?|svg|xml)$/i.test(name);
  reply
    .header('Content-Type', mimeFor(extension))
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Accept-Ranges', 'bytes');
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`);
  reply.header('Content-Length', range ? range.end - range.start + 1 : stored.size);
  if (request.method === 'HEAD') {
    // Headers only: the store's stream is let go unread.
    stored.body.destroy();
    await reply.send();
    return;
  }
  await reply.send(stored.body);
}

/**
 * The one byte range a `Range` header asks for, checked against the file's size; undefined for
 * the whole file (no header, several ranges, an `If-Range`: there are no validators to match).
 */
function byteRange(request: FastifyRequest, size: number | null): ByteRange | 'unsatisfiable' | undefined {
  const header = request.headers.range;
  if (!header || request.headers['if-range'] || size === null) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    // "bytes=-500": the last 500 bytes.
    const length = Number(last);
    return length === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined; // not a valid range: ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  // HEAD declared here, not left to Fastify, whose own would read the whole file to discard it.
  for (const url of ['/files/*', '/private/files/*']) app.route({ method: ['GET', 'HEAD'], url, handler: download });
}
