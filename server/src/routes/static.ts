import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newCspNonce } from '../security/headers';

/** The remotes the shell loads, each built into `<staticDir>/<name>/`. */
export const REMOTES = ['filing', 'neutral', 'respondent', 'onboarding'] as const;

const RESERVED = /^\/(api|files|private\/files)(\/|$)/;

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
      allowedPath: (pathName: string) => !RESERVED.test(pathName),
    });
    decorated = true;
  }
}
