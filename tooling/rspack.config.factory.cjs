// One factory builds the rspack + Module Federation config of every app (the shell and the
// four remotes), so the shared singletons and the loaders cannot drift apart between teams.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const MANTINE = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/form',
  '@mantine/dropzone',
  '@mantine/notifications',
];

/**
 * The one shared map: libraries that hold state or context must exist once per page.
 * Deliberately not "share everything" and never eager: both would bloat every entry.
 */
function sharedSingletons(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const names = [
    'react',
    'react-dom',
    'react-router',
    'zustand',
    '@tanstack/react-query',
    'shared-ui',
    'shared-api',
    ...MANTINE,
  ];
  const shared = {};
  for (const name of names) {
    if (!deps[name]) continue;
    shared[name] = { singleton: true, requiredVersion: false };
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
      clean: true,
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
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
        },
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
        }),
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

module.exports = { createAppConfig, sharedSingletons, BROWSER_TARGETS };
