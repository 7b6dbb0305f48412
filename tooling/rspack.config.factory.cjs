// One factory builds the rspack + Module Federation config of every app (the shell and the
// four remotes), so the shared singletons and the loaders cannot drift apart between teams.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

/**
 * Packages shared whole, one instance per page: their React contexts (React itself, the router's
 * location and navigation, TanStack Query's client) must be the same object in the shell and in
 * every remote. Shared packages are never tree-shaken, so this list stays short: a package a
 * remote merely uses is bundled into that remote, cut down to what it imports.
 */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-router', '@tanstack/react-query'];

/** A package shared as a module of ours that re-exports the part of it a browser can use. */
const SHARED_AS = {
  'react-router': { import: path.join(__dirname, 'federation', 'react-router.mjs') },
};

/** Where the facades above find the whole package (its own exports map hides the file). */
function facadeAliases(appDir) {
  const routerDir = fs.existsSync(path.join(appDir, 'package.json')) ? safePackageDir('react-router', appDir) : null;
  return {
    ...(routerDir ? { 'react-router-full$': path.join(routerDir, 'dist', 'production', 'index.mjs') } : {}),
    ...federationRuntimeAliases(appDir),
  };
}

/**
 * The federation runtime's packages as ES modules. Its bundler runtime requires them, which picks
 * their CommonJS builds whole (Node's file helpers and manifest tooling included, about 10 KB
 * brotli in every remote entry); as ES modules only what the browser runtime calls is bundled.
 */
const FEDERATION_RUNTIME_PACKAGES = ['@module-federation/sdk', '@module-federation/error-codes', '@module-federation/runtime', '@module-federation/webpack-bundler-runtime'];

function federationRuntimeAliases(appDir) {
  const aliases = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = safePackageDir(name, appDir);
    if (!dir) continue;
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports?.['.']?.import?.default;
    if (entry) aliases[`${name}$`] = path.join(dir, entry);
  }
  return aliases;
}

function safePackageDir(name, appDir) {
  try {
    return packageDir(name, appDir);
  } catch {
    return null;
  }
}

/**
 * Single modules shared one instance per page, by file: the state inside a library that must be
 * common while the rest of the library is bundled, tree-shaken, by each app that uses it.
 * - Mantine's provider context and theme context: a remote's components, from its own copy of
 *   @mantine/core, read the theme and the CSP nonce from the MantineProvider the shell renders.
 * - Mantine's notifications store: a toast a remote shows appears in the shell's <Notifications>.
 * - The session store and the API client: one login, one CSRF token, one 401 handler.
 * - The language and its Lingui instance: one switch turns the shell and every remote together.
 * Add a module here only if it holds such state; `file` is inside the package's folder.
 */
const SHARED_MODULES = [
  { shareKey: '@mantine/core/MantineContext', pkg: '@mantine/core', file: 'esm/core/MantineProvider/Mantine.context.mjs' },
  {
    shareKey: '@mantine/core/MantineThemeContext',
    pkg: '@mantine/core',
    file: 'esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
  },
  { shareKey: '@mantine/core/DirectionContext', pkg: '@mantine/core', file: 'esm/core/DirectionProvider/DirectionProvider.mjs' },
  { shareKey: '@mantine/notifications/store', pkg: '@mantine/notifications', file: 'esm/notifications.store.mjs' },
  { shareKey: 'shared-api/session-store', pkg: 'shared-api', file: 'src/session/store.ts' },
  { shareKey: 'shared-api/api-client', pkg: 'shared-api', file: 'src/client/api.ts' },
  { shareKey: 'shared-ui/i18n-language', pkg: 'shared-ui', file: 'src/i18n/language.ts' },
];

/** TypeScript sources of the workspace's shared packages. */
const SHARED_SOURCE = new RegExp(
  `^${escapeRegExp(path.resolve(__dirname, '..'))}[\\\\/](shared-api|shared-ui)[\\\\/]src[\\\\/].*\\.tsx?$`,
);

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The folder of a package as the app resolves it (packages whose exports hide package.json too). */
function packageDir(name, appDir) {
  let dir = path.dirname(require.resolve(name, { paths: [appDir] }));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === name) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the folder of ${name} from ${appDir}`);
    dir = parent;
  }
}

/**
 * The one shared map. Deliberately not "share everything" and never eager: both would bloat
 * every first load. Packages and modules the app does not depend on are left out.
 */
function sharedSingletons(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SHARED_PACKAGES) {
    if (!deps[name]) continue;
    shared[name] = { singleton: true, requiredVersion: false };
    if (SHARED_AS[name]) {
      // Provided under the package's own version, not the facade's folder's.
      const { version } = JSON.parse(fs.readFileSync(path.join(packageDir(name, appDir), 'package.json'), 'utf8'));
      Object.assign(shared[name], SHARED_AS[name], { version });
    }
  }
  for (const { shareKey, pkg: name, file } of SHARED_MODULES) {
    if (!deps[name]) continue;
    const dir = packageDir(name, appDir);
    const resource = path.join(dir, file);
    if (!fs.existsSync(resource)) throw new Error(`${shareKey}: ${resource} does not exist (did ${name} change its layout?)`);
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // An absolute path as the key matches every import that resolves to this file, relative ones
    // inside the package included.
    shared[resource] = { shareKey, import: resource, singleton: true, requiredVersion: false, version };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir       the app's folder (pass __dirname)
 * @param {string} options.name         federation name, e.g. 'shell' or 'filing'
 * @param {number} options.port         dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote offers the shell
 * @param {string} [options.title]      the HTML title of the standalone page
 * @param {string} [options.publicPath] '/' for the shell, 'auto' for remotes
 * @param {boolean} [options.federation] false builds a plain app (a standalone portal)
 * @param {string} [options.entry]      entry module, default ./src/index.ts
 * @param {string} [options.outDir]     output folder, default dist
 */
/** The browsers every app is compiled for: recent evergreen desktop and phone browsers. */
const BROWSER_TARGETS = ['chrome >= 100', 'firefox >= 100', 'safari >= 15'];

/** Prebuilt Web Workers (createWorkerConfig writes them to the app's worker-dist folder). */
const PREBUILT_WORKER = /[\\/]worker-dist[\\/][^\\/]+\.js$/;

/** TypeScript and JSX through SWC, for the browsers every app is compiled for. */
function scriptRule(isProduction) {
  return {
    test: /\.[jt]sx?$/,
    exclude: [/node_modules/, PREBUILT_WORKER],
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', development: !isProduction, refresh: false },
        },
      },
      env: { targets: BROWSER_TARGETS.join(', ') },
    },
    type: 'javascript/auto',
  };
}

/**
 * A Web Worker as one plain script, built before its app: no federation runtime (a worker has no
 * shell to lend it one, and a remote that carried its own would load it on every screen). The app
 * starts it with `new Worker(new URL('../../worker-dist/<name>.js', import.meta.url))` through a
 * variable, and gets it as a hashed file.
 * @param {{ appDir: string, name: string, entry: string }} options
 */
function createWorkerConfig({ appDir, name, entry }) {
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  return {
    context: appDir,
    target: 'webworker',
    entry: { [name]: entry },
    output: { path: path.join(appDir, 'worker-dist'), filename: '[name].js', publicPath: '', clean: true },
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: { rules: [scriptRule(isProduction), { test: SHARED_SOURCE, sideEffects: false }] },
    plugins: [
      // One file: the app copies only this one, so the worker may not load chunks of its own.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
    ],
    optimization: { minimize: isProduction, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()] },
    performance: { hints: false },
  };
}

function createAppConfig(options) {
  const {
    appDir,
    name,
    port,
    exposes = {},
    title = 'ODR Portal',
    publicPath = 'auto',
    federation = true,
    entry = './src/index.ts',
    outDir = 'dist',
  } = options;
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const hasExposes = Object.keys(exposes).length > 0;

  return {
    context: appDir,
    entry: { main: entry },
    output: {
      path: path.join(appDir, outDir),
      publicPath,
      uniqueName: name,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: isProduction ? '[name].[contenthash:8][ext]' : '[name][ext]',
      clean: true,
    },
    // Production maps stay next to the build for debugging, unreferenced by the scripts; the server
    // does not serve them (routes/static.ts).
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: facadeAliases(appDir),
    },
    module: {
      rules: [
        scriptRule(isProduction),
        // A Web Worker built alone (createWorkerConfig) is taken as a file, with its hash in its name.
        { test: PREBUILT_WORKER, type: 'asset/resource' },
        // The shared packages' modules have no import-time effects apart from their CSS, so an app
        // gets only the parts it imports (the login page no file picker, no case kit).
        { test: SHARED_SOURCE, sideEffects: false },
        {
          test: /\.css$/,
          type: 'css/auto',
          use: [
            {
              loader: require.resolve('postcss-loader'),
              options: {
                postcssOptions: {
                  plugins: [
                    require('postcss-preset-mantine'),
                    require('postcss-simple-vars')({
                      variables: {
                        'mantine-breakpoint-xs': '36em',
                        'mantine-breakpoint-sm': '48em',
                        'mantine-breakpoint-md': '62em',
                        'mantine-breakpoint-lg': '75em',
                        'mantine-breakpoint-xl': '88em',
                      },
                    }),
                  ],
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset' },
        // Fonts as hashed files, fetched only by the pages that show their letters (unicode-range).
        { test: /\.woff2$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        title,
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
        // Libraries that inject <style> elements (react-remove-scroll under Mantine's modals) take
        // their nonce from __webpack_nonce__. Every bundle and every federation runtime reads the
        // page's nonce itself, so none depends on which one happened to load a shared package.
        __webpack_nonce__:
          "(typeof document === 'undefined' ? undefined : (document.querySelector('meta[property=\"csp-nonce\"]') || {}).nonce || undefined)",
      }),
      federation &&
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(appDir),
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell brings it and the remotes' production
          // entries use it instead of each carrying their own copy (about 25 KB each, brotli).
          // In development a remote keeps its own, so it still runs alone on its dev server.
          experiments: hasExposes
            ? { externalRuntime: isProduction }
            : { provideExternalRuntime: true },
        }),
      isProduction && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: {
      // Keep federation's shared chunks intact; the default splitting is enough.
      minimize: isProduction,
      // The CSS minifier's default targets rewrite every logical property (margin-inline…) into
      // right-to-left fallbacks for browsers without them, doubling Mantine's styles; the
      // browsers the JavaScript is compiled for all have them.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In development the API is the server's (npm run dev -w server), on port 8000.
      proxy: [{ context: ['/api', '/files', '/private'], target: 'http://127.0.0.1:8000' }],
      static: { directory: path.join(appDir, 'public') },
    },
  };
}

module.exports = { createAppConfig, createWorkerConfig, sharedSingletons, BROWSER_TARGETS, SHARED_PACKAGES, SHARED_MODULES };
