import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The remotes the shell loads, each built into `<staticDir>/<name>/`. */
export const REMOTES = ['filing', 'neutral', 'respondent', 'onboarding'] as const;

const RESERVED = /^\/(api|files|private\/files)(\/|$)/;

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
    await app.register(fastifyStatic, {
      root,
      prefix,
      index: ['index.html'],
      redirect: prefix !== '/',
      decorateReply: !decorated,
      serveDotFiles: false,
      // Paths the API owns are never answered from disk, even if a folder of that name exists.
      allowedPath: (pathName: string) => !RESERVED.test(pathName),
    });
    decorated = true;
  }
}
