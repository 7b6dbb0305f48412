// The bulk screen's spreadsheet parser runs in a Web Worker, built alone before the remote (see
// createWorkerConfig): src/bulk/parse-in-worker.ts takes the built file as a hashed asset.
const { createWorkerConfig } = require('tooling/rspack');

module.exports = createWorkerConfig({ appDir: __dirname, name: 'bulk-parse.worker', entry: './src/bulk/bulk-parse.worker.ts' });
