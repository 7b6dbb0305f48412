// The standalone respondent portal: the same screens as the remote, built as a plain app (no
// federation runtime, nothing shared to negotiate) into dist/portal, served at /respondent/.
const path = require('node:path');
const { rspack } = require('@rspack/core');
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

// The page names favicon.svg beside it: the portal's icon is the shell's.
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, '..', 'shell', 'public', 'favicon.svg') }] }));

module.exports = config;
