// Writes a brotli (.br) and a gzip (.gz) copy next to every script and stylesheet of a production
// build. The server sends them as they are (routes/static.ts) instead of compressing each request:
// best-quality brotli is too slow to run per request but costs nothing once at build time, and it
// is smaller than the per-request quality. Pages, remotes.json and mf-manifest.json are left out:
// the server rewrites pages and operators may edit the JSON files in place.
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { writeFile } = require('node:fs/promises');
const path = require('node:path');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this gain nothing worth a second request path. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css)$/;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      const jobs = compilation
        .getAssets()
        .filter((asset) => COMPRESSIBLE.test(asset.name))
        .map(async (asset) => {
          const content = asset.source.buffer();
          if (content.length < MIN_BYTES) return;
          const file = path.join(outDir, asset.name);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        });
      await Promise.all(jobs);
    });
  }
}

module.exports = { PrecompressPlugin };
