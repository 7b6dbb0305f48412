import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newCspNonce } from '../security/headers';

/** The remotes the shell loads, each built into `<staticDir>/<name>/`. */
export const REMOTES = ['filing', 'neutral', 'respondent', 'onboarding'] as const;

const RESERVED = /^\/(api|files|private\/files)(\/|$)/;

/** Source maps stay on the server's disk for debugging; they are not part of what it serves. */
const SOURCE_MAP = /\.map$/i;

/** Build outputs named by their content (`name.1a2b3c4d.js`): a new build gives a new name. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/**
 * Hashed files never change, so browsers keep them a year without asking again. Everything else
 * (remoteEntry.js, remotes.json, mf-manifest.json, favicon) may change in place on a redeploy, so
 * browsers revalidate it on every use.
 */
export function cacheControlFor(filePath: string): string {
  const served = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return CONTENT_HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The page's elements the Content-Security-Policy admits carry this request's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style|link)\b/gi, `<$1 nonce="${nonce}"`)
    .replace(/<head>/i, `<head><meta property="csp-nonce" nonce="${nonce}" />`);
}

/** A page is sent with a fresh nonce each time (never cached: the nonce must not repeat). */
function pageHandler(file: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newCspNonce();
    request.cspNonce = nonce;
    const html = await readFile(file, 'utf8');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache, no-store').send(withNonce(html, nonce));
  };
}

/**
 * The built front end: the shell at `/`, each remote under `/remotes/<name>/`, the standalone
 * respondent portal under `/respondent/`. API and file routes are more specific, so a static
 * file can never shadow them. A folder that is not built yet is skipped with a warning.
 */
export async function staticRoutes(app: FastifyInstance, options: { staticDir: string }): Promise<void> {
  const mounts = [
    { folder: 'shell', prefix: '/' },
    ...REMOTES.map((remote) => ({ folder: remote, prefix: `/remotes/${remote}/` })),
    { folder: 'respondent-portal', prefix: '/respondent/' },
  ];
  let decorated = false;
  for (const { folder, prefix } of mounts) {
    const root = path.resolve(options.staticDir, folder);
    if (!existsSync(root)) {
      app.log.warn(`Static folder ${root} does not exist; ${prefix} is not served`);
      continue;
    }
    const page = path.join(root, 'index.html');
    const hasPage = existsSync(page);
    if (hasPage) {
      app.get(prefix, pageHandler(page));
      app.get(`${prefix}index.html`, pageHandler(page));
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      // The page itself is sent by pageHandler (it needs a nonce); the files it loads come from here.
      index: hasPage ? false : ['index.html'],
      redirect: prefix !== '/',
      decorateReply: !decorated,
      serveDotFiles: false,
      // Paths the API owns are never answered from disk, even if a folder of that name exists.
      allowedPath: (pathName: string) => !RESERVED.test(pathName) && !SOURCE_MAP.test(pathName),
      // The build writes best-quality brotli and gzip copies of scripts and styles (.br, .gz);
      // they are sent as they are instead of being compressed on every request.
      preCompressed: true,
      // Our own Cache-Control, not send's default max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
    decorated = true;
  }
}
