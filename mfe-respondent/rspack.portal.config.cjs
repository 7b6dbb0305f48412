// The standalone respondent portal: the same screens as the remote, built as a plain app (no
// federation runtime, nothing shared to negotiate) into dist/portal, served at /respondent/.
// Like every app, it takes from the shared packages only the modules it imports (the factory
// marks their sources free of import-time effects), so phones on slow connections get no filing
// schemas, tables or pickers.
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

// The page names favicon.svg beside it: the portal's icon is the shell's.
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, '..', 'shell', 'public', 'favicon.svg') }] }));

module.exports = config;
