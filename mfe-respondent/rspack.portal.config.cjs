// The standalone respondent portal: the same screens as the remote, built as a plain app (no
// federation runtime, nothing shared to negotiate) into dist/portal, served at /respondent/.
const path = require('node:path');
// rspack as the shared build tooling has it (the factory's own dependency).
const { rspack } = require(require.resolve('@rspack/core', { paths: [path.dirname(require.resolve('tooling/rspack'))] }));
const { createAppConfig } = require('tooling/rspack');

const config = createAppConfig({
  appDir: __dirname,
  name: 'respondent_portal',
  port: 3013,
  title: 'ArbitRoute: respondent portal',
  federation: false,
  entry: './src/portal/index.tsx',
  outDir: 'dist/portal',
});

// Phones on slow connections: the shared packages' modules have no import-time effects apart from
// their CSS, so whatever the portal does not use (filing schemas, tables, pickers) is left out.
const sharedSource = new RegExp(`${['shared-api', 'shared-ui'].map((name) => path.join(__dirname, '..', name, 'src')).join('|').replace(/[\\/.]/g, '\\$&')}.*\\.tsx?$`);
config.module.rules.push({ test: sharedSource, sideEffects: false });

// The CSS minifier's default browser targets rewrite every logical property (margin-inline…)
// into right-to-left fallbacks for browsers without them, doubling Mantine's styles. The portal
// targets the browsers its JavaScript is compiled for, which all have them.
const MODERN = ['chrome >= 100', 'firefox >= 100', 'safari >= 15'];
config.optimization.minimizer = [
  new rspack.SwcJsMinimizerRspackPlugin(),
  new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: MODERN } }),
];

module.exports = config;
