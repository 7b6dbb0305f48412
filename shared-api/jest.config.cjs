const { jestConfig } = require('tooling/jest');

// shared-api is not UI code: its client tests need Node's own fetch, Request, Response and
// TextEncoder, which the jsdom window lacks. Tests that need browser storage opt in with
// `/** @jest-environment jsdom */`. The preset's setup file assumes a window, so it is left out.
module.exports = jestConfig(__dirname, { testEnvironment: 'node', setupFilesAfterEnv: [] });
